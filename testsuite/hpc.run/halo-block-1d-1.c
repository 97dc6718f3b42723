/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_write_halo on a 1-D block range with uneven sizes (10 over 4: the
   last process holds one cell, fewer than the ghost width 2): full and
   partial widths, modes none, periodic and boundary, the split-phase
   form, and hpc_reduce_halo (sum, max; plain and periodic).  Every cell
   is checked against the global formula.  */
#include "halo-check.h"

enum { N = 10 };

int
main (void)
{
  int rank1 = 1;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 2);
    distributed long u[x];
    static const int modes[3][1] = { { HPC_HALO_NONE }, { HPC_HALO_PERIODIC },
                                     { HPC_HALO_BOUNDARY } };
    static const int widths[2][1] = { { 2 }, { 1 } };
    for (int w = 0; w < 2; w++)
      for (int m = 0; m < 3; m++)
        {
          hc_fill (u);
          hpc_write_halo_mode (u, widths[w], modes[m], hc_bf, &rank1);
          hc_check (u, widths[w], modes[m]);
          /* Again through the cached plan.  */
          hc_fill (u);
          hpc_write_halo_mode (u, widths[w], modes[m], hc_bf, &rank1);
          hc_check (u, widths[w], modes[m]);
          /* Split phase; owned cells may be read in between.  */
          hc_fill (u);
          hpc_write_halo_begin_mode (u, widths[w], modes[m], hc_bf, &rank1);
          over (i = x | :)
            if (u[i] != hc_f ((long[]) { hpc_idx (x, i) }, 1))
              abort ();
          hpc_write_halo_end (u);
          hc_check (u, widths[w], modes[m]);
        }
    hc_fill (u);
    hpc_write_halo (u);
    hc_check (u, 0, 0);
    hc_fill (u);
    hpc_write_halo_begin (u);
    hpc_write_halo_end (u);
    hc_check (u, 0, 0);
    for (int w = 0; w < 2; w++)
      for (int m = 0; m < 2; m++)
        for (int max = 0; max < 2; max++)
          hc_reduce_test (u, widths[w], modes[m], max);
  }
  return 0;
}
