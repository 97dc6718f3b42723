/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* goto out of nested on and at bodies restores the active group.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Group top = hpc_apg ();
  Range x = hpc_block_range (4, hpc_dim (p, 0));
  int passes = 0;
 again:
  passes++;
  on (p) {
    at (l = x[0])
      {
        if (passes < 3)
          goto again;
      }
    if (passes < 3)
      goto again;
  }
  CHECK (hpc_apg () == top);
  CHECK (passes == 3);
  return 0;
}
