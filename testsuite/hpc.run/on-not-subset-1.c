/* { dg-do run } */
/* { dg-hpc-procs "2 3 4" } */
/* { dg-hpc-fail "libhpc: on: the group \\(a 1-D grid of size 1\\) is not part of the active process group \\(a 1-D grid of size \[2-4\] restricted to coordinate \[1-3\] of dimension 0\\)" } */
/* on (p) where p is not part of the active process group.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  Procs1 first = hpc_procs1 (1);		/* process 0 */
  Group last = hpc_restrict (hpc_apg (), 0, hpc_nprocs () - 1);
  if (__hpc_on_enter (last))
    {
      if (__hpc_on_enter (first))
        __hpc_on_leave ();
      __hpc_on_leave ();
    }
  return 0;
}
