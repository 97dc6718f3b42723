/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: handle: \[^ \]*handle-null-4.c:18: 'w' names no array \\(a null handle: give it one with hpc_new\\)" } */
/* A loop that can change no handle is one statement for its handles:
   their views are bound before it, so a null handle it subscripts stops
   the job there, at the line of its first subscript, even where the loop
   runs no iteration.  */

distributed double w[Range];

int
main (int argc, char **argv)
{
  (void) argv;
  int n = argc - 1;	/* 0 */
  for (int k = 0; k < n; k++)
    {
      w[k] = 1.0;
      hpc_write_halo (w);
    }
  return 0;
}
