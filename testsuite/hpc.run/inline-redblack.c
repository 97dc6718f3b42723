/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A red-black relaxation whose colour sweep is a function of a
   distributed parameter and the colour, called after each exchange in
   the colour loop, and the same with the two colours written out: the
   plugin replaces the calls by their nests (inline.cc), and the colour
   loop runs as one pass (fuse.cc).  The results are those of the same
   sweeps run sequentially, bit for bit.  HPC_FUSE_MIN_KB=0 fuses arrays
   this small.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 37, NITER = 3 };

static void
colour (distributed double u[Range x][Range y], int n, int parity)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			+ u[i][j + 1]);
}

static double
initial (long i, long j)
{
  return (double) ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5 : 0.0);
}

static long
check (Range x, Range y)
{
  static double s[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s[i][j] = initial (i, j);
  for (int it = 0; it < 2 * NITER; it++)
    for (int parity = 0; parity < 2; parity++)
      for (int i = 1; i < N - 1; i++)
	for (int j = 1 + (i + parity) % 2; j < N - 1; j += 2)
	  s[i][j] = 0.25 * (s[i - 1][j] + s[i + 1][j] + s[i][j - 1]
			    + s[i][j + 1]);
  distributed double u[x][y];
  over (i = x | :)
    over (j = y | :)
      u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
  int widths[] = { 1, 1 };
  int n = N;
  for (int it = 0; it < NITER; it++)
    for (int parity = 0; parity < 2; parity++)
      {
	hpc_write_halo (u, widths);
	colour (u, n, parity);
      }
  for (int it = 0; it < NITER; it++)
    {
      hpc_write_halo (u, widths);
      colour (u, n, 0);
      hpc_write_halo (u, widths);
      colour (u, n, 1);
    }
  long bad = 0;
  over (i = x | :)
    over (j = y | :)
      bad += u[i][j] != s[hpc_idx (x, i)][hpc_idx (y, j)];
  return bad;
}

int
main (void)
{
  setenv ("HPC_FUSE_MIN_KB", "0", 1);	/* read when libhpc starts */
  long bad = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    bad = check (x, y);
  }
  long all = 0;
  MPI_Allreduce (&bad, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    {
      if (hpc_rank () == 0)
	fprintf (stderr, "%ld elements differ from the sequential result\n",
		 all);
      abort ();
    }
  return 0;
}
