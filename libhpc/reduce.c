/* reduce.c - reductions of arrays and sections (sum, product, max, min,
   max/min-location, any/all, user operators, dot products), with a fixed
   combination order so that every process gets the same bits.

   Each process folds its held elements into a partial result, in an
   order fixed by the section's shape (fold, below: pieces of at most
   1024 elements of a row, combined in bands), on OpenMP threads; then
   one MPI_Allgather hands every process all partials, which it combines
   in APG rank order.  Nothing depends on the number of threads or on
   the order in which the plugin stored the array: a section stored
   column-wise is folded down its columns, piece by piece in the same
   order (by_columns), or, for operators without a column kernel, from a
   row-major copy (staged).  A replicated array counts once: of the
   processes holding the same elements (same coordinates on every
   distributed dimension) only the lowest rank's partial is used.  The
   typed operators fold four pieces in one loop, so that their chains of
   dependent additions overlap; the others make one call through a
   pointer per piece.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <omp.h>
#include <math.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

/* acc = acc op each element of a row: element i is at X + IN->off[i]
   (and Y + IN->off[i] in a second, aligned array), at row-major section
   position POS + IN->k[i].  */
typedef void (*step_fn) (void *acc, const char *x, const char *y,
			 const struct hpc__walk_dim *in, long pos,
			 const void *ctx);
/* acc = acc op partial X.  */
typedef void (*comb_fn) (void *acc, const void *x, const void *ctx);

/* res[i] = the identity op each of the N[i] contiguous elements at
   X[i] (and Y[i]), in order, for i < K: the pieces of a fold; four are
   folded in one loop, so that their chains of dependent operations
   overlap in the processor.  */
typedef void (*pieces_fn) (void *res, const char *const *x,
			   const char *const *y, const long *n, long k);

/* res[r] = res[r] op element r of each column c < NC in order, for
   r < NR: column c's elements lie side by side from X + COFF[c] (and
   Y + COFF[c]).  */
typedef void (*cols_fn) (void *res, const char *x, const char *y, long nr,
			 const ptrdiff_t *coff, long nc);

/* acc = acc op each of the N partials at X, in order.  */
typedef void (*comb_run_fn) (void *acc, const void *x, long n);

/* acc = acc op each of the N contiguous elements at X (and Y).  */
typedef void (*run_fn) (void *acc, const char *x, const char *y, long n);

/* A reduction operator: the fold of a piece of a row, of a contiguous
   run, of pieces and of columns (NULL: none), the combination of a
   partial and of a run of them (NULL: none), its context, the size of
   an accumulator and the identity.  */
struct op
{
  step_fn step;
  run_fn run;
  pieces_fn pieces;
  cols_fn cols;
  comb_fn comb;
  comb_run_fn comb_run;
  const void *ctx;
  size_t acc_size;
  const void *identity;
};

/* A partial as exchanged: the holder's signature, then the value.  */
#define SIG_N (1 + HPC_MAX_DIMS)
#define REC_HEAD (SIG_N * sizeof (int))

/* Whether records A and B carry the same non-empty signature.  */
static int
same_holder (const char *a, const char *b)
{
  return memcmp (a, b, REC_HEAD) == 0;
}

/* RESULT = IDENTITY combined with every distinct holder's partial ACC, in
   APG rank order.  */
static void
combine (const char *fn, const struct hpc_section *s, long held,
	 const void *acc, const struct op *op, void *result)
{
  size_t acc_size = op->acc_size;
  Group apg = hpc_apg ();
  int np = apg->size;
  size_t rec = REC_HEAD + acc_size;
  char *mine = hpc__xcalloc (fn, rec), *all = hpc__xcalloc (fn, rec * np);
  int sig[SIG_N];
  for (int i = 0; i < SIG_N; i++)
    sig[i] = -1;
  sig[0] = held > 0;
  for (int d = 0; d < s->array->rank; d++)
    if (s->array->range[d])
      sig[1 + d] = s->array->range[d]->coord;
  memcpy (mine, sig, REC_HEAD);
  memcpy (mine + REC_HEAD, acc, acc_size);
  MPI_Allgather (mine, (int) rec, MPI_BYTE, all, (int) rec, MPI_BYTE,
		 hpc_comm (apg));
  /* An aligned copy of each partial: user types may need alignment.  */
  void *part = hpc__xcalloc (fn, acc_size);
  memcpy (result, op->identity, acc_size);
  for (int r = 0; r < np; r++)
    {
      const char *rr = all + r * rec;
      int first = ((const int *) rr)[0] != 0;
      for (int q = 0; first && q < r; q++)
	first = !same_holder (all + q * rec, rr);
      if (!first)
	continue;
      memcpy (part, rr + REC_HEAD, acc_size);
      op->comb (result, part, op->ctx);
    }
  free (part);
  free (mine);
  free (all);
}

/* Whether the row IN of ES-byte elements is one contiguous stretch
   (its offsets increase: a span of n - 1 elements means no gaps).  Such
   rows are folded by plain indexing, in the same order: a loop without
   the offset loads runs at the speed of a hand-written one.  */
static inline int
row_contiguous (const struct hpc__walk_dim *in, size_t es)
{
  return in->n > 0
	 && in->off[in->n - 1] - in->off[0] == (in->n - 1) * (ptrdiff_t) es;
}

