/* construct.c - the run-time side of the lowered constructs: distributed
   declarations, over loops and at blocks (on blocks are in apg.c).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdarg.h>
#ifdef _OPENMP
#include <omp.h>
#endif

long
__hpc_range_extent (const struct hpc_range *x, const char *what)
{
  if (!x)
    hpc__fatal ("distributed", "array '%s': its range is NULL", what);
  return x->alloc;
}

long
__hpc_local_alloc (const struct hpc_range *x)
{
  return x ? x->alloc : 1;
}

long
__hpc_seq_extent (long n, const char *what)
{
  if (n < 0)
    hpc__fatal ("distributed", "array '%s': negative extent %ld", what, n);
  return n > 0 ? n : 1;
}

/* The variadic forms the plugin emits: per dimension a range (NULL for a
   sequential dimension) and the extent the declaration computed; INNER:
   the dimension stored innermost (-1: row-major).  */
static void *
alloc_va (size_t elem_size, const char *name, int rank, int inner,
          va_list ap)
{
  Range ranges[HPC_MAX_DIMS];
  long extents[HPC_MAX_DIMS];
  if (rank < 1 || rank > HPC_MAX_DIMS)
    hpc__fatal ("distributed", "array '%s': rank %d is not in 1..%d", name,
		rank, HPC_MAX_DIMS);
  for (int d = 0; d < rank; d++)
    {
      ranges[d] = va_arg (ap, const struct hpc_range *);
      extents[d] = va_arg (ap, long);
    }
  return hpc__array_alloc_inner (elem_size, rank, ranges, extents, inner,
				 name);
}

void *
__hpc_array_alloc_v (size_t elem_size, const char *name, int rank, ...)
{
  va_list ap;
  va_start (ap, rank);
  void *base = alloc_va (elem_size, name, rank, -1, ap);
  va_end (ap);
  return base;
}

void *
__hpc_array_alloc_inner_v (size_t elem_size, const char *name, int rank,
			   int inner, ...)
{
  va_list ap;
  va_start (ap, inner);
  void *base = alloc_va (elem_size, name, rank, inner, ap);
  va_end (ap);
  return base;
}

/* ------------------------------------------------------------ over */

/* The APG restricted to COORD in X's process dimension, for CONSTRUCT at
   WHERE; the dimension must be one of the APG's.  */
static Group
construct_apg (const struct hpc_range *x, int coord, const char *construct,
	       const char *where)
{
  /* Inner over loops ask for the same group once per outer iteration:
     remember the last answer (while no group is freed), keyed by the
     process dimension, not by X, whose address a later range may take
     once X is freed.  */
  static __thread struct
  {
    Group apg, grid;
    int dim, coord;
    Group g;
    unsigned long epoch;
  } last;
  Group apg = hpc_apg ();
  if (apg == last.apg && x->grid == last.grid && x->dim == last.dim
      && coord == last.coord && last.g && last.epoch == hpc__groups_epoch)
    return last.g;
  if (!__hpc_apg_has_dim (hpc_range_dim (x)))
    hpc__fatal (construct, "%s: the range's process dimension is not a "
		"dimension of the active process group (is the %s inside "
		"on (p) for the range's grid p?)", where, construct);
  Group g = __hpc_apg_sub (hpc_range_dim (x), coord, construct);
  last.apg = apg;
  last.grid = x->grid;
  last.dim = x->dim;
  last.coord = coord;
  last.g = g;
  last.epoch = hpc__groups_epoch;
  return g;
}

/* Compiled over loops take every storage offset of their local triplet,
   and every run's length, to lie in [0, HPC_MAX_OFFSET) (hpc_abi.h's
   __hpc_over_run): refuse a triplet reaching further, which no machine's
   memory could hold an array for.  */
static void
check_offsets (const struct hpc_loop *l, const char *where)
{
  if (l->count == 0)
    return;
  ptrdiff_t last = __hpc_loop_offset (l, l->count - 1);
  if (l->first < 0 || last >= HPC_MAX_OFFSET)
    hpc__fatal ("over", "%s: the local part of the loop reaches storage "
		"offset %td, beyond libhpc's limit of 2^56", where, last);
}

