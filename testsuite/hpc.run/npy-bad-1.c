/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_read_npy: 'npy-bad-1.npy' does not hold <f8 data of the shape of u" } */
/* Reading a .npy file of another shape is an error naming the call.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (6, hpc_dim (p, 0));
    Range y = hpc_block_range (7, hpc_dim (p, 0));
    distributed double u[x], w[y];
    hpc_write_npy ("npy-bad-1.npy", w, "<f8");
    hpc_read_npy (u, "npy-bad-1.npy", "<f8");
  }
  return 0;
}
