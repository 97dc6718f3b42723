/* range_math.c - distribution maths of every range kind, for any coordinate
   (owner, storage offsets, counts, local triplets); no MPI.

   Every function takes the coordinate C explicitly, so one process can
   answer for all of them (remap plans, the unit tests).  The layout and
   the formulas are described at struct hpc_range in hpc_abi.h.  Costs:
   O(1) for BLOCK, CYCLIC and BLOCK_CYCLIC, O(log P) or O(log m) for CUTS
   and TABLE look-ups, O(m log m) for a patterned triplet; nothing is ever
   proportional to n.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ arithmetic */

static long
lmin (long a, long b)
{
  return a < b ? a : b;
}

static long
lmax (long a, long b)
{
  return a > b ? a : b;
}

/* A mod B in 0..B-1 for any sign of A (B > 0).  */
static long
pmod (long a, long b)
{
  long r = a % b;
  return r < 0 ? r + b : r;
}

/* ceil (A / B) for A >= 0, B > 0.  */
static long
ceil_div (long a, long b)
{
  return a / b + (a % b != 0);
}

static long
gcd (long a, long b)
{
  while (b != 0)
    {
      long t = a % b;
      a = b;
      b = t;
    }
  return a;
}

/* The inverse of A modulo M (gcd (A, M) = 1, M > 0), by extended Euclid.  */
static long
inverse_mod (long a, long m)
{
  long r0 = m, r1 = pmod (a, m), s0 = 0, s1 = 1;
  while (r1 != 0)
    {
      long q = r0 / r1, t;
      t = r0 - q * r1, r0 = r1, r1 = t;
      t = s0 - q * s1, s0 = s1, s1 = t;
    }
  return pmod (s0, m);
}

/* A * B mod M for 0 <= A, B < M: the product may not fit in a long.  */
static long
mul_mod (long a, long b, long m)
{
  if (((unsigned long) a | (unsigned long) b) < 1UL << 31)
    return a * b % m;		/* the usual case: no wide division */
#ifdef __SIZEOF_INT128__
  __extension__ typedef __int128 wide;
  return (long) ((wide) a * b % m);
#else
  long r = 0;			/* double and add: every sum stays below 2M */
  for (; b > 0; b >>= 1, a = (a >= m - a) ? a - (m - a) : a + a)
    if (b & 1)
      r = (r >= m - a) ? r - (m - a) : r + a;
  return r;
#endif
}

/* ------------------------------------------------------------ the kinds */

static int
contiguous (const struct hpc_range *r)
{
  return r->kind == HPC_RANGE_BLOCK || r->kind == HPC_RANGE_CUTS;
}

/* m_c: positions per period that C holds.  */
static long
per_m (const struct hpc_range *r, int c)
{
  switch (r->kind)
    {
    case HPC_RANGE_CYCLIC:
      return 1;
    case HPC_RANGE_BLOCK_CYCLIC:
      return r->block;
    default:
      return r->pstart[c + 1] - r->pstart[c];
    }
}

/* pos_c[j]: the J-th position of the period that C holds.  */
static long
per_pos (const struct hpc_range *r, int c, long j)
{
  switch (r->kind)
    {
    case HPC_RANGE_CYCLIC:
      return c;
    case HPC_RANGE_BLOCK_CYCLIC:
      return c * r->block + j;
    default:
      return r->pos[r->pstart[c] + j];
    }
}

/* Owner of position P of the period.  */
static int
per_owner (const struct hpc_range *r, long p)
{
  switch (r->kind)
    {
    case HPC_RANGE_CYCLIC:
      return (int) p;
    case HPC_RANGE_BLOCK_CYCLIC:
      return (int) (p / r->block);
    default:
      return r->owner_tab[p];
    }
}

/* Rank of position P among its owner's positions.  */
static long
per_rank (const struct hpc_range *r, long p)
{
  switch (r->kind)
    {
    case HPC_RANGE_CYCLIC:
      return 0;
    case HPC_RANGE_BLOCK_CYCLIC:
      return p % r->block;
    default:
      return r->rank_tab[p];
    }
}

/* Positions below X (0 <= X <= L) that C holds: a binary search for
   tables, whose positions are sorted.  */
