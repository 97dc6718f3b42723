/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_scalapack_desc: dimension 0 of a is sequential" } */
/* Figure 1's layout (rows sequential, columns cyclic) has no ScaLAPACK
   descriptor: both dimensions must be distributed.  */
int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range y = hpc_cyclic_range (8, hpc_dim (p, 1));
    distributed double a[8][y];
    int desc[9];
    hpc_scalapack_desc (desc, a);
  }
  return 0;
}
