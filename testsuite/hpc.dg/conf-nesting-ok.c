/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* on, at and over nest in every order.  */
void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (n, hpc_dim (p, 1));
    distributed double u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = u[i - 1][j];
    at (l = x[0])
      over (j = y | :)
        u[l][j] = 1;
    over (i = x | :)
      at (m = y[1])
        u[i][m] = 2;
    on (hpc_restrict (p, 0, 0))
      at (m = y[0])
        u[0][m] = 3;
  }
}
