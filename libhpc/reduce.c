/* reduce.c - reductions of arrays and sections (sum, product, max, min,
   max/min-location, any/all, user operators, dot products), with a fixed
   combination order so that every process gets the same bits.

   Each process folds its held elements into a partial result: its rows
   (in row-major order) are cut into at most 64 fixed chunks, each folded
   in order, on OpenMP threads, and the chunks' results are combined in
   chunk order (fold_chunks); then one MPI_Allgather hands every process
   all partials, which it combines in APG rank order.  Nothing depends on
   the number of threads.  A replicated array
   counts once: of the processes holding the same elements (same
   coordinates on every distributed dimension) only the lowest rank's
   partial is used.  The fold makes one call through a pointer per row
   (the innermost section dimension), whose loop over the row's offset
   list the compiler can keep in registers.

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
	 const void *acc, size_t acc_size, comb_fn comb, const void *ctx,
	 const void *identity, void *result)
{
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
  memcpy (result, identity, acc_size);
  for (int r = 0; r < np; r++)
    {
      const char *rr = all + r * rec;
      int first = ((const int *) rr)[0] != 0;
      for (int q = 0; first && q < r; q++)
	first = !same_holder (all + q * rec, rr);
      if (!first)
	continue;
      memcpy (part, rr + REC_HEAD, acc_size);
      comb (result, part, ctx);
    }
  free (part);
  free (mine);
  free (all);
}

/* The state of one process's fold over its rows.  */
struct fold
{
  step_fn step;
  void *acc;
  const char *xb, *yb;
  const void *ctx;
};

static void
fold_row (void *arg, ptrdiff_t row, long pos, const struct hpc__walk_dim *in)
{
  struct fold *f = arg;
  f->step (f->acc, f->xb + row, f->yb ? f->yb + row : NULL, in, pos,
	   f->ctx);
}

/* Fold the rows of W (and of the aligned YB) into ACC: the rows are cut
   into at most FOLD_CHUNKS fixed chunks, folded from the identity each,
   on OpenMP threads when there is enough work, and combined in chunk
   order.  The chunks depend on the number of rows only, so the result
   does not depend on the number of threads.  */
#define FOLD_CHUNKS 64
#define FOLD_PARALLEL_MIN 65536	/* elements worth starting threads for */

