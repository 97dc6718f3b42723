/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* An array moved in place through block rows, block columns, cyclic
   rows, block-cyclic columns, a copy on every process and back, its
   data checked after every move through the handle it was made with, a
   copy of that handle taken before the moves (read in a function
   taking a distributed parameter) and a struct member: every handle
   naming the array sees each distribution, its local block included,
   and the element at each global index is kept.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 29, M = 17 };

typedef distributed double grid[Range][Range];

struct field
{
  int tag;
  grid h;
};

static double
value (long i, long j)
{
  return (double) (i * 1000 + j);
}

/* Elements of A not holding value (i, j), counted on this process; the
   ranges' grid must be active.  */
static long
wrong_in (distributed double a[Range x][Range y])
{
  long bad = 0;
  over (i = x)
    over (j = y)
      if (a[i][j] != value (hpc_idx (x, i), hpc_idx (y, j)))
	bad++;
  return bad;
}

/* Whether the local block of the array H names, (double *) h, holds
   other values than its elements (its ghosts are zero after a move).  */
static long
block_differs (grid h)
{
  const double *b = (const double *) h;
  long n = hpc_array_extent (h, 0) * hpc_array_extent (h, 1);
  double in_block = 0, held = 0;
  for (long k = 0; k < n; k++)
    in_block += b[k];
  Range x = hpc_array_range (h, 0), y = hpc_array_range (h, 1);
  over (i = x)
    over (j = y)
      held += value (hpc_idx (x, i), hpc_idx (y, j));
  return in_block != held;
}

/* Whether dimension D of the array H names is over range R.  */
static long
not_over (grid h, int d, Range r)
{
  return hpc_array_range (h, d) != r;
}

int
main (void)
{
  Procs2 rows = hpc_procs2 (HPC_AUTO, 1), cols = hpc_procs2 (1, HPC_AUTO);
  Procs3 all = hpc_procs3 (1, 1, HPC_AUTO);
  Range xr = hpc_block_range (N, hpc_dim (rows, 0), 1);
  Range yr = hpc_block_range (M, hpc_dim (rows, 1));
  Range xc = hpc_block_range (N, hpc_dim (cols, 0));
  Range yc = hpc_block_range (M, hpc_dim (cols, 1), 2);
  Range xcy = hpc_cyclic_range (N, hpc_dim (rows, 0));
  Range ybc = hpc_block_cyclic_range (M, hpc_dim (cols, 1), 3);
  Range xa = hpc_block_range (N, hpc_dim (all, 0));
  Range ya = hpc_block_range (M, hpc_dim (all, 1));
  Range xs[] = { xr, xc, xcy, xc, xa, xr };
  Range ys[] = { yr, yc, yr, ybc, ya, yr };
  Group grids[] = { rows, cols, rows, cols, all, rows };

  grid p = NULL, q;
  struct field s = { 7, NULL };
  long wrong = 0;
  on (rows) {
    p = hpc_new (xr, yr);
    over (i = xr)
      over (j = yr)
	p[i][j] = value (hpc_idx (xr, i), hpc_idx (yr, j));
  }
  q = p;
  s.h = q;
  for (int k = 1; k < 6; k++)
    {
      hpc_redistribute (p, xs[k], ys[k]);
      wrong += not_over (q, 0, xs[k]) + not_over (s.h, 1, ys[k]);
      on (grids[k]) {
	wrong += wrong_in (q) + block_differs (s.h);
	Range x = hpc_array_range (s.h, 0), y = hpc_array_range (s.h, 1);
	over (i = x)
	  over (j = y)
	    if (s.h[i][j] != value (hpc_idx (x, i), hpc_idx (y, j)))
	      wrong++;
	if (hpc_sum (p) != (double) N * (M * (M - 1) / 2)
			   + 1000.0 * M * (N * (N - 1) / 2))
	  wrong++;
      }
    }
  /* Written through one handle after the moves, read through another.  */
  on (rows) {
    over (i = xr)
      over (j = yr)
	s.h[i][j] += 1;
    over (i = xr)
      over (j = yr)
	if (p[i][j] != value (hpc_idx (xr, i), hpc_idx (yr, j)) + 1)
	  wrong++;
  }
  hpc_free (q);
  long bad = 0;
  MPI_Allreduce (&wrong, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (bad || s.tag != 7)
    {
      fprintf (stderr, "%ld wrong after redistribution\n", bad);
      abort ();
    }
  return 0;
}