/* The rows of a walk: row r starts at OFF[r] (bytes from the base) at
   row-major section position POS[r]; each holds LEN elements of ES
   bytes, at the innermost dimension's list LIST, or, where the walk has
   no list for it (hpc__walk_make_rows), at the progression PROG.  */
struct rows
{
  long n, len;
  size_t es;
  ptrdiff_t *off;
  long *pos;
  const struct hpc__walk_dim *list;
  struct hpc__progression prog;
};

static void
note_row (void *arg, ptrdiff_t row, long pos, const struct hpc__walk_dim *in)
{
  struct rows *rw = arg;
  rw->list = in;
  rw->off[rw->n] = row;
  rw->pos[rw->n++] = pos;
}

/* The rows of W; PROG, when not NULL, describes the innermost
   dimension.  */
static void
rows_make (const char *fn, const struct hpc__walk *w,
	   const struct hpc__progression *prog, struct rows *rw)
{
  long nrows = hpc__walk_nrows (w);
  memset (rw, 0, sizeof *rw);
  if (prog)
    rw->prog = *prog;
  rw->off = hpc__xcalloc (fn, nrows * sizeof *rw->off);
  rw->pos = hpc__xcalloc (fn, nrows * sizeof *rw->pos);
  hpc__walk_rows (w, note_row, rw);
  if (prog)
    rw->list = NULL;		/* the walk's is the stand-in (0, 0) */
  rw->es = w->elem_size;
  rw->len = prog ? prog->n : rw->list->n;
}

static void
rows_free (struct rows *rw)
{
  free (rw->off);
  free (rw->pos);
}

/* Byte offset of element J of a row from the row's start.  */
static inline ptrdiff_t
elem_off (const struct rows *rw, long j)
{
  return rw->list ? rw->list->off[j] : rw->prog.off0 + j * rw->prog.doff;
}

/* Whether every row is one contiguous stretch of elements.  */
static int
rows_contiguous (const struct rows *rw)
{
  if (rw->list)
    return row_contiguous (rw->list, rw->es);
  return rw->len == 1 || rw->prog.doff == (ptrdiff_t) rw->es;
}

/* Fold elements J .. J+M-1 of the row at X (and Y) at position POS
   into ACC, the innermost dimension being a progression: its lists are
   made a bounded piece at a time, for the steps that read them.  */
#define PIECE 512

static void
fold_progression (const struct op *op, const struct rows *rw, const char *x,
		  const char *y, long pos, long j, long m, void *acc)
{
  if (op->run && rows_contiguous (rw))
    {
      ptrdiff_t o = elem_off (rw, j);
      op->run (acc, x + o, y ? y + o : NULL, m);
      return;
    }
  long k[PIECE];
  ptrdiff_t off[PIECE];
  for (long i0 = 0; i0 < m; i0 += PIECE)
    {
      long q = m - i0 < PIECE ? m - i0 : PIECE;
      for (long i = 0; i < q; i++)
	{
	  k[i] = rw->prog.k0 + (j + i0 + i) * rw->prog.dk;
	  off[i] = elem_off (rw, j + i0 + i);
	}
      struct hpc__walk_dim piece = { q, k, off };
      op->step (acc, x, y, &piece, pos, op->ctx);
    }
}

/* Fold elements E .. END-1 (counted in row-major order over the rows
   RW of XB, and of the aligned YB) into ACC, piece of row by piece.  */
static void
fold_range (const struct op *op, const struct rows *rw, const char *xb,
	    const char *yb, long e, long end, void *acc)
{
  long len = rw->len;
  while (e < end)
    {
      long r = e / len, j = e % len;
      long m = len - j < end - e ? len - j : end - e;
      const char *x = xb + rw->off[r], *y = yb ? yb + rw->off[r] : NULL;
      if (rw->list)
	{
	  struct hpc__walk_dim piece = { m, rw->list->k + j,
					 rw->list->off + j };
	  op->step (acc, x, y, &piece, rw->pos[r], op->ctx);
	}
      else
	fold_progression (op, rw, x, y, rw->pos[r], j, m, acc);
      e += m;
    }
}

/* The order of a process's fold (documented in the reference, checked
   by hpc.run/reduce-order-1): each row (the run along the innermost
   section dimension) is cut into pieces of at most FOLD_PIECE elements,
   from the row's start; each piece is folded in order from the
   identity; the pieces' results, in row-major order, are cut into at
   most FOLD_BANDS bands of nearly equal counts, each combined in order
   from the identity, and the bands' results are combined in order.  The
   pieces depend on the section's shape only, so the result depends
   neither on the number of threads nor on the order in which the
   plugin stored the array: a piece's elements are one row's, so the
   pieces of many rows can be folded side by side down the columns
   (pieces_by_cols) in the same order as along the rows.  */
#define FOLD_PIECE 1024
#define FOLD_BANDS 64
#define FOLD_PARALLEL_MIN 65536	/* elements worth starting threads for */
#define PIECE_BATCH 16		/* pieces per call of a typed kernel */
/* Rows folded down the columns at once: the rows divided among the
   threads, but at most COL_BLOCK (longer runs down each column: 2048
   beat 512, doc/internals.md, "Measurements") and at least
   COL_BLOCK_MIN.  */