/* Over bodies this thread is inside (they nest through called
   functions).  */
static __thread int over_depth;

/* A non-empty triplet LO:HI:ST names only indices -WLO .. n-1+WHI: the
   range's own, and the ghosts an hpc_expand range asks for.  Clipping
   what was written instead would silently run another loop.  As for
   sections, HI itself may lie past the last index reached.  */
static void
check_triplet (const struct hpc_range *x, long lo, long hi, long st,
	       long wlo, long whi, const char *where)
{
  if (hi < lo)
    return;
  unsigned long span = (unsigned long) hi - (unsigned long) lo;
  long last = (long) ((unsigned long) lo + (span - span % st));
  long bad = lo < -wlo ? lo : last;
  if (lo >= -wlo && last <= x->n - 1 + whi)
    return;
  if (wlo == 0 && whi == 0)
    hpc__fatal ("over", "%s: triplet %ld:%ld:%ld reaches index %ld, outside "
		"the range's indices 0..%ld (to visit ghost cells, make the "
		"over's range hpc_expand (x, w))", where, lo, hi, st, bad,
		x->n - 1);
  hpc__fatal ("over", "%s: triplet %ld:%ld:%ld reaches index %ld, outside "
	      "%ld..%ld (the range's indices 0..%ld and the ghosts hpc_expand "
	      "asks for)", where, lo, hi, st, bad, -wlo, x->n - 1 + whi,
	      x->n - 1);
}

void
__hpc_over_check_expand (const struct hpc_range *x, long wlo, long whi,
			 const char *where)
{
  if (!x)
    hpc__fatal ("over", "%s: the range is NULL", where);
  if (wlo < 0 || whi < 0 || wlo > x->ghost_lo || whi > x->ghost_hi)
    hpc__fatal ("over", "%s: hpc_expand by %ld below and %ld above is not "
		"within the range's ghost regions (%d below, %d above)",
		where, wlo, whi, x->ghost_lo, x->ghost_hi);
}

/* The over's triplet with the parts MASK says were left out filled in,
   checked, and its ghost widths WLO, WHI.  */
static void
over_triplet (const struct hpc_range *x, int mask, long *lo, long *hi,
	      long *st, long wlo, long whi, const char *where)
{
  if (!x)
    hpc__fatal ("over", "%s: the range is NULL", where);
  if (!(mask & 1))
    *lo = 0;
  if (!(mask & 2))
    *hi = x->n - 1;
  if (!(mask & 4))
    *st = 1;
  if (*st <= 0)
    hpc__fatal ("over", "%s: stride %ld is not positive", where, *st);
  __hpc_over_check_expand (x, wlo, whi, where);
  check_triplet (x, *lo, *hi, *st, wlo, whi, where);
}

Group
__hpc_over_setup (struct hpc_loop *l, const struct hpc_range *x, int mask,
		  long lo, long hi, long st, const char *where)
{
  return __hpc_over_setup_expand (l, x, mask, lo, hi, st, 0, 0, where);
}

Group
__hpc_over_setup_expand (struct hpc_loop *l, const struct hpc_range *x,
			 int mask, long lo, long hi, long st, long wlo,
			 long whi, const char *where)
{
  over_triplet (x, mask, &lo, &hi, &st, wlo, whi, where);
  Group g = construct_apg (x, x->coord, "over", where);
  if (over_depth == 0)
    hpc__check_phase++;
  __hpc_range_loop_ghosts (x, x->coord, lo, hi, st, wlo, whi, l);
  check_offsets (l, where);
  return g;
}

void
__hpc_over_done (struct hpc_loop *l)
{
  __hpc_loop_release (l);
  if (over_depth == 0)
    hpc__check_phase++;
}

int
hpc__in_over (void)
{
  return over_depth > 0;
}

void
__hpc_over_enter (Group g)
{
  __hpc_apg_push (g);
  over_depth++;
}

