/* { dg-do run } */
/* { dg-hpc-procs "3 4" } */
/* over on an irregular range with ghosts, 10 indices (N % P != 0 on 3 and
   4 processes): every triplet visits exactly the locations held here whose
   global index it contains (both ends, stride, inside the range),
   hpc_idx gives that index, and the location addresses that element
   (checked through hpc_sum and a global-index read).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

#include "conf-over.h"

int
main (void)
{
  conf_over_kind (K_IRREGULAR_GHOST);
  return 0;
}