static void
fold_chunks (const char *fn, const struct hpc__walk *w, const char *yb,
	     size_t acc_size, step_fn step, comb_fn comb, const void *ctx,
	     const void *identity, void *acc)
{
  long nrows = hpc__walk_nrows (w);
  long nchunks = nrows < FOLD_CHUNKS ? nrows : FOLD_CHUNKS;
  memcpy (acc, identity, acc_size);
  if (nchunks == 0)
    return;
  char *parts = hpc__xcalloc (fn, nchunks * acc_size);
#pragma omp parallel for schedule(static) \
  if (w->count >= FOLD_PARALLEL_MIN && !omp_in_parallel ())
  for (long c = 0; c < nchunks; c++)
    {
      void *part = parts + c * acc_size;
      memcpy (part, identity, acc_size);
      struct fold f = { step, part, w->base, yb, ctx };
      hpc__walk_rows_range (w, c * nrows / nchunks,
			    (c + 1) * nrows / nchunks, fold_row, &f);
    }
  for (long c = 0; c < nchunks; c++)
    comb (acc, parts + c * acc_size, ctx);
  free (parts);
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

/* Reduce X (elements of ES bytes; 0: any) and, when Y is not NULL, the
   aligned Y alongside, into RESULT.  */
static void
reduce (const char *fn, const void *x, const void *y, size_t es,
	size_t acc_size, step_fn step, comb_fn comb, const void *ctx,
	const void *identity, void *result)
{
  hpc__collective (fn);
  struct hpc_section xt, yt;
  const struct hpc_section *s = hpc__section_arg (fn, x, &xt), *t = NULL;
  if (es && s->array->elem_size != es)
    hpc__fatal (fn, "%s has %zu-byte elements, this call takes %zu-byte "
		"ones", s->array->name, s->array->elem_size, es);
  void *ycopy = NULL;
  if (y)
    {
      t = hpc__section_arg (fn, y, &yt);
      if (!hpc__sections_aligned (s, t))
	hpc__fatal (fn, "%s and %s are not identically distributed; "
		    "hpc_remap one first", s->array->name, t->array->name);
      ycopy = stored_like (fn, s, t, &yt);
      if (ycopy)
	t = &yt;
    }
  struct hpc__walk w;
  hpc__walk_make (fn, &w, s);
  void *acc = hpc__xcalloc (fn, acc_size);
  fold_chunks (fn, &w, t ? t->array->base : NULL, acc_size, step, comb,
	       ctx, identity, acc);
  combine (fn, s, w.count, acc, acc_size, comb, ctx, identity, result);
  free (acc);
  hpc__walk_free (&w);
  if (ycopy)
    hpc_array_free (ycopy);
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

/* One typed reduction NAME over elements of type T into an accumulator
   of type A, starting from ID; OP updates *a with v.  */
#define TYPED(NAME, T, A, ID, OP)                                          \
  static void NAME##_step (void *acc, const char *x, const char *y,       \
			   const struct hpc__walk_dim *in, long pos,       \
			   const void *ctx)                                \
  {                                                                        \
    A r = *(A *) acc;                                                      \
    (void) y, (void) pos, (void) ctx;                                      \
    if (row_contiguous (in, sizeof (T)))                                   \
      {                                                                    \
	const T *row = (const T *) (x + in->off[0]);                       \
	for (long i = 0; i < in->n; i++)                                   \
	  {                                                                \
	    A v = row[i];                                                  \
	    OP;                                                            \
	  }                                                                \
      }                                                                    \
    else                                                                   \
      for (long i = 0; i < in->n; i++)                                     \
	{                                                                  \
	  A v = *(const T *) (x + in->off[i]);                             \
	  OP;                                                              \
	}                                                                  \
    *(A *) acc = r;                                                        \
  }                                                                        \
  static void NAME##_comb (void *acc, const void *x, const void *ctx)      \
  {                                                                        \
    A r = *(A *) acc, v = *(const A *) x;                                  \
    (void) ctx;                                                            \
    OP;                                                                    \
    *(A *) acc = r;                                                        \
  }                                                                        \
  A NAME (const void *x)                                                   \
  {                                                                        \
    A id = ID, r;                                                          \
    reduce (#NAME, x, NULL, sizeof (T), sizeof (A), NAME##_step,           \
	    NAME##_comb, NULL, &id, &r);                                   \
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
    reduce (#NAME, x, NULL, sizeof (T), sizeof r, NAME##_step,             \
	    NAME##_comb, NULL, &id, &r);                                   \
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
  for (int d = a->rank - 1; d >= 0; d--)
    {
      const struct hpc_section_dim *t = &s->dim[d];
      if (pos < 0)
	index[d] = -1;
      else if (t->scalar)
	index[d] = t->lo;
      else
	{
	  index[d] = t->lo + (pos % t->count) * t->st;
	  pos /= t->count;
	}
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
  reduce ("hpc_reduce", a, NULL, elem_size, elem_size, user_step, user_comb,
	  &u, identity, result);
}

/* ------------------------------------------------ dot products */

#define DOT(NAME, T)                                                       \
  static void NAME##_step (void *acc, const char *x, const char *y,       \
			   const struct hpc__walk_dim *in, long pos,       \
			   const void *ctx)                                \
  {                                                                        \
    double r = *(double *) acc;                                            \
    (void) pos, (void) ctx;                                                \
    if (row_contiguous (in, sizeof (T)))                                   \
      {                                                                    \
	const T *u = (const T *) (x + in->off[0]);                         \
	const T *v = (const T *) (y + in->off[0]);                         \
	for (long i = 0; i < in->n; i++)                                   \
	  r += (double) u[i] * v[i];                                       \
      }                                                                    \
    else                                                                   \
      for (long i = 0; i < in->n; i++)                                     \
	r += (double) *(const T *) (x + in->off[i])                        \
	     * *(const T *) (y + in->off[i]);                              \
    *(double *) acc = r;                                                   \
  }                                                                        \
  double NAME (const void *a, const void *b)                               \
  {                                                                        \
    double id = 0, r;                                                      \
    reduce (#NAME, a, b, sizeof (T), sizeof r, NAME##_step, sum_comb,      \
	    NULL, &id, &r);                                                \
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
