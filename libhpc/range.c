/* range.c - Range objects: the public constructors (checked, interned) and
   accessors.  The distribution maths lives in range_math.c.

   Interning: equal constructions return the same pointer, so code (and
   users) may compare ranges with ==, which is how arrays are known to be
   aligned.  "Equal" means the same kind, extent, process dimension and
   parameters (ghost widths, block size, cut points; for a subrange the same
   parent and the same elements).  Each construction returns a reference
   (a subrange holds one of its parent); a range no one holds any more
   leaves the table when range_life.c collects it, and the next equal
   construction builds a fresh one.  The rest go at shut-down
   (hpc__ranges_free_all).  Constructors are local calls and may run on
   several OpenMP threads at once, hence the lock.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A construction, as compared for interning.  */
struct range_key
{
  int kind;			/* enum hpc_range_kind, or 0: a subrange */
  long n;			/* subranges: the element count */
  Group grid;
  Group members;		/* the subgroup asked of, or NULL */
  int dim, nprocs;
  int ghost_lo, ghost_hi;
  long block;			/* BLOCK_CYCLIC only */
  const long *cuts;		/* CUTS only: nprocs + 1 entries */
  Range parent;			/* subranges: parent, first index, stride */
  long lo, st;
};

pthread_mutex_t hpc__range_lock = PTHREAD_MUTEX_INITIALIZER;
static struct hpc_range **buckets;
static size_t nbuckets, nranges;

/* ------------------------------------------------------------ interning */

static unsigned long
mix (unsigned long h, unsigned long v)
{
  return (h ^ v) * 0x100000001b3UL;	/* FNV-1a step, a word at a time */
}

static unsigned long
key_hash (const struct range_key *k)
{
  unsigned long h = 0xcbf29ce484222325UL;

  h = mix (h, k->kind);
  h = mix (h, k->n);
  h = mix (h, (uintptr_t) k->grid);
  h = mix (h, (uintptr_t) k->members);
  h = mix (h, k->dim);
  h = mix (h, k->ghost_lo * 65599UL + k->ghost_hi);
  h = mix (h, k->block);
  h = mix (h, (uintptr_t) k->parent);
  h = mix (h, k->lo);
  h = mix (h, k->st);
  for (int c = 0; k->cuts && c <= k->nprocs; c++)
    h = mix (h, k->cuts[c]);
  return h;
}

static int
key_matches (const struct range_key *k, const struct hpc_range *r)
{
  if (k->kind == 0)
    return r->parent == k->parent && r->sub_lo == k->lo
	   && r->sub_st == k->st && r->n == k->n
	   && r->ghost_lo == k->ghost_lo && r->ghost_hi == k->ghost_hi;
  return !r->parent && r->kind == k->kind && r->n == k->n
	 && r->grid == k->grid && r->members == k->members
	 && r->dim == k->dim
	 && r->ghost_lo == k->ghost_lo && r->ghost_hi == k->ghost_hi
	 && (k->kind != HPC_RANGE_BLOCK_CYCLIC || r->block == k->block)
	 && (k->kind != HPC_RANGE_CUTS
	     || !memcmp (r->cuts, k->cuts, (k->nprocs + 1) * sizeof *k->cuts));
}

/* Double the table when it is full (chains average below one entry).  */
static void
grow_table (void)
{
  size_t size = nbuckets ? 2 * nbuckets : 64;
  struct hpc_range **b = calloc (size, sizeof *b);

  if (!b)
    hpc__fatal ("range", "out of memory for the range table");
  for (size_t i = 0; i < nbuckets; i++)
    for (struct hpc_range *r = buckets[i], *next; r; r = next)
      {
	next = r->hash_next;
	r->hash_next = b[r->hash % size];
	b[r->hash % size] = r;
      }
  free (buckets);
  buckets = b;
  nbuckets = size;
}

/* The range of construction K, built the first time.  */
static struct hpc_range *
build (const struct range_key *k)
{
  struct hpc_range *r;

  switch (k->kind)
    {
    case HPC_RANGE_BLOCK:
      r = __hpc_range_math_block (k->n, k->nprocs, k->ghost_lo, k->ghost_hi);
      break;
    case HPC_RANGE_CUTS:
      r = __hpc_range_math_cuts (k->nprocs, k->cuts, k->ghost_lo,
				 k->ghost_hi);
      break;
    case HPC_RANGE_CYCLIC:
      r = __hpc_range_math_cyclic (k->n, k->nprocs);
      break;
    case HPC_RANGE_BLOCK_CYCLIC:
      r = __hpc_range_math_block_cyclic (k->n, k->nprocs, k->block);
      break;
    default:
      r = __hpc_range_math_sub (k->parent, k->lo,
				k->lo + (k->n - 1) * k->st, k->st);
      r->ghost_lo = k->ghost_lo;	/* contiguous subranges only */
      r->ghost_hi = k->ghost_hi;
    }
  r->grid = k->grid;
  r->members = k->members;
  hpc__group_retain (r->grid);	/* given back when R is freed */
  r->dim = k->dim;
  __hpc_range_math_set_coord (r, hpc_coord (k->grid, k->dim));
  return r;
}

