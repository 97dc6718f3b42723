/* cholesky_blocked.c - blocked right-looking Cholesky factorisation A =
   L L^T of an N x N matrix distributed block-cyclically (blocks of NB x
   NB) over a 2-D process grid, on BLAS/LAPACK calls on the local blocks,
   with lookahead: while the trailing matrix takes one group of panels'
   update, the next group (updated first) is already factored and on
   its way.

   Usage: cholesky_blocked [-q] [N [NB [L.npy [PxQ]]]]
   (defaults 1024 64 cholesky_blocked_L.npy 0x0; a 0 in the grid shape
   PxQ is left to the runtime, as HPC_AUTO).  A long run reports the
   block columns done every 2 s on standard error (progress.h); -q: not.
   Prints one line: N, NB, the grid, the factorisation's time (the
   slowest process's) and rate, and the residual max |A - L L^T| / max |A|
   computed distributedly; exits non-zero when it is too large.  Writes L
   (zeros above the diagonal) to the .npy file.  Compiled with
   -DCHOLESKY_BENCH (bench/Makefile.am) it prints "time T checksum S"
   instead (S: the sum of L's elements) and skips the check and the file.

   Panel k (block column k, width w):
     1. factor_panel: the process holding diagonal block (k, k) factors it
        (dpotrf) and inverts L_kk (dtrtri), broadcasts the inverse down its
        process column, where each process multiplies its rows of the
        panel by it (dtrmm): L_ik = A_ik L_kk^-T.
     2. exchange: the panel goes along process rows (each process gets
        L_ik for its rows i), then along process columns (each gets L_jk
        for its columns j; a buffer in shared memory where the column's
        processes share a node): non-blocking, pushed on by MPI_Testall
        between the BLAS calls of the update that overlaps it.
   Panels go in groups of GROUP_COLUMNS / NB (at least one), each panel
   of a group first taking the group's panels before it on its block
   column; then
     3. update: A_ij -= L_i L_j^T for the blocks i >= j past the group,
        L_i being the group's panels side by side (dgemm on slabs of
        block rows, dsyrk on the diagonal blocks).
   Lookahead: once a group is exchanged, the next group's block columns
   take its update first, and that group is factored and its last
   exchange started; then the rest of the update runs.

   Local blocks are row-major: the lower triangle L of a block, read
   column-major, is the upper triangle U = L^T LAPACK works on, so
   dpotrf is called with "U" on the column-major view.  */

#include <cblas.h>
#include <lapacke.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "progress.h"
#ifdef CHOLESKY_BENCH
/* Timed by make bench, in turns with ScaLAPACK or LAPACK: the
   factorisation runs as one turn, as the library call does.  */
#include "turns.h"
#endif

/* A symmetric diagonally dominant matrix: positive definite.  */
static double
matrix (long i, long j, long n)
{
  return (i == j ? 2.0 * n : 0.0) + cos ((double) (i + j));
}

/* Where the local block of the distributed matrix is and how it is cut:
   rows block-cyclic over the P rows of the grid, columns over its Q
   columns, blocks of NB.  */
struct dist
{
  long n, nb, nblocks;
  int P, Q, myrow, mycol;
  long mloc, nloc, lld;		/* local rows, columns, row stride */
  long group;			/* panels the trailing update takes at once */
  MPI_Comm rowc, colc;		/* my process row (ranks = column
				   coordinates) and column (row coords) */
};

/* The trailing update takes the panels of GROUP_COLUMNS / NB steps at
   once (one when NB is that wide already): dgemm's rate grows with the
   panel's width, as C is read and written once a call (OpenBLAS 0.3.21,
   one thread, the lower triangle of 4096 x 4096 in 512-row slabs: 40-43
   GFLOP/s with panels of 64 columns, 44-47 with 128).  */
enum { GROUP_COLUMNS = 128 };

/* Indices below G held by coordinate C of P in blocks of NB.  */
static long
held_below (long g, int c, int p, long nb)
{
  long period = nb * p, r = g % period - c * nb;
  return g / period * nb + (r < 0 ? 0 : r > nb ? nb : r);
}
static long
row_below (const struct dist *d, long block)
{
  long g = block * d->nb;
  return held_below (g < d->n ? g : d->n, d->myrow, d->P, d->nb);
}
static long
col_below (const struct dist *d, long block)
{
  long g = block * d->nb;
  return held_below (g < d->n ? g : d->n, d->mycol, d->Q, d->nb);
}
static long
width (const struct dist *d, long block)
{
  long rest = d->n - block * d->nb;
  return rest < d->nb ? rest : d->nb;
}

