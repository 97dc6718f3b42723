/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo_end: u: no hpc_write_halo_begin under way" } */
/* hpc_write_halo_end without a matching begin.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    distributed float u[x];
    hpc_write_halo_begin (u);
    hpc_write_halo_end (u);
    hpc_write_halo_end (u);
  }
  return 0;
}
