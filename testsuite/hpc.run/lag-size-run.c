/* { dg-do run } */
/* { dg-options "-fdump-tree-original" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A Jacobi sweep and its copy back whose bounds call hpc_size, run as
   one pass (lag.cc; HPC_FUSE_MIN_KB=0 so that libhpc fuses arrays this
   small), give the results of the same loops run sequentially, bit for
   bit, on grids splitting rows, columns or both.  */
#include <stdio.h>
#include <stdlib.h>

enum { NITER = 3, NMAX = 37 };

static long wrong;

static double
initial (long i, long j)
{
  return 0.5 * ((i * 5 + j * 3) % 7) + (j == 0 ? 2.0 : 0.0);
}

static void
sequential (int n, double (*s)[NMAX])
{
  static double t[NMAX][NMAX];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s[i][j] = initial (i, j);
  for (int iter = 0; iter < NITER; iter++)
    {
      for (int i = 1; i <= n - 2; i++)
	for (int j = 1; j <= n - 2; j++)
	  t[i][j] = 0.25 * (s[i - 1][j] + s[i + 1][j] + s[i][j - 1]
			    + s[i][j + 1]);
      for (int i = 1; i <= n - 2; i++)
	for (int j = 1; j <= n - 2; j++)
	  s[i][j] = t[i][j];
    }
}

static void
check (Range x, Range y, int n)
{
  static double s[NMAX][NMAX];
  sequential (n, s);
  distributed double u[x][y], v[x][y];
  over (i = x | :)
    over (j = y | :)
      u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
  for (int iter = 0; iter < NITER; iter++)
    {
      hpc_write_halo (u);
      over (i = x | 1 : hpc_size (x) - 2)
	over (j = y | 1 : hpc_size (y) - 2)
	  v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			    + u[i][j + 1]);
      over (i = x | 1 : hpc_size (x) - 2)
	over (j = y | 1 : hpc_size (y) - 2)
	  u[i][j] = v[i][j];
    }
  long bad = 0;
  over (i = x | :)
    over (j = y | :)
      bad += u[i][j] != s[hpc_idx (x, i)][hpc_idx (y, j)];
  wrong += bad;
}

int
main (void)
{
  setenv ("HPC_FUSE_MIN_KB", "0", 1);	/* read when libhpc starts */
  int np = hpc_group_size (hpc_apg ());
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    check (hpc_block_range (NMAX, hpc_dim (p, 0), 1),
	   hpc_block_range (NMAX, hpc_dim (p, 1), 1), NMAX);
  }
  Procs2 r = hpc_procs2 (np, 1);
  on (r) {
    check (hpc_block_range (NMAX, hpc_dim (r, 0), 1),
	   hpc_block_range (NMAX, hpc_dim (r, 1), 1), NMAX);
  }
  Procs2 c = hpc_procs2 (1, np);
  on (c) {
    check (hpc_block_range (29, hpc_dim (c, 0), 1),
	   hpc_block_range (29, hpc_dim (c, 1), 1), 29);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    {
      fprintf (stderr, "%ld elements differ\n", all);
      abort ();
    }
  return 0;
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 1 "original" } } */
