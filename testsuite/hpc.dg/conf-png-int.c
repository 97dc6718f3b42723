/* { dg-do compile } */
/* hpc_write_png of an int array: an error in the user's terms (which
   element types it takes), not a _Generic error about the array's
   internal type.  */
void
f (Procs2 p)
{
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0));
    Range y = hpc_block_range (8, hpc_dim (p, 1));
    distributed int u[x][y];
    hpc_write_png ("u.png", u, 0, 0);	/* { dg-error "'hpc_write_png' takes a distributed array of 'float' or 'double' elements, not of 'int'" } */
  }
}
