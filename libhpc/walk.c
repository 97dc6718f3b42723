/* walk.c - the elements of a section held by this process, as one list
   of held positions per section dimension, walked in row-major order.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <omp.h>
#include <stdlib.h>
#include <string.h>

/* Room for N entries of dimension S of W.  */
static void
dim_alloc (const char *fn, struct hpc__walk *w, int s, long n)
{
  size_t m = n > 0 ? (size_t) n : 1;
  w->d[s].k = malloc (m * sizeof *w->d[s].k);
  w->d[s].off = malloc (m * sizeof *w->d[s].off);
  if (!w->d[s].k || !w->d[s].off)
    hpc__fatal (fn, "out of memory for a section walk");
  w->d[s].n = 0;
}

/* Byte offset of the scalar entries of S, or -1 when this process does
   not hold them.  */
static ptrdiff_t
scalar_offset (const struct hpc_section *s)
{
  const struct hpc_array *a = s->array;
  ptrdiff_t off = 0;
  for (int d = 0; d < a->rank; d++)
    {
      if (!s->dim[d].scalar)
	continue;
      Range r = a->range[d];
      long g = s->dim[d].lo;
      if (!r)
	off += g * a->stride[d];
      else if (r->coord < 0 || __hpc_range_owner (r, g) != r->coord)
	return -1;
      else
	off += __hpc_range_offset (r, r->coord, g) * a->stride[d];
    }
  return off * (ptrdiff_t) a->elem_size;
}

/* Contiguous and cyclic ranges map storage offsets to global indices
   linearly, so when loop L (over R, for triplet T) is one arithmetic
   run of offsets, its section positions are K0, K0 + DK, ...: whether
   that is so, and K0 and DK.  */
static int
linear_positions (Range r, const struct hpc_section_dim *t,
		  const struct hpc_loop *l, long *k0, long *dk)
{
  if (l->m != 1 || r->kind == HPC_RANGE_BLOCK_CYCLIC
      || r->kind == HPC_RANGE_TABLE)
    return 0;
  *k0 = l->count ? (__hpc_range_global (r, r->coord, l->first) - t->lo)
		   / t->st : 0;
  *dk = l->count > 1 ? (__hpc_range_global (r, r->coord,
					    l->first + l->step) - t->lo)
		       / t->st - *k0 : 1;
  return 1;
}

/* The held positions of section dimension S (array dimension D): all of
   them for a sequential dimension, else the local part of the triplet,
   which __hpc_range_loop gives in O(local) time.  */
static void
dim_fill (const char *fn, struct hpc__walk *w, const struct hpc_section *s,
	  int sd)
{
  const struct hpc_array *a = s->array;
  int d = s->adim[sd];
  const struct hpc_section_dim *t = &s->dim[d];
  Range r = a->range[d];
  ptrdiff_t es = (ptrdiff_t) a->elem_size;
  if (!r)
    {
      dim_alloc (fn, w, sd, t->count);
      for (long k = 0; k < t->count; k++)
	{
	  w->d[sd].k[k] = k;
	  w->d[sd].off[k] = (t->lo + k * t->st) * a->stride[d] * es;
	}
      w->d[sd].n = t->count;
      return;
    }
  struct hpc_loop l;
  __hpc_range_loop (r, r->coord, t->lo, t->hi, t->st, &l);
  dim_alloc (fn, w, sd, l.count);
  long k0, dk;
  int linear = linear_positions (r, t, &l, &k0, &dk);
  for (long i = 0; i < l.count; i++)
    {
      ptrdiff_t o = __hpc_loop_offset (&l, i);
      w->d[sd].k[i] = linear ? k0 + i * dk
		      : (__hpc_range_global (r, r->coord, o) - t->lo) / t->st;
      w->d[sd].off[i] = o * a->stride[d] * es;
    }
  w->d[sd].n = l.count;
  __hpc_loop_release (&l);
}

int
hpc__section_held_at (const struct hpc_section *s, int member,
		      const int *coord)
{
  const struct hpc_array *a = s->array;
  if (!member)
    return 0;
  for (int d = 0; d < a->rank; d++)
    {
      const struct hpc_section_dim *t = &s->dim[d];
      Range r = a->range[d];
      if (!t->scalar && t->count == 0)
	return 0;
      if (r && (coord[d] < 0
		|| (t->scalar && __hpc_range_owner (r, t->lo) != coord[d])))
	return 0;
    }
  return 1;
}

