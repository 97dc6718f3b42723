/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: distributed: array 'u': negative extent -2" } */
/* Misuse: a distributed array with a negative extent. */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) { int n = -2; distributed float u[n]; (void) u; }
  return 0;
}
