/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* An update reading a third array parameter V off its row, which the
   plugin runs one pass with the sweep where V is not the array updated
   (hpc.dg/lag-alias.c), gives the nests' results run sequentially, bit
   for bit.  HPC_FUSE_MIN_KB=0 fuses arrays this small.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 50, NITER = 3 };

static long wrong;

static double
initial (long i, long j)
{
  return 0.5 * ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5 : 0.0);
}

static void
step (distributed double out[Range x][Range y],
      distributed double in[Range xi][Range yi],
      distributed double v[Range xv][Range yv], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 1 : n - 2)
      over (j = y | :)
	out[i][j] = in[i - 1][j] + 0.5 * in[i + 1][j];
    over (i = x | 1 : n - 2)
      over (j = y | :)
	in[i][j] += 0.25 * v[i + 1][j] - out[i][j];
  }
}

static void
sequential (double out[N][N], double in[N][N], double v[N][N])
{
  for (int iter = 0; iter < NITER; iter++)
    {
      for (int i = 1; i <= N - 2; i++)
	for (int j = 0; j < N; j++)
	  out[i][j] = in[i - 1][j] + 0.5 * in[i + 1][j];
      for (int i = 1; i <= N - 2; i++)
	for (int j = 0; j < N; j++)
	  in[i][j] += 0.25 * v[i + 1][j] - out[i][j];
    }
}

static double sout[N][N], sin_[N][N], sv[N][N];

static void
compare (long i, long j, double got_in, double got_out)
{
  if ((got_in != sin_[i][j] || got_out != sout[i][j])
      && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "[%ld][%ld]: %.17g %.17g, sequential %.17g %.17g\n",
	     i, j, got_in, got_out, sin_[i][j], sout[i][j]);
}

int
main (void)
{
  setenv ("HPC_FUSE_MIN_KB", "0", 1);	/* read when libhpc starts */
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed double out[x][y], in[x][y], v[x][y];
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	sin_[i][j] = initial (i, j), sv[i][j] = initial (j, i), sout[i][j] = 0;
    over (i = x | :)
      over (j = y | :) {
	in[i][j] = sin_[hpc_idx (x, i)][hpc_idx (y, j)];
	v[i][j] = sv[hpc_idx (x, i)][hpc_idx (y, j)];
	out[i][j] = 0;
      }
    hpc_write_halo (v);
    step (out, in, v, N);
    sequential (sout, sin_, sv);
    over (i = x | :)
      over (j = y | :)
	compare (hpc_idx (x, i), hpc_idx (y, j), in[i][j], out[i][j]);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
