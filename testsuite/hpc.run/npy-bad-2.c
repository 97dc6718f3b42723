/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-fail "libhpc: hpc_read_npy: cannot open 'npy-bad-2-missing.npy'" } */
/* Reading a file that does not exist is an error on every process.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (6, hpc_dim (p, 0));
    distributed double u[x];
    hpc_read_npy (u, "npy-bad-2-missing.npy", "<f8");
  }
  return 0;
}
