/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* over on an irregular range with ghosts, 1 index: every triplet visits
   exactly the locations held here whose global index it contains (both
   ends, stride, inside the range), hpc_idx gives that index, and the
   location addresses that element (checked through hpc_sum and a
   global-index read).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 1 };

#include "conf-over.h"

int
main (void)
{
  conf_over_kind (K_IRREGULAR_GHOST);
  return 0;
}