/* Whether this process holds anything of S at all.  */
static int
section_held (const struct hpc_section *s)
{
  const struct hpc_array *a = s->array;
  int coord[HPC_MAX_DIMS];
  for (int d = 0; d < a->rank; d++)
    coord[d] = a->range[d] ? a->range[d]->coord : -1;
  return hpc__section_held_at (s, a->group->member, coord);
}

/* Product of the list lengths: the number of elements walked.  */
static void
set_count (struct hpc__walk *w)
{
  w->count = w->held;
  for (int s = 0; s < w->rank && w->count; s++)
    w->count *= w->d[s].n;
}

void
hpc__walk_head (struct hpc__walk *w, const struct hpc_section *s)
{
  memset (w, 0, sizeof *w);
  w->rank = s->rank;
  w->elem_size = s->array->elem_size;
  w->base = s->array->base;
  memcpy (w->shape, s->shape, sizeof w->shape);
  w->held = section_held (s);
  w->off0 = w->held ? scalar_offset (s) : 0;
}

void
hpc__walk_fill (const char *fn, struct hpc__walk *w,
		const struct hpc_section *s)
{
  if (w->rank > 0 && w->d[0].k)
    return;
  for (int sd = 0; sd < w->rank; sd++)
    if (w->held)
      dim_fill (fn, w, s, sd);
    else
      dim_alloc (fn, w, sd, 0);
  set_count (w);
}

void
hpc__walk_make (const char *fn, struct hpc__walk *w,
		const struct hpc_section *s)
{
  hpc__walk_head (w, s);
  hpc__walk_fill (fn, w, s);
}

/* Whether the held positions of S's innermost dimension form one
   progression, and which (dim_fill's lists, in closed form).  */
static int
inner_progression (const struct hpc_section *s, struct hpc__progression *p)
{
  const struct hpc_array *a = s->array;
  int d = s->adim[s->rank - 1];
  const struct hpc_section_dim *t = &s->dim[d];
  Range r = a->range[d];
  ptrdiff_t stride = a->stride[d] * (ptrdiff_t) a->elem_size;
  if (!r)
    {
      *p = (struct hpc__progression) { t->count, 0, 1, t->lo * stride,
				       t->st * stride };
      return 1;
    }
  struct hpc_loop l;
  __hpc_range_loop (r, r->coord, t->lo, t->hi, t->st, &l);
  long k0, dk;
  int one = linear_positions (r, t, &l, &k0, &dk);
  if (one)
    *p = (struct hpc__progression) { l.count, k0, dk, l.first * stride,
				     l.step * stride };
  __hpc_loop_release (&l);
  return one;
}

int
hpc__walk_make_rows (const char *fn, struct hpc__walk *w,
		     const struct hpc_section *s,
		     struct hpc__progression *inner)
{
  hpc__walk_head (w, s);
  if (!w->held || w->rank == 0 || !inner_progression (s, inner))
    {
      hpc__walk_fill (fn, w, s);
      return 0;
    }
  int last = w->rank - 1;
  for (int sd = 0; sd < last; sd++)
    dim_fill (fn, w, s, sd);
  dim_alloc (fn, w, last, 1);
  w->d[last].k[0] = 0;
  w->d[last].off[0] = 0;
  w->d[last].n = inner->n > 0;
  set_count (w);
  return 1;
}

int
hpc__section_run (const struct hpc_section *s, char **first,
		  ptrdiff_t *step)
{
  if (s->rank > 1 || s->size == 0 || !section_held (s))
    return 0;
  ptrdiff_t es = (ptrdiff_t) s->array->elem_size;
  struct hpc__progression p = { 1, 0, 1, 0, es };
  /* All SIZE positions from 0 up: K0 is 0 and DK 1.  */
  if (s->rank == 1
      && (!inner_progression (s, &p) || p.n != s->size || p.k0 != 0))
    return 0;
  *first = (char *) s->array->base + scalar_offset (s) + p.off0;
  *step = p.n > 1 ? p.doff : es;
  return 1;
}

void
hpc__walk_plain (const char *fn, struct hpc__walk *w, void *buf,
		 size_t elem_size, int rank, const long *shape, int held)
{
  memset (w, 0, sizeof *w);
  w->rank = rank;
  w->elem_size = elem_size;
  w->base = buf;
  w->held = held;
  memcpy (w->shape, shape, rank * sizeof *shape);
  /* Row-major strides of the plain C array, innermost first.  */
  ptrdiff_t stride = (ptrdiff_t) elem_size;
  for (int s = rank - 1; s >= 0; s--)
    {
      long n = held ? shape[s] : 0;
      dim_alloc (fn, w, s, n);
      for (long k = 0; k < n; k++)
	{
	  w->d[s].k[k] = k;
	  w->d[s].off[k] = k * stride;
	}
      w->d[s].n = n;
      stride *= shape[s];
    }
  set_count (w);
}