void
__hpc_over_leave (void)
{
  over_depth--;
  __hpc_apg_pop ();
}

/* ------------------------------------------------------------ check mode */

void
hpc__collective (const char *fn)
{
  hpc__ensure_started (fn);
  if (over_depth > 0)
    hpc__fatal (fn, "a collective call inside an over body (over bodies "
		"run once per location, possibly on several threads; call "
		"it outside the over)");
  if (hpc__check_mode)
    hpc__check_collective (fn);
}

void
__hpc_check_ghost (const void *array, int dim, ptrdiff_t off, int write,
		   const char *where)
{
  struct hpc_array *a = (struct hpc_array *) hpc__array_get ("check", array);
  Range r = a->range[dim];
  long g = __hpc_idx (r, off);
  /* An expanded location of a strided subrange steps several elements of
     an array over its parent: past its block's edge, it may leave the
     ghosts too (the entry check cannot tell whether it gets there).  */
  long held = r->count > 0 ? a->extent[dim] : 0;
  if (off < 0 || off >= held)
    hpc__fatal ("check", "%s: '%s' reaches index %ld of dimension %d "
		"(storage offset %ld), outside the %ld elements this process "
		"holds with its ghost cells", where, a->name, g, dim,
		(long) off, held);
  if (g >= 0 && g < r->n)
    {
      hpc__check_ghost_access (a, dim, g, write, where);
      return;
    }
  if (write)
    a->edge_ghosts |= 1u << dim;
  else if (!(a->edge_ghosts & (1u << dim)))
    hpc__fatal ("check", "%s: '%s' reads ghost cell %ld of dimension %d, "
		"past the global edge, which no periodic or boundary halo "
		"(hpc_write_halo_mode) or write gave a value", where, a->name,
		g, dim);
}

/* This thread's number and the team's size (0 and 1 outside OpenMP).  */
static void
thread_position (long *t, long *nt)
{
#ifdef _OPENMP
  *t = omp_get_thread_num ();
  *nt = omp_get_num_threads ();
#else
  *t = 0;
  *nt = 1;
#endif
}

void
__hpc_thread_chunk (long count, long *k0, long *k1)
{
  long t, nt;
  thread_position (&t, &nt);
  long base = count / nt, extra = count % nt;
  *k0 = t * base + (t < extra ? t : extra);
  *k1 = *k0 + base + (t < extra);
}

long
__hpc_thread_stripe_walk (long count, int back, long *first, long *stride,
			  long *size)
{
  long t, nt;
  thread_position (&t, &nt);
  /* Enough stripes that the costliest leaves the threads within about
     1/64 of their share of each other; contiguous enough for vectors.  */
  long sz = count / (64 * nt);
  *size = sz > 0 ? sz : 1;
  long stripes = (count + *size - 1) / *size;
  long mine = stripes > t ? (stripes - t + nt - 1) / nt : 0;
  *first = t * *size;
  *stride = nt * *size;
  if (back && mine > 0)
    {
      /* The same stripes, last first.  */
      *first += (mine - 1) * *stride;
      *stride = -*stride;
    }
  return mine;
}

/* ------------------------------------------------------------ at */

int
__hpc_at_enter (const struct hpc_range *x, long k, __hpc_location_t *l,
		const char *where)
{
  if (!x)
    hpc__fatal ("at", "%s: the range is NULL", where);
  if (k < 0 || k >= x->n)
    hpc__fatal ("at", "%s: index %ld is outside the range 0..%ld", where, k,
		x->n - 1);
  int owner = __hpc_range_owner (x, k);
  Group g = construct_apg (x, owner, "at", where);
  if (x->coord != owner)
    return 0;
  *l = __hpc_range_offset (x, owner, k);
  __hpc_apg_push (g);
  return 1;
}

void
__hpc_at_leave (void)
{
  __hpc_apg_pop ();
}

/* ------------------------------------------------------------ subscripts */