#define COL_BLOCK 2048
#define COL_BLOCK_MIN 64

/* Piece U of the rows RW, PER_ROW of them a row: its row *R and first
   element *J there; returns its length.  */
static long
piece_of (const struct rows *rw, long per_row, long u, long *r, long *j)
{
  *r = u / per_row;
  *j = (u % per_row) * FOLD_PIECE;
  return rw->len - *j < FOLD_PIECE ? rw->len - *j : FOLD_PIECE;
}

/* RES[u] := the fold of piece u, for U0 <= u < U1, piece by piece.  */
static void
pieces_one_by_one (const struct op *op, const struct rows *rw, long per_row,
		   const char *xb, const char *yb, long u0, long u1,
		   char *res)
{
  size_t as = op->acc_size;
  for (long u = u0; u < u1; u++)
    {
      long r, j, m = piece_of (rw, per_row, u, &r, &j);
      char *acc = res + u * as;
      memcpy (acc, op->identity, as);
      fold_range (op, rw, xb, yb, r * rw->len + j, r * rw->len + j + m,
		  acc);
    }
}

/* RES[u] := the fold of piece u for U0 <= u < U1 by the operator's
   typed kernel, one piece a call, in order: two operands read as two
   streams.  Four bands side by side (below) would make eight streams,
   which is slower (doc/internals.md, "Measurements").  */
static void
pieces_in_order (const struct op *op, const struct rows *rw, long per_row,
		 const char *xb, const char *yb, long u0, long u1, char *res)
{
  for (long u = u0; u < u1; u++)
    {
      long r, j, n = piece_of (rw, per_row, u, &r, &j);
      ptrdiff_t o = rw->off[r] + elem_off (rw, j);
      const char *x = xb + o, *y = yb ? yb + o : NULL;
      max_align_t out;
      op->pieces (&out, &x, &y, &n, 1);
      memcpy (res + u * op->acc_size, &out, op->acc_size);
    }
}

/* RES[u] := the fold of piece u, for the pieces of bands B0 .. B1-1 (at
   most four) of the NB bands of the NPIECES, reading XB (and YB) along
   the rows.  By the operator's typed kernel where the rows are
   contiguous: with one operand, the bands are walked side by side, so
   that each group of four pieces the kernel folds together takes one
   piece from each band, four chains of additions overlapping on four
   long streams.  */
static void
bands_by_rows (const struct op *op, const struct rows *rw, long per_row,
	       const char *xb, const char *yb, long npieces, long nb,
	       long b0, long b1, char *res)
{
  size_t as = op->acc_size;
  int typed = op->pieces && rows_contiguous (rw)
	      && as <= sizeof (max_align_t);
  long next[4], end[4];
  for (long b = b0; b < b1; b++)
    {
      next[b - b0] = b * npieces / nb;
      end[b - b0] = (b + 1) * npieces / nb;
      if (!typed)
	pieces_one_by_one (op, rw, per_row, xb, yb, next[b - b0],
			   end[b - b0], res);
      else if (yb)
	pieces_in_order (op, rw, per_row, xb, yb, next[b - b0], end[b - b0],
			 res);
    }
  if (!typed || yb)
    return;
  for (;;)
    {
      const char *x[PIECE_BATCH], *y[PIECE_BATCH];
      long n[PIECE_BATCH], at[PIECE_BATCH], k = 0;
      for (int round = 0; round < PIECE_BATCH / 4; round++)
	for (long s = 0; s < b1 - b0; s++)
	  if (next[s] < end[s])
	    {
	      long r, j;
	      at[k] = next[s]++;
	      n[k] = piece_of (rw, per_row, at[k], &r, &j);
	      ptrdiff_t o = rw->off[r] + elem_off (rw, j);
	      x[k] = xb + o;
	      y[k++] = NULL;	/* one operand: YB is NULL here */
	    }
      if (k == 0)
	break;
      max_align_t out[PIECE_BATCH];
      op->pieces (out, x, y, n, k);
      for (long i = 0; i < k; i++)
	memcpy (res + at[i] * as, (char *) out + i * as, as);
    }
}

/* Rows R0 .. R1-1 lie side by side (row r at RW->off[R0] + (r - R0) *
   ES): RES[(r - R0) * PER_ROW + s] := the fold of piece s of row r, for
   each of them, reading down the columns, where each column's elements
   of these rows are one contiguous run (along the rows, every element
   would be a cache miss).  TMP holds R1 - R0 accumulators.  */
static void
pieces_by_cols (const struct op *op, const struct rows *rw, long per_row,
		const char *xb, const char *yb, long r0, long r1, char *res,
		char *tmp)
{
  size_t as = op->acc_size;
  long nr = r1 - r0;
  ptrdiff_t coff[FOLD_PIECE];
  for (long s = 0; s < per_row; s++)
    {
      long j0 = s * FOLD_PIECE;
      long m = rw->len - j0 < FOLD_PIECE ? rw->len - j0 : FOLD_PIECE;
      for (long c = 0; c < m; c++)
	coff[c] = rw->off[r0] + elem_off (rw, j0 + c);
      char *out = per_row == 1 ? res : tmp;
      for (long r = 0; r < nr; r++)
	memcpy (out + r * as, op->identity, as);
      op->cols (out, xb, yb, nr, coff, m);
      for (long r = 0; per_row > 1 && r < nr; r++)
	memcpy (res + (r * per_row + s) * as, tmp + r * as, as);
    }
}

