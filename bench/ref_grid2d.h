/* ref_grid2d.h - what the hand-written references (halo_ref.c,
   stencil_ref.c, reduce_ref.c) share, written as an MPI programmer would:
   an N x N array of doubles block-distributed over an MPI_Dims_create
   grid (blocks of ceil (N / P) rows and columns, as HPC's block ranges),
   each process holding its block with W ghost layers on every side, and
   a non-blocking halo exchange that fills the ghosts, corners included:
   first the rows (straight from the array through a vector datatype),
   then the columns over the full height (ghost rows included, so the
   corners travel with them), packed into buffers.  */
#ifndef REF_GRID2D_H
#define REF_GRID2D_H

#include "ref_alloc.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct grid2d
{
  int n, w;			/* global extent, ghost width */
  long r0, nr, c0, nc;		/* first global row/column held, counts */
  long ld;			/* row length of the local block: nc + 2w */
  int up, down, left, right;	/* neighbour ranks or MPI_PROC_NULL */
  MPI_Comm comm;
  MPI_Datatype rows;		/* w rows of nc owned cells */
  double *sbuf, *rbuf;		/* packed columns: left then right */
};

static inline long
grid2d_clamp (long v, long lo, long hi)
{
  return v < lo ? lo : v > hi ? hi : v;
}

/* Decompose N x N over all processes with ghost width W.  */
static inline void
grid2d_init (struct grid2d *g, int n, int w)
{
  int np, me, dims[2] = { 0, 0 }, periods[2] = { 0, 0 }, coords[2];
  MPI_Comm_size (MPI_COMM_WORLD, &np);
  MPI_Dims_create (np, 2, dims);
  MPI_Cart_create (MPI_COMM_WORLD, 2, dims, periods, 0, &g->comm);
  MPI_Comm_rank (g->comm, &me);
  MPI_Cart_coords (g->comm, me, 2, coords);
  long br = (n + dims[0] - 1) / dims[0], bc = (n + dims[1] - 1) / dims[1];
  g->n = n;
  g->w = w;
  g->r0 = grid2d_clamp ((long) coords[0] * br, 0, n);
  g->nr = grid2d_clamp (g->r0 + br, 0, n) - g->r0;
  g->c0 = grid2d_clamp ((long) coords[1] * bc, 0, n);
  g->nc = grid2d_clamp (g->c0 + bc, 0, n) - g->c0;
  g->ld = g->nc + 2 * w;
  MPI_Cart_shift (g->comm, 0, 1, &g->up, &g->down);
  MPI_Cart_shift (g->comm, 1, 1, &g->left, &g->right);
  MPI_Type_vector (w, (int) g->nc, (int) g->ld, MPI_DOUBLE, &g->rows);
  MPI_Type_commit (&g->rows);
  size_t col = (size_t) (g->nr + 2 * w) * w;
  g->sbuf = malloc (2 * col * sizeof (double));
  g->rbuf = malloc (2 * col * sizeof (double));
}

/* A zero-filled local block of (nr + 2w) x (nc + 2w) doubles.  */
static inline double *
grid2d_alloc (const struct grid2d *g)
{
  size_t bytes = (size_t) (g->nr + 2 * g->w) * g->ld * sizeof (double);
  double *u = ref_alloc (bytes);
  double *end = u + (g->nr + 2 * g->w) * g->ld;
#pragma omp parallel for schedule(static)
  for (double *p = u; p < end; p++)
    *p = 0;
  return u;
}

/* Columns [C, C + w) of every row, ghost rows included, to or from BUF.  */
static inline void
grid2d_columns (const struct grid2d *g, double *u, long c, double *buf,
		int pack)
{
  long rows = g->nr + 2 * g->w, w = g->w, ld = g->ld;
  for (long i = 0; i < rows; i++)
    for (long k = 0; k < w; k++)
      if (pack)
	buf[i * w + k] = u[i * ld + c + k];
      else
	u[i * ld + c + k] = buf[i * w + k];
}

/* Fill the ghosts of U (a block from grid2d_alloc), corners included;
   ghosts past the global edges keep their values.  */
static inline void
grid2d_exchange (const struct grid2d *g, double *u)
{
  MPI_Request req[4];
  long w = g->w, nr = g->nr, nc = g->nc, ld = g->ld;
  /* Rows: owned columns only.  */
  MPI_Irecv (&u[w], 1, g->rows, g->up, 0, g->comm, &req[0]);
  MPI_Irecv (&u[(nr + w) * ld + w], 1, g->rows, g->down, 1, g->comm,
	     &req[1]);
  MPI_Isend (&u[w * ld + w], 1, g->rows, g->up, 1, g->comm, &req[2]);
  MPI_Isend (&u[nr * ld + w], 1, g->rows, g->down, 0, g->comm, &req[3]);
  MPI_Waitall (4, req, MPI_STATUSES_IGNORE);
  /* Columns over the full height, so the corners come along.  */
  long col = (nr + 2 * w) * w;
  double *sl = g->sbuf, *sr = g->sbuf + col;
  double *rl = g->rbuf, *rr = g->rbuf + col;
  MPI_Irecv (rl, (int) col, MPI_DOUBLE, g->left, 2, g->comm, &req[0]);
  MPI_Irecv (rr, (int) col, MPI_DOUBLE, g->right, 3, g->comm, &req[1]);
  if (g->left != MPI_PROC_NULL)
    grid2d_columns (g, u, w, sl, 1);
  if (g->right != MPI_PROC_NULL)
    grid2d_columns (g, u, nc, sr, 1);
  MPI_Isend (sl, (int) col, MPI_DOUBLE, g->left, 3, g->comm, &req[2]);
  MPI_Isend (sr, (int) col, MPI_DOUBLE, g->right, 2, g->comm, &req[3]);
  MPI_Waitall (4, req, MPI_STATUSES_IGNORE);
  if (g->left != MPI_PROC_NULL)
    grid2d_columns (g, u, 0, rl, 0);
  if (g->right != MPI_PROC_NULL)
    grid2d_columns (g, u, nc + w, rr, 0);
}

/* PARTIAL summed over the processes in rank order, as hpc_sum combines
   its per-process partials, so that the bits agree with HPC's.  */
static inline double
grid2d_combine (const struct grid2d *g, double partial)
{
  int np;
  MPI_Comm_size (g->comm, &np);
  double *all = malloc (np * sizeof *all), sum = 0;
  MPI_Allgather (&partial, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, g->comm);
  for (int r = 0; r < np; r++)
    sum += all[r];
  free (all);
  return sum;
}

/* Sum of the owned cells of U in row-major order, combined as hpc_sum
   does.  */
static inline double
grid2d_sum (const struct grid2d *g, const double *u)
{
  double local = 0;
  for (long i = g->w; i < g->nr + g->w; i++)
    for (long j = g->w; j < g->nc + g->w; j++)
      local += u[i * g->ld + j];
  return grid2d_combine (g, local);
}

/* Print the timing line (rank 0): T is the slowest process's time.  */
static inline void
grid2d_report (const struct grid2d *g, double t, double checksum)
{
  int me;
  MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, g->comm);
  MPI_Comm_rank (g->comm, &me);
  if (me == 0)
    printf ("time %.6f checksum %.17g\n", t, checksum);
}

static inline void
grid2d_free (struct grid2d *g)
{
  MPI_Type_free (&g->rows);
  free (g->sbuf);
  free (g->rbuf);
  MPI_Comm_free (&g->comm);
}

#endif
