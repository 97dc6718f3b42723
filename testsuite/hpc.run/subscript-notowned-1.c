/* { dg-do run } */
/* { dg-hpc-procs "2 3" } */
/* { dg-hpc-fail "libhpc: subscript: .*subscript-notowned-1.c:15: 'u': element 0 of dimension 0 is not held by this process \\(process \[1-2\] of \[23\]\\)" } */
/* A global index names an element this process does not own.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  float s = 0;
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0));
    distributed float u[x];
    over (i = x | :) u[i] = 1;
    if (hpc_coord (p, 0) > 0)
      s = u[0];
  }
  return s != 0;
}
