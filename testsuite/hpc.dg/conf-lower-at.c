/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* at lowers to __hpc_at_enter with the range and index, and
   __hpc_at_leave.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_cyclic_range (n, hpc_dim (p, 0));
    distributed int u[x];
    at (l = x[n - 1]) u[l] = 1;
  }
}
/* { dg-final { scan-hpc-dump "__hpc_at_enter \\(\\(const struct hpc_range \\*\\) x, \\(long int\\) \\(n \\+ -1\\), &l" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_at_leave \\(\\)" "original" } } */
