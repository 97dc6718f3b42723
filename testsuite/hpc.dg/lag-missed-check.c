/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fopt-info-loop-missed -fplugin-arg-hpc-check" } */
/* In check mode a sweep and the update after it are not fused either
   (the checks' calls would run in another order), and the one finder of
   pairs says so as it does for a red-black loop.  */

void
f (Procs2 p, int n, double c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | 1 : n - 2) /* { dg-message "missed: sweep and update not fused: not in check mode" } */
      over (j = y | :)
	out[i][j] = in[i - 1][j] + in[i + 1][j];
    over (i = x | :)
      over (j = y | :)
	in[i][j] += c * out[i][j];
  }
}
