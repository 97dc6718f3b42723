/* { dg-do compile } */
/* Ghosts 2 below, 1 above: -2 and +1 are fine, +2 is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range_ghost (n, hpc_dim (p, 0), 2, 1);
    distributed float u[x];
    over (i = x | :)
      {
        u[i] = u[i - 2] + u[i + 1];
        u[i] = u[i + 2];    /* { dg-error "shift 2 of 'i' is wider than the ghost region \\(2 below, 1 above\\)" } */
      }
  }
}