static long
per_below (const struct hpc_range *r, int c, long x)
{
  const long *p;
  long lo = 0, hi;

  switch (r->kind)
    {
    case HPC_RANGE_CYCLIC:
      return x > c;
    case HPC_RANGE_BLOCK_CYCLIC:
      return lmin (lmax (x - c * r->block, 0), r->block);
    default:
      p = r->pos + r->pstart[c];
      hi = per_m (r, c);
      while (lo < hi)
	{
	  long mid = lo + (hi - lo) / 2;
	  if (p[mid] < x)
	    lo = mid + 1;
	  else
	    hi = mid;
	}
      return lo;
    }
}

/* ------------------------------------------------------------ look-ups */

int
__hpc_range_owner (const struct hpc_range *r, long g)
{
  long lo = 0, hi = r->nprocs;

  if (r->kind == HPC_RANGE_BLOCK)
    return (int) (g / r->block);
  if (!contiguous (r))
    return per_owner (r, g % r->period);
  /* The last c with cuts[c] <= g; empty coordinates (equal cuts) are
     skipped because the search takes the last one.  */
  while (hi - lo > 1)
    {
      long mid = lo + (hi - lo) / 2;
      if (r->cuts[mid] <= g)
	lo = mid;
      else
	hi = mid;
    }
  return (int) lo;
}

ptrdiff_t
__hpc_range_offset (const struct hpc_range *r, int c, long g)
{
  if (contiguous (r))
    return g - r->cuts[c] + r->ghost_lo;
  return (g / r->period) * per_m (r, c) + per_rank (r, g % r->period);
}

long
__hpc_range_global (const struct hpc_range *r, int c, ptrdiff_t off)
{
  long m;

  if (contiguous (r))
    return off - r->ghost_lo + r->cuts[c];
  m = per_m (r, c);
  return (off / m) * r->period + per_pos (r, c, off % m);
}

/* The static workers below are what libhpc calls itself: calls to the
   exported names would go through the PLT and never be inlined.  */
static long
held_below (const struct hpc_range *r, int c, long g)
{
  if (c < 0)
    return 0;
  g = lmin (lmax (g, 0), r->n);
  if (contiguous (r))
    return lmin (lmax (g, r->cuts[c]), r->cuts[c + 1]) - r->cuts[c];
  return (g / r->period) * per_m (r, c) + per_below (r, c, g % r->period);
}

static long
range_alloc (const struct hpc_range *r, int c)
{
  if (c < 0)
    return 1;
  return lmax (1, r->ghost_lo + held_below (r, c, r->n) + r->ghost_hi);
}

long
__hpc_range_held_below (const struct hpc_range *r, int c, long g)
{
  return held_below (r, c, g);
}

long
__hpc_range_count (const struct hpc_range *r, int c)
{
  return held_below (r, c, r->n);
}

long
__hpc_range_alloc (const struct hpc_range *r, int c)
{
  return range_alloc (r, c);
}

/* ------------------------------------------------------------ triplets */

/* An empty or arithmetic local triplet.  */
static void
loop_run (struct hpc_loop *out, long count, ptrdiff_t first, ptrdiff_t step)
{
  out->count = count;
  out->first = count > 0 ? first : 0;
  out->step = step;
  out->m = 1;
  out->heap = NULL;
  out->pat[0] = 0;
}

/* Contiguous kinds: the triplet's elements inside the window W0..W1 of
   global indices C stores (its own [cuts[c], cuts[c+1]), or that widened
   into its ghosts), LO and HI already inside the index space.  */
static void
loop_window (const struct hpc_range *r, int c, long lo, long hi, long st,
	     long w0, long w1, struct hpc_loop *out)
{
  long a = lmax (lo, w0), b = lmin (hi, w1);
  /* Unit strides (inner overs, many set up once a row) need no division.  */
  long g0 = st == 1 ? a : lo + ceil_div (a - lo, st) * st;
  long count = st == 1 ? b - g0 + 1 : (b - g0) / st + 1;

  if (g0 > b)
    loop_run (out, 0, 0, st);
  else
    loop_run (out, count, g0 - r->cuts[c] + r->ghost_lo, st);
}

static void
loop_contiguous (const struct hpc_range *r, int c, long lo, long hi, long st,
		 struct hpc_loop *out)
{
  loop_window (r, c, lo, hi, st, r->cuts[c], r->cuts[c + 1] - 1, out);
}