/* Step 1 for panel K, on its process column: L_kk, then L_ik = A_ik
   L_kk^-T for the local rows below block K, as A_ik (L_kk^-1)^T: the
   triangular multiply runs faster than the triangular solve on these
   shapes, and the inverse of a block of a positive definite
   matrix's factor is as accurate as the residual needs.  LKK: NB * NB
   scratch, L_kk^-1 after the broadcast.  */
static void
factor_panel (const struct dist *d, double *a, long k, double *lkk)
{
  if (d->mycol != k % d->Q)
    return;
  long w = width (d, k), jc = col_below (d, k);
  if (d->myrow == k % d->P)
    {
      double *akk = a + row_below (d, k) * d->lld + jc;
      if (LAPACKE_dpotrf_work (LAPACK_COL_MAJOR, 'U', w, akk, d->lld) != 0)
	hpc_abort (1, "cholesky_blocked: the matrix is not positive definite");
      for (long i = 0; i < w; i++)
	memcpy (lkk + i * w, akk + i * d->lld, w * sizeof *lkk);
      if (LAPACKE_dtrtri_work (LAPACK_COL_MAJOR, 'U', 'N', w, lkk, w) != 0)
	hpc_abort (1, "cholesky_blocked: a diagonal block is singular");
    }
  MPI_Bcast (lkk, (int) (w * w), MPI_DOUBLE, (int) (k % d->P), d->colc);
  long r0 = row_below (d, k + 1);
  if (d->mloc > r0)
    cblas_dtrmm (CblasRowMajor, CblasRight, CblasLower, CblasTrans,
		 CblasNonUnit, d->mloc - r0, w, 1.0, lkk, w,
		 a + r0 * d->lld + jc, d->lld);
}

/* Step 2: the panels of a group (block columns G0 ... G0 + group - 1)
   as ROWS (local row r of panel G0 + t at ROWS + r * RLD + t * NB) and
   COLS (local column c at COLS + c * CLD + t * NB), held from block
   FIRST on, so that one dgemm takes them all.  On a grid of one process
   column ROWS is the matrix itself (the group's columns lie side by
   side there); else the panel's process column copies its rows into
   ROWBUF and broadcasts them along the process row.  On a grid of one
   process COLS is the matrix too (a copy of the panel would only cost
   time); else it is COLBUF.  Messages go from and to where the blocks
   are used, through MPI datatypes, without staging copies.
   Where the processes of a process column share memory (one node),
   COLBUF is one buffer for them all, an MPI shared window: each writes
   its blocks there and an MPI_Ibarrier tells the others they may read
   them, with no messages.  */
enum { EX_ROW, EX_COL, EX_DONE };
struct exchange
{
  long g0, k, first, w, kw;	/* panels G0..K so far, KW columns */
  long rld, cld;
  int state, nreq;
  const double *rows, *cols;
  double *rowbuf, *colbuf;
  MPI_Request *req;		/* one per message of the column phase */
  MPI_Aint *at;			/* datatype displacements (bytes) */
  MPI_Win win;			/* COLBUF's shared window, or MPI_WIN_NULL */
  MPI_Comm node;		/* the process column, where WIN */
};

static void
exchange_begin (const struct dist *d, struct exchange *x, const double *a,
		long g0)
{
  x->g0 = g0;
  x->kw = 0;
  x->state = EX_DONE;
  x->rows = d->Q == 1 ? a + col_below (d, g0) : x->rowbuf;
  x->rld = d->Q == 1 ? d->lld : d->group * d->nb;
  int alone = d->P == 1 && d->Q == 1;
  x->cols = alone ? x->rows : x->colbuf;
  x->cld = alone ? d->lld : d->group * d->nb;
}

