/* { dg-do compile } */
/* Locations of ranges over different grid dimensions, swapped: an error
   where the declarations in the function show that the ranges differ.  */
void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (n, hpc_dim (p, 1));
    distributed double u[x][y];
    over (i = x)
      over (j = y)
        u[j][i] = 1;        /* { dg-error "location 'j' of range 'y' used on dimension 0 of 'u', which is over range 'x'; subscript the dimension over 'y' with 'j', or write 'hpc_idx \\(y, j\\)' for its global index" } */
                            /* { dg-error "location 'i' of range 'x' used on dimension 1 of 'u'" "" { target *-*-* } 13 } */
  }
}

/* Through a Dimension variable too.  */
void
g (Procs2 p, int n)
{
  on (p) {
    Dimension d0 = hpc_dim (p, 0), d1 = hpc_dim (p, 1);
    Range x = hpc_block_range (n, d0, 1);
    Range y = hpc_block_range (n, d1, 1);
    distributed double v[y];
    over (i = x)
      v[i] = 0;             /* { dg-error "location 'i' of range 'x' used on dimension 0 of 'v', which is over range 'y'" } */
  }
}
