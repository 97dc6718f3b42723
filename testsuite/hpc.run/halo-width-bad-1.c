/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo: u: width 3 in dimension 1 is not within its ghost width 1" } */
/* Widths wider than the ghost region are refused.  */
int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (8, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    int widths[] = { 1, 3 };
    hpc_write_halo (u, widths);
  }
  return 0;
}