/* Panel K of the group from block FIRST on: its row phase.  */
static void
exchange_start (const struct dist *d, struct exchange *x, const double *a,
		long k, long first)
{
  long off = (k - x->g0) * d->nb, r0 = row_below (d, first);
  x->k = k;
  x->first = first;
  x->w = width (d, k);
  x->kw = off + x->w;
  x->state = EX_ROW;
  x->nreq = 1;
  x->req[0] = MPI_REQUEST_NULL;
  if (d->Q == 1)
    return;
  long m = d->mloc - r0;
  int root = (int) (k % d->Q);
  double *dst = x->rowbuf + r0 * x->rld + off;
  if (d->mycol == root)
    for (long i = 0; i < m; i++)
      memcpy (dst + i * x->rld, a + (r0 + i) * d->lld + col_below (d, k),
	      x->w * sizeof *dst);
  MPI_Datatype rows;
  MPI_Type_vector ((int) m, (int) x->w, (int) x->rld, MPI_DOUBLE, &rows);
  MPI_Type_commit (&rows);
  MPI_Ibcast (dst, m > 0, rows, root, d->rowc, x->req);
  MPI_Type_free (&rows);
}

/* The first block at or after B in process coordinate C of N.  */
static long
next_held (long b, int c, int n)
{
  return b + (c - b % n + n) % n;
}

/* The column phase: every process of the column needs, for its local
   columns from block FIRST on, the panel's blocks there, which process
   row I % P holds as rows.  Each process copies its own into COLBUF and
   sends them to the others; the others' are received into COLBUF.  Where
   COLBUF is shared, the copies are all there is: an MPI_Ibarrier tells
   when every process has made its own.  */
static void
exchange_start_cols (const struct dist *d, struct exchange *x)
{
  x->state = EX_COL;
  x->nreq = 0;
  if (x->cols == x->rows)	/* one process: nothing to copy or send */
    return;
  long off = (x->k - x->g0) * d->nb;
  const double *src = x->rows + off;
  double *dst = x->colbuf + off;
  int n = 0;
  for (long b = next_held (x->first, d->mycol, d->Q); b < d->nblocks;
       b += d->Q)
    if (b % d->P == d->myrow)
      for (long r = row_below (d, b), c = col_below (d, b);
	   r < row_below (d, b) + width (d, b); r++, c++)
	{
	  memcpy (dst + c * x->cld, src + r * x->rld, x->w * sizeof *dst);
	  x->at[n++] = r * x->rld * sizeof *src;
	}
  if (x->win != MPI_WIN_NULL)
    {
      MPI_Win_sync (x->win);
      MPI_Ibarrier (x->node, &x->req[x->nreq++]);
      return;
    }
  MPI_Datatype mine;
  MPI_Type_create_hindexed_block (n, (int) x->w, x->at, MPI_DOUBLE, &mine);
  MPI_Type_commit (&mine);
  for (int p = 0; p < d->P; p++)
    if (p != d->myrow)
      {
	int m = 0;
	for (long b = next_held (x->first, d->mycol, d->Q); b < d->nblocks;
	     b += d->Q)
	  if (b % d->P == p)
	    for (long c = col_below (d, b); c < col_below (d, b + 1); c++)
	      x->at[m++] = c * x->cld * sizeof *dst;
	MPI_Datatype theirs;
	MPI_Type_create_hindexed_block (m, (int) x->w, x->at, MPI_DOUBLE,
					&theirs);
	MPI_Type_commit (&theirs);
	int tag = (int) (x->k & 0x7fff);
	MPI_Irecv (dst, 1, theirs, p, tag, d->colc, &x->req[x->nreq++]);
	MPI_Type_free (&theirs);
	MPI_Isend ((void *) src, 1, mine, p, tag, d->colc,
		   &x->req[x->nreq++]);
      }
  MPI_Type_free (&mine);
}

/* Push X on without waiting (WAIT 0) or until it is done.  */
static void
exchange_progress (const struct dist *d, struct exchange *x, int wait)
{
  while (x && x->state != EX_DONE)
    {
      int done = 1;
      if (wait)
	MPI_Waitall (x->nreq, x->req, MPI_STATUSES_IGNORE);
      else
	MPI_Testall (x->nreq, x->req, &done, MPI_STATUSES_IGNORE);
      if (!done)
	return;
      if (x->state == EX_ROW)
	exchange_start_cols (d, x);
      else
	{
	  if (x->win != MPI_WIN_NULL)	/* the others' writes seen */
	    MPI_Win_sync (x->win);
	  x->state = EX_DONE;
	}
    }
}

/* C[R0..R1) x [CA..CB) -= the rows R0..R1 of X's first KW panel
   columns times its columns CA..CB transposed (local indices), when not
   empty.  */
