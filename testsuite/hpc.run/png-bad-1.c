/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_write_png_double: v: a picture needs a 2-D array or section, not 1-D" } */
/* A picture of a 1-D array is refused on every process.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    distributed double v[x];
    hpc_write_png ("png-bad-1.png", v, 0, 1);
  }
  return 0;
}
