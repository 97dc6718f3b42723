/* { dg-do run } */
/* { dg-hpc-procs "3" } */
/* at on a cyclic range, 10 indices (N % P != 0 on 3 and 4 processes): at
   (l = x[k]) runs its body on exactly the process holding k, with hpc_idx
   (x, l) == k, l addressing that element, and the active group restricted
   to the owner's coordinate.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

#include "conf-at.h"

int
main (void)
{
  conf_at_kind (K_CYCLIC);
  return 0;
}
