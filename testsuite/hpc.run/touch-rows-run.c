/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Nests the plugin touches rows ahead of (plugin/touch.cc): a radius-2
   star stencil on two arrays (in[i + 2] and out[i] touched, in's ghost
   rows at the edges of each block among them) and a column sum over a
   cyclic range, rows long enough for __hpc_touch_row to load them.
   Results must equal the same loops run sequentially; make -C testsuite
   check-valgrind runs this test under memcheck, where a touch outside
   the local blocks is an error.  Arrays this small stay in cache, where
   libhpc does not touch them: HPC_TOUCH_MIN_KB=0 makes it.  */
#include <stdio.h>
#include <stdlib.h>

enum { N0 = 41, N1 = 90, R = 2, NITER = 3 };

static double
initial (long i, long j)
{
  return (double) ((i * 5 + j * 3) % 13);
}

/* The stencil on plain arrays: what the distributed loops must give.  */
static void
sequential (double (*in)[N1], double (*out)[N1], double (*col)[N1])
{
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      {
	in[i][j] = initial (i, j);
	out[i][j] = 0;
      }
  for (int iter = 0; iter < NITER; iter++)
    {
      for (int i = R; i < N0 - R; i++)
	for (int j = R; j < N1 - R; j++)
	  out[i][j] += 0.5 * (in[i][j + 1] - in[i][j - 1])
		       + 0.25 * (in[i][j + 2] - in[i][j - 2])
		       + 0.5 * (in[i + 1][j] - in[i - 1][j])
		       + 0.25 * (in[i + 2][j] - in[i - 2][j]);
      for (int i = 0; i < N0; i++)
	for (int j = 0; j < N1; j++)
	  in[i][j] += 1.0;
    }
  for (int i = 1; i < N0 - 1; i++)
    for (int j = 0; j < N1; j++)
      col[i][j] = out[i - 1][j] + out[i][j] + out[i + 1][j];
}

static double s_in[N0][N1], s_out[N0][N1], s_col[N0][N1];

int
main (void)
{
  setenv ("HPC_TOUCH_MIN_KB", "0", 1);	/* read when libhpc starts */
  sequential (s_in, s_out, s_col);
  long wrong = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  if (__hpc_touch_min_bytes != 0)
    {
      fprintf (stderr, "HPC_TOUCH_MIN_KB=0 left a threshold of %ld bytes\n",
	       __hpc_touch_min_bytes);
      abort ();
    }
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), R);
    Range y = hpc_block_range (N1, hpc_dim (p, 1), R);
    Range yc = hpc_cyclic_range (N1, hpc_dim (p, 1));
    distributed double in[x][y], out[x][y];
    distributed double oc[x][yc], col[x][yc];
    over (i = x | :)
      over (j = y | :)
	{
	  in[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
	  out[i][j] = 0;
	}
    int widths[] = { R, R };
    for (int iter = 0; iter < NITER; iter++)
      {
	hpc_write_halo (in, widths);
	over (i = x | R : N0 - R - 1)
	  over (j = y | R : N1 - R - 1)
	    out[i][j] += 0.5 * (in[i][j + 1] - in[i][j - 1])
			 + 0.25 * (in[i][j + 2] - in[i][j - 2])
			 + 0.5 * (in[i + 1][j] - in[i - 1][j])
			 + 0.25 * (in[i + 2][j] - in[i - 2][j]);
	over (i = x | :)
	  over (j = y | :)
	    in[i][j] += 1.0;
      }
    hpc_remap (oc, out);
    int rows[] = { 1, 0 };
    hpc_write_halo (oc, rows);
    over (i = x | 1 : N0 - 2)
      over (j = yc | :)
	col[i][j] = oc[i - 1][j] + oc[i][j] + oc[i + 1][j];
    over (i = x | :)
      over (j = y | :)
	if (out[i][j] != s_out[hpc_idx (x, i)][hpc_idx (y, j)])
	  wrong++;
    over (i = x | 1 : N0 - 2)
      over (j = yc | :)
	if (col[i][j] != s_col[hpc_idx (x, i)][hpc_idx (yc, j)])
	  wrong++;
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    {
      if (hpc_rank () == 0)
	fprintf (stderr, "%ld elements differ from the sequential run\n", all);
      abort ();
    }
  return 0;
}
