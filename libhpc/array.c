/* array.c - distributed array descriptors, their local blocks, and the
   registry from a block's address back to its descriptor.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* Library calls receive an array as the address of its local block (what
   the array's name decays to) or as a handle, the address of its
   descriptor (which stays put while the block moves: hpc_redistribute),
   so the registry maps both to the descriptor: two chained hash tables,
   guarded because arrays may be declared inside over bodies that run on
   several threads.  */
static struct hpc_array **buckets, **dbuckets;
static size_t nbuckets, narrays;
static pthread_mutex_t array_lock = PTHREAD_MUTEX_INITIALIZER;

/* Lookups come in runs for the same array (the subscript checks at the
   entry of every inner over loop, once per row), so each thread keeps
   its last answer, valid while no array has left the registry since
   (REMOVALS counts the removals; a block address can only be reused
   after one), under both of its keys: a handle's view is bound by the
   descriptor's address and then queried by the block's.  */
static unsigned long removals;
static __thread struct
{
  const void *p;
  const struct hpc_array *a;
  unsigned long removals;
} last_lookup __attribute__ ((tls_model ("initial-exec")));

static size_t
bucket_of (const void *p, size_t n)
{
  /* Blocks are 64-byte aligned: the low bits carry nothing.  */
  uint64_t h = ((uintptr_t) p >> 6) * 0x9e3779b97f4a7c15u;
  return (size_t) (h >> 32) & (n - 1);
}

/* The bucket of descriptor address P (calloc's: 16-byte aligned).  */
static size_t
dbucket_of (const void *p, size_t n)
{
  uint64_t h = ((uintptr_t) p >> 4) * 0x9e3779b97f4a7c15u;
  return (size_t) (h >> 32) & (n - 1);
}

/* Both tables doubled to N buckets.  */
static void
registry_grow (size_t n)
{
  struct hpc_array **t = calloc (n, sizeof *t), **u = calloc (n, sizeof *u);
  if (!t || !u)
    hpc__fatal ("distributed", "out of memory");
  for (size_t i = 0; i < nbuckets; i++)
    for (struct hpc_array *b = buckets[i], *next; b; b = next)
      {
        next = b->hash_next;
        size_t k = bucket_of (b->base, n), j = dbucket_of (b, n);
        b->hash_next = t[k];
        t[k] = b;
        b->desc_next = u[j];
        u[j] = b;
      }
  free (buckets);
  free (dbuckets);
  buckets = t;
  dbuckets = u;
  nbuckets = n;
}

/* Add A to the registry, doubling the tables when they get full.  */
static void
registry_add (struct hpc_array *a)
{
  pthread_mutex_lock (&array_lock);
  if (narrays >= nbuckets)
    registry_grow (nbuckets ? 2 * nbuckets : 64);
  size_t k = bucket_of (a->base, nbuckets), j = dbucket_of (a, nbuckets);
  a->hash_next = buckets[k];
  buckets[k] = a;
  a->desc_next = dbuckets[j];
  dbuckets[j] = a;
  narrays++;
  pthread_mutex_unlock (&array_lock);
}

/* Unlink A from the descriptor table (the lock held).  */
static void
dtable_unlink (struct hpc_array *a)
{
  for (struct hpc_array **l = &dbuckets[dbucket_of (a, nbuckets)]; *l;
       l = &(*l)->desc_next)
    if (*l == a)
      {
        *l = a->desc_next;
        return;
      }
}

/* Remove and return the descriptor of block BASE, or NULL.  */
static struct hpc_array *
registry_remove (const void *base)
{
  struct hpc_array *a = NULL;
  pthread_mutex_lock (&array_lock);
  if (nbuckets)
    for (struct hpc_array **l = &buckets[bucket_of (base, nbuckets)]; *l;
         l = &(*l)->hash_next)
      if ((*l)->base == base)
        {
          a = *l;
          *l = a->hash_next;
          dtable_unlink (a);
          narrays--;
          __atomic_add_fetch (&removals, 1, __ATOMIC_RELEASE);
          break;
        }
  pthread_mutex_unlock (&array_lock);
  return a;
}