void
hpc__walk_alloc_like (const char *fn, struct hpc__walk *out,
		      const struct hpc__walk *w)
{
  *out = *w;
  for (int s = 0; s < w->rank; s++)
    dim_alloc (fn, out, s, w->d[s].n);
}

void
hpc__walk_free (struct hpc__walk *w)
{
  for (int s = 0; s < w->rank; s++)
    {
      free (w->d[s].k);
      free (w->d[s].off);
    }
  memset (w, 0, sizeof *w);
}

void
hpc__walk_recount (struct hpc__walk *w)
{
  set_count (w);
}

/* Whether the N offsets OFF advance by exactly ES each: one block.  */
static int
contiguous (const ptrdiff_t *off, long n, size_t es)
{
  for (long i = 1; i < n; i++)
    if (off[i] - off[i - 1] != (ptrdiff_t) es)
      return 0;
  return 1;
}

/* Move the N elements at BASE + OFF[i] to (PACK) or from BUF; constant
   sizes let the compiler turn each memcpy into a move.  */
#define MOVE_LOOP(size)                                                    \
  for (long i = 0; i < n; i++)                                             \
    if (pack)                                                              \
      memcpy (buf + i * (size), base + off[i], (size));                    \
    else                                                                   \
      memcpy (base + off[i], buf + i * (size), (size));

static void
move_row (char *base, const ptrdiff_t *off, long n, size_t es, char *buf,
	  int pack)
{
  switch (es)
    {
    case 4: MOVE_LOOP (4) break;
    case 8: MOVE_LOOP (8) break;
    case 16: MOVE_LOOP (16) break;
    default: MOVE_LOOP (es) break;
    }
}

/* The dimension along which W's elements lie closest in storage, when
   that is not the innermost one (an array the plugin stored with
   another dimension innermost), else -1.  Ties go to the later
   dimension.  */
static int
stored_inner (const struct hpc__walk *w)
{
  int best = -1;
  ptrdiff_t best_step = 0;
  for (int s = 0; s < w->rank; s++)
    if (w->d[s].n >= 2)
      {
	ptrdiff_t step = w->d[s].off[1] - w->d[s].off[0];
	step = step < 0 ? -step : step;
	if (best < 0 || step <= best_step)
	  best = s, best_step = step;
      }
  return best == w->rank - 1 ? -1 : best;
}

/* Move the runs of dimension Q's elements of NG rows (the other
   dimensions' combinations) at byte offsets ROW[g] from W's base, to or
   from the buffer's elements POS[g] + j * MQ, for j along Q, in tiles
   of NG rows by MOVE_TILE positions of Q: each row's piece of the tile
   is a run of adjacent lines of the source, read whole, and the buffer
   lines of the tile's positions, which take the NG rows' elements side
   by side, stay in cache while the tile fills them (the sizes:
   doc/internals.md, "Measurements").  A plain buffer whose
   positions of Q lie a multiple of 1 KB apart (a transpose's of 4096)
   takes tiles one cache line of positions wide instead (tile_of): there
   all the lines a tile writes fall in one set of the L1 cache, which
   holds 8.  16 x 8 tiles moved a transpose fastest, ahead of Open
   MPI's datatype engine, a memcpy call an element.  */
enum { MOVE_ROWS = 16, MOVE_TILE = 128, MOVE_LINE = 64 };

#define MOVE_GROUP(size)                                                   \
  for (long j0 = 0; j0 < in->n; j0 += tile)                                \
    {                                                                      \
      long j1 = j0 + tile < in->n ? j0 + tile : in->n;                     \
      for (int g = 0; g < ng; g++)                                         \
	for (long j = j0; j < j1; j++)                                     \
	  if (pack)                                                        \
	    memcpy (buf + (pos[g] + j * mq) * (size),                      \
		    w->base + row[g] + in->off[j], (size));                \
	  else                                                             \
	    memcpy (w->base + row[g] + in->off[j],                         \
		    buf + (pos[g] + j * mq) * (size), (size));             \
    }