static void
update_box (const struct dist *d, double *c, const struct exchange *x,
	    long kw, long r0, long r1, long ca, long cb)
{
  if (r1 > r0 && cb > ca)
    cblas_dgemm (CblasRowMajor, CblasNoTrans, CblasTrans, r1 - r0, cb - ca,
		 kw, -1.0, x->rows + r0 * x->rld, x->rld,
		 x->cols + ca * x->cld, x->cld, 1.0, c + r0 * d->lld + ca,
		 d->lld);
}

/* C_ii -= L_i L_i^T for the diagonal block I (local in both dimensions),
   its lower triangle only: dsyrk does half a dgemm's work.  The upper
   triangles of diagonal blocks are never read.  */
static void
update_diagonal (const struct dist *d, double *c, const struct exchange *x,
		 long kw, long i)
{
  long ri = row_below (d, i);
  cblas_dsyrk (CblasRowMajor, CblasLower, CblasNoTrans, width (d, i), kw,
	       -1.0, x->rows + ri * x->rld, x->rld, 1.0,
	       c + ri * d->lld + col_below (d, i), d->lld);
}

/* Step 3: C_ij -= L_i L_j^T with X's first KW panel columns for the
   local blocks i >= j with JLO <= j < JHI, pushing NEXT on between the
   BLAS calls.  C is the matrix or, for the residual, a copy of A.  The
   local block rows go in slabs of at least SLAB_ROWS rows: one dgemm for
   the columns every row of the slab needs, then for each block row one
   for the rest of its columns short of the diagonal and dsyrk on its
   diagonal block where that is local.  dgemm packs its operands on
   every call, so tall calls pack the panel's columns less often.  */
enum { SLAB_ROWS = 512 };

static long
clamp (long v, long lo, long hi)
{
  return v < lo ? lo : v > hi ? hi : v;
}

static void
update (const struct dist *d, double *c, const struct exchange *x, long kw,
	long jlo, long jhi, struct exchange *next)
{
  long c0 = col_below (d, jlo), c1 = col_below (d, jhi);
  for (long b = next_held (jlo, d->myrow, d->P); b < d->nblocks;)
    {
      long last = b, r0 = row_below (d, b);
      while (last + d->P < d->nblocks
	     && row_below (d, last + d->P) - r0 < SLAB_ROWS)
	last += d->P;
      long shared = clamp (col_below (d, b), c0, c1);
      update_box (d, c, x, kw, r0, row_below (d, last) + width (d, last),
		  c0, shared);
      exchange_progress (d, next, 0);
      for (long i = b; i <= last; i += d->P)
	{
	  long ri = row_below (d, i);
	  update_box (d, c, x, kw, ri, ri + width (d, i), shared,
		      clamp (col_below (d, i), c0, c1));
	  if (i < jhi && i % d->Q == d->mycol)
	    update_diagonal (d, c, x, kw, i);
	  exchange_progress (d, next, 0);
	}
      b = last + d->P;
    }
}

/* NODE: the process column, when its processes share memory and COLBUF
   is to be shared, else MPI_COMM_NULL.  */
static void
exchange_init (const struct dist *d, struct exchange *x, MPI_Comm node)
{
  long cols = d->group * d->nb;
  MPI_Aint bytes = (d->nloc + 1) * cols * sizeof *x->colbuf;
  x->rowbuf = d->Q == 1 ? NULL : malloc ((d->mloc + 1) * cols
					  * sizeof *x->rowbuf);
  x->win = MPI_WIN_NULL;
  x->node = node;
  if (node != MPI_COMM_NULL)
    {
      MPI_Aint size;
      int unit;
      MPI_Win_allocate_shared (d->myrow == 0 ? bytes : 0, sizeof (double),
			       MPI_INFO_NULL, node, &x->colbuf, &x->win);
      MPI_Win_shared_query (x->win, 0, &size, &unit, &x->colbuf);
      MPI_Win_lock_all (MPI_MODE_NOCHECK, x->win);
    }
  else
    x->colbuf = malloc (bytes);
  x->req = malloc (2 * d->P * sizeof *x->req);
  x->at = malloc ((d->mloc + d->nloc + 1) * sizeof *x->at);
  x->state = EX_DONE;
}
static void
exchange_fini (struct exchange *x)
{
  free (x->rowbuf);
  if (x->win != MPI_WIN_NULL)
    {
      MPI_Win_unlock_all (x->win);
      MPI_Win_free (&x->win);
    }
  else
    free (x->colbuf);
  free (x->req);
  free (x->at);
}