static void
loop_free (struct hpc_loop *l)
{
  free (l->heap);
  l->heap = NULL;
}

static int
cmp_offset (const void *a, const void *b)
{
  ptrdiff_t x = *(const ptrdiff_t *) a, y = *(const ptrdiff_t *) b;
  return (x > y) - (x < y);
}

/* A pattern of M offsets (sorted, relative to the first) that is itself
   evenly spaced over the period S is a plain run: turn it into one, so
   cyclic-like and unit-stride block-cyclic loops need no pattern.  */
static void
loop_simplify (struct hpc_loop *out)
{
  const ptrdiff_t *p = __hpc_loop_pattern (out);
  ptrdiff_t d = out->step / out->m;

  if (out->step % out->m != 0)
    return;
  for (long i = 0; i < out->m; i++)
    if (p[i] != i * d)
      return;
  loop_free (out);
  out->step = d;
  out->m = 1;
}

/* Periodic kinds.  Local offsets are increasing in the global index, so
   the triplet's part on C is the set of local offsets in [l_lo, l_hi)
   (the held indices from LO to HI) lying in some residue classes mod
   S = (st / g) * m_c, g = gcd (L, st).  Position j (global t*L + pos_c[j],
   local t*m_c + j) is in the triplet iff t*L = lo - pos_c[j] (mod st):
   solvable iff g divides lo - pos_c[j], then t is fixed mod st / g, which
   gives one residue per solvable j.  Each residue's first offset >= l_lo
   lies in [l_lo, l_lo + S); sorted, they are the pattern.  */
static void
loop_periodic (const struct hpc_range *r, int c, long lo, long hi, long st,
	       struct hpc_loop *out)
{
  long m = per_m (r, c), L = r->period;
  long l_lo = held_below (r, c, lo), l_hi = held_below (r, c, hi + 1);
  long g = gcd (L, st), stg = st / g, S = stg * m;
  long inv = inverse_mod (L / g, stg), count = 0, np = 0;
  ptrdiff_t *p;

  loop_run (out, 0, 0, S);
  if (l_lo >= l_hi)
    return;
  p = out->pat;
  if (m > HPC_LOOP_INLINE)
    p = out->heap = malloc (m * sizeof *p);
  if (!p)
    hpc__fatal ("over", "out of memory for a loop pattern of %ld", m);
  for (long j = 0; j < m; j++)
    {
      long d = lo - per_pos (r, c, j), t, first;
      if (pmod (d, g) != 0)
	continue;
      t = mul_mod (pmod (d / g, stg), inv, stg);
      first = l_lo + pmod (t * m + j - l_lo, S);
      if (first >= l_hi)
	continue;
      p[np++] = first;
      count += (l_hi - 1 - first) / S + 1;
    }
  if (np == 0)
    {
      loop_free (out);
      return;
    }
  if (np > 1)
    qsort (p, np, sizeof *p, cmp_offset);
  out->count = count;
  out->first = p[0];
  out->m = np;
  for (long i = np - 1; i >= 0; i--)
    p[i] -= p[0];
  loop_simplify (out);
}

void
__hpc_range_loop (const struct hpc_range *r, int c, long lo, long hi,
		  long st, struct hpc_loop *out)
{
  if (st <= 0)
    hpc__fatal ("over", "stride %ld is not positive", st);
  /* Clip to 0..n-1 keeping LO's residue mod ST.  */
  if (lo < 0)
    lo += ceil_div (-lo, st) * st;
  hi = lmin (hi, r->n - 1);
  if (c < 0 || lo > hi)
    {
      loop_run (out, 0, 0, st);
      return;
    }
  /* A stride past HI picks LO alone; shrinking it keeps the arithmetic
     below from overflowing.  Contiguous loops still report the stride
     given, which code compiled for a literal stride compares with.  */
  if (contiguous (r))
    {
      loop_contiguous (r, c, lo, hi, lmin (st, hi - lo + 1), out);
      out->step = st;
    }
  else
    loop_periodic (r, c, lo, hi, lmin (st, hi - lo + 1), out);
}