static void
move_group (const struct hpc__walk *w, int q, const ptrdiff_t *row,
	    const long *pos, int ng, long mq, long tile, char *buf, int pack)
{
  const struct hpc__walk_dim *in = &w->d[q];
  switch (w->elem_size)
    {
    case 4: MOVE_GROUP (4) break;
    case 8: MOVE_GROUP (8) break;
    case 16: MOVE_GROUP (16) break;
    default: MOVE_GROUP (w->elem_size) break;
    }
}

/* Row-major multipliers MULT (in elements) of a buffer of W's elements;
   where PITCHED, rows one cache line longer than the innermost
   dimension's count when theirs would be a multiple of 1 KB: a
   power-of-two distance between the positions a tile writes maps them
   all to the same cache sets.  */
static void
buffer_mult (const struct hpc__walk *w, int pitched, long *mult)
{
  long m = 1;
  for (int s = w->rank - 1; s >= 0; s--)
    {
      mult[s] = m;
      m *= w->d[s].n;
      if (s == w->rank - 1 && pitched && (m * w->elem_size) % 1024 == 0)
	m += w->elem_size < 64 && 64 % w->elem_size == 0
	     ? 64 / (long) w->elem_size : 1;
    }
}

/* Byte offset from W's base and buffer position (by MULT) of row R of
   W's rows along dimension Q: the combinations of its other dimensions,
   numbered in row-major order.  */
static void
row_at (const struct hpc__walk *w, int q, const long *mult, long r,
	ptrdiff_t *off, long *pos)
{
  *off = w->off0;
  *pos = 0;
  for (int s = w->rank - 1; s >= 0; s--)
    if (s != q)
      {
	long i = r % w->d[s].n;
	r /= w->d[s].n;
	*off += w->d[s].off[i];
	*pos += i * mult[s];
      }
}

/* The positions of Q a tile of move_group spans (by MOVE_ROWS rows) for
   elements of size ES into a buffer where they lie MQ apart.  */
static long
tile_of (size_t es, long mq)
{
  if ((mq * es) % 1024 != 0)
    return MOVE_TILE;
  return es < MOVE_LINE ? MOVE_LINE / (long) es : 1;
}

/* hpc__walk_move along dimension Q (stored_inner), MOVE_ROWS rows at a
   time, on OpenMP threads when there is enough to move, with the buffer
   laid out by MULT: the elements of a run of Q lie MULT[Q] apart there.
   Walked row-major, every element would be a cache miss.  */
#define MOVE_PARALLEL_MIN (1L << 20)	/* bytes worth starting threads for */

static void
move_across (const struct hpc__walk *w, int q, char *buf, int pack,
	     char *dbase, const long *mult)
{
  size_t es = w->elem_size;
  const struct hpc__walk_dim *in = &w->d[q];
  int block = contiguous (in->off, in->n, es);
  long nrows = 1, tile = tile_of (es, mult[q]);
  for (int s = 0; s < w->rank; s++)
    if (s != q)
      nrows *= w->d[s].n;
  long ngroups = (nrows + MOVE_ROWS - 1) / MOVE_ROWS;
#pragma omp parallel for schedule(static) \
  if (nrows * in->n * es >= MOVE_PARALLEL_MIN && !omp_in_parallel ())
  for (long g = 0; g < ngroups; g++)
    {
      long pos[MOVE_ROWS];
      ptrdiff_t row[MOVE_ROWS];
      int ng = 0;
      for (long r = g * MOVE_ROWS; r < nrows && ng < MOVE_ROWS; r++)
	{
	  row_at (w, q, mult, r, &row[ng], &pos[ng]);
	  ptrdiff_t o = row[ng] + in->off[0];
	  if (dbase && block)
	    memmove (dbase + o, w->base + o, in->n * es);
	  else if (dbase)
	    for (long k = 0; k < in->n; k++)
	      memcpy (dbase + row[ng] + in->off[k], w->base + row[ng]
		      + in->off[k], es);
	  else
	    ng++;
	}
      if (ng > 0)
	move_group (w, q, row, pos, ng, mult[q], tile, buf, pack);
    }
}

/* Advance the outer indices I[0 .. INNER-1] of W to the next row, like
   an odometer; return the outermost dimension that changed, -1 after the
   last row.  */
static int
next_row (const struct hpc__walk *w, long *i, int inner)
{
  int s = inner - 1;
  while (s >= 0 && ++i[s] == w->d[s].n)
    i[s--] = 0;
  return s;
}

