/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* File-scope handles: allocated in main with hpc_new, filled in one
   function, relaxed with halo exchanges in another (locations, shifts
   into the ghosts, global indices), freed with hpc_free; the result is
   compared with the same sweeps on plain C arrays.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 37, M = 29, STEPS = 5 };

distributed double u[Range][Range];
static distributed double v[Range][Range];

static double seq_u[N][M], seq_v[N][M];

static double
initial (long i, long j)
{
  return (double) ((i * 13 + j * 7) % 17);
}

static void
fill (void)
{
  Range x = hpc_array_range (u, 0), y = hpc_array_range (u, 1);
  over (i = x)
    over (j = y)
      u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
}

static void
relax (Range x, Range y)
{
  hpc_write_halo (u);
  over (i = x | 1 : N - 2)
    over (j = y | 1 : M - 2)
      v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			+ u[i][j + 1]);
  over (i = x | 1 : N - 2)
    over (j = y | 1 : M - 2)
      u[i][j] = v[i][j];
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      seq_u[i][j] = initial (i, j);
  for (int s = 0; s < STEPS; s++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < M - 1; j++)
	  seq_v[i][j] = 0.25 * (seq_u[i - 1][j] + seq_u[i + 1][j]
				+ seq_u[i][j - 1] + seq_u[i][j + 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < M - 1; j++)
	  seq_u[i][j] = seq_v[i][j];
    }
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  long wrong = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (M, hpc_dim (p, 1), 1);
    u = hpc_new (x, y);
    v = hpc_new (x, y);
    fill ();
    for (int s = 0; s < STEPS; s++)
      relax (x, y);
    over (i = x)
      over (j = y)
	if (u[i][j] != seq_u[hpc_idx (x, i)][hpc_idx (y, j)])
	  wrong++;
    if (hpc_owner (x, 3) == hpc_coord (p, 0)
	&& hpc_owner (y, 4) == hpc_coord (p, 1) && u[3][4] != seq_u[3][4])
      wrong++;
    hpc_free (u);
    hpc_free (v);
    if (u || v)
      wrong++;
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    {
      fprintf (stderr, "%ld elements differ from the sequential sweeps\n",
	       all);
      abort ();
    }
  return 0;
}
