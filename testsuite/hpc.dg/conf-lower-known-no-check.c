/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* A shifted subscript whose range and ghosts are known at compile time
   (the array declared over the range variable the over walks, a
   constructor with constant ghosts, never assigned again) leaves
   nothing to check at run time, so an inner over costs no check per
   outer iteration.  The array over another variable keeps its check.  */
void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    Range z = y;
    distributed double in[x][y], out[x][y], w[x][z];
    over (i = x | 2 : n - 3)
      over (j = y | 2 : n - 3)
	out[i][j] += in[i - 2][j] + in[i + 2][j] + in[i][j - 2] + in[i][j + 1];
    over (i = x | :)
      over (j = z | :)
	w[i][j] = 1;
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) \[xy\]," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) z, \\(const void \\*\\) &w, 1, 0," "original" } } */