static Range
intern (const struct range_key *k)
{
  unsigned long h = key_hash (k);
  struct hpc_range *r;

  pthread_mutex_lock (&hpc__range_lock);
  if (nranges >= nbuckets)
    grow_table ();
  for (r = buckets[h % nbuckets]; r; r = r->hash_next)
    if (r->hash == h && key_matches (k, r))
      break;
  if (!r)
    {
      r = build (k);
      if (r->parent)
	((struct hpc_range *) r->parent)->refs++;
      r->hash = h;
      r->hash_next = buckets[h % nbuckets];
      buckets[h % nbuckets] = r;
      nranges++;
    }
  r->refs++;
  pthread_mutex_unlock (&hpc__range_lock);
  return r;
}

/* Take R out of the table (the lock held; range_life.c).  */
void
hpc__range_unintern (struct hpc_range *r)
{
  struct hpc_range **p = &buckets[r->hash % nbuckets];
  while (*p != r)
    p = &(*p)->hash_next;
  *p = r->hash_next;
  nranges--;
}

void
hpc__ranges_free_all (void)
{
  pthread_mutex_lock (&hpc__range_lock);
  for (size_t i = 0; i < nbuckets; i++)
    for (struct hpc_range *r = buckets[i], *next; r; r = next)
      {
	next = r->hash_next;
	__hpc_range_math_free (r);
      }
  free (buckets);
  buckets = NULL;
  nbuckets = nranges = 0;
  hpc__range_pending_clear ();
  pthread_mutex_unlock (&hpc__range_lock);
}

/* ------------------------------------------------------------ checks */

void
hpc__range_check (const char *fn, Range x)
{
  if (!x)
    hpc__fatal (fn, "the range is NULL");
}

/* A key for dimension D, checked; returns it with grid, dim and P set.  */
static struct range_key
dim_key (const char *fn, int kind, long n, Dimension d)
{
  struct range_key k;

  memset (&k, 0, sizeof k);
  if (!d.grid)
    hpc__fatal (fn, "the dimension's process grid is NULL");
  if (d.dim < 0 || d.dim >= hpc_ndims (d.grid))
    hpc__fatal (fn, "dimension %d of a grid of %d dimensions", d.dim,
		hpc_ndims (d.grid));
  if (n < 0)
    hpc__fatal (fn, "negative extent %ld", n);
  k.kind = kind;
  k.n = n;
  k.grid = d.grid->root;
  k.members = d.grid != d.grid->root ? d.grid : NULL;
  k.dim = d.dim;
  k.nprocs = hpc_shape (d.grid, d.dim);
  return k;
}

/* ------------------------------------------------------------ constructors */

Range
hpc_block_range_ghost (long n, Dimension d, int ghost_lo, int ghost_hi)
{
  static const char fn[] = "hpc_block_range";
  struct range_key k;

  hpc__ensure_started (fn);
  k = dim_key (fn, HPC_RANGE_BLOCK, n, d);
  if (ghost_lo < 0 || ghost_hi < 0)
    hpc__fatal (fn, "negative ghost width (%d below, %d above)", ghost_lo,
		ghost_hi);
  k.ghost_lo = ghost_lo;
  k.ghost_hi = ghost_hi;
  return intern (&k);
}

Range
hpc_cyclic_range (long n, Dimension d)
{
  struct range_key k;

  hpc__ensure_started ("hpc_cyclic_range");
  k = dim_key ("hpc_cyclic_range", HPC_RANGE_CYCLIC, n, d);
  return intern (&k);
}

Range
hpc_block_cyclic_range (long n, Dimension d, long b)
{
  static const char fn[] = "hpc_block_cyclic_range";
  struct range_key k;

  hpc__ensure_started (fn);
  k = dim_key (fn, HPC_RANGE_BLOCK_CYCLIC, n, d);
  if (b <= 0)
    hpc__fatal (fn, "block size %ld is not positive", b);
  /* Blocks longer than n distribute like blocks of n; clamping keeps the
     period b*P representable and makes them intern together.  */
  k.block = b < n ? b : (n > 0 ? n : 1);
  if (k.block > LONG_MAX / k.nprocs)
    hpc__fatal (fn, "block size %ld times %d processes overflows", b,
		k.nprocs);
  return intern (&k);
}

