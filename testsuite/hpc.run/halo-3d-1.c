/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* hpc_write_halo on a 3-D block array over a 3-D grid: modes periodic,
   boundary and none in the three dimensions (and rotated), corners and
   edges of the ghost box included; hpc_reduce_halo sum.  */
#include "halo-check.h"

int
main (void)
{
  int rank3 = 3;
  Procs3 p = hpc_procs3 (HPC_AUTO, HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (5, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (4, hpc_dim (p, 1), 2);
    Range z = hpc_block_range (3, hpc_dim (p, 2), 1);
    distributed long u[x][y][z];
    static const int modes[3][3] = { { 1, 2, 0 }, { 2, 0, 1 }, { 1, 1, 2 } };
    for (int m = 0; m < 3; m++)
      {
        hc_fill (u);
        hpc_write_halo_mode (u, 0, modes[m], hc_bf, &rank3);
        hc_check (u, 0, modes[m]);
      }
    int per[3] = { 1, 1, 1 };
    hc_reduce_test (u, 0, per, 0);
    hc_reduce_test (u, 0, 0, 1);
  }
  return 0;
}
