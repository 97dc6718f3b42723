/* { dg-do run } */
/* { dg-hpc-procs "2 3" } */
/* hpc_shift with HPC_SHIFT_EDGE from a cyclic array into a destination
   of every range kind (and a replicated one), sizes 3 and 10.  */
#include <hpc.h>
#include "conf-shift.h"

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  on (p) {
    static const long sizes[] = { 3, 10 };
    static const long amounts[] = { -5, -1, 0, 2, 7 };
    for (int si = 0; si < 2; si++)
      for (int k = 0; k <= K_SUB_CYCLIC + 1; k++)
        for (int a = 0; a < 5; a++)
          {
            long n = sizes[si];
            Range rd = k <= K_SUB_CYCLIC ? conf_range (k, n, d) : NULL;
            sh_check (hpc_cyclic_range (n, d), rd, n, amounts[a],
                      HPC_SHIFT_EDGE);
          }
  }
  return 0;
}
