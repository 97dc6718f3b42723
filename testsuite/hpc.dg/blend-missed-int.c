/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fno-tree-loop-vectorize -fopt-info-loop-missed" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* A stride-2 loop over integers: blend.cc keeps it plain and says
   why.  */

void
f (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed int n[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2) /* { dg-message "missed: stride-2 loop not blended: elements are not float or double" } */
	n[i][j] = n[i][j - 1] + 1;
  }
}
