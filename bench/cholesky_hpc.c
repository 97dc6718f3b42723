/* cholesky_hpc.c - HPJava's Figure 1 as written (examples/cholesky.c):
   float Cholesky of an N x N matrix whose columns are distributed
   cyclically, the pivot column broadcast into a replicated buffer by
   hpc_remap, column updates in an over loop.
   Usage: cholesky_hpc N; prints "time <s> checksum <sum of L>", the time
   being the slowest process's factorisation.  cholesky_ref.c is the
   hand-written reference.  */
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
  int N = argc > 1 ? atoi (argv[1]) : 2048;
  double t = 0, checksum = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];
    distributed float b[N];
    over (m = x | :)
      for (int i = 0; i < N; i++)
	a[i][m] = matrix (i, hpc_idx (x, m), N);
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int k = 0; k < N - 1; k++) {
      at (l = x[k]) {
	float d = sqrtf (a[k][l]);
	a[k][l] = d;
	for (int s = k + 1; s < N; s++)
	  a[s][l] /= d;
      }
      hpc_remap (b[[k + 1 :]], a[[k + 1 :, k]]);
      over (m = x | k + 1 :)
	for (int i = hpc_idx (x, m); i < N; i++)
	  a[i][m] -= b[i] * b[hpc_idx (x, m)];
      turns_between (k + 1, N - 1);
    }
    at (l = x[N - 1])
      a[N - 1][l] = sqrtf (a[N - 1][l]);
    t = MPI_Wtime () - t0 - turns_waited ();
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));

    /* The sum of L: the elements on and below the diagonal.  */
    double s = 0;
    over (m = x | :)
      for (int i = hpc_idx (x, m); i < N; i++)
	s += a[i][m];
    MPI_Allreduce (&s, &checksum, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.15e\n", t, checksum);
  turns_end ();
  return 0;
}
