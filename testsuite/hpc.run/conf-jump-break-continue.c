/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* break and continue inside on and at bodies leave the enclosing loop
   or go to its next iteration, as inside an if, restoring the active
   group each time.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Group top = hpc_apg ();
  Range x = hpc_block_range (6, hpc_dim (p, 0));
  int iters = 0, mine = 0;
  on (p) {
    for (int k = 0; k < 6; k++)
      {
        at (l = x[k])
          {
            mine++;
            if (k % 2)
              continue;
          }
        CHECK (hpc_apg () == (Group) p);
        on (p)
          {
            if (k == 4)
              break;
          }
        iters++;
      }
  }
  CHECK (hpc_apg () == top);
  /* The at's continue skipped the rest of odd iterations on the owner
     only; owned indices among 0..4 (the loop broke at k = 4, after the
     at).  */
  int want_iters = 0, want_mine = 0;
  for (int k = 0; k <= 4; k++)
    {
      int owned = hpc_owner (x, k) == hpc_coord (p, 0);
      want_mine += owned;
      want_iters += k < 4 && !(owned && k % 2);
    }
  CHECK (iters == want_iters && mine == want_mine);
  return 0;
}
