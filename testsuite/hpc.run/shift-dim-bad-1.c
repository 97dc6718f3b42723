/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_cshift: dimension 2 out of range 0..1" } */
/* The shift dimension must be one of the arrays'.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0));
    distributed float a[x][3], b[x][3];
    hpc_cshift (b, a, 1, 2);
  }
  return 0;
}
