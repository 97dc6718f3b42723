/* { dg-do run } */
/* { dg-hpc-procs "4" } */
/* over on a strided subrange of a cyclic range, 3 indices (N < P on 4
   processes): every triplet visits exactly the locations held here whose
   global index it contains (both ends, stride, inside the range),
   hpc_idx gives that index, and the location addresses that element
   (checked through hpc_sum and a global-index read).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 3 };

#include "conf-over.h"

int
main (void)
{
  conf_over_kind (K_SUB_CYCLIC);
  return 0;
}