void
__hpc_range_loop_ghosts (const struct hpc_range *r, int c, long lo, long hi,
			 long st, long wlo, long whi, struct hpc_loop *out)
{
  if (wlo == 0 && whi == 0)
    {
      __hpc_range_loop (r, c, lo, hi, st, out);
      return;
    }
  /* Only contiguous kinds have ghosts (the caller checked the widths);
     a coordinate holding nothing has no neighbours' copies either.  HI
     past the last index reached is cut, which keeps HI - LO + 1 small.  */
  hi = lmin (hi, r->n - 1 + whi);
  if (c < 0 || lo > hi || r->cuts[c] == r->cuts[c + 1])
    {
      loop_run (out, 0, 0, st);
      return;
    }
  loop_window (r, c, lo, hi, lmin (st, hi - lo + 1), r->cuts[c] - wlo,
	       r->cuts[c + 1] - 1 + whi, out);
  out->step = st;
}

void
__hpc_loop_release (struct hpc_loop *l)
{
  loop_free (l);
}

/* ------------------------------------------------------------ building */

static void *
xcalloc (size_t n, size_t size)
{
  void *p = calloc (n ? n : 1, size);
  if (!p)
    hpc__fatal ("range", "out of memory for a range table of %zu entries", n);
  return p;
}

static struct hpc_range *
range_new (int kind, long n, int p)
{
  struct hpc_range *r = xcalloc (1, sizeof *r);
  r->kind = kind;
  r->n = n;
  r->nprocs = p;
  r->coord = -1;
  r->alloc = 1;
  return r;
}

struct hpc_range *
__hpc_range_math_cuts (int p, const long *cuts, int ghost_lo, int ghost_hi)
{
  struct hpc_range *r = range_new (HPC_RANGE_CUTS, cuts[p], p);
  long *k = xcalloc (p + 1, sizeof *k);

  memcpy (k, cuts, (p + 1) * sizeof *k);
  r->cuts = k;
  r->ghost_lo = ghost_lo;
  r->ghost_hi = ghost_hi;
  return r;
}

struct hpc_range *
__hpc_range_math_block (long n, int p, int ghost_lo, int ghost_hi)
{
  struct hpc_range *r = range_new (HPC_RANGE_BLOCK, n, p);
  long *k = xcalloc (p + 1, sizeof *k);

  r->block = ceil_div (n, p);
  for (int c = 0; c <= p; c++)
    k[c] = lmin (n, c * r->block);
  r->cuts = k;
  r->ghost_lo = ghost_lo;
  r->ghost_hi = ghost_hi;
  return r;
}

struct hpc_range *
__hpc_range_math_cyclic (long n, int p)
{
  struct hpc_range *r = range_new (HPC_RANGE_CYCLIC, n, p);
  r->block = 1;
  r->period = p;
  return r;
}

struct hpc_range *
__hpc_range_math_block_cyclic (long n, int p, long b)
{
  struct hpc_range *r = range_new (HPC_RANGE_BLOCK_CYCLIC, n, p);
  r->block = b;
  r->period = b * p;
  return r;
}

/* The cut points of X if it is contiguous, block-cyclic and cyclic
   ranges of at most one period included (their blocks are in order);
   NULL if it is not.  Allocated.  */
static long *
contiguous_cuts (const struct hpc_range *x)
{
  long *k;

  if (!contiguous (x) && (x->kind == HPC_RANGE_TABLE || x->period < x->n))
    return NULL;
  k = xcalloc (x->nprocs + 1, sizeof *k);
  for (int c = 0; c <= x->nprocs; c++)
    k[c] = contiguous (x) ? x->cuts[c] : lmin (x->n, c * x->block);
  return k;
}

/* Subrange of a contiguous range: element k goes to the coordinate whose
   cut interval holds lo + k*st, so its cuts are ceil ((cut - lo) / st).  */
static struct hpc_range *
sub_contiguous (const long *pc, int p, long lo, long count, long st)
{
  long *k = xcalloc (p + 1, sizeof *k);
  struct hpc_range *r;

  for (int c = 0; c <= p; c++)
    k[c] = lmin (ceil_div (lmax (pc[c] - lo, 0), st), count);
  r = __hpc_range_math_cuts (p, k, 0, 0);
  free (k);
  return r;
}

/* Subrange of a periodic range of period Lp: its period is
   L = Lp / gcd (st, Lp) (no more than COUNT: one period is enough then).
   Fill the tables from the owner of each position, positions grouped by
   owner in increasing order (a counting sort).  */
