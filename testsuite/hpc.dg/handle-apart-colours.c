/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A colour loop through two parameters is copied whole for distinct
   arrays (apart.cc), the statement setting its variable with it, so
   that the copy is still one pass over the rows (fuse.cc); the loop as
   written runs where the arrays may be one, and stays as it is.  Each
   function: the loop in both copies that subscripts.cc makes for
   aligned ranges, each with its address test, and in the aligned one's
   copy for distinct arrays a fused pass.  */
void
smooth (distributed float u[Range x][Range y],
	distributed float rhs[Range fx][Range fy], int n, float h2)
{
  int c;
  for (c = 0; c < 2; c++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	u[i][j] = 0.25f * (h2 * rhs[i][j] + u[i - 1][j] + u[i + 1][j]
			  + u[i][j - 1] + u[i][j + 1]);
  }
}

/* The same with the variable declared by the loop.  */
void
smooth2 (distributed float u[Range x][Range y],
	 distributed float rhs[Range fx][Range fy], int n, float h2)
{
  for (int c = 0; c < 2; c++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	u[i][j] = 0.25f * (h2 * rhs[i][j] + u[i - 1][j] + u[i + 1][j]
			  + u[i][j - 1] + u[i][j + 1]);
  }
}
/* { dg-final { scan-hpc-dump-times "if \\(\\(void \\*\\) &u != \\(void \\*\\) &rhs\\)" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 2 "original" } } */
