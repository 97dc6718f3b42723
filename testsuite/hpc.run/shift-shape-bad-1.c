/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_shift: shapes differ: dimension 0 of b has 9 elements, of a 8" } */
/* Source and destination must have the same shape.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (9, hpc_dim (p, 0));
    distributed float a[x];
    distributed float b[y];
    hpc_shift (b, a, 1, 0, HPC_SHIFT_EDGE);
  }
  return 0;
}
