/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fopt-info-loop-missed" } */
/* A sweep reading the array the update writes 9 rows away, beyond
   HPC_ROWS_MAX_REACH: lag.cc keeps the two nests and says why.  */

void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 9);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 9);
    distributed double in[x][y], out[x][y];
    over (i = x | 9 : n - 1) /* { dg-message "missed: sweep and update not fused: the sweep reads 'in' at \\\[i - 9\\\]\\\[j\\\], beyond the reach of 8 rows" } */
      over (j = y | :)
	out[i][j] = in[i - 9][j] + in[i][j];
    over (i = x | :)
      over (j = y | :)
	in[i][j] += 1.0;
  }
}
