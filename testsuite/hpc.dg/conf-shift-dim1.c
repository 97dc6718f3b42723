/* { dg-do compile } */
/* The ghost check applies to every dimension (here dimension 1).  */
void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = u[i][j + 2];   /* { dg-error "shift 2 of 'j' is wider than the ghost region \\(1 below, 1 above\\) of dimension 1 of 'u'" } */
  }
}