/* START[b] := the first row of block b, for blocks of at most LIMIT
   rows side by side in storage, START[nb] := the number of rows;
   returns nb.  START has room for one more than the rows.  */
static long
col_blocks (const struct rows *rw, long limit, long *start)
{
  long nb = 0, first = 0;
  for (long r = 1; r <= rw->n; r++)
    if (r == rw->n || r - first == limit
	|| rw->off[r] - rw->off[r - 1] != (ptrdiff_t) rw->es)
      {
	start[nb++] = first;
	first = r;
      }
  start[nb] = rw->n;
  return nb;
}

/* RES := the folds of all pieces of RW (rows side by side in runs),
   down the columns, in blocks of rows on OpenMP threads when PAR.  */
static void
fold_cols (const char *fn, const struct op *op, const struct rows *rw,
	   long per_row, const char *xb, const char *yb, char *res, int par)
{
  size_t as = op->acc_size;
  long *start = hpc__xcalloc (fn, (rw->n + 1) * sizeof *start);
  int nt = par ? omp_get_max_threads () : 1;
  long limit = (rw->n + nt - 1) / nt;
  limit = limit > COL_BLOCK ? COL_BLOCK : limit;
  long nb = col_blocks (rw, limit < COL_BLOCK_MIN ? COL_BLOCK_MIN : limit,
			start);
  char *tmp = hpc__xcalloc (fn, nt * COL_BLOCK * as);
#pragma omp parallel for schedule(static) if (par) num_threads(nt)
  for (long b = 0; b < nb; b++)
    pieces_by_cols (op, rw, per_row, xb, yb, start[b], start[b + 1],
		    res + start[b] * per_row * as,
		    tmp + (par ? omp_get_thread_num () : 0) * COL_BLOCK * as);
  free (tmp);
  free (start);
}

/* ACC = ACC op each of the N partials at PARTS, in order.  */
static void
comb_run (const struct op *op, void *acc, const char *parts, long n)
{
  if (op->comb_run)
    op->comb_run (acc, parts, n);
  else
    for (long i = 0; i < n; i++)
      op->comb (acc, parts + i * op->acc_size, op->ctx);
}

/* ACC := the N pieces' results RES combined band by band (above).  */
static void
combine_pieces (const char *fn, const struct op *op, const char *res, long n,
		int par, void *acc)
{
  size_t as = op->acc_size;
  long nb = n < FOLD_BANDS ? n : FOLD_BANDS;
  char *band = hpc__xcalloc (fn, nb * as);
#pragma omp parallel for schedule(static) if (par)
  for (long b = 0; b < nb; b++)
    {
      long u0 = b * n / nb, u1 = (b + 1) * n / nb;
      memcpy (band + b * as, op->identity, as);
      comb_run (op, band + b * as, res + u0 * as, u1 - u0);
    }
  memcpy (acc, op->identity, as);
  comb_run (op, acc, band, nb);
  free (band);
}

/* ACC := the fold of W's elements (and of the aligned YB's) by OP, in
   the order above; PROG, when not NULL, describes the innermost
   dimension.  BY_COLS: W's rows lie side by side in storage, folded down
   the columns (by_columns says when).  */
static void
fold (const char *fn, const struct hpc__walk *w,
      const struct hpc__progression *prog, const char *yb,
      const struct op *op, int by_cols, void *acc)
{
  size_t as = op->acc_size;
  long count = prog ? w->count * prog->n : w->count;
  memcpy (acc, op->identity, as);
  if (count == 0)
    return;
  struct rows rw;
  rows_make (fn, w, prog, &rw);
  long per_row = (rw.len + FOLD_PIECE - 1) / FOLD_PIECE;
  long npieces = rw.n * per_row;
  char *res = hpc__xcalloc (fn, npieces * as);
  int par = count >= FOLD_PARALLEL_MIN && !omp_in_parallel ();
  if (by_cols)
    fold_cols (fn, op, &rw, per_row, w->base, yb, res, par);
  else
    {
      long nb = npieces < FOLD_BANDS ? npieces : FOLD_BANDS;
#pragma omp parallel for schedule(static) if (par)
      for (long g = 0; g < (nb + 3) / 4; g++)
	bands_by_rows (op, &rw, per_row, w->base, yb, npieces, nb, 4 * g,
		       4 * g + 4 < nb ? 4 * g + 4 : nb, res);
    }
  combine_pieces (fn, op, res, npieces, par, acc);
  free (res);
  rows_free (&rw);
}

/* The folds read the second operand T at the first one's (S's) offsets.
   When T's array is stored in another order than S's, copy T's
   elements into a scratch array laid out as S's and make *TMP the same
   section of it: returns the scratch array (to free), or NULL when T
   can be read in place.  Local.  */
static void *
stored_like (const char *fn, const struct hpc_section *s,
	      const struct hpc_section *t, struct hpc_section *tmp)
{
  if (hpc__same_storage (s->array, t->array))
    return NULL;
  void *copy = hpc__array_like (fn, s->array);
  struct hpc_section c = *t;
  c.array = __hpc_array_lookup (copy);
  hpc__copy_aligned (fn, &c, t);
  *tmp = c;
  return copy;
}

