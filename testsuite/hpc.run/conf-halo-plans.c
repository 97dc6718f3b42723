/* { dg-do run } */
/* { dg-hpc-procs "2 4" } */
/* Cached halo plans: alternating widths and modes on one array, and
   the same widths on two arrays, each call giving its own result.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 2);
    distributed long a[x], b[x];
    int w1[] = { 1 }, w2[] = { 2 }, per[] = { HPC_HALO_PERIODIC };
    for (int round = 0; round < 4; round++)
      {
        over (i = x | :)
          {
            a[i] = hpc_idx (x, i) + 100 * round;
            b[i] = -hpc_idx (x, i) - 100 * round;
          }
        if (round % 2)
          hpc_write_halo_mode (a, w2, per, NULL, NULL);
        else
          hpc_write_halo (a, w1);
        hpc_write_halo (b, w1);
        over (i = x | :)
          {
            long g = hpc_idx (x, i);
            if (round % 2)
              CHECK (a[i - 2] == (g + N - 2) % N + 100 * round
                     && a[i + 2] == (g + 2) % N + 100 * round);
            else if (g > 0 && g < N - 1)
              CHECK (a[i - 1] == g - 1 + 100 * round && a[i + 1] == g + 1 + 100 * round);
            if (g > 0 && g < N - 1)
              CHECK (b[i - 1] == -(g - 1) - 100 * round && b[i + 1] == -(g + 1) - 100 * round);
          }
      }
  }
  return 0;
}
