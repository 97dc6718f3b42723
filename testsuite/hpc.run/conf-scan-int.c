/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* hpc_prefix_sum on int arrays: inclusive and exclusive, from a source
   of every range kind into a destination of another kind (block-cyclic
   or replicated), sizes 0, 1, 3 and 10, and between sections.  */
#include <hpc.h>
#include "conf-kinds.h"

typedef int conf_elem;
typedef long conf_acc;
#include "conf-scan.h"

int
main (void)
{
  conf_scan ();
  return 0;
}