const struct hpc_array *
__hpc_array_lookup (const void *p)
{
  const struct hpc_array *a = NULL;
  if (p && (p == last_lookup.p || p == last_lookup.a)
      && last_lookup.removals == __atomic_load_n (&removals,
                                                  __ATOMIC_ACQUIRE))
    return last_lookup.a;
  pthread_mutex_lock (&array_lock);
  if (nbuckets && p)
    for (a = buckets[bucket_of (p, nbuckets)]; a; a = a->hash_next)
      if (a->base == p)
        break;
  if (nbuckets && p && !a)
    for (a = dbuckets[dbucket_of (p, nbuckets)]; a; a = a->desc_next)
      if (a == p)
        break;
  if (a)
    {
      last_lookup.p = a->base;
      last_lookup.a = a;
      last_lookup.removals = removals;
    }
  pthread_mutex_unlock (&array_lock);
  return a;
}

const struct hpc_array *
hpc__array_get (const char *fn, const void *p)
{
  const struct hpc_array *a = __hpc_array_lookup (p);
  if (!p)
    hpc__fatal (fn, "the array argument is a null handle or pointer, "
                "which names no array (give a handle one with hpc_new)");
  if (!a)
    hpc__fatal (fn, "%p is not a distributed array (pass the array's "
                "name, not a pointer into it)", p);
  return a;
}

void
hpc__arrays_free_all (void)
{
  pthread_mutex_lock (&array_lock);
  for (size_t i = 0; i < nbuckets; i++)
    for (struct hpc_array *a = buckets[i], *next; a; a = next)
      {
        next = a->hash_next;
        free (a->storage);
        free (a);
      }
  free (buckets);
  free (dbuckets);
  buckets = dbuckets = NULL;
  nbuckets = narrays = 0;
  __atomic_add_fetch (&removals, 1, __ATOMIC_RELEASE);
  pthread_mutex_unlock (&array_lock);
}

/* ------------------------------------------------------------ creation */

/* Dimension D's range made over a dimension of a restricted group must
   not be held by processes outside that group: the array (of the APG)
   must then be declared inside the group.  */
static void
check_members (const char *fn, const struct hpc_array *a, int d)
{
  Group members = a->range[d]->members;
  if (!members || hpc__group_subset (hpc_apg (), members))
    return;
  char what[256];
  hpc__group_describe (members, what, sizeof what);
  hpc__fatal (fn, "%s: its range on dimension %d is over a dimension of "
              "%s, but the active process group has processes outside "
              "that group, which would hold the array too; declare it "
              "inside on (that group)", a->name, d, what);
}

/* Fill A's per-dimension fields from RANGES/EXTENTS, checking them.  */
static void
set_dims (const char *fn, struct hpc_array *a, const Range *ranges,
          const long *extents)
{
  for (int d = 0; d < a->rank; d++)
    {
      Range r = ranges ? ranges[d] : NULL;
      a->range[d] = r;
      if (r)
        {
          check_members (fn, a, d);
          a->extent[d] = __hpc_range_alloc (r, r->coord);
          a->global[d] = r->n;
          for (int e = 0; e < d; e++)
            if (r->grid && a->range[e] && a->range[e]->grid == r->grid
                && a->range[e]->dim == r->dim)
              hpc__fatal (fn, "%s: dimensions %d and %d are distributed "
                          "over the same process dimension", a->name, e, d);
          continue;
        }
      if (!extents)
        hpc__fatal (fn, "%s: dimension %d has neither a range nor an "
                    "extent", a->name, d);
      if (extents[d] < 0)
        hpc__fatal (fn, "%s: negative extent %ld in dimension %d", a->name,
                    extents[d], d);
      a->global[d] = extents[d];
      a->extent[d] = extents[d] > 0 ? extents[d] : 1;
    }
}

/* The storage order: the dimensions in order, INNER (if >= 0, a
   sequential dimension) moved innermost.  */
