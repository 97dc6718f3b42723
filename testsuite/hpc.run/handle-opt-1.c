/* { dg-do run } */
/* { dg-options "-O3" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* The PRK stencil (a sweep and an update, one pass in the copy with
   plain subscripts, handle-opt-lag-1.c) through file-scope handles gives
   the block-scope arrays' values bit for bit: arrays over x and y (the
   maps are the identity), and arrays over hpc_ghosts of them (other ghost
   widths: the mapped code runs).  HPC_FUSE_MIN_KB=0 makes the one pass
   run at this size.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 37, STEPS = 3 };

distributed double in[Range][Range], out[Range][Range];

static void
sweep (Range x, Range y)
{
  int widths[] = { 2, 2 };
  for (int s = 0; s < STEPS; s++)
    {
      hpc_write_halo (in, widths);
      over (i = x | 2 : N - 3)
	over (j = y | 2 : N - 3)
	  out[i][j] += 0.25 * (in[i][j + 1] - in[i][j - 1])
		       + 0.125 * (in[i][j + 2] - in[i][j - 2])
		       + 0.25 * (in[i + 1][j] - in[i - 1][j])
		       + 0.125 * (in[i + 2][j] - in[i - 2][j]);
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += 1.0;
    }
}

/* The same on block-scope arrays; the sum of its OUT.  */
static double
reference (Range x, Range y)
{
  distributed double a[x][y], b[x][y];
  over (i = x | :)
    over (j = y | :)
      a[i][j] = hpc_idx (x, i) * 3 + hpc_idx (y, j);
  int widths[] = { 2, 2 };
  for (int s = 0; s < STEPS; s++)
    {
      hpc_write_halo (a, widths);
      over (i = x | 2 : N - 3)
	over (j = y | 2 : N - 3)
	  b[i][j] += 0.25 * (a[i][j + 1] - a[i][j - 1])
		     + 0.125 * (a[i][j + 2] - a[i][j - 2])
		     + 0.25 * (a[i + 1][j] - a[i - 1][j])
		     + 0.125 * (a[i + 2][j] - a[i - 2][j]);
      over (i = x | :)
	over (j = y | :)
	  a[i][j] += 1.0;
    }
  return hpc_sum (b) + 1e-3 * hpc_sum (a);
}

/* The handles' arrays over AX, AY (x, y or aligned to them), swept
   through locations of x and y.  */
static double
through_handles (Range x, Range y, Range ax, Range ay)
{
  in = hpc_new (ax, ay);
  out = hpc_new (ax, ay);
  over (i = x | :)
    over (j = y | :)
      in[i][j] = hpc_idx (x, i) * 3 + hpc_idx (y, j);
  sweep (x, y);
  double sum = hpc_sum (out) + 1e-3 * hpc_sum (in);
  hpc_free (in);
  hpc_free (out);
  return sum;
}

int
main (void)
{
  setenv ("HPC_FUSE_MIN_KB", "0", 1);	/* read when libhpc starts */
  int bad = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    double want = reference (x, y);
    double same = through_handles (x, y, x, y);
    double wide = through_handles (x, y, hpc_ghosts (x, 3),
				   hpc_ghosts (y, 2, 4));
    if (same != want || wide != want)
      {
	if (hpc_rank () == 0)
	  fprintf (stderr, "sums %.17g (same ranges) %.17g (aligned), "
		   "block-scope %.17g\n", same, wide, want);
	bad = 1;
      }
  }
  return bad;
}
