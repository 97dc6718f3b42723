/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* A distributed array is released on scope exit, also from a return in an
   on body.  */
int
f (Procs1 p, int n)
{
  on (p) {
    distributed int u[n];
    if (n > 3)
      return u[0];
  }
  return 0;
}
/* { dg-final { scan-hpc-dump "__hpc_handle_free \\(\\(void \\* \\*\\) &__hpc_block_u" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_on_leave" "original" } } */