/* Whether S (and T, when not NULL) is folded down its columns in place:
   an array the plugin stored with another dimension innermost (a[N][x]),
   so that S's walk runs across the storage order, with the rows of the
   walk side by side in storage (runs of at least COL_MIN_RUN), an
   operator with a cols kernel, and T stored as S.  Then *W is S's walk
   (to free).  */
#define COL_MIN_RUN 16

static int
by_columns (const char *fn, const struct op *op, const struct hpc_section *s,
	    const struct hpc_section *t, struct hpc__walk *w)
{
  const struct hpc_array *a = s->array;
  if (!op->cols || s->rank < 2 || s->adim[s->rank - 1] == a->order[a->rank - 1]
      || (t && !hpc__same_storage (a, t->array)))
    return 0;
  hpc__walk_make (fn, w, s);
  const struct hpc__walk_dim *d = &w->d[w->rank - 2];
  int ok = hpc__walk_across (w) && d->n >= COL_MIN_RUN;
  for (long i = 1; ok && i < d->n; i++)
    ok = d->off[i] - d->off[i - 1] == (ptrdiff_t) w->elem_size;
  if (!ok)
    hpc__walk_free (w);
  return ok;
}

/* Else such a section (a user operator's or max/min-location's, or
   one whose rows lie apart) is folded from a row-major copy of its held
   elements, packed running along that dimension: folded in place in
   row-major order, every element would be a cache miss.  So when S's
   walk runs across
   the storage order, *W := a walk of such a copy (scratch.c says why it
   is kept) and *YCOPY := the same copy of T's elements (when T), and
   the result is 1.  Else 0.  */
static int
staged (const char *fn, const struct hpc_section *s,
	const struct hpc_section *t, struct hpc__walk *w, void **ycopy)
{
  const struct hpc_array *a = s->array;
  if (s->rank < 2 || s->adim[s->rank - 1] == a->order[a->rank - 1])
    return 0;
  struct hpc__walk full;
  hpc__walk_make (fn, &full, s);
  if (!hpc__walk_across (&full))
    {
      hpc__walk_free (&full);
      return 0;
    }
  hpc__walk_stage (fn, w, &full, 0);
  hpc__walk_free (&full);
  if (t)
    {
      struct hpc__walk wt;
      hpc__walk_make (fn, &full, t);
      hpc__walk_stage (fn, &wt, &full, 1);
      *ycopy = wt.base;
      hpc__walk_free (&wt);
      hpc__walk_free (&full);
    }
  return 1;
}

/* Reduce X (elements of ES bytes; 0: any) and, when Y is not NULL, the
   aligned Y alongside, into RESULT by OP.  */
static void
reduce (const char *fn, const void *x, const void *y, size_t es,
	const struct op *op, void *result)
{
  hpc__collective (fn);
  struct hpc_section xt, yt;
  const struct hpc_section *s = hpc__section_arg (fn, x, &xt), *t = NULL;
  if (es && s->array->elem_size != es)
    hpc__fatal (fn, "%s has %zu-byte elements, this call takes %zu-byte "
		"ones", s->array->name, s->array->elem_size, es);
  if (y)
    {
      t = hpc__section_arg (fn, y, &yt);
      if (!hpc__sections_aligned (s, t))
	hpc__fatal (fn, "%s and %s are not identically distributed; "
		    "hpc_remap one first", s->array->name, t->array->name);
    }
  struct hpc__walk w;
  struct hpc__progression prog;
  void *ystaged = NULL;
  void *acc = hpc__xcalloc (fn, op->acc_size);
  if (by_columns (fn, op, s, t, &w))
    {
      fold (fn, &w, NULL, t ? t->array->base : NULL, op, 1, acc);
      combine (fn, s, w.count, acc, op, result);
    }
  else if (staged (fn, s, t, &w, &ystaged))
    {
      fold (fn, &w, NULL, ystaged, op, 0, acc);
      combine (fn, s, w.count, acc, op, result);
    }
  else
    {
      /* T read at S's offsets; a long innermost dimension (a 1-D array)
	 walked without a list of its positions: building one cost more
	 than the fold.  */
      void *ycopy = t ? stored_like (fn, s, t, &yt) : NULL;
      int closed = hpc__walk_make_rows (fn, &w, s, &prog);
      fold (fn, &w, closed ? &prog : NULL,
	    t ? (ycopy ? yt.array->base : t->array->base) : NULL, op, 0,
	    acc);
      combine (fn, s, closed ? w.count * prog.n : w.count, acc, op, result);
      if (ycopy)
	hpc__array_free (ycopy);
    }
  free (acc);
  hpc__walk_free (&w);
}

/* ACC = ACC op V, for an OP written in terms of r and v (ACC must not
   be named r or v).  */
#define APPLY(A, OP, ACC, V)                                               \
  do                                                                       \
    {                                                                      \
      A r = (ACC), v = (V);                                                \
      OP;                                                                  \
      (ACC) = r;                                                           \
    }                                                                      \
  while (0)

