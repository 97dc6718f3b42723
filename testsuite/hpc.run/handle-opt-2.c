/* { dg-do run } */
/* { dg-options "-O3" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* HPJava's Figure 2 on a file-scope handle (its colour loop bound once
   and run as one pass in the copy with plain subscripts,
   handle-opt-fuse-1.c) gives the block-scope array's values bit for bit:
   the array over x and y (the maps are the identity), and over hpc_ghosts
   of them (other ghost widths: the mapped code runs).  HPC_FUSE_MIN_KB=0
   and HPC_TOUCH_MIN_KB=0 make the one pass and the touches run at this
   size.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 41, STEPS = 3 };

distributed float u[Range][Range];

static void
relax (Range x, Range y)
{
  int widths[] = { 1, 1 };
  for (int s = 0; s < STEPS; s++)
    for (int parity = 0; parity < 2; parity++)
      {
	hpc_write_halo (u, widths);
	over (i = x | 1 : N - 2)
	  over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
	    u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
			      + u[i][j - 1] + u[i][j + 1]);
      }
}

/* The same on a block-scope array; its sum.  */
static double
reference (Range x, Range y)
{
  distributed float a[x][y];
  over (i = x | :)
    over (j = y | :)
      a[i][j] = (float) ((hpc_idx (x, i) * 7 + hpc_idx (y, j) * 3) % 11);
  int widths[] = { 1, 1 };
  for (int s = 0; s < STEPS; s++)
    for (int parity = 0; parity < 2; parity++)
      {
	hpc_write_halo (a, widths);
	over (i = x | 1 : N - 2)
	  over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
	    a[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j]
			      + a[i][j - 1] + a[i][j + 1]);
      }
  return hpc_sum (a);
}

/* The handle's array over AX, AY (x, y or aligned to them), relaxed
   through locations of x and y.  */
static double
through_handle (Range x, Range y, Range ax, Range ay)
{
  u = hpc_new (ax, ay);
  over (i = x | :)
    over (j = y | :)
      u[i][j] = (float) ((hpc_idx (x, i) * 7 + hpc_idx (y, j) * 3) % 11);
  relax (x, y);
  double sum = hpc_sum (u);
  hpc_free (u);
  return sum;
}

int
main (void)
{
  setenv ("HPC_FUSE_MIN_KB", "0", 1);	/* read when libhpc starts */
  setenv ("HPC_TOUCH_MIN_KB", "0", 1);
  int bad = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    double want = reference (x, y);
    double same = through_handle (x, y, x, y);
    double wide = through_handle (x, y, hpc_ghosts (x, 2),
				  hpc_ghosts (y, 1, 3));
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
