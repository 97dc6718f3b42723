/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_scalapack_desc: dimension 1 of a has ghost cells \\(1 below, 1 above\\)" } */
/* ScaLAPACK's local blocks have no ghost cells.  */
int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0));
    Range y = hpc_block_range (8, hpc_dim (p, 1), 1);
    distributed double a[x][y];
    int desc[9];
    hpc_scalapack_desc (desc, a);
  }
  return 0;
}
