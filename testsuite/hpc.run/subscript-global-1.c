/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* An integer subscript on a distributed dimension is a global index,
   converted to the local offset (only owned elements may be named).  */
#include <stdlib.h>
int
main (void)
{
  enum { N = 11 };
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int bad = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (N, hpc_dim (p, 1));
    distributed int a[x][y];
    over (i = x | :)
      over (j = y | :)
        a[i][j] = 100 * hpc_idx (x, i) + hpc_idx (y, j);
    for (int g = 0; g < N; g++)
      at (l = x[g])
        for (int h = 0; h < N; h++)
          at (m = y[h])
            bad |= a[g][h] != 100 * g + h || a[l][h] != a[g][m];
  }
  MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_INT, MPI_LOR, hpc_comm (hpc_apg ()));
  return bad;
}
