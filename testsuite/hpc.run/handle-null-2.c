/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo: the array argument is a null handle or pointer, which names no array \\(give a handle one with hpc_new\\)" } */
/* A library call given a handle that names no array stops the job
   saying so.  */

distributed double w[Range][Range];

int
main (void)
{
  hpc_write_halo (w);
  return 0;
}
