/* { dg-do compile } */
/* Shifts within the ghosts, in either order of operands, compile without
   diagnostics.  */
void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y];
    over (i = x | 2 : n - 3)
      over (j = y | 1 : n - 2)
        u[i][j] = u[i - 2][j] + u[i + 2][j] + u[i][j - 1] + u[i][j + 1]
                  + u[i - 1][j + 1] + u[i + 1][j - 1];
  }
}