Range
hpc_cut_range (Dimension d, const long *cuts)
{
  static const char fn[] = "hpc_cut_range";
  struct range_key k;

  hpc__ensure_started (fn);
  k = dim_key (fn, HPC_RANGE_CUTS, 0, d);
  if (!cuts)
    hpc__fatal (fn, "the cut points are NULL");
  if (cuts[0] != 0)
    hpc__fatal (fn, "the first cut point is %ld, not 0", cuts[0]);
  for (int c = 0; c < k.nprocs; c++)
    if (cuts[c + 1] < cuts[c])
      hpc__fatal (fn, "cut points decrease at process %d (%ld, then %ld)",
		  c, cuts[c], cuts[c + 1]);
  k.n = cuts[k.nprocs];
  k.cuts = cuts;
  return intern (&k);
}

Range
hpc_irregular_range (Dimension d, const long *sizes)
{
  static const char fn[] = "hpc_irregular_range";
  struct range_key k;
  long *cuts;
  Range r;

  hpc__ensure_started (fn);
  k = dim_key (fn, HPC_RANGE_CUTS, 0, d);
  if (!sizes)
    hpc__fatal (fn, "the sizes are NULL");
  cuts = malloc ((k.nprocs + 1) * sizeof *cuts);
  if (!cuts)
    hpc__fatal (fn, "out of memory");
  cuts[0] = 0;
  for (int c = 0; c < k.nprocs; c++)
    {
      if (sizes[c] < 0 || sizes[c] > LONG_MAX - cuts[c])
	hpc__fatal (fn, "size %ld of process %d is %s", sizes[c], c,
		    sizes[c] < 0 ? "negative" : "too large");
      cuts[c + 1] = cuts[c] + sizes[c];
    }
  k.n = cuts[k.nprocs];
  k.cuts = cuts;
  r = intern (&k);
  free (cuts);
  return r;
}

/* CUTS (P+1 entries, checked) over dimension D with ghost regions
   GHOST_LO and GHOST_HI wide, interned (ghost_range.c's constructors).  */
Range
hpc__cut_range_intern (const char *fn, Dimension d, const long *cuts,
		       int ghost_lo, int ghost_hi)
{
  struct range_key k = dim_key (fn, HPC_RANGE_CUTS, 0, d);
  k.n = cuts[k.nprocs];
  k.cuts = cuts;
  k.ghost_lo = ghost_lo;
  k.ghost_hi = ghost_hi;
  return intern (&k);
}

/* The subrange of PARENT of N indices from LO at stride ST, with ghost
   regions GHOST_LO and GHOST_HI wide, interned.  */
static Range
intern_subrange (Range parent, long n, long lo, long st, int ghost_lo,
		 int ghost_hi)
{
  struct range_key k;

  memset (&k, 0, sizeof k);
  k.parent = parent;
  k.grid = parent->grid;
  k.members = parent->members;
  k.dim = parent->dim;
  k.nprocs = parent->nprocs;
  k.n = n;
  k.lo = lo;
  k.st = st;
  k.ghost_lo = ghost_lo;
  k.ghost_hi = ghost_hi;
  return intern (&k);
}

Range
hpc_subrange (Range x, long lo, long hi, long st)
{
  static const char fn[] = "hpc_subrange";

  hpc__ensure_started (fn);
  hpc__range_check (fn, x);
  if (st <= 0)
    hpc__fatal (fn, "stride %ld is not positive", st);
  if (hi >= lo && (lo < 0 || hi >= x->n))
    hpc__fatal (fn, "triplet %ld:%ld:%ld outside the range 0..%ld", lo, hi,
		st, x->n - 1);
  /* Normalise so that triplets naming the same elements intern together. */
  long n = hi < lo ? 0 : (hi - lo) / st + 1;
  return intern_subrange (x, n, n > 0 ? lo : 0, n > 1 ? st : 1, 0, 0);
}

/* Subrange S of a contiguous range with ghost regions GHOST_LO and
   GHOST_HI wide: the same indices on the same processes, each process's
   a contiguous run of S's indices, so neighbours in S are neighbours'
   elements as for an irregular block range.  */
Range
hpc__subrange_ghosts (Range s, int ghost_lo, int ghost_hi)
{
  return intern_subrange (s->parent, s->n, s->sub_lo, s->sub_st, ghost_lo,
			  ghost_hi);
}

/* ------------------------------------------------------------ accessors */

long
hpc_size (Range x)
{
  hpc__range_check ("hpc_size", x);
  return x->n;
}

long
hpc_local_size (Range x)
{
  hpc__range_check ("hpc_local_size", x);
  return x->count;
}

int
hpc_owner (Range x, long g)
{
  hpc__range_check ("hpc_owner", x);
  if (g < 0 || g >= x->n)
    hpc__fatal ("hpc_owner", "index %ld outside the range 0..%ld", g,
		x->n - 1);
  return __hpc_range_owner (x, g);
}

Dimension
hpc_range_dim (Range x)
{
  Dimension d;

  hpc__range_check ("hpc_range_dim", x);
  d.grid = x->grid;
  d.dim = x->dim;
  return d;
}
