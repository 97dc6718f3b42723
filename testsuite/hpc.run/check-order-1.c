/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "2 3" } */
/* { dg-hpc-fail "libhpc: (hpc_write_halo|hpc_sum_float): check mode: the processes of the active group called different collectives here" } */
/* Check mode: collectives called in different orders on different
   processes are reported instead of hanging (and the compiler warns).  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed float u[x];
    if (hpc_coord (p, 0) == 0)
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition that may differ between processes" } */
    else
      (void) hpc_sum (u);	/* { dg-warning "collective call 'hpc_sum' under a condition" } */
  }
  return 0;
}
