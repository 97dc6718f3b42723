/* { dg-do compile } */
/* { dg-options "-fdump-tree-original -Wno-unused" } */
/* What makes a stencil's inner loop vectorise: an over without a stride
   steps by the literal 1 (not the loop's run-time step), and the entry
   checks of the inner over, run once per row, come once per array,
   dimension and shift however often the body repeats a subscript (the
   ghost width G is known at run time only, so the checks are not
   settled at compile time).  */
void
f (int n, int g)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), g);
    Range y = hpc_block_range (n, hpc_dim (p, 1), g);
    distributed double a[x][y], b[x][y];
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
        b[i][j] = a[i][j - 1] + a[i][j + 1] + a[i][j] + a[i][j]
                  + a[i - 1][j] + a[i + 1][j];
  }
}
/* { dg-final { scan-hpc-dump "j = j \\+ 1" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_loop.step" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) y, \\(const void \\*\\) &a, 1, 0," "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) y, \\(const void \\*\\) &a, 1, 0,.*__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) y, \\(const void \\*\\) &a, 1, 0," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) y, \\(const void \\*\\) &a, 1, -1," "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) y, \\(const void \\*\\) &a, 1, -1,.*__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) y, \\(const void \\*\\) &a, 1, -1," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) x, \\(const void \\*\\) &a, 0, 0," "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) x, \\(const void \\*\\) &a, 0, 0,.*__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) x, \\(const void \\*\\) &a, 0, 0," "original" } } */
