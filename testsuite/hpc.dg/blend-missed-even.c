/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fno-tree-loop-vectorize -fopt-info-loop-missed" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* A stride-2 loop reading the element two before on its own row, which
   the loop has just updated: blend.cc keeps it plain and says why.  */

void
f (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 2 : N - 2 : 2) /* { dg-message "missed: stride-2 loop not blended: the row written is read at an even offset before j, an element the loop has updated" } */
	u[i][j] = u[i][j - 2] + 1.0f;
  }
}
