/* { dg-do run } */
/* { dg-hpc-procs "2 3 4" } */
/* on (q) for a grid of the first process only: the others skip the
   body; inside, the active group is q; nested on of subgroups.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs1 q = hpc_procs1 (1);
  Procs2 p = hpc_procs2 (HPC_AUTO, 1);
  int ran = 0, nested = 0;
  on (q) {
    ran = 1;
    CHECK (hpc_apg () == (Group) q && hpc_group_size (hpc_apg ()) == 1);
  }
  CHECK (ran == (hpc_rank () == 0) && hpc_member (q) == ran);
  on (p) {
    Group row = hpc_restrict (p, 0, hpc_shape (p, 0) - 1);
    on (row) {
      nested = 1;
      CHECK (hpc_apg () == row);
    }
    CHECK (hpc_apg () == (Group) p);
  }
  CHECK (nested == (hpc_rank () == hpc_nprocs () - 1));
  return 0;
}
