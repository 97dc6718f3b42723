/* stencil_onepass_hpc.c - stencil_hpc.c (the PRK star stencil of radius
   2) with the increment of IN folded into the stencil's pass over the
   rows, in HPC's extended C: HPC distributes the arrays, fills the ghosts
   and deals tiles of rows to the threads (an `over` with a stride); the
   rows of a tile are plain C on pointers into the local blocks, as an
   expert tunes one kernel.

   Row q of IN may grow by 1 once the output rows q - R .. q + R have read
   it.  Down a tile [g0, g1) the pass computes output row g, then adds 1
   to IN's row g - R when that row's readers all lie in the tile (g0 + R
   <= g - R < g1 - R): IN then streams through memory once an iteration,
   not twice.  The rows other tiles read (R at each end of a tile) and the
   rows no output row reads (near the global edges) grow in a second
   `over`.  The sums are exact, so the checksum is stencil_hpc's.
   Usage: stencil_onepass_hpc N NITER; prints "time <s> checksum <sum>".  */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#include "turns.h"
#endif

#define R 2
#define W1 (1.0 / (2 * 1 * R))
#define W2 (1.0 / (2 * 2 * R))

/* The indices of X in [LO, HI] held here: [*FIRST, *END) (empty:
   *FIRST >= *END).  */
static void
held (Range x, long lo, long hi, long *first, long *end)
{
  long f = hpc_size (x), e = 0;
  over (k = x | lo : hi) {
    long g = hpc_idx (x, k);
    f = g < f ? g : f;
    e = e < g + 1 ? g + 1 : e;
  }
  *first = f;
  *end = e;
}

/* A tile: output rows g0..g1-1, N columns of each from IN0 / OUT0 (row
   g0's first interior column), rows LDI / LDO elements apart; IN's rows
   grow over NOWN columns from OWN0 (row g0's first owned column).  */
struct tile
{
  double *in0, *out0, *own0;
  long ldi, ldo, g0, g1, n, nown;
};

static void
grow_row (double *c, long n)
{
  for (long j = 0; j < n; j++)
    c[j] += 1.0;
}

static void
stencil_row (const double *restrict c, double *restrict o, long ld, long n)
{
  for (long j = 0; j < n; j++)
    o[j] += W1 * (c[j + 1] - c[j - 1])
	    + W2 * (c[j + 2] - c[j - 2])
	    + W1 * (c[j + ld] - c[j - ld])
	    + W2 * (c[j + 2 * ld] - c[j - 2 * ld]);
}

static void
tile_pass (const struct tile *t)
{
  for (long g = t->g0; g < t->g1; g++)
    {
      long r = g - t->g0;
      stencil_row (t->in0 + r * t->ldi, t->out0 + r * t->ldo, t->ldi, t->n);
      if (g - R >= t->g0 + R)
	grow_row (t->own0 + (r - R) * t->ldi, t->nown);
    }
}

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NITER = argc > 2 ? atoi (argv[2]) : 100;
  double t = 0, sum = 0;
  int threads = 1;
#ifdef _OPENMP
  threads = omp_get_max_threads ();
#endif
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), R);
    Range y = hpc_block_range (N, hpc_dim (p, 1), R);
    distributed double in[x][y], out[x][y];
    over (i = x | :)
      over (j = y | :)
        in[i][j] = hpc_idx (x, i) + hpc_idx (y, j);
    long rlo, rhi, ja, jb, ca, cb;
    held (x, R, N - 1 - R, &rlo, &rhi);	/* output rows */
    held (y, R, N - 1 - R, &ja, &jb);	/* output columns */
    held (y, 0, N - 1, &ca, &cb);	/* owned columns */
    long rows = rhi > rlo ? rhi - rlo : 0, tiles = 4L * threads;
    long tile_rows = rows > tiles ? (rows + tiles - 1) / tiles : 1;
    long ldi = hpc_array_stride (in, 0), ldo = hpc_array_stride (out, 0);
    int widths[] = {R, R};
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int iter = 0; iter < NITER; iter++) {
      hpc_write_halo (in, widths);
      over (i = x | rlo : rhi - 1 : tile_rows)
        if (jb > ja) {
          long g0 = hpc_idx (x, i);
          struct tile tl = { &in[i][ja], &out[i][ja], &in[i][ca], ldi, ldo,
                             g0, g0 + tile_rows < rhi ? g0 + tile_rows : rhi,
                             jb - ja, cb - ca };
          tile_pass (&tl);
        }
      /* The rows the tiles left.  */
      over (i = x | :) {
        long g = hpc_idx (x, i), g0 = rlo + (g - rlo) / tile_rows * tile_rows;
        long g1 = g0 + tile_rows < rhi ? g0 + tile_rows : rhi;
        if (jb <= ja || g < rlo || g >= rhi || g < g0 + R || g >= g1 - R)
          over (j = y | :)
            in[i][j] += 1.0;
      }
      turns_between (iter + 1, NITER);
    }
    t = MPI_Wtime () - t0 - turns_waited ();
    sum = hpc_sum (out);
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
