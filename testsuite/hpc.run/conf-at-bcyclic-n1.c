/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* at on a block-cyclic range of blocks of 3, 1 index: at (l = x[k]) runs
   its body on exactly the process holding k, with hpc_idx (x, l) == k, l
   addressing that element, and the active group restricted to the owner's
   coordinate.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 1 };

#include "conf-at.h"

int
main (void)
{
  conf_at_kind (K_BCYCLIC);
  return 0;
}
