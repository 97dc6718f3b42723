/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_scalapack_desc: ScaLAPACK is not linked into this program" } */
/* libhpc does not link ScaLAPACK (its BLACS calls are weak references):
   a program that asks for a descriptor without linking ScaLAPACK gets a
   message, not a crash through a null function pointer.  */
int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_cyclic_range (8, hpc_dim (p, 0), 2);
    Range y = hpc_block_cyclic_range (8, hpc_dim (p, 1), 2);
    distributed double a[x][y];
    int desc[9];
    hpc_scalapack_desc (desc, a);
  }
  return 0;
}
