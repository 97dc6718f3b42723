/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* Global Arrays / Fortran shifts: hpc_shift with HPC_SHIFT_CYCLIC from a
   source of every range kind (and a replicated one) into a block array,
   sizes 1, 3 and 10, amounts -4 .. 4 and 11.  */
#include <hpc.h>
#include "conf-shift.h"

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  on (p) {
    static const long sizes[] = { 1, 3, 10 };
    static const long amounts[] = { -4, -3, -2, -1, 0, 1, 2, 3, 4, 11 };
    for (int si = 0; si < 3; si++)
      for (int k = 0; k <= K_SUB_CYCLIC + 1; k++)
        for (int a = 0; a < 10; a++)
          {
            long n = sizes[si];
            Range rs = k <= K_SUB_CYCLIC ? conf_range (k, n, d) : NULL;
            sh_check (rs, hpc_block_range (n, d), n, amounts[a],
                      HPC_SHIFT_CYCLIC);
          }
  }
  return 0;
}
