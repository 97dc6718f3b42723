/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* on lowers to __hpc_on_enter / __hpc_on_leave.  */
void
f (Procs1 p)
{
  on (p) hpc_rank ();
}
/* { dg-final { scan-hpc-dump "__hpc_on_enter \\(\\(struct hpc_group \\*\\) p\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_on_leave \\(\\)" "original" } } */
