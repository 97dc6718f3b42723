/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* hpc_write_npy of a strided section of a 2-D array and hpc_read_npy
   of the file into a differently distributed array of that shape; int
   and float types.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 6, N1 = 4 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    distributed int a[x][N1];
    distributed float f[x][N1];
    over (i = x | :)
      for (int j = 0; j < N1; j++)
        {
          a[i][j] = (int) hpc_idx (x, i) * 10 + j;
          f[i][j] = a[i][j] * 0.5f;
        }
    hpc_write_npy ("conf-npy-section-a.npy", a[[0 : : 2, 1 :]], "<i4");
    hpc_write_npy ("conf-npy-section-f.npy", f[[:, 2]], "<f4");
    Range y = hpc_cyclic_range (N0 / 2, hpc_dim (p, 0));
    distributed int b[y][N1 - 1];
    hpc_read_npy (b, "conf-npy-section-a.npy", "<i4");
    over (i = y | :)
      for (int j = 0; j < N1 - 1; j++)
        CHECK (b[i][j] == hpc_idx (y, i) * 20 + j + 1);
    Range z = hpc_block_cyclic_range (N0, hpc_dim (p, 0), 4);
    distributed float g[z];
    hpc_read_npy (g, "conf-npy-section-f.npy", "<f4");
    over (i = z | :)
      CHECK (g[i] == (hpc_idx (z, i) * 10 + 2) * 0.5f);
  }
  return 0;
}