static void
set_order (const char *fn, struct hpc_array *a, int inner)
{
  if (inner >= a->rank || (inner >= 0 && a->range[inner]))
    hpc__fatal (fn, "%s: dimension %d cannot be stored innermost", a->name,
                inner);
  int k = 0;
  for (int d = 0; d < a->rank; d++)
    if (d != inner)
      a->order[k++] = d;
  if (inner >= 0)
    a->order[k] = inner;
}

/* Strides row-major in the storage order, and the element count,
   checking for overflow.  */
static void
set_strides (const char *fn, struct hpc_array *a)
{
  size_t count = 1, bytes;
  for (int k = a->rank - 1; k >= 0; k--)
    {
      int d = a->order[k];
      a->stride[d] = (ptrdiff_t) count;
      if (__builtin_mul_overflow (count, (size_t) a->extent[d], &count)
          || count > PTRDIFF_MAX)
        hpc__fatal (fn, "%s: the local block is too large", a->name);
    }
  if (__builtin_mul_overflow (count, a->elem_size, &bytes))
    hpc__fatal (fn, "%s: the local block is too large", a->name);
  a->count = count;
}

/* A local block of BYTES: aligned for vector loads (set_strides checked
   that the size fits); blocks of HUGE_BLOCK bytes or more on 2 MB
   boundaries with transparent huge pages asked for (Linux: madvise), so
   that sweeps over large arrays take fewer TLB misses, and a fresh
   buffer's first touch takes 512 times fewer page faults.  */
enum { HUGE_PAGE = 2 << 20, HUGE_BLOCK = 4 << 20 };

void *
hpc__block_alloc (size_t bytes)
{
  void *p;
  size_t align = bytes >= HUGE_BLOCK ? HUGE_PAGE : 64;
  if (posix_memalign (&p, align, bytes) != 0)
    return NULL;
#ifdef MADV_HUGEPAGE
  if (bytes >= HUGE_BLOCK)
    madvise (p, bytes / HUGE_PAGE * HUGE_PAGE, MADV_HUGEPAGE);
#endif
  return p;
}

/* Where in its page a local block of BYTES starts, past the boundary
   hpc__block_alloc aligns to: the k-th block of a page or more made by
   this process at 512 bytes times k mod 8 with its three bits reversed
   (0, 2048, 1024, 3072, 512, ...), so that the last few blocks made lie
   as far apart as can be, modulo 4 KB.  Without it, equal blocks start at
   the same offset in their pages (malloc's mmap'd chunks, 2 MB
   boundaries), and a loop storing to one array while it loads the same
   positions of another (out[i][j] += in[i][j + 1] - in[i][j - 1]) loads
   from addresses equal, modulo 4 KB, to the stores just made: the core
   takes each for a dependence on that store and waits for it (4K
   aliasing; doc/internals.md, "Measurements").  */
static size_t
block_stagger (size_t bytes)
{
  static unsigned made;
  if (bytes < 4096)
    return 0;
  unsigned k = __atomic_fetch_add (&made, 1, __ATOMIC_RELAXED) % 8;
  unsigned reversed = (k & 1) << 2 | (k & 2) | (k & 4) >> 2;
  return (size_t) reversed * 512;
}

/* Make an array; FN and NAME for messages.  */
static void *
array_make (const char *fn, size_t elem_size, int rank, const Range *ranges,
            const long *extents, int inner, const char *name)
{
  hpc__ensure_started (fn);
  name = name ? name : "array";
  if (rank < 1 || rank > HPC_MAX_DIMS)
    hpc__fatal (fn, "%s: rank %d; an array has 1 to %d dimensions", name,
                rank, HPC_MAX_DIMS);
  if (elem_size == 0)
    hpc__fatal (fn, "%s: element size 0", name);
  struct hpc_array *a = calloc (1, sizeof *a);
  if (!a)
    hpc__fatal (fn, "%s: out of memory", name);
  a->elem_size = elem_size;
  a->rank = rank;
  a->name = name;
  a->group = hpc_apg ();
  hpc__group_retain (a->group);	/* given back by array_release */
  set_dims (fn, a, ranges, extents);
  for (int d = 0; d < rank; d++)
    hpc__range_retain (a->range[d]);	/* given back by array_release */
  set_order (fn, a, inner);
  set_strides (fn, a);
  size_t bytes = a->count * elem_size, stagger = block_stagger (bytes);
  a->storage = hpc__block_alloc (bytes + stagger);
  if (!a->storage)
    hpc__fatal (fn, "%s: out of memory for a local block of %zu bytes",
                name, bytes);
  a->base = (char *) a->storage + stagger;
  memset (a->base, 0, bytes);
  registry_add (a);
  return a->base;
}

