/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A Jacobi relaxation whose sweep and copy back are two functions of
   distributed parameters, called one after the other: the plugin
   replaces the calls by their nests (inline.cc), which then run as one
   pass (lag.cc).  The results are those of the same nests run
   sequentially, bit for bit: with the source array first or second,
   a scalar parameter given as an expression, a static inline callee,
   a callee with a private variable, and callers whose arrays are their
   own parameters.  HPC_FUSE_MIN_KB=0
   fuses arrays this small.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 41, NITER = 4 };

static long wrong;

static void
sweep (distributed double dst[Range x][Range y],
       distributed double src[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      dst[i][j] = 0.25 * (src[i - 1][j] + src[i + 1][j]
			  + src[i][j - 1] + src[i][j + 1]);
}

/* The source first.  */
static inline void
copy_back (distributed double src[Range xs][Range ys],
	   distributed double dst[Range x][Range y], int last)
{
  over (i = x | 1 : last)
    over (j = y | 1 : last)
      dst[i][j] = 0.5 * (src[i][j] + dst[i][j]);
}

/* DST scaled by 1/2 and 1/4 in turns, through a private T declared
   before the nest.  */
static void
halve (distributed double dst[Range x][Range y], int n)
{
  double t;
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      {
	t = dst[i][j] * 0.5;
	dst[i][j] = (hpc_idx (y, j) % 2 ? t * 0.5 : t);
      }
}

static double
initial (long i, long j)
{
  return (double) ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5 : 0.0);
}

/* U, V on the caller's parameters.  */
static void
steps (distributed double u[Range x][Range y],
       distributed double v[Range xv][Range yv], int n)
{
  int widths[] = { 1, 1 };
  for (int it = 0; it < NITER; it++)
    {
      hpc_write_halo (u, widths);
      sweep (v, u, n);
      copy_back (v, u, n - 2);
    }
}

static void
check (const char *what, Range x, Range y)
{
  static double seq_u[N][N], seq_v[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      seq_u[i][j] = seq_v[i][j] = initial (i, j);
  for (int it = 0; it < 2 * NITER; it++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  seq_v[i][j] = 0.25 * (seq_u[i - 1][j] + seq_u[i + 1][j]
				+ seq_u[i][j - 1] + seq_u[i][j + 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  seq_u[i][j] = 0.5 * (seq_v[i][j] + seq_u[i][j]);
      if (it < NITER)
	for (int i = 1; i < N - 1; i++)
	  for (int j = 1; j < N - 1; j++)
	    seq_v[i][j] *= j % 2 ? 0.25 : 0.5;
    }
  distributed double u[x][y], v[x][y];
  over (i = x | :)
    over (j = y | :)
      u[i][j] = v[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
  int widths[] = { 1, 1 };
  int n = N;
  /* Arrays of this function: NITER steps, then NITER through STEPS.  */
  for (int it = 0; it < NITER; it++)
    {
      hpc_write_halo (u, widths);
      sweep (v, u, n);
      copy_back (v, u, n - 2);
      halve (v, n);
    }
  steps (u, v, n);
  long bad = 0;
  over (i = x | :)
    over (j = y | :)
      {
	long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	bad += u[i][j] != seq_u[gi][gj] || v[i][j] != seq_v[gi][gj];
      }
  if (bad)
    {
      fprintf (stderr, "%s: %ld elements differ from the sequential "
	       "result\n", what, bad);
      wrong += bad;
    }
}

int
main (void)
{
  setenv ("HPC_FUSE_MIN_KB", "0", 1);	/* read when libhpc starts */
  int np = hpc_group_size (hpc_apg ());
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    check ("grid", x, y);
  }
  Procs2 r = hpc_procs2 (np, 1);
  on (r) {
    Range x = hpc_block_range (N, hpc_dim (r, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (r, 1), 1);
    check ("rows split", x, y);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