void
__hpc_check_subscript (const struct hpc_range *bound, const void *array,
		       int dim, long shift, const char *where)
{
  const struct hpc_array *a = hpc__array_get ("subscript", array);
  Range r = a->range[dim];
  if (!hpc__aligned (bound, r))
    hpc__not_aligned (where, a, dim);
  if (shift < -(long) r->ghost_lo || shift > (long) r->ghost_hi)
    hpc__fatal ("subscript", "%s: '%s': shift %ld on dimension %d is wider "
		"than its ghost region (%d below, %d above)", where, a->name,
		shift, dim, r->ghost_lo, r->ghost_hi);
}

void
__hpc_check_subscript_expand (const struct hpc_range *bound,
			      const void *array, int dim, long shift,
			      long below, long above, const char *where)
{
  /* Each step of BOUND is MUL elements of the array: for a strided
     subrange, whether the element an expanded location names is held
     depends on where this process's block ends, and the location may
     be visited or not (the triplet, a guard in the body); held locations
     name held elements, so only the shift is checked here, and check
     mode checks each access (__hpc_check_ghost).  A process holding no
     index of BOUND visits nothing.  */
  if ((bound && bound->count == 0)
      || __hpc_align_mul (bound, array, dim, where) != 1)
    {
      __hpc_check_subscript (bound, array, dim, shift, where);
      return;
    }
  __hpc_check_subscript (bound, array, dim, shift - below, where);
  __hpc_check_subscript (bound, array, dim, shift + above, where);
}

ptrdiff_t
__hpc_global_offset (const void *array, int dim, long g, const char *where)
{
  const struct hpc_array *a = hpc__array_get ("subscript", array);
  Range r = a->range[dim];
  if (g < 0 || g >= r->n)
    hpc__fatal ("subscript", "%s: '%s': global index %ld is outside "
		"dimension %d (0..%ld)", where, a->name, g, dim, r->n - 1);
  if (r->coord < 0 || __hpc_range_owner (r, g) != r->coord)
    hpc__fatal ("subscript", "%s: '%s': element %ld of dimension %d is not "
		"held by this process", where, a->name, g, dim);
  return __hpc_range_offset (r, r->coord, g);
}

/* ------------------------------------------------------------ parameters */

/* The descriptor passed for parameter NAME, of rank RANK.  */
static const struct hpc_array *
param_array (const void *a, int rank, const char *name)
{
  const struct hpc_array *d = __hpc_array_lookup (a);
  if (!a)
    hpc__fatal ("distributed parameter", "'%s': the argument is a null "
		"handle, which names no array", name);
  if (!d)
    hpc__fatal ("distributed parameter", "'%s': the argument is not a "
		"distributed array (pass the array by name)", name);
  if (d->rank != rank)
    hpc__fatal ("distributed parameter", "'%s': the argument '%s' has %d "
		"dimensions, the parameter %d", name, d->name, d->rank, rank);
  /* The parameter binds the block as a row-major VLA.  The plugin never
     passes an array it stored otherwise; plain C code could.  */
  if (!hpc__row_major (d))
    hpc__fatal ("distributed parameter", "'%s': the argument '%s' is "
		"stored with dimension %d innermost, not row-major, and a "
		"distributed parameter sees its block as row-major", name,
		d->name, d->order[d->rank - 1]);
  return d;
}

const struct hpc_range *
__hpc_param_range (const void *a, int dim, int rank, const char *name)
{
  const struct hpc_array *d = param_array (a, rank, name);
  if (!d->range[dim])
    hpc__fatal ("distributed parameter", "'%s': dimension %d of the "
		"argument '%s' is sequential, not over a range", name, dim,
		d->name);
  return d->range[dim];
}

long
__hpc_param_extent (const void *a, int dim, int rank, const char *name)
{
  const struct hpc_array *d = param_array (a, rank, name);
  if (d->range[dim])
    hpc__fatal ("distributed parameter", "'%s': dimension %d of the "
		"argument '%s' is over a range, not sequential", name, dim,
		d->name);
  return d->global[dim];
}