void
hpc__walk_move (const struct hpc__walk *w, void *buffer, int pack,
		void *dbase)
{
  if (w->count == 0)
    return;
  int q = stored_inner (w);
  if (q >= 0)
    {
      long mult[HPC_MAX_DIMS];
      buffer_mult (w, 0, mult);
      move_across (w, q, buffer, pack, dbase, mult);
      return;
    }
  char *buf = buffer;
  size_t es = w->elem_size;
  int inner = w->rank - 1;
  /* The innermost list is moved row by row: one memcpy when its
     elements are adjacent in storage, a tight loop otherwise.  */
  const struct hpc__walk_dim *in = inner >= 0 ? &w->d[inner] : NULL;
  static const ptrdiff_t zero = 0;
  const ptrdiff_t *ioff = in ? in->off : &zero;
  long n = in ? in->n : 1;
  int block = contiguous (ioff, n, es);
  long i[HPC_MAX_DIMS] = { 0 };
  ptrdiff_t acc[HPC_MAX_DIMS + 1];
  acc[0] = w->off0;
  for (int from = 0;;)
    {
      for (int s = from; s < inner; s++)
	acc[s + 1] = acc[s] + w->d[s].off[i[s]];
      ptrdiff_t row = acc[inner > 0 ? inner : 0];
      if (dbase && block)
	memmove ((char *) dbase + row + ioff[0], w->base + row + ioff[0],
		 n * es);
      else if (dbase)
	for (long k = 0; k < n; k++)
	  memcpy ((char *) dbase + row + ioff[k], w->base + row + ioff[k],
		  es);
      else if (block && pack)
	memcpy (buf, w->base + row + ioff[0], n * es);
      else if (block)
	memcpy (w->base + row + ioff[0], buf, n * es);
      else
	move_row (w->base + row, ioff, n, es, buf, pack);
      buf += n * es;
      int s = next_row (w, i, inner);
      if (s < 0)
	return;
      from = s;
    }
}

int
hpc__walk_across (const struct hpc__walk *w)
{
  return w->count > 0 && stored_inner (w) >= 0;
}

void
hpc__walk_stage (const char *fn, struct hpc__walk *out,
		 const struct hpc__walk *w, int slot)
{
  long mult[HPC_MAX_DIMS];
  buffer_mult (w, 1, mult);
  long rows = w->rank > 0 ? w->d[0].n * mult[0] : 1;
  char *buf = hpc__scratch (fn, slot, rows * w->elem_size);
  int q = stored_inner (w);
  if (w->count > 0)
    move_across (w, q >= 0 ? q : w->rank - 1, buf, 1, NULL, mult);
  hpc__walk_alloc_like (fn, out, w);
  out->base = buf;
  out->off0 = 0;
  for (int s = 0; s < w->rank; s++)
    {
      for (long i = 0; i < w->d[s].n; i++)
	{
	  out->d[s].k[i] = w->d[s].k[i];
	  out->d[s].off[i] = i * mult[s] * (ptrdiff_t) w->elem_size;
	}
      out->d[s].n = w->d[s].n;
    }
  hpc__walk_recount (out);
}

long
hpc__walk_nrows (const struct hpc__walk *w)
{
  if (w->count == 0)
    return 0;
  return w->rank > 0 ? w->count / w->d[w->rank - 1].n : 1;
}

void
hpc__walk_rows (const struct hpc__walk *w, hpc__row_fn f, void *arg)
{
  if (w->count == 0)
    return;
  static const long zero_k = 0;
  static const ptrdiff_t zero_off = 0;
  static const struct hpc__walk_dim one = { 1, (long *) &zero_k,
					    (ptrdiff_t *) &zero_off };
  int inner = w->rank - 1;
  const struct hpc__walk_dim *in = inner >= 0 ? &w->d[inner] : &one;
  long i[HPC_MAX_DIMS] = { 0 };
  ptrdiff_t acc[HPC_MAX_DIMS + 1];
  long pacc[HPC_MAX_DIMS + 1];
  long mult[HPC_MAX_DIMS];
  long m = 1;
  for (int s = w->rank - 1; s >= 0; s--)
    {
      mult[s] = m;
      m *= w->shape[s];
    }
  acc[0] = w->off0;
  pacc[0] = 0;
  for (int from = 0;;)
    {
      for (int s = from; s < inner; s++)
	{
	  acc[s + 1] = acc[s] + w->d[s].off[i[s]];
	  pacc[s + 1] = pacc[s] + w->d[s].k[i[s]] * mult[s];
	}
      int top = inner > 0 ? inner : 0;
      f (arg, acc[top], pacc[top], in);
      int s = next_row (w, i, inner);
      if (s < 0)
	return;
      from = s;
    }
}


