/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_reduce_halo: u: elements of 4 bytes are not made of the datatype's 8 bytes" } */
/* The datatype must fit the element type.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    distributed float u[x];
    hpc_reduce_halo (u, MPI_DOUBLE, MPI_SUM);
  }
  return 0;
}