void *
__hpc_array_alloc (size_t elem_size, int rank, const Range *ranges,
                   const long *extents, const char *name)
{
  void *base = array_make ("distributed", elem_size, rank, ranges, extents,
                           -1, name);
  hpc__check_track (__hpc_array_lookup (base));
  return base;
}

void *
hpc__array_alloc_inner (size_t elem_size, int rank, const Range *ranges,
                        const long *extents, int inner, const char *name)
{
  void *base = array_make ("distributed", elem_size, rank, ranges, extents,
                           inner, name);
  hpc__check_track (__hpc_array_lookup (base));
  return base;
}

void *
hpc__array_like (const char *fn, const struct hpc_array *a)
{
  /* set_order moves at most one dimension innermost: when the innermost
     is not the last one, it is the one moved.  */
  int inner = a->order[a->rank - 1] != a->rank - 1 ? a->order[a->rank - 1]
              : -1;
  void *base = array_make (fn, a->elem_size, a->rank, a->range, a->global,
                           inner, a->name);
  ((struct hpc_array *) __hpc_array_lookup (base))->group = a->group;
  return base;
}

void *
hpc_array_new (size_t elem_size, int rank, const Range *ranges,
               const long *extents)
{
  return array_make ("hpc_array_new", elem_size, rank, ranges, extents, -1,
                     NULL);
}

/* Blocks and descriptors kept in check mode after hpc_free, so that no
   later array gets their addresses and a handle still holding one is
   always reported; reachable until the end, for leak checkers.  */
static void **retired;
static size_t nretired, retired_cap;

static void
retire (const char *fn, void *p)
{
  pthread_mutex_lock (&array_lock);
  if (nretired == retired_cap)
    {
      retired_cap = retired_cap ? 2 * retired_cap : 16;
      retired = realloc (retired, retired_cap * sizeof *retired);
      if (!retired)
        hpc__fatal (fn, "out of memory");
    }
  retired[nretired++] = p;
  pthread_mutex_unlock (&array_lock);
}

/* Free block BASE and its descriptor; with KEEP, keep their memory
   (retire).  Works after MPI_Finalize too: the plugin frees block-scope
   arrays at their block's exit, which may come after it.  */
static void
array_release (const char *fn, void *base, int keep)
{
  if (!base)
    return;
  struct hpc_array *a = registry_remove (base);
  if (!a)
    hpc__fatal (fn, "%p is not a distributed array (already freed?)",
                base);
  hpc__check_untrack (a);
  hpc__halo_forget (a);
  hpc__remap_forget (a);
  for (int d = 0; d < a->rank; d++)
    hpc__range_release (a->range[d]);
  hpc__group_release (a->group);
  if (keep)
    {
      retire (fn, a->storage);
      retire (fn, a);
      return;
    }
  free (a->storage);
  free (a);
}

/* The program's frees are collection points (range_life.c); libhpc's
   own scratch arrays are freed by hpc__array_free, which is not, since
   the call freeing one may have been given a temporary range.  */
void
hpc__array_release_handle (const struct hpc_array *a, int keep)
{
  array_release ("hpc_free", a->base, keep);
  hpc__ranges_collect ();
}

/* ------------------------------------------------------------ redistribution */

/* Give A the layout of B (both out of the registry), keeping A's name.  */
static void
take_layout (struct hpc_array *a, const struct hpc_array *b)
{
  a->base = b->base;
  a->storage = b->storage;
  a->group = b->group;
  a->count = b->count;
  a->edge_ghosts = 0;
  memcpy (a->range, b->range, sizeof a->range);
  memcpy (a->extent, b->extent, sizeof a->extent);
  memcpy (a->global, b->global, sizeof a->global);
  memcpy (a->stride, b->stride, sizeof a->stride);
  memcpy (a->order, b->order, sizeof a->order);
}

