/* { dg-do run } */
/* { dg-options "-fdump-tree-original" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A red-black loop whose sweeps read only along their row (u[i][j +- 1])
   depends on no other row: the second colour runs on the same row as
   the first, zero rows behind (rowfuse.cc derives the distance from the
   accesses), and gives the results of the same sweeps run sequentially,
   bit for bit, on grids splitting rows, columns or both.  */
#include <stdio.h>
#include <stdlib.h>

enum { NITER = 3, N = 37 };

static long wrong;
static double s[N][N];

static void
compare (long i, long j, double got)
{
  if (got != s[i][j]
      && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "u[%ld][%ld] = %.17g, sequential %.17g\n", i, j, got,
	     s[i][j]);
}

static double
initial (long i, long j)
{
  return 0.25 * ((i * 7 + j * 3) % 11) + (j == 0 ? 3.5 : 0.0);
}

static void
sequential (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s[i][j] = initial (i, j);
  for (int iter = 0; iter < NITER; iter++)
    for (int c = 0; c < 2; c++)
      for (int i = 1; i <= N - 2; i++)
	for (int j = 1; j <= N - 2; j++)
	  if ((i + j) % 2 == c)
	    s[i][j] = 0.5 * (s[i][j - 1] + s[i][j + 1]) - 0.125 * s[i][j];
}

static void
relax (Range x, Range y)
{
  distributed double u[x][y];
  over (i = x | :)
    over (j = y | :)
      u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
  for (int iter = 0; iter < NITER; iter++)
    for (int c = 0; c < 2; c++) {
      hpc_write_halo (u);
      over (i = x | 1 : N - 2)
	over (j = y | 1 + (hpc_idx (x, i) + c + 1) % 2 : N - 2 : 2)
	  u[i][j] = 0.5 * (u[i][j - 1] + u[i][j + 1]) - 0.125 * u[i][j];
    }
  over (i = x | :)
    over (j = y | :)
      compare (hpc_idx (x, i), hpc_idx (y, j), u[i][j]);
}

int
main (void)
{
  int np = hpc_group_size (hpc_apg ());
  sequential ();
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p)
    relax (hpc_block_range (N, hpc_dim (p, 0), 1),
	   hpc_block_range (N, hpc_dim (p, 1), 1));
  Procs2 r = hpc_procs2 (np, 1);
  on (r)
    relax (hpc_block_range (N, hpc_dim (r, 0), 1),
	   hpc_block_range (N, hpc_dim (r, 1), 1));
  Procs2 c = hpc_procs2 (1, np);
  on (c)
    relax (hpc_block_range (N, hpc_dim (c, 0), 1),
	   hpc_block_range (N, hpc_dim (c, 1), 1));
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&u, 0B, \[^;\]*x, 0, " 1 "original" } } */
