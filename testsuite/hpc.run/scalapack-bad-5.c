/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_scalapack_desc: b has 3 dimensions; a ScaLAPACK matrix has 2" } */
/* Only matrices have ScaLAPACK descriptors.  */
int
main (void)
{
  Procs3 p = hpc_procs3 (HPC_AUTO, 1, 1);
  on (p) {
    Range x = hpc_cyclic_range (8, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (8, hpc_dim (p, 1));
    Range z = hpc_cyclic_range (8, hpc_dim (p, 2));
    distributed double b[x][y][z];
    int desc[9];
    hpc_scalapack_desc (desc, b);
  }
  return 0;
}
