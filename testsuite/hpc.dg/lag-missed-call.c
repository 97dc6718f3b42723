/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fopt-info-loop-missed" } */
/* A sweep calling a function, which may read or write anything: lag.cc
   keeps the two nests and says why.  */

void
f (Procs2 p, int n, double c, double (*g) (double))
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | 1 : n - 2) /* { dg-message "missed: sweep and update not fused: the sweep calls g" } */
      over (j = y | :)
	out[i][j] = g (in[i - 1][j]);
    over (i = x | :)
      over (j = y | :)
	in[i][j] += c;
  }
}
