/* laplace_seq.c - the sequential C of XcalableMP's Laplace sample that
   laplace_hpc.c is measured against: the same algorithm on global arrays
   of a size fixed at compile time (LAPLACE_N), loops with constant
   bounds, compiled at -O2.  MPI only to take turns with the HPC program
   (turns.h) and to time.  Usage: laplace_seq N NITER (N must be
   LAPLACE_N); prints "time <s> checksum <sum>" with the sum in the order
   hpc_sum uses (row by row).  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <mpi.h>
#include "turns.h"

#ifndef LAPLACE_N
#define LAPLACE_N 2048
#endif
#define N LAPLACE_N

static double u[N][N], uu[N][N];

int
main (int argc, char **argv)
{
  MPI_Init (&argc, &argv);
  if ((argc > 1 && atoi (argv[1]) != N))
    {
      fprintf (stderr, "laplace_seq: built for N = %d\n", N);
      MPI_Abort (MPI_COMM_WORLD, 2);
    }
  int NITER = argc > 2 ? atoi (argv[2]) : 100;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	u[i][j] = i == 0 || j == 0 || i == N - 1 || j == N - 1
		  ? sin ((double) i / N * M_PI) + cos ((double) j / N * M_PI)
		  : 0.0;
	uu[i][j] = u[i][j];
      }
  turns_begin ();
  double t0 = MPI_Wtime ();
  for (int iter = 0; iter < NITER; iter++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  uu[i][j] = u[i][j];
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  u[i][j] = (uu[i - 1][j] + uu[i + 1][j] + uu[i][j - 1] + uu[i][j + 1])
		    / 4.0;
      turns_between (iter + 1, NITER);
    }
  double t = MPI_Wtime () - t0 - turns_waited ();
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += u[i][j];
  printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  MPI_Finalize ();
  return 0;
}