void
hpc__array_redistribute (const char *fn, const char *where,
                         struct hpc_array *a, const Range *ranges,
                         const long *extents)
{
  if (!hpc__group_subset (a->group, hpc_apg ()))
    hpc__fatal (fn, "%s: '%s' is held by processes outside the active "
                "process group: redistribute it where all of them run",
                where, a->name);
  void *nb = array_make (fn, a->elem_size, a->rank, ranges, extents, -1,
                         a->name);
  struct hpc_array *b = (struct hpc_array *) __hpc_array_lookup (nb);
  for (int d = 0; d < a->rank; d++)
    if (b->global[d] != a->global[d])
      hpc__fatal (fn, "%s: '%s': dimension %d has extent %ld, but the "
                  "extent given is %ld (redistribution keeps the extents)",
                  where, a->name, d, a->global[d], b->global[d]);
  /* Collective over the APG, which must hold both arrays' groups.  */
  hpc_remap (b->base, a->base);
  /* Plans and halo schedules are keyed by descriptor: A's are stale.  */
  hpc__check_untrack (a);
  hpc__halo_forget (a);
  hpc__remap_forget (a);
  hpc__halo_forget (b);
  hpc__remap_forget (b);
  registry_remove (b->base);
  registry_remove (a->base);
  void *old = a->storage;
  for (int d = 0; d < a->rank; d++)
    hpc__range_release (a->range[d]);	/* A takes B's references */
  hpc__group_release (a->group);
  take_layout (a, b);
  free (b);
  free (old);
  registry_add (a);
  hpc__check_track (a);
}

void
hpc_array_free (void *a)
{
  array_release ("hpc_array_free", a, 0);
  hpc__ranges_collect ();
}

void
hpc__array_free (void *a)
{
  array_release ("hpc_array_free", a, 0);
}

/* ------------------------------------------------------------ queries */

/* A's descriptor with 0 <= D < rank checked.  */
static const struct hpc_array *
get_dim (const char *fn, const void *p, int d)
{
  hpc__ensure_started (fn);
  const struct hpc_array *a = hpc__array_get (fn, p);
  if (d < 0 || d >= a->rank)
    hpc__fatal (fn, "%s: dimension %d of an array of rank %d", a->name, d,
                a->rank);
  return a;
}

Range
hpc_array_range (const void *a, int d)
{
  return get_dim ("hpc_array_range", a, d)->range[d];
}

long
hpc_array_extent (const void *a, int d)
{
  return get_dim ("hpc_array_extent", a, d)->extent[d];
}

ptrdiff_t
hpc_array_stride (const void *a, int d)
{
  return get_dim ("hpc_array_stride", a, d)->stride[d];
}

/* Whether global index G of R is held on this process or lies in its
   ghost cells (only contiguous ranges have ghosts).  */
static int
held_here (Range r, long g)
{
  if (r->coord < 0)
    return 0;
  if (g >= 0 && g < r->n && __hpc_range_owner (r, g) == r->coord)
    return 1;
  long end = r->first + r->count;
  return (r->ghost_lo > 0 && g < r->first && g >= r->first - r->ghost_lo)
         || (r->ghost_hi > 0 && g >= end && g < end + r->ghost_hi);
}

ptrdiff_t
hpc_array_offset (const void *p, int d, long g)
{
  const char *fn = "hpc_array_offset";
  const struct hpc_array *a = get_dim (fn, p, d);
  Range r = a->range[d];
  if (!r)
    {
      if (g < 0 || g >= a->global[d])
        hpc__fatal (fn, "%s: index %ld outside 0..%ld of sequential "
                    "dimension %d", a->name, g, a->global[d] - 1, d);
      return g;
    }
  if (!held_here (r, g))
    hpc__fatal (fn, "%s: global index %ld of dimension %d (extent %ld) is "
                "not held on this process", a->name, g, d, r->n);
  return __hpc_range_offset (r, r->coord, g);
}
