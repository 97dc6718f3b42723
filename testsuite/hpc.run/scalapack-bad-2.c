/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_scalapack_desc: dimension 0 of a is an irregular range or a subrange" } */
/* Irregular blocks are no ScaLAPACK layout.  */
int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    long sizes[] = { 5, 3 };
    Range x = hpc_irregular_range (hpc_dim (p, 0), sizes);
    Range y = hpc_cyclic_range (8, hpc_dim (p, 1));
    distributed double a[x][y];
    int desc[9];
    hpc_scalapack_desc (desc, a);
  }
  return 0;
}
