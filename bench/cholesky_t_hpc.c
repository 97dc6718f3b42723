/* cholesky_t_hpc.c - HPJava's Figure 1 with the matrix stored transposed,
   distributed float a[x][N] (a[m][i] holds A(i, m)), as a C programmer
   lays out a column-cyclic matrix: each column is a contiguous row of the
   local block, so the column updates are unit-stride, like the
   hand-written cholesky_ref.c.  Figure 1 as written (cholesky_hpc.c)
   walks the columns of a row-major block, a stride of N/P elements.
   Usage: cholesky_t_hpc N; prints "time <s> checksum <sum of L>".  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

static float
matrix (int i, int j, int n)
{
  return (i == j ? 2.0f * n : 0.0f) + cosf ((float) (i + j)) + 1.0f;
}

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 2000;
  double t = 0, checksum = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[x][N];
    distributed float b[N];
    over (m = x | :)
      for (int i = 0; i < N; i++)
	a[m][i] = matrix (i, hpc_idx (x, m), N);
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int k = 0; k < N - 1; k++) {
      at (l = x[k]) {
	float d = sqrtf (a[l][k]);
	a[l][k] = d;
	for (int s = k + 1; s < N; s++)
	  a[l][s] /= d;
      }
      hpc_remap (b[[k + 1 :]], a[[k, k + 1 :]]);
      over (m = x | k + 1 :)
	for (int i = hpc_idx (x, m); i < N; i++)
	  a[m][i] -= b[i] * b[hpc_idx (x, m)];
      turns_between (k + 1, N - 1);
    }
    at (l = x[N - 1])
      a[l][N - 1] = sqrtf (a[l][N - 1]);
    t = MPI_Wtime () - t0 - turns_waited ();
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));

    double s = 0;
    over (m = x | :)
      for (int i = hpc_idx (x, m); i < N; i++)
	s += a[m][i];
    MPI_Allreduce (&s, &checksum, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.15e\n", t, checksum);
  turns_end ();
  return 0;
}