/* The pieces_fn and cols_fn kernels NAME##_pieces and NAME##_cols of
   an operator with elements of type T, accumulators of type A and
   identity ID: ELEM (A, OP, a, xp, yp, i) sets a = a op element i of xp
   (and yp).  The columns' loop over rows is vectorised, each lane doing
   a row's operations in order (so the bits are the scalar loop's); -O2's
   very cheap cost model refuses it for want of a known trip count.  */
#define PIECES_AND_COLS(NAME, T, A, ID, ELEM, OP)                          \
  static void NAME##_pieces (void *res, const char *const *x,             \
			     const char *const *y, const long *n, long k)   \
  {                                                                        \
    A *out = res;                                                          \
    long i = 0;                                                            \
    for (; i + 4 <= k; i += 4)                                             \
      {                                                                    \
	const T *x0 = (const T *) x[i], *x1 = (const T *) x[i + 1];        \
	const T *x2 = (const T *) x[i + 2], *x3 = (const T *) x[i + 3];    \
	const T *y0 = (const T *) y[i], *y1 = (const T *) y[i + 1];        \
	const T *y2 = (const T *) y[i + 2], *y3 = (const T *) y[i + 3];    \
	A a0 = ID, a1 = ID, a2 = ID, a3 = ID;                              \
	long m = n[i];                                                     \
	for (int s = 1; s < 4; s++)                                        \
	  m = n[i + s] < m ? n[i + s] : m;                                 \
	_Pragma ("GCC unroll 8")                                           \
	for (long q = 0; q < m; q++)                                       \
	  {                                                                \
	    ELEM (A, OP, a0, x0, y0, q);                                   \
	    ELEM (A, OP, a1, x1, y1, q);                                   \
	    ELEM (A, OP, a2, x2, y2, q);                                   \
	    ELEM (A, OP, a3, x3, y3, q);                                   \
	  }                                                                \
	for (long q = m; q < n[i]; q++)                                    \
	  ELEM (A, OP, a0, x0, y0, q);                                     \
	for (long q = m; q < n[i + 1]; q++)                                \
	  ELEM (A, OP, a1, x1, y1, q);                                     \
	for (long q = m; q < n[i + 2]; q++)                                \
	  ELEM (A, OP, a2, x2, y2, q);                                     \
	for (long q = m; q < n[i + 3]; q++)                                \
	  ELEM (A, OP, a3, x3, y3, q);                                     \
	out[i] = a0, out[i + 1] = a1, out[i + 2] = a2, out[i + 3] = a3;    \
      }                                                                    \
    for (; i < k; i++)                                                     \
      {                                                                    \
	const T *xi = (const T *) x[i], *yi = (const T *) y[i];            \
	A a = ID;                                                          \
	for (long q = 0; q < n[i]; q++)                                    \
	  ELEM (A, OP, a, xi, yi, q);                                      \
	out[i] = a;                                                        \
      }                                                                    \
  }                                                                        \
  __attribute__ ((optimize ("tree-vectorize", "vect-cost-model=dynamic"))) \
  static void NAME##_cols (void *res, const char *x, const char *y,        \
			   long nr, const ptrdiff_t *coff, long nc)        \
  {                                                                        \
    A *out = res;                                                          \
    long c = 0;                                                            \
    for (; c + 4 <= nc; c += 4)                                            \
      {                                                                    \
	const T *x0 = (const T *) (x + coff[c]);                           \
	const T *x1 = (const T *) (x + coff[c + 1]);                       \
	const T *x2 = (const T *) (x + coff[c + 2]);                       \
	const T *x3 = (const T *) (x + coff[c + 3]);                       \
	const T *y0 = y ? (const T *) (y + coff[c]) : NULL;                \
	const T *y1 = y ? (const T *) (y + coff[c + 1]) : NULL;            \
	const T *y2 = y ? (const T *) (y + coff[c + 2]) : NULL;            \
	const T *y3 = y ? (const T *) (y + coff[c + 3]) : NULL;            \
	for (long row = 0; row < nr; row++)                                \
	  {                                                                \
	    A a = out[row];                                                \
	    ELEM (A, OP, a, x0, y0, row);                                  \
	    ELEM (A, OP, a, x1, y1, row);                                  \
	    ELEM (A, OP, a, x2, y2, row);                                  \
	    ELEM (A, OP, a, x3, y3, row);                                  \
	    out[row] = a;                                                  \
	  }                                                                \
      }                                                                    \
    for (; c < nc; c++)                                                    \
      {                                                                    \
	const T *xc = (const T *) (x + coff[c]);                           \
	const T *yc = y ? (const T *) (y + coff[c]) : NULL;                \
	for (long row = 0; row < nr; row++)                                \
	  ELEM (A, OP, out[row], xc, yc, row);                             \
      }                                                                    \
  }

/* a = a OP element I of XP, for a typed reduction (no second operand).  */
#define TYPED_ELEM(A, OP, a, xp, yp, i)                                    \
  do                                                                       \
    {                                                                      \
      APPLY (A, OP, a, (xp)[i]);                                           \
      (void) (yp);                                                         \
    }                                                                      \
  while (0)

/* One typed reduction NAME over elements of type T into an accumulator
   of type A, starting from ID; OP updates *a with v.  */
