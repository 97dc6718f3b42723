/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_scalapack_desc: the dimensions of a are not distributed over the two dimensions of one 2-D process grid" } */
/* A matrix over two dimensions of a 3-D grid is no ScaLAPACK layout.  */
int
main (void)
{
  Procs3 p = hpc_procs3 (HPC_AUTO, 1, 1);
  on (p) {
    Range x = hpc_cyclic_range (8, hpc_dim (p, 0));
    Range y = hpc_block_cyclic_range (8, hpc_dim (p, 2), 2);
    distributed double a[x][y];
    int desc[9];
    hpc_scalapack_desc (desc, a);
  }
  return 0;
}
