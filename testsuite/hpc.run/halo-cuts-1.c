/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_write_halo and hpc_reduce_halo on irregular ranges with ghosts
   (hpc_irregular_range_ghost, hpc_cut_range_ghost): sizes 3, 0, 1, 4
   (and 3, 1, 0, 4), so a neighbour holds no cell or fewer than the ghost
   width 2; 1-D, and 2-D with a block dimension.  Every mode, corners
   included.  */
#include "halo-check.h"

int
main (void)
{
  int rank1 = 1, rank2 = 2;
  static const long pattern[4] = { 3, 0, 1, 4 }, pattern2[4] = { 3, 1, 0, 4 };
  long sizes[4], cuts[5] = { 0 };
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    int np = hpc_shape (p, 0);
    for (int c = 0; c < np; c++)
      sizes[c] = pattern[c];
    Range x = hpc_irregular_range_ghost (hpc_dim (p, 0), sizes, 2, 2);
    distributed long u[x];
    for (int m = 0; m < 3; m++)
      for (int w = 1; w <= 2; w++)
        {
          int modes[1] = { m }, widths[1] = { w };
          hc_fill (u);
          hpc_write_halo_mode (u, widths, modes, hc_bf, &rank1);
          hc_check (u, widths, modes);
          if (m < 2)
            for (int max = 0; max < 2; max++)
              hc_reduce_test (u, widths, modes, max);
        }
  }
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (q) {
    int n0 = hpc_shape (q, 0);
    for (int c = 0; c < n0; c++)
      cuts[c + 1] = cuts[c] + pattern2[c];
    Range x = hpc_cut_range_ghost (hpc_dim (q, 0), cuts, 1, 2);
    Range y = hpc_block_range (6, hpc_dim (q, 1), 1);
    if (x != hpc_cut_range_ghost (hpc_dim (q, 0), cuts, 1, 2))
      abort ();  /* interned */
    distributed long v[x][y];
    for (int m = 0; m < 9; m++)
      {
        int modes[2] = { m % 3, m / 3 };
        hc_fill (v);
        hpc_write_halo_mode (v, 0, modes, hc_bf, &rank2);
        hc_check (v, 0, modes);
        if (m % 3 < 2 && m / 3 < 2)
          hc_reduce_test (v, 0, modes, 0);
      }
  }
  return 0;
}
