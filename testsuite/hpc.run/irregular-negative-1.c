/* { dg-do run } */
/* { dg-hpc-procs "2 3" } */
/* { dg-hpc-fail "libhpc: hpc_irregular_range: size -1 of process 1 is negative" } */
/* Misuse: an irregular range with a negative block size. */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long sizes[] = { 3, -1, 4 }; Range r = hpc_irregular_range (hpc_dim (p, 0), sizes); (void) r;
  return 0;
}
