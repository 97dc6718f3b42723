/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* range-brute.c - libhpc's range maths checked exhaustively against brute
   force: every kind (block with ghosts, cyclic, block-cyclic, irregular,
   subranges of each and subranges of those), n = 0..40 (subranges of
   parents up to 22), P = 1..5, every coordinate, every global index and
   every triplet lo:hi:st (clipped ones and empty ones included), the
   triplets of an over widened into the ghosts (hpc_expand); then
   spot checks of triplets over n = 10^13, where the Euclid steps need
   wide arithmetic.

   The model of a distribution is just the owner of each global index,
   written from the definitions (block: the c with c*B <= g < (c+1)*B;
   subrange element k: the parent's owner of lo + k*st, ...); storage
   offsets, counts and local triplets are then read off it by counting.
   The ranges are built with the maths-level constructors for a stand-in
   grid of P coordinates, so one process checks every coordinate.  A last
   part checks the public constructors' interning on a 1-process grid.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include <hpc.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef MAX_N
#define MAX_N 40		/* base ranges: n = 0..MAX_N */
#endif
#ifndef MAX_SUB_N
#define MAX_SUB_N 22		/* parents of subranges: n = 0..MAX_SUB_N */
#endif
#ifndef MAX_P
#define MAX_P 5
#endif

static unsigned long checks, failures;

#define CHECK(cond, ...)                                                \
  do {                                                                  \
    checks++;                                                           \
    if (__builtin_expect (!(cond), 0))                                  \
      fail (m, __VA_ARGS__);                                            \
  } while (0)

/* A distribution by brute force: the owner of every global index.  */
struct model
{
  char what[160];		/* how it was built, for messages */
  long n;
  int p, ghost_lo, ghost_hi;
  int owner[MAX_N + 1];
};

static void __attribute__ ((format (printf, 2, 3)))
fail (const struct model *m, const char *fmt, ...)
{
  va_list ap;

  if (++failures > 30)
    return;
  fprintf (stderr, "range-brute: FAIL %s: ", m->what);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
}

/* ------------------------------------------------------------ models */

static void
model_block (struct model *m, long n, int p, int glo, int ghi)
{
  long b = (n + p - 1) / p;

  snprintf (m->what, sizeof m->what, "block(n=%ld,P=%d,ghost %d/%d)", n, p,
	    glo, ghi);
  m->n = n, m->p = p, m->ghost_lo = glo, m->ghost_hi = ghi;
  for (long g = 0; g < n; g++)
    for (int c = 0; c < p; c++)
      if (c * b <= g && g < (c + 1) * b)
	m->owner[g] = c;
}

static void
model_sizes (struct model *m, const long *sizes, int p, int glo, int ghi)
{
  long g = 0;

  m->p = p, m->ghost_lo = glo, m->ghost_hi = ghi;
  for (int c = 0; c < p; c++)
    for (long i = 0; i < sizes[c]; i++)
      m->owner[g++] = c;
  m->n = g;
  snprintf (m->what, sizeof m->what, "irregular(n=%ld,P=%d,sizes", g, p);
  for (int c = 0; c < p; c++)
    snprintf (m->what + strlen (m->what), 8, " %ld", sizes[c]);
  strcat (m->what, ")");
}

static void
model_block_cyclic (struct model *m, long n, int p, long b)
{
  snprintf (m->what, sizeof m->what, "block_cyclic(n=%ld,P=%d,b=%ld)", n, p,
	    b);
  m->n = n, m->p = p, m->ghost_lo = m->ghost_hi = 0;
  for (long g = 0; g < n; g++)
    m->owner[g] = (g / b) % p;
}

static void
model_cyclic (struct model *m, long n, int p)
{
  model_block_cyclic (m, n, p, 1);
  snprintf (m->what, sizeof m->what, "cyclic(n=%ld,P=%d)", n, p);
}

static void
model_sub (struct model *m, const struct model *x, long lo, long hi, long st)
{
  snprintf (m->what, sizeof m->what, "sub(%.100s,%ld:%ld:%ld)", x->what, lo,
	    hi, st);
  m->n = hi < lo ? 0 : (hi - lo) / st + 1;
  m->p = x->p, m->ghost_lo = m->ghost_hi = 0;
  for (long k = 0; k < m->n; k++)
    m->owner[k] = x->owner[lo + k * st];
}

/* ------------------------------------------------------------ checks */

/* Storage offsets on coordinate C: OFF[g] for held g (else -1), and the
   model's cut point (indices held by coordinates below C).  */
static long
model_offsets (const struct model *m, int c, long *off, long *cut)
{
  long count = 0;

  *cut = 0;
  for (long g = 0; g < m->n; g++)
    {
      off[g] = m->owner[g] == c ? m->ghost_lo + count++ : -1;
      *cut += m->owner[g] < c;
    }
  return count;
}

static void
check_owners (const struct hpc_range *r, const struct model *m)
{
  CHECK (r->n == m->n, "n %ld, want %ld", r->n, m->n);
  for (long g = 0; g < m->n; g++)
    CHECK (__hpc_range_owner (r, g) == m->owner[g], "owner(%ld) = %d, want %d",
	   g, __hpc_range_owner (r, g), m->owner[g]);
}

/* Offsets both ways, counts, allocation, held_below and the cached fields
   with __hpc_idx, on coordinate C.  */
static void
check_storage (struct hpc_range *r, const struct model *m, int c,
	       const long *off, long count)
{
  long below = 0, alloc = m->ghost_lo + count + m->ghost_hi;

  CHECK (__hpc_range_count (r, c) == count, "c%d count %ld, want %ld", c,
	 __hpc_range_count (r, c), count);
  CHECK (__hpc_range_alloc (r, c) == (alloc > 1 ? alloc : 1),
	 "c%d alloc %ld, want %ld", c, __hpc_range_alloc (r, c), alloc);
  __hpc_range_math_set_coord (r, c);
  CHECK (r->count == count && r->alloc == (alloc > 1 ? alloc : 1),
	 "c%d cached count/alloc %ld/%ld", c, r->count, r->alloc);
  for (long g = -2; g <= m->n + 1; g++)
    {
      long hb = __hpc_range_held_below (r, c, g);
      CHECK (hb == below, "c%d held_below(%ld) = %ld, want %ld", c, g, hb,
	     below);
      if (g < 0 || g >= m->n || off[g] < 0)
	continue;
      below++;
      CHECK (__hpc_range_offset (r, c, g) == off[g],
	     "c%d offset(%ld) = %td, want %ld", c, g,
	     __hpc_range_offset (r, c, g), off[g]);
      CHECK (__hpc_range_global (r, c, off[g]) == g,
	     "c%d global(%ld) = %ld, want %ld", c, off[g],
	     __hpc_range_global (r, c, off[g]), g);
      CHECK (__hpc_idx (r, off[g]) == g, "c%d idx(%ld) = %ld, want %ld", c,
	     off[g], __hpc_idx (r, off[g]), g);
    }
}

/* Ghost cells of a block-like range on C: the GLO cells below its first
   index and the GHI cells above its last, past the global edges too.  */
static void
check_ghosts (struct hpc_range *r, const struct model *m, int c, long cut,
	      long count)
{
  for (long d = -m->ghost_lo; d < count + m->ghost_hi; d++)
    {
      long g = cut + d, o = m->ghost_lo + d;
      if (d >= 0 && d < count)
	continue;
      CHECK (__hpc_range_offset (r, c, g) == o, "c%d ghost offset(%ld) = %td, "
	     "want %ld", c, g, __hpc_range_offset (r, c, g), o);
      CHECK (__hpc_range_global (r, c, o) == g, "c%d ghost global(%ld) = %ld",
	     c, o, __hpc_range_global (r, c, o));
      CHECK (__hpc_idx (r, o) == g, "c%d ghost idx(%ld) = %ld", c, o,
	     __hpc_idx (r, o));
    }
}

/* The local part on C of every triplet inside -B .. n-1+A (strides up to
   3), the indices C holds widened by up to B ghost indices below and A
   above (an over of hpc_expand): the triplet's indices in that window,
   at their ghost or own offsets; nothing where C holds no index.  */
static void
check_ghost_loops (struct hpc_range *r, const struct model *m, int c,
		   long cut, long count)
{
  for (long b = 0; b <= m->ghost_lo; b++)
    for (long a = 0; a <= m->ghost_hi; a++)
      for (long lo = -b; lo <= m->n - 1 + a; lo++)
	for (long hi = lo - 1; hi <= m->n - 1 + a; hi++)
	  for (long st = 1; st <= 3; st++)
	    {
	      struct hpc_loop l;
	      long k = 0;
	      __hpc_range_loop_ghosts (r, c, lo, hi, st, b, a, &l);
	      for (long g = lo; count > 0 && g <= hi; g += st)
		if (g >= cut - b && g < cut + count + a)
		  {
		    long want = m->ghost_lo + g - cut;
		    if (k < l.count)
		      CHECK (__hpc_loop_offset (&l, k) == want, "c%d ghost "
			     "loop %ld:%ld:%ld (%ld, %ld) element %ld at %td, "
			     "want %ld", c, lo, hi, st, b, a, k,
			     __hpc_loop_offset (&l, k), want);
		    k++;
		  }
	      CHECK (l.count == k && l.m == 1 && l.step == st, "c%d ghost "
		     "loop %ld:%ld:%ld (%ld, %ld): count %ld (want %ld), "
		     "pattern %ld, step %td", c, lo, hi, st, b, a, l.count, k,
		     l.m, l.step);
	      __hpc_loop_release (&l);
	    }
}

/* The local part of lo:hi:st on C against the model's elements.  */
static void
check_triplet (const struct hpc_range *r, const struct model *m, int c,
	       const long *off, long lo, long hi, long st)
{
  struct hpc_loop l;
  long k = 0, g = lo < 0 ? lo + (-lo + st - 1) / st * st : lo;

  __hpc_range_loop (r, c, lo, hi, st, &l);
  for (; g <= hi && g < m->n; g += st)
    if (off[g] >= 0)
      {
	if (k < l.count)
	  CHECK (__hpc_loop_offset (&l, k) == off[g], "c%d loop %ld:%ld:%ld "
		 "element %ld at %td, want %ld", c, lo, hi, st, k,
		 __hpc_loop_offset (&l, k), off[g]);
	k++;
      }
  CHECK (l.count == k, "c%d loop %ld:%ld:%ld count %ld, want %ld", c, lo, hi,
	 st, l.count, k);
  CHECK (l.m >= 1 && (l.m == 1 || r->kind >= HPC_RANGE_BLOCK_CYCLIC),
	 "c%d loop %ld:%ld:%ld pattern of %ld on a contiguous or cyclic range",
	 c, lo, hi, st, l.m);
  CHECK (r->kind > HPC_RANGE_CUTS || l.step == st, "c%d loop %ld:%ld:%ld "
	 "step %td on a contiguous range", c, lo, hi, st, l.step);
  __hpc_loop_release (&l);
}

/* Every triplet: lo from -2, hi up to n+1 (clipped to the range),
   hi < lo (empty) included, every stride up to n+1.  */
static void
check_triplets (const struct hpc_range *r, const struct model *m, int c,
		const long *off)
{
  for (long lo = -2; lo < m->n; lo++)
    for (long hi = -1; hi <= m->n + 1; hi++)
      for (long st = 1; st <= m->n + 1; st++)
	check_triplet (r, m, c, off, lo, hi, st);
}

static void
check_range (struct hpc_range *r, const struct model *m)
{
  long off[MAX_N + 1], cut, count;

  check_owners (r, m);
  for (int c = 0; c < m->p; c++)
    {
      count = model_offsets (m, c, off, &cut);
      check_storage (r, m, c, off, count);
      if (r->kind <= HPC_RANGE_CUTS)
	{
	  check_ghosts (r, m, c, cut, count);
	  check_ghost_loops (r, m, c, cut, count);
	}
      check_triplets (r, m, c, off);
    }
  __hpc_range_math_set_coord (r, -1);
  CHECK (r->count == 0 && r->alloc == 1 && __hpc_range_alloc (r, -1) == 1,
	 "outside the grid: count %ld alloc %ld", r->count, r->alloc);
}

/* ------------------------------------------------------------ subranges */

/* Subranges of X (and one subrange of each of those): several first
   indices, strides and last indices, plus an empty one.  */
static void
check_subranges (const struct hpc_range *x, const struct model *mx, int depth)
{
  static const long los[] = { 0, 1, 3 }, sts[] = { 1, 2, 3, 4, 6 };
  struct model m;

  for (size_t i = 0; i < sizeof los / sizeof *los; i++)
    for (size_t j = 0; j < sizeof sts / sizeof *sts; j++)
      {
	long lo = los[i], st = sts[j], hi = mx->n - 1 - (long) (i + j) % 3;
	struct hpc_range *r;
	if (lo >= mx->n)
	  hi = lo - 1;		/* empty */
	r = __hpc_range_math_sub (x, lo, hi, st);
	model_sub (&m, mx, lo, hi, st);
	check_range (r, &m);
	if (depth == 0)
	  check_subranges (r, &m, 1);
	__hpc_range_math_free (r);
      }
}

/* Check R against M, and its subranges for small enough parents.  */
static void
check_all (struct hpc_range *r, const struct model *m)
{
  check_range (r, m);
  if (m->n <= MAX_SUB_N && m->ghost_lo == 0 && m->ghost_hi == 0)
    check_subranges (r, m, 0);
  __hpc_range_math_free (r);
}

/* Size vectors for irregular ranges: all on the last, all on the first,
   every other one empty, and pseudo-random ones with empty processes.  */
static void
irregular_sizes (long n, int p, int variant, long *sizes)
{
  unsigned long s = 2654435761UL * (n * 8 + p) + variant;

  memset (sizes, 0, p * sizeof *sizes);
  for (long i = 0; i < n; i++)
    switch (variant)
      {
      case 0: sizes[p - 1]++; break;
      case 1: sizes[0]++; break;
      case 2: sizes[p == 1 ? 0 : 1 + 2 * (i % (p / 2))]++; break;
      default:
	s = s * 6364136223846793005UL + 1442695040888963407UL;
	sizes[(s >> 33) % p == 0 ? p - 1 : (int) ((s >> 33) % p)]++;
      }
}

static void
check_kinds (long n, int p)
{
  static const long bs[] = { 1, 2, 3, 4, 7, 20 };
  struct model m;

  for (int glo = 0; glo <= 2; glo++)
    for (int ghi = 0; ghi <= 2; ghi++)
      {
	model_block (&m, n, p, glo, ghi);
	check_all (__hpc_range_math_block (n, p, glo, ghi), &m);
      }
  model_cyclic (&m, n, p);
  check_all (__hpc_range_math_cyclic (n, p), &m);
  for (size_t i = 0; i < sizeof bs / sizeof *bs; i++)
    {
      model_block_cyclic (&m, n, p, bs[i]);
      check_all (__hpc_range_math_block_cyclic (n, p, bs[i]), &m);
    }
  for (int v = 0; v < 4; v++)
    {
      long sizes[MAX_P], cuts[MAX_P + 1] = { 0 };
      irregular_sizes (n, p, v, sizes);
      for (int c = 0; c < p; c++)
	cuts[c + 1] = cuts[c] + sizes[c];
      model_sizes (&m, sizes, p, v % 3, v / 2);
      check_all (__hpc_range_math_cuts (p, cuts, v % 3, v / 2), &m);
    }
}

/* ------------------------------------------------------------ large n */

/* Block (B = 0: ceil (n/P)) or block-cyclic (blocks of B) over huge n,
   by the definitions.  */
struct big
{
  long n, b;
  int p;
};

static int
big_owner (const struct big *x, long g)
{
  if (x->b == 0)
    return g / ((x->n + x->p - 1) / x->p);
  return (g / x->b) % x->p;
}

static long
big_offset (const struct big *x, long g)
{
  if (x->b == 0)
    return g - big_owner (x, g) * ((x->n + x->p - 1) / x->p);
  return g / (x->b * x->p) * x->b + g % x->b;
}

/* The local parts of lo:hi:st, which has at most a few hundred elements,
   element by element: the Euclid steps work on numbers near 2^40 here.  */
static void
check_big_triplet (const struct hpc_range *r, const struct big *x,
		   const struct model *m, long lo, long hi, long st)
{
  for (int c = 0; c < x->p; c++)
    {
      struct hpc_loop l;
      long k = 0;
      __hpc_range_loop (r, c, lo, hi, st, &l);
      for (long g = lo; g <= hi && g < x->n; g += st)
	if (big_owner (x, g) == c)
	  {
	    CHECK (__hpc_range_owner (r, g) == c
		   && __hpc_range_offset (r, c, g) == big_offset (x, g)
		   && __hpc_range_held_below (r, c, g) == big_offset (x, g),
		   "c%d index %ld", c, g);
	    if (k < l.count)
	      CHECK (__hpc_loop_offset (&l, k) == big_offset (x, g),
		     "c%d loop %ld:%ld:%ld element %ld", c, lo, hi, st, k);
	    k++;
	  }
      CHECK (l.count == k, "c%d loop %ld:%ld:%ld count %ld, want %ld", c, lo,
	     hi, st, l.count, k);
      __hpc_loop_release (&l);
    }
}

static void
check_large (void)
{
  static const long bs[] = { 0, 1, 1000, 4099 };
  static const int ps[] = { 1, 3, 7 };
  unsigned long s = 12345;
  struct model mm, *m = &mm;

  for (size_t i = 0; i < sizeof bs / sizeof *bs; i++)
    for (size_t j = 0; j < sizeof ps / sizeof *ps; j++)
      {
	struct big x = { 10000000000000L, bs[i], ps[j] };
	long bp = (x.b ? x.b : 1) * x.p;
	long sts[] = { 1, 7, bp - 1, bp, bp + 1, 999999937, 5000000029L };
	struct hpc_range *r = x.b ? __hpc_range_math_block_cyclic (x.n, x.p, x.b)
				  : __hpc_range_math_block (x.n, x.p, 0, 0);
	snprintf (m->what, sizeof m->what, "large(b=%ld,P=%d)", x.b, x.p);
	for (size_t t = 0; t < sizeof sts / sizeof *sts; t++)
	  for (int rep = 0; rep < 20; rep++)
	    {
	      long lo = (long) ((s = s * 6364136223846793005UL + 1) >> 21)
			% x.n, st = sts[t] > 0 ? sts[t] : 1;
	      check_big_triplet (r, &x, m, lo, lo + st * (rep * 15), st);
	    }
	__hpc_range_math_free (r);
      }
}

/* ------------------------------------------------------------ interning */

#define SAME(a, b) CHECK ((a) == (b), "%s and %s differ", #a, #b)
#define DIFF(a, b) CHECK ((a) != (b), "%s and %s are the same", #a, #b)

/* The public constructors on a 1-process grid: equal constructions give
   the same pointer, different ones do not; accessors agree.  */
static void
check_interning (void)
{
  struct model mm = { .what = "public constructors" }, *m = &mm;
  Dimension d = hpc_dim (hpc_procs1 (1), 0);
  Range a = hpc_block_range (10, d, 1), x = hpc_cyclic_range (10, d);
  long sizes[] = { 10 }, cuts[] = { 0, 10 };

  SAME (a, hpc_block_range_ghost (10, d, 1, 1));
  DIFF (a, hpc_block_range (10, d));
  DIFF (a, hpc_block_range_ghost (10, d, 1, 2));
  DIFF (a, hpc_block_range (11, d, 1));
  SAME (x, hpc_cyclic_range (10, d));
  SAME (hpc_block_cyclic_range (10, d, 3), hpc_block_cyclic_range (10, d, 3));
  DIFF (hpc_block_cyclic_range (10, d, 3), hpc_block_cyclic_range (10, d, 2));
  SAME (hpc_block_cyclic_range (10, d, 99), hpc_block_cyclic_range (10, d, 10));
  SAME (hpc_irregular_range (d, sizes), hpc_cut_range (d, cuts));
  SAME (hpc_subrange (a, 1, 9, 3), hpc_subrange (a, 1, 8, 3));
  SAME (hpc_subrange (a, 2, 1, 1), hpc_subrange (a, 5, 4, 3));
  SAME (hpc_subrange (a, 4, 4, 1), hpc_subrange (a, 4, 9, 7));
  DIFF (hpc_subrange (a, 0, 9, 3), hpc_subrange (x, 0, 9, 3));
  SAME (hpc_subrange (hpc_subrange (x, 1, 9, 2), 0, 3, 2),
	hpc_subrange (hpc_subrange (x, 1, 9, 2), 0, 2, 2));
  CHECK (hpc_size (a) == 10 && hpc_local_size (a) == 10
	 && hpc_owner (a, 9) == 0 && a->alloc == 12 && hpc_idx (a, 1) == 0,
	 "accessors of %s", "hpc_block_range (10, d, 1)");
  CHECK (hpc_size (hpc_subrange (x, 1, 9, 2)) == 5
	 && hpc_local_size (hpc_subrange (x, 1, 9, 2)) == 5
	 && hpc_range_dim (x).grid == d.grid, "accessors of %s", "subrange");
}

int
main (void)
{
  clock_t t0 = clock ();

  for (long n = 0; n <= MAX_N; n++)
    for (int p = 1; p <= MAX_P; p++)
      check_kinds (n, p);
  check_large ();
  check_interning ();
  printf ("range-brute: %lu checks over kinds x N x P x triplets, %lu "
	  "failures (%.1f s)\n", checks, failures,
	  (double) (clock () - t0) / CLOCKS_PER_SEC);
  if (failures)
    abort ();
  return 0;
}
