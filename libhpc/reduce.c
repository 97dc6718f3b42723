/* reduce.c - reductions of arrays and sections (sum, product, max, min,
   max/min-location, any/all, user operators, dot products), with a fixed
   combination order so that every process gets the same bits.

   Each process folds its held elements into a partial result: they are
   cut, in row-major order (from a row-major copy where the array is
   stored column-wise: staged below), into at most 64 fixed chunks, each
   folded in order, on OpenMP threads, and the chunks' results are
   combined in chunk order (fold_chunks); then one MPI_Allgather hands
   every process all partials, which it combines in APG rank order.
   Nothing depends on the number of threads.  A replicated array counts
   once: of the processes holding the same elements (same
   coordinates on every distributed dimension) only the lowest rank's
   partial is used.  The fold makes one call through a pointer per piece
   of a row (the innermost section dimension), whose loop the compiler
   can keep in registers; the typed operators fold four chunks in one
   loop, so that their chains of dependent additions overlap.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <omp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* acc = acc op each element of a row: element i is at X + IN->off[i]
   (and Y + IN->off[i] in a second, aligned array), at row-major section
   position POS + IN->k[i].  */
typedef void (*step_fn) (void *acc, const char *x, const char *y,
			 const struct hpc__walk_dim *in, long pos,
			 const void *ctx);
/* acc = acc op partial X.  */
typedef void (*comb_fn) (void *acc, const void *x, const void *ctx);

/* acc[s] = acc[s] op each of the N contiguous elements at X[s] (and
   Y[s]), for s = 0 .. 3: four chunks folded in one loop, so that the
   four chains of dependent operations overlap in the processor; each
   chunk still sees its elements in order.  */
typedef void (*step4_fn) (void *const *acc, const char *const *x,
			  const char *const *y, long n);

/* acc = acc op each of the N contiguous elements at X (and Y).  */
typedef void (*run_fn) (void *acc, const char *x, const char *y, long n);

/* A reduction operator: the fold of a piece of a row, of a contiguous
   run and of four at once (NULL: none), the combination of partials,
   its context, the size of an accumulator and the identity.  */
