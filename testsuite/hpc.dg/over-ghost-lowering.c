/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* An over of hpc_expand is set up with its widths and then runs the
   loop every over runs: a plain loop over storage offsets.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    distributed double u[x], v[x];
    over (i = hpc_expand (x, 1, 2) | 1 :)
      v[i] = u[i - 1] * 2;
  }
}
/* { dg-final { scan-hpc-dump "__hpc_over_setup_expand \\(&__hpc_loop, \\(const struct hpc_range \\*\\) x, 1, 1, 0, 0, 1, 2," "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_expand" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_check_subscript" "original" } } */
