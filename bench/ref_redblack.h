/* ref_redblack.h - what the hand-written red-black references
   (redblack_ref.c, redblack_rhs_ref.c, redblack_onepass_ref.c) share,
   written as an MPI programmer would: an N x N array of floats
   block-distributed over an MPI_Dims_create grid (blocks of ceil (N /
   P), as HPC's block ranges), one ghost layer, a non-blocking exchange
   of the ghost rows and columns (no corners: red-black reads none), the
   rows and columns of one colour, and hpc_sum's checksum.  */
#ifndef REF_REDBLACK_H
#define REF_REDBLACK_H

#include "ref_alloc.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct block
{
  int n;			/* global extent */
  long r0, nr, c0, nc;		/* first global row/column held, counts */
  int up, down, left, right;	/* neighbour ranks or MPI_PROC_NULL */
  MPI_Comm comm;
};

static inline long
clampl (long v, long lo, long hi)
{
  return v < lo ? lo : v > hi ? hi : v;
}

static inline void
decompose (int n, struct block *b)
{
  int np, dims[2] = { 0, 0 }, periods[2] = { 0, 0 }, coords[2];
  MPI_Comm_size (MPI_COMM_WORLD, &np);
  MPI_Dims_create (np, 2, dims);
  MPI_Cart_create (MPI_COMM_WORLD, 2, dims, periods, 0, &b->comm);
  int me;
  MPI_Comm_rank (b->comm, &me);
  MPI_Cart_coords (b->comm, me, 2, coords);
  long br = (n + dims[0] - 1) / dims[0], bc = (n + dims[1] - 1) / dims[1];
  b->n = n;
  b->r0 = clampl ((long) coords[0] * br, 0, n);
  b->nr = clampl (b->r0 + br, 0, n) - b->r0;
  b->c0 = clampl ((long) coords[1] * bc, 0, n);
  b->nc = clampl (b->c0 + bc, 0, n) - b->c0;
  MPI_Cart_shift (b->comm, 0, 1, &b->up, &b->down);
  MPI_Cart_shift (b->comm, 1, 1, &b->left, &b->right);
}

/* The interior points of one colour held by block B: global rows ILO to
   IHI (exclusive); in each, the local columns from colour_first on to
   JEND, every other one.  */
struct colour_rows
{
  long ilo, ihi, jend;
};

static inline struct colour_rows
colour_rows (const struct block *b)
{
  long n = b->n, r0 = b->r0, c0 = b->c0;
  struct colour_rows c = {
    clampl (1, r0, r0 + b->nr), clampl (n - 1, r0, r0 + b->nr),
    clampl (n - 2, c0 - 1, c0 + b->nc - 1) - c0 + 1
  };
  return c;
}

/* The first local column of colour PARITY in global row GI of a block
   whose columns start at global column C0.  */
static inline long
colour_first (long c0, long gi, int parity)
{
  long gj = 1 + (gi + parity) % 2;
  if (gj < c0)
    gj += (c0 - gj + 1) / 2 * 2;
  return gj - c0 + 1;
}

/* Exchange the one-cell halo: rows directly, columns through buffers.  */
static inline void
exchange (const struct block *b, float (*u)[b->nc + 2], float *sendbuf,
	  float *recvbuf)
{
  MPI_Request req[8];
  long nr = b->nr, nc = b->nc;
  float *sl = sendbuf, *sr = sendbuf + nr, *rl = recvbuf, *rr = recvbuf + nr;
  for (long i = 0; i < nr; i++)
    {
      sl[i] = u[i + 1][1];
      sr[i] = u[i + 1][nc];
    }
  MPI_Irecv (&u[0][1], nc, MPI_FLOAT, b->up, 0, b->comm, &req[0]);
  MPI_Irecv (&u[nr + 1][1], nc, MPI_FLOAT, b->down, 1, b->comm, &req[1]);
  MPI_Irecv (rl, nr, MPI_FLOAT, b->left, 2, b->comm, &req[2]);
  MPI_Irecv (rr, nr, MPI_FLOAT, b->right, 3, b->comm, &req[3]);
  MPI_Isend (&u[1][1], nc, MPI_FLOAT, b->up, 1, b->comm, &req[4]);
  MPI_Isend (&u[nr][1], nc, MPI_FLOAT, b->down, 0, b->comm, &req[5]);
  MPI_Isend (sl, nr, MPI_FLOAT, b->left, 3, b->comm, &req[6]);
  MPI_Isend (sr, nr, MPI_FLOAT, b->right, 2, b->comm, &req[7]);
  MPI_Waitall (8, req, MPI_STATUSES_IGNORE);
  if (b->left != MPI_PROC_NULL)
    for (long i = 0; i < nr; i++)
      u[i + 1][0] = rl[i];
  if (b->right != MPI_PROC_NULL)
    for (long i = 0; i < nr; i++)
      u[i + 1][nc + 1] = rr[i];
}

/* The sum of the owned elements as hpc_sum forms it (so that the bits
   agree): each row cut into pieces of 1024 elements from its start,
   each summed in order; the pieces' sums, in row-major order, cut into
   min (pieces, 64) bands of nearly equal counts, each summed in order,
   the band sums in band order; the partials in rank order.  */
enum { FOLD_PIECE = 1024 };

static inline double
checksum (const struct block *b, float (*u)[b->nc + 2])
{
  int np;
  double local = 0, sum = 0;
  long per_row = (b->nc + FOLD_PIECE - 1) / FOLD_PIECE;
  long count = b->nr * per_row, k = count < 64 ? count : 64;
  for (long band = 0; band < k; band++)
    {
      double part = 0;
      for (long p = band * count / k; p < (band + 1) * count / k; p++)
	{
	  long i = p / per_row, j0 = p % per_row * FOLD_PIECE;
	  long j1 = j0 + FOLD_PIECE < b->nc ? j0 + FOLD_PIECE : b->nc;
	  double piece = 0;
	  for (long j = j0; j < j1; j++)
	    piece += u[1 + i][1 + j];
	  part += piece;
	}
      local += part;
    }
  MPI_Comm_size (b->comm, &np);
  double *all = malloc (np * sizeof *all);
  MPI_Allgather (&local, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, b->comm);
  for (int r = 0; r < np; r++)
    sum += all[r];
  free (all);
  return sum;
}

/* Print the timing line (rank 0): T is the slowest process's time.  */
static inline void
report (const struct block *b, double t, double sum)
{
  int me;
  MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, b->comm);
  MPI_Comm_rank (b->comm, &me);
  if (me == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
}

#endif
