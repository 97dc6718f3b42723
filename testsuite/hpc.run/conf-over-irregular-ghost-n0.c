/* { dg-do run } */
/* { dg-hpc-procs "3" } */
/* over on an irregular range with ghosts, no index at all: every triplet
   visits exactly the locations held here whose global index it contains
   (both ends, stride, inside the range), hpc_idx gives that index, and
   the location addresses that element (checked through hpc_sum and a
   global-index read).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 0 };

#include "conf-over.h"

int
main (void)
{
  conf_over_kind (K_IRREGULAR_GHOST);
  return 0;
}