struct op
{
  step_fn step;
  run_fn run;
  step4_fn step4;
  comb_fn comb;
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

/* Fold the four chunks of elements E[s] .. END[s]-1 into ACC[s]
   together while each has elements left in its current row, then each
   one's rest alone.  Contiguous rows only.  */
static void
fold_four (const struct op *op, const struct rows *rw, const char *xb,
	   const char *yb, long *e, const long *end, void *const *acc)
{
  long len = rw->len;
  for (;;)
    {
      const char *x[4], *y[4] = { NULL, NULL, NULL, NULL };
      long m = LONG_MAX;
      for (int s = 0; s < 4 && m > 0; s++)
	{
	  long left = end[s] - e[s], j = e[s] % len;
	  if (len - j < left)
	    left = len - j;
	  if (left < m)
	    m = left;
	  if (left == 0)
	    break;
	  ptrdiff_t o = rw->off[e[s] / len] + elem_off (rw, j);
	  x[s] = xb + o;
	  if (yb)
	    y[s] = yb + o;
	}
      if (m == 0)
	break;
      op->step4 (acc, x, y, m);
      for (int s = 0; s < 4; s++)
	e[s] += m;
    }
  for (int s = 0; s < 4; s++)
    fold_range (op, rw, xb, yb, e[s], end[s], acc[s]);
}

/* Fold the elements of W (and of the aligned YB) into ACC: the
   process's elements, in row-major order, are cut into at most
   FOLD_CHUNKS fixed chunks of (nearly) equal counts, each folded in
   order from the identity, and the chunks' results are combined in
   chunk order.  The chunks depend on the number of elements only, so
   the result does not depend on the number of threads.  The chunks go
   to OpenMP threads four at a time when there is enough work; the four
   are folded in one loop where the rows are contiguous.  */
#define FOLD_CHUNKS 64
#define FOLD_PARALLEL_MIN 65536	/* elements worth starting threads for */

static void
fold_chunks (const char *fn, const struct hpc__walk *w,
	     const struct hpc__progression *prog, const char *yb,
	     const struct op *op, void *acc)
{
  long count = prog ? w->count * prog->n : w->count;
  long nchunks = count < FOLD_CHUNKS ? count : FOLD_CHUNKS;
  size_t as = op->acc_size;
  memcpy (acc, op->identity, as);
  if (nchunks == 0)
    return;
  struct rows rw;
  rows_make (fn, w, prog, &rw);
  int four = op->step4 && rows_contiguous (&rw);
  char *parts = hpc__xcalloc (fn, nchunks * as);
  long ngroups = (nchunks + 3) / 4;
#pragma omp parallel for schedule(static) \
  if (count >= FOLD_PARALLEL_MIN && !omp_in_parallel ())
  for (long g = 0; g < ngroups; g++)
    {
      long c0 = 4 * g, c1 = c0 + 4 < nchunks ? c0 + 4 : nchunks;
      long e[4], end[4];
      void *part[4];
      for (long c = c0; c < c1; c++)
	{
	  part[c - c0] = parts + c * as;
	  memcpy (part[c - c0], op->identity, as);
	  e[c - c0] = c * count / nchunks;
	  end[c - c0] = (c + 1) * count / nchunks;
	}
      if (four && c1 - c0 == 4)
	fold_four (op, &rw, w->base, yb, e, end, part);
      else
	for (long c = c0; c < c1; c++)
	  fold_range (op, &rw, w->base, yb, e[c - c0], end[c - c0],
		      part[c - c0]);
    }
  for (long c = 0; c < nchunks; c++)
    op->comb (acc, parts + c * as, op->ctx);
  free (parts);
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

/* A section of an array the plugin stored with another dimension
   innermost (a[N][x] walked down its columns) is folded from a
   row-major copy of its held elements, packed running along that
   dimension: folded in place in row-major order, every element would be
   a cache miss (20 times slower), and in storage order the bits would
   depend on the layout the plugin chose.  So when S's walk runs across
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
  if (staged (fn, s, t, &w, &ystaged))
    {
      fold_chunks (fn, &w, NULL, ystaged, op, acc);
      combine (fn, s, w.count, acc, op, result);
    }
  else
    {
      /* T read at S's offsets; a long innermost dimension (a 1-D array)
	 walked without a list of its positions: building one cost more
	 than the fold.  */
      void *ycopy = t ? stored_like (fn, s, t, &yt) : NULL;
      int closed = hpc__walk_make_rows (fn, &w, s, &prog);
      fold_chunks (fn, &w, closed ? &prog : NULL,
		   t ? (ycopy ? yt.array->base : t->array->base) : NULL,
		   op, acc);
      combine (fn, s, closed ? w.count * prog.n : w.count, acc, op, result);
      if (ycopy)
	hpc_array_free (ycopy);
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
  static void NAME##_step4 (void *const *acc, const char *const *x,       \
			    const char *const *y, long n)                  \
  {                                                                        \
    A r0 = *(A *) acc[0], r1 = *(A *) acc[1];                              \
    A r2 = *(A *) acc[2], r3 = *(A *) acc[3];                              \
    const T *p0 = (const T *) x[0], *p1 = (const T *) x[1];                \
    const T *p2 = (const T *) x[2], *p3 = (const T *) x[3];                \
    (void) y;                                                              \
    _Pragma ("GCC unroll 8")                                               \
    for (long i = 0; i < n; i++)                                           \
      {                                                                    \
	APPLY (A, OP, r0, p0[i]);                                          \
	APPLY (A, OP, r1, p1[i]);                                          \
	APPLY (A, OP, r2, p2[i]);                                          \
	APPLY (A, OP, r3, p3[i]);                                          \
      }                                                                    \
    *(A *) acc[0] = r0, *(A *) acc[1] = r1;                                \
    *(A *) acc[2] = r2, *(A *) acc[3] = r3;                                \
  }                                                                        \
  static void NAME##_comb (void *acc, const void *x, const void *ctx)      \
  {                                                                        \
    (void) ctx;                                                            \
    APPLY (A, OP, *(A *) acc, *(const A *) x);                             \
  }                                                                        \
  A NAME (const void *x)                                                   \
  {                                                                        \
    A id = ID, r;                                                          \
    const struct op op = { NAME##_step, NAME##_run, NAME##_step4,          \
			   NAME##_comb, NULL, sizeof (A), &id };           \
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
    const struct op op = { NAME##_step, NULL, NULL, NAME##_comb, NULL,     \
			   sizeof r, &id };                                \
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
  const struct op uop = { user_step, NULL, NULL, user_comb, &u, elem_size,
			  identity };
  reduce ("hpc_reduce", a, NULL, elem_size, &uop, result);
}

/* ------------------------------------------------ dot products */

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
  double NAME (const void *a, const void *b)                               \
  {                                                                        \
    double id = 0, r;                                                      \
    const struct op op = { NAME##_step, NAME##_run, NULL, sum_comb, NULL,  \
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

DOT (hpc_dot_float, float)
DOT (hpc_dot_double, double)
