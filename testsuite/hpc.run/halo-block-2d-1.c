/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* hpc_write_halo on a 2-D block array over an automatic grid, uneven
   extents and unequal ghosts (1 below, 2 above in dimension 0): every
   combination of modes none / periodic / boundary per dimension, full
   and partial widths, plain and split phase; corners included.  Then
   hpc_reduce_halo (sum, max) with none / periodic.  Rows of 5 longs, then
   of 70: each process's rows (35 or 70 longs) are then past the 256
   bytes under which libhpc packs a slab itself, so the ghost rows that
   leave out the ghost columns go as MPI datatypes while the columns are
   packed.  */
#include "halo-check.h"

static void
exchange_all (Procs2 p, int n1)
{
  int rank2 = 2;
  on (p) {
    Range x = hpc_block_range_ghost (7, hpc_dim (p, 0), 1, 2);
    Range y = hpc_block_range (n1, hpc_dim (p, 1), 2);
    distributed long u[x][y];
    static const int widths[3][2] = { { 2, 2 }, { 1, 2 }, { 2, 1 } };
    for (int w = 0; w < 3; w++)
      for (int m0 = 0; m0 < 3; m0++)
        for (int m1 = 0; m1 < 3; m1++)
          {
            int modes[2] = { m0, m1 };
            hc_fill (u);
            hpc_write_halo_mode (u, widths[w], modes, hc_bf, &rank2);
            hc_check (u, widths[w], modes);
            hc_fill (u);
            hpc_write_halo_begin_mode (u, widths[w], modes, hc_bf, &rank2);
            hpc_write_halo_end (u);
            hc_check (u, widths[w], modes);
          }
    hc_fill (u);
    hpc_write_halo (u);
    hc_check (u, 0, 0);
    for (int w = 0; w < 3; w++)
      for (int m = 0; m < 4; m++)
        for (int max = 0; max < 2; max++)
          {
            int modes[2] = { m & 1, m >> 1 };
            hc_reduce_test (u, widths[w], modes, max);
          }
  }
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  exchange_all (p, 5);
  exchange_all (p, 70);
  return 0;
}