#define TYPED(NAME, T, A, ID, OP)                                          \
  static void NAME##_run (void *acc, const char *x, const char *y, long n)  \
  {                                                                        \
    A a = *(A *) acc;                                                      \
    const T *row = (const T *) x;                                          \
    (void) y;                                                              \
    _Pragma ("GCC unroll 8")                                               \
    for (long i = 0; i < n; i++)                                           \
      APPLY (A, OP, a, row[i]);                                            \
    *(A *) acc = a;                                                        \
  }                                                                        \
  static void NAME##_step (void *acc, const char *x, const char *y,       \
			   const struct hpc__walk_dim *in, long pos,       \
			   const void *ctx)                                \
  {                                                                        \
    (void) pos, (void) ctx;                                                \
    if (row_contiguous (in, sizeof (T)))                                   \
      {                                                                    \
	NAME##_run (acc, x + in->off[0], y, in->n);                        \
	return;                                                            \
      }                                                                    \
    A a = *(A *) acc;                                                      \
    for (long i = 0; i < in->n; i++)                                       \
      APPLY (A, OP, a, *(const T *) (x + in->off[i]));                     \
    *(A *) acc = a;                                                        \
  }                                                                        \
  PIECES_AND_COLS (NAME, T, A, ID, TYPED_ELEM, OP)                       \
  static void NAME##_comb (void *acc, const void *x, const void *ctx)      \
  {                                                                        \
    (void) ctx;                                                            \
    APPLY (A, OP, *(A *) acc, *(const A *) x);                             \
  }                                                                        \
  static void NAME##_comb_run (void *acc, const void *x, long n)           \
  {                                                                        \
    A a = *(A *) acc;                                                      \
    const A *part = x;                                                     \
    for (long i = 0; i < n; i++)                                           \
      APPLY (A, OP, a, part[i]);                                           \
    *(A *) acc = a;                                                        \
  }                                                                        \
  A NAME (const void *x)                                                   \
  {                                                                        \
    A id = ID, r;                                                          \
    const struct op op = { NAME##_step, NAME##_run, NAME##_pieces,         \
			   NAME##_cols, NAME##_comb, NAME##_comb_run,      \
			   NULL, sizeof (A), &id };                        \
    reduce (#NAME, x, NULL, sizeof (T), &op, &r);                          \
    return r;                                                              \
  }

#define SUM r += v
#define PROD r *= v
#define MAX if (v > r) r = v
#define MIN if (v < r) r = v

TYPED (hpc_sum_float, float, double, 0, SUM)
TYPED (hpc_sum_double, double, double, 0, SUM)
TYPED (hpc_sum_int, int, long, 0, SUM)
TYPED (hpc_sum_long, long, long, 0, SUM)
TYPED (hpc_prod_float, float, double, 1, PROD)
TYPED (hpc_prod_double, double, double, 1, PROD)
TYPED (hpc_prod_int, int, long, 1, PROD)
TYPED (hpc_prod_long, long, long, 1, PROD)
TYPED (hpc_max_float, float, double, -HUGE_VAL, MAX)
TYPED (hpc_max_double, double, double, -HUGE_VAL, MAX)
TYPED (hpc_max_int, int, long, LONG_MIN, MAX)
TYPED (hpc_max_long, long, long, LONG_MIN, MAX)
TYPED (hpc_min_float, float, double, HUGE_VAL, MIN)
TYPED (hpc_min_double, double, double, HUGE_VAL, MIN)
TYPED (hpc_min_int, int, long, LONG_MAX, MIN)
TYPED (hpc_min_long, long, long, LONG_MAX, MIN)
TYPED (hpc_any_true, int, int, 0, r = r || v)
TYPED (hpc_all_true, int, int, 1, r = r && v)

/* ------------------------------------------------ max/min-location */

/* The best value so far and its row-major position (-1: none yet).  */
struct loc_d
{
  double v;
  long pos;
};
struct loc_l
{
  long v;
  long pos;
};

/* Whether V beats W (compared, not subtracted: longs may overflow).  */
#define BETTER(v, w, sign) ((sign) > 0 ? (v) > (w) : (v) < (w))

/* Steps keep the first position of the best value: elements arrive in
   increasing position, so only a strictly better one replaces it; the
   combination breaks ties by the lower position.  SIGN is +1 for max.  */
#define LOC(NAME, T, L, SIGN)                                              \
  static void NAME##_step (void *acc, const char *x, const char *y,       \
			   const struct hpc__walk_dim *in, long pos,       \
			   const void *ctx)                                \
  {                                                                        \
    struct L *a = acc;                                                     \
    (void) y, (void) ctx;                                                  \
    for (long i = 0; i < in->n; i++)                                       \
      {                                                                    \
	__typeof__ (a->v) v = *(const T *) (x + in->off[i]);               \
	if (a->pos < 0 || BETTER (v, a->v, SIGN))                          \
	  a->v = v, a->pos = pos + in->k[i];                               \
      }                                                                    \
  }                                                                        \
  static void NAME##_comb (void *acc, const void *x, const void *ctx)      \
  {                                                                        \
    struct L *a = acc;                                                     \
    const struct L *b = x;                                                 \
    (void) ctx;                                                            \
    if (b->pos >= 0                                                        \
	&& (a->pos < 0 || BETTER (b->v, a->v, SIGN)                         \
	    || (b->v == a->v && b->pos < a->pos)))                         \
      *a = *b;                                                             \
  }                                                                        \
  __typeof__ (((struct L *) 0)->v) NAME (const void *x, long *index)       \
  {                                                                        \
    struct L id = { 0, -1 }, r;                                            \
    const struct op op = { NAME##_step, NULL, NULL, NULL, NAME##_comb,     \
			   NULL, NULL, sizeof r, &id };                    \
    reduce (#NAME, x, NULL, sizeof (T), &op, &r);                          \
    loc_index (#NAME, x, r.pos, index);                                    \
    return r.v;                                                            \
  }

/* INDEX = the array's global indices of row-major section position POS
   of X (all -1 for POS -1).  */
static void
loc_index (const char *fn, const void *x, long pos, long *index)
{
  struct hpc_section tmp;
  const struct hpc_section *s = hpc__section_arg (fn, x, &tmp);
  const struct hpc_array *a = s->array;
  if (!index)
    hpc__fatal (fn, "NULL index");
  for (int d = 0; d < a->rank; d++)
    index[d] = pos < 0 ? -1 : s->dim[d].lo;	/* scalar entries */
  /* Section dimensions in the section's order (hpc_permute's too).  */
  for (int k = s->rank - 1; k >= 0 && pos >= 0; k--)
    {
      const struct hpc_section_dim *t = &s->dim[s->adim[k]];
      index[s->adim[k]] = t->lo + (pos % t->count) * t->st;
      pos /= t->count;
    }
}

LOC (hpc_maxloc_float, float, loc_d, 1)
LOC (hpc_maxloc_double, double, loc_d, 1)
LOC (hpc_minloc_float, float, loc_d, -1)
LOC (hpc_minloc_double, double, loc_d, -1)
LOC (hpc_maxloc_int, int, loc_l, 1)
LOC (hpc_maxloc_long, long, loc_l, 1)
LOC (hpc_minloc_int, int, loc_l, -1)
LOC (hpc_minloc_long, long, loc_l, -1)

/* ------------------------------------------------ user operators */

struct user_op
{
  hpc_reduce_fn op;
};

static void
user_step (void *acc, const char *x, const char *y,
	   const struct hpc__walk_dim *in, long pos, const void *ctx)
{
  (void) y, (void) pos;
  for (long i = 0; i < in->n; i++)
    ((const struct user_op *) ctx)->op (acc, x + in->off[i]);
}

static void
user_comb (void *acc, const void *x, const void *ctx)
{
  ((const struct user_op *) ctx)->op (acc, x);
}

void
hpc_reduce (void *result, const void *a, hpc_reduce_fn op,
	    const void *identity, size_t elem_size)
{
  if (!op || !identity || !result)
    hpc__fatal ("hpc_reduce", "NULL operator, identity or result");
  struct user_op u = { op };
  const struct op uop = { user_step, NULL, NULL, NULL, user_comb, NULL, &u,
			  elem_size, identity };
  reduce ("hpc_reduce", a, NULL, elem_size, &uop, result);
}

/* ------------------------------------------------ dot products */

/* a += element I of XP times that of YP, in double.  */
#define DOT_ELEM(A, OP, a, xp, yp, i) ((a) += (double) (xp)[i] * (yp)[i])

#define DOT(NAME, T)                                                       \
  static void NAME##_run (void *acc, const char *x, const char *y, long n)  \
  {                                                                        \
    double r = *(double *) acc;                                            \
    const T *u = (const T *) x, *v = (const T *) y;                        \
    _Pragma ("GCC unroll 8")                                               \
    for (long i = 0; i < n; i++)                                           \
      r += (double) u[i] * v[i];                                           \
    *(double *) acc = r;                                                   \
  }                                                                        \
  static void NAME##_step (void *acc, const char *x, const char *y,       \
			   const struct hpc__walk_dim *in, long pos,       \
			   const void *ctx)                                \
  {                                                                        \
    (void) pos, (void) ctx;                                                \
    if (row_contiguous (in, sizeof (T)))                                   \
      {                                                                    \
	NAME##_run (acc, x + in->off[0], y + in->off[0], in->n);           \
	return;                                                            \
      }                                                                    \
    double r = *(double *) acc;                                            \
    for (long i = 0; i < in->n; i++)                                       \
      r += (double) *(const T *) (x + in->off[i])                          \
	   * *(const T *) (y + in->off[i]);                                \
    *(double *) acc = r;                                                   \
  }                                                                        \
  PIECES_AND_COLS (NAME, T, double, 0, DOT_ELEM, )                        \
  double NAME (const void *a, const void *b)                               \
  {                                                                        \
    double id = 0, r;                                                      \
    const struct op op = { NAME##_step, NAME##_run, NAME##_pieces,         \
			   NAME##_cols, sum_comb, sum_comb_run, NULL,      \
			   sizeof r, &id };                                \
    reduce (#NAME, a, b, sizeof (T), &op, &r);                             \
    return r;                                                              \
  }

static void
sum_comb (void *acc, const void *x, const void *ctx)
{
  (void) ctx;
  *(double *) acc += *(const double *) x;
}

static void
sum_comb_run (void *acc, const void *x, long n)
{
  double a = *(double *) acc;
  for (long i = 0; i < n; i++)
    a += ((const double *) x)[i];
  *(double *) acc = a;
}

DOT (hpc_dot_float, float)
DOT (hpc_dot_double, double)
