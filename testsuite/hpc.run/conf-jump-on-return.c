/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* return from inside on (p) and from inside at, nested: the active
   process group is restored on the way out (the caller sees its own).  */
#include <hpc.h>
#include "conf-kinds.h"

static int
inner (Procs1 p, Range x, int k)
{
  on (p) {
    at (l = x[k])
      {
        if (k >= 0)
          return 1;
      }
    if (k >= 0)
      return 2;
  }
  return 3;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Group top = hpc_apg ();
  Range x = hpc_cyclic_range (5, hpc_dim (p, 0));
  for (int k = 0; k < 5; k++)
    {
      int r = inner (p, x, k);
      CHECK (r == (hpc_owner (x, k) == hpc_coord (p, 0) ? 1 : 2));
      CHECK (hpc_apg () == top);
    }
  return 0;
}
