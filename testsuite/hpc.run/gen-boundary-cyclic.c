/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Found by hpc-gen (testsuite/hpc-gen): hpc_write_halo_mode with
   HPC_HALO_BOUNDARY on an array whose other dimension is over a cyclic
   (or block-cyclic) range crashed: the boundary function's global index
   was computed as for a block range, and boundary mode on the cyclic
   dimension itself (which has no ghosts) read its missing cuts.  Each ghost cell past the edges of
   dimension 0 must hold f (its global index), the other dimension's
   entry being the cell's own global index.  */
#include <stdio.h>

static long
f (long g0, long g1)
{
  return 1000 + g0 * 100 + g1;
}

static void
bf (void *cell, const long *g, int dim, void *user)
{
  (void) dim, (void) user;
  *(long *) cell = f (g[0], g[1]);
}

int
main (void)
{
  int bad = 0, all = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (6, hpc_dim (p, 0), 1);
      Range y = hpc_cyclic_range (5, hpc_dim (p, 1));
      Range z = hpc_block_cyclic_range (7, hpc_dim (p, 1), 2);
      distributed long a[x][y];
      distributed long b[x][z];
      int w[] = { 1, 0 };
      int m[] = { HPC_HALO_BOUNDARY, HPC_HALO_NONE };
      hpc_write_halo_mode (a, w, m, bf, 0);
      int m2[] = { HPC_HALO_BOUNDARY, HPC_HALO_BOUNDARY };
      hpc_write_halo_mode (b, w, m2, bf, 0);
      over (i = x | 0 : 0)
        {
          over (j = y)
            bad |= a[i - 1][j] != f (-1, hpc_idx (y, j));
          over (j = z)
            bad |= b[i - 1][j] != f (-1, hpc_idx (z, j));
        }
      over (i = x | 5 : 5)
        {
          over (j = y)
            bad |= a[i + 1][j] != f (6, hpc_idx (y, j));
          over (j = z)
            bad |= b[i + 1][j] != f (6, hpc_idx (z, j));
        }
      MPI_Allreduce (&bad, &all, 1, MPI_INT, MPI_MAX, hpc_comm (p));
      if (hpc_rank () == 0)
        printf ("%s\n", all ? "wrong boundary values" : "ok");
    }
  return all;
}