/* The process column as one communicator of processes sharing memory,
   or MPI_COMM_NULL where they do not (or there is no one to share with).  */
static MPI_Comm
column_node (const struct dist *d)
{
  MPI_Comm node;
  int size;
  MPI_Comm_split_type (d->colc, MPI_COMM_TYPE_SHARED, d->myrow,
		       MPI_INFO_NULL, &node);
  MPI_Comm_size (node, &size);
  int all = size == d->P, everywhere;
  MPI_Allreduce (&all, &everywhere, 1, MPI_INT, MPI_LAND, d->colc);
  if (!everywhere || d->P == 1)
    MPI_Comm_free (&node);
  return node;
}

/* The end of the group of panels that starts at block G0.  */
static long
group_end (const struct dist *d, long g0)
{
  return g0 + d->group < d->nblocks ? g0 + d->group : d->nblocks;
}

/* Steps 1 and 2 for the group of panels from G0 on, its columns already
   updated by every panel before it: each panel's block column takes the
   group's panels before it, is factored and exchanged; all but the last
   exchange are waited for (the next panel needs them), the last is left
   going.  */
static void
factor_group (const struct dist *d, double *a, struct exchange *x, long g0,
	      double *lkk)
{
  long g1 = group_end (d, g0);
  exchange_begin (d, x, a, g0);
  for (long j = g0; j < g1; j++)
    {
      if (j > g0)
	update (d, a, x, x->kw, j, j + 1, NULL);
      factor_panel (d, a, j, lkk);
      exchange_start (d, x, a, j, j + 1);
      if (j + 1 < g1)
	exchange_progress (d, x, 1);
    }
}

/* The factorisation, by groups of panels with lookahead: once a group's
   panels are exchanged, the next group's block columns are updated with
   them, factored, and their last exchange started; then the rest of the
   trailing matrix takes the group's panels, in one pass.  Three
   exchanges take turns: where COLBUF is shared, group s + 3 may only be
   written into group s's once every process is done reading it, which
   it is once group s + 2 is exchanged (each process adds its part of
   group s + 2 after its update with group s).  */
static void
cholesky (const struct dist *d, double *a, struct progress *pr)
{
  enum { TURNS = 3 };
  struct exchange x[TURNS];
  double *lkk = malloc (d->nb * d->nb * sizeof *lkk);
  MPI_Comm node = column_node (d);
  for (int t = 0; t < TURNS; t++)
    exchange_init (d, &x[t], node);
  factor_group (d, a, &x[0], 0, lkk);
  for (long s = 0, g0 = 0; g0 < d->nblocks; s++, g0 = group_end (d, g0))
    {
      struct exchange *cur = &x[s % TURNS], *next = NULL;
      long g1 = group_end (d, g0), g2 = group_end (d, g1);
      exchange_progress (d, cur, 1);
      if (g1 < d->nblocks)
	{
	  next = &x[(s + 1) % TURNS];
	  update (d, a, cur, cur->kw, g1, g2, NULL);
	  factor_group (d, a, next, g1, lkk);
	}
      update (d, a, cur, cur->kw, g2, d->nblocks, next);
      progress_report (pr, "block column %ld of %ld", g1, d->nblocks);
    }
  for (int t = 0; t < TURNS; t++)
    exchange_fini (&x[t]);
  if (node != MPI_COMM_NULL)
    MPI_Comm_free (&node);
  free (lkk);
}

#ifndef CHOLESKY_BENCH
/* R = R - L L^T for the blocks on and below the diagonal, L being the
   lower triangle of A (zeros above it): the same exchanges and updates,
   each group's panels held from its first block on (their blocks above
   the diagonal are zeros).  Its one exchange is written again while
   other processes may still read it, so its column buffer is private
   and the panels go as messages (which keeps that path tested on one
   node too).  */
static void
subtract_llt (const struct dist *d, const double *a, double *r)
{
  struct exchange x;
  exchange_init (d, &x, MPI_COMM_NULL);
  for (long g0 = 0; g0 < d->nblocks; g0 += d->group)
    {
      exchange_begin (d, &x, a, g0);
      for (long j = g0; j < group_end (d, g0); j++)
	{
	  exchange_start (d, &x, a, j, g0);
	  exchange_progress (d, &x, 1);
	}
      update (d, r, &x, x.kw, g0, d->nblocks, NULL);
    }
  exchange_fini (&x);
}
#endif

