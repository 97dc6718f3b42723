/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: distributed parameter: 'a': the argument is a null handle, which names no array" } */
/* A null handle passed for a distributed parameter stops the job
   saying so.  */

distributed double w[Range];

static double
total (distributed double a[Range x])
{
  return hpc_sum (a) + hpc_size (x);
}

int
main (void)
{
  return total (w) > 0;
}