static struct hpc_range *
sub_periodic (const struct hpc_range *x, long lo, long count, long st)
{
  long lp = x->period, L = lmin (lp / gcd (st % lp, lp), count);
  struct hpc_range *r = range_new (HPC_RANGE_TABLE, count, x->nprocs);
  int *own = xcalloc (L, sizeof *own);
  long *rank = xcalloc (L, sizeof *rank), *pos = xcalloc (L, sizeof *pos);
  long *start = xcalloc (x->nprocs + 1, sizeof *start);

  for (long j = 0, q = pmod (lo, lp); j < L; j++, q = (q + st % lp) % lp)
    {
      own[j] = per_owner (x, q);
      rank[j] = start[own[j] + 1]++;
    }
  for (int c = 0; c < x->nprocs; c++)
    start[c + 1] += start[c];
  for (long j = 0; j < L; j++)
    pos[start[own[j]] + rank[j]] = j;
  r->period = L;
  r->owner_tab = own;
  r->rank_tab = rank;
  r->pos = pos;
  r->pstart = start;
  return r;
}

struct hpc_range *
__hpc_range_math_sub (const struct hpc_range *x, long lo, long hi, long st)
{
  long count = hi < lo ? 0 : (hi - lo) / st + 1;
  long *pc = count > 0 ? contiguous_cuts (x) : NULL;
  struct hpc_range *r;

  if (count == 0)
    {
      long *zero = xcalloc (x->nprocs + 1, sizeof *zero);
      r = __hpc_range_math_cuts (x->nprocs, zero, 0, 0);
      free (zero);
    }
  else if (pc)
    r = sub_contiguous (pc, x->nprocs, lo, count, st);
  else
    r = sub_periodic (x, lo, count, st);
  free (pc);
  r->parent = x;
  r->sub_lo = lo;
  r->sub_st = st;
  return r;
}

/* __hpc_idx of the ranges without a linear form.  Code compiled with
   the current hpc_abi.h calls it for table ranges only; the other kinds
   stay for programs compiled before block-cyclic indices went inline.  */
long
__hpc_idx_general (const struct hpc_range *x, ptrdiff_t i)
{
  switch (x->kind)
    {
    case HPC_RANGE_BLOCK:
    case HPC_RANGE_CUTS:
      return x->first + i - x->ghost_lo;
    case HPC_RANGE_CYCLIC:
      return i * x->period + x->coord;
    case HPC_RANGE_BLOCK_CYCLIC:
      return (i / x->block) * x->period + x->coord * x->block
	     + i % x->block;
    default:
      return (i / x->m) * x->period + x->mypos[i % x->m];
    }
}

/* The linear form of __hpc_idx where there is one (see hpc_abi.h).  */
static void
set_linear_index (struct hpc_range *r)
{
  r->idx_linear = 1;
  if (contiguous (r))
    {
      r->idx_mul = 1;
      r->idx_add = r->first - r->ghost_lo;
    }
  else if (r->kind == HPC_RANGE_CYCLIC
	   || (r->kind == HPC_RANGE_BLOCK_CYCLIC && r->block == 1))
    {
      r->idx_mul = r->period;
      r->idx_add = r->coord;
    }
  else
    {
      /* Read by __hpc_idx's block-cyclic arithmetic (hpc_abi.h).  */
      r->idx_linear = 0;
      r->idx_mul = 0;
      r->idx_add = r->kind == HPC_RANGE_BLOCK_CYCLIC
		   ? (long) r->coord * r->block : 0;
    }
}

void
__hpc_range_math_set_coord (struct hpc_range *r, int c)
{
  int held = c >= 0;

  r->coord = c;
  r->count = held_below (r, c, r->n);
  r->alloc = range_alloc (r, c);
  r->first = held && contiguous (r) ? r->cuts[c] : 0;
  r->m = held && !contiguous (r) ? per_m (r, c) : 0;
  r->mypos = held && r->kind == HPC_RANGE_TABLE ? r->pos + r->pstart[c] : NULL;
  set_linear_index (r);
}

void
__hpc_range_math_free (struct hpc_range *r)
{
  if (!r)
    return;
  free ((void *) r->cuts);
  free ((void *) r->owner_tab);
  free ((void *) r->rank_tab);
  free ((void *) r->pos);
  free ((void *) r->pstart);
  free (r);
}