int
main (int argc, char **argv)
{
  int quiet = argc > 1 && !strcmp (argv[1], "-q");
  argc -= quiet, argv += quiet;
  long N = argc > 1 ? atol (argv[1]) : 1024;
  long NB = argc > 2 ? atol (argv[2]) : 64;
  const char *out = argc > 3 ? argv[3] : "cholesky_blocked_L.npy";
  int P = HPC_AUTO, Q = HPC_AUTO;
  if (N < 1 || NB < 1 || N > 1L << 20
      || (argc > 4 && sscanf (argv[4], "%dx%d", &P, &Q) != 2))
    {
      fprintf (stderr, "usage: cholesky_blocked [-q] [N [NB [L.npy [PxQ]]]] "
	       "(N, NB >= 1)\n");
      return 2;
    }
  double t = 0, residual = 0, checksum = 0;
  Procs2 p = hpc_procs2 (P, Q);
  on (p) {
    Range x = hpc_block_cyclic_range (N, hpc_dim (p, 0), NB);
    Range y = hpc_block_cyclic_range (N, hpc_dim (p, 1), NB);
    distributed double a[x][y];
    P = hpc_shape (p, 0);
    Q = hpc_shape (p, 1);
    struct dist d = {
      N, NB, (N + NB - 1) / NB, P, Q, hpc_coord (p, 0), hpc_coord (p, 1),
      hpc_local_size (x), hpc_local_size (y), hpc_array_extent (a, 1),
      NB < GROUP_COLUMNS ? GROUP_COLUMNS / NB : 1,
      hpc_comm (hpc_restrict (p, 0, hpc_coord (p, 0))),
      hpc_comm (hpc_restrict (p, 1, hpc_coord (p, 1)))
    };
    over (i = x | :)
      over (j = y | :)
	a[i][j] = matrix (hpc_idx (x, i), hpc_idx (y, j), N);

#ifdef CHOLESKY_BENCH
    turns_begin ();
#endif
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
#ifdef CHOLESKY_BENCH
    quiet = 1;			/* the timed loop as make bench measures it */
#endif
    struct progress pr = progress_start ("cholesky_blocked", quiet);
    cholesky (&d, (double *) a, &pr);
    t = MPI_Wtime () - t0;
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));

    /* L: zeros above the diagonal.  */
    over (i = x | :)
      over (j = y | :)
	if (hpc_idx (y, j) > hpc_idx (x, i))
	  a[i][j] = 0;
#ifdef CHOLESKY_BENCH
    checksum = hpc_sum (a);
    (void) out;
#else
    hpc_write_npy (out, a, "<f8");
    /* Residual: R = A - L L^T on and below the diagonal blocks.  */
    distributed double r[x][y];
    over (i = x | :)
      over (j = y | :)
	r[i][j] = matrix (hpc_idx (x, i), hpc_idx (y, j), N);
    subtract_llt (&d, (double *) a, (double *) r);
    double rmax = 0, amax = 0;
    over (i = x | :)
      over (j = y | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  double e = gj <= gi ? fabs (r[i][j]) : 0;
	  double f = fabs (matrix (gi, gj, N));
	  rmax = rmax < e ? e : rmax;
	  amax = amax < f ? f : amax;
	}
    double m[2] = { rmax, amax };
    MPI_Allreduce (MPI_IN_PLACE, m, 2, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
    residual = m[0] / m[1];
#endif
  }
  int ok = residual < 1e-12;
  if (hpc_rank () == 0)
    {
#ifdef CHOLESKY_BENCH
      printf ("time %.6f checksum %.15e\n", t, checksum);
#else
      (void) checksum;
      printf ("cholesky_blocked: N=%ld, NB=%ld, %dx%d grid: %.3f s, %.2f "
	      "GFLOP/s, residual %.2e: %s\n", N, NB, P, Q, t,
	      (double) N * N * N / 3 / t * 1e-9, residual,
	      ok ? "ok" : "WRONG");
#endif
    }
#ifdef CHOLESKY_BENCH
  turns_end ();
#endif
  return ok ? 0 : 1;
}
