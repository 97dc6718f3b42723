/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo: u: periodic width 2 in dimension 0 is wider than its extent 1" } */
/* A periodic ghost may not wrap around more than once.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (1, hpc_dim (p, 0), 2);
    distributed float u[x];
    int modes[] = { HPC_HALO_PERIODIC };
    hpc_write_halo_mode (u, 0, modes, 0, 0);
  }
  return 0;
}
