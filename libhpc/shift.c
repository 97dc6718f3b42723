/* shift.c - hpc_shift and hpc_cshift: dst[i] = src[i + amount] along one
   dimension, cyclic or end-off, for any distributions of the two.

   Both sides enumerate their local elements and agree, without talking,
   on who sends what: every destination element is sent by one canonical
   holder of its source element (coordinate 0, or the fixed one, in grid
   dimensions the source is replicated over) to every holder of it, in
   increasing order of the destination's row-major index.  Then one
   MPI_Alltoallv over the active group moves everything: never a message
   per element, and aliasing of dst and src is harmless because all of
   src is packed before dst is written.  Aligned arrays shifted along a
   block dimension take a fast path: slabs exchanged with the processes
   whose blocks overlap, as hand-written MPI would.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdlib.h>
#include <string.h>

static const char fn_shift[] = "hpc_shift";

static void *
xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);
  if (!p)
    hpc__fatal (fn_shift, "out of memory");
  return p;
}

/* ------------------------------------------------------------ local part */

/* The elements of a section held here: per section dimension K, N[K]
   storage offsets OFF[K] (in elements, times the stride already) and
   their section indices IDX[K]; BASE collects the scalar entries.
   TOTAL is 0 when this process holds nothing.  */
struct local_part
{
  const struct hpc_section *s;
  int rank;
  long total;
  ptrdiff_t base;
  long n[HPC_MAX_DIMS];
  ptrdiff_t *off[HPC_MAX_DIMS];
  long *idx[HPC_MAX_DIMS];
};

/* Section dimension K's local elements: array dimension AD's triplet.  */
static void
local_dim (struct local_part *lp, int k, int ad)
{
  const struct hpc_array *a = lp->s->array;
  const struct hpc_section_dim *sd = &lp->s->dim[ad];
  Range r = a->range[ad];
  struct hpc_loop l;
  if (r)
    __hpc_range_loop (r, r->coord, sd->lo, sd->hi, sd->st, &l);
  else
    l = (struct hpc_loop) { sd->count, sd->lo, sd->st, 1, NULL, { 0 } };
  if (sd->count == 0)
    l.count = 0;
  lp->n[k] = l.count;
  lp->off[k] = xmalloc (l.count * sizeof (ptrdiff_t));
  lp->idx[k] = xmalloc (l.count * sizeof (long));
  for (long i = 0; i < l.count; i++)
    {
      ptrdiff_t o = __hpc_loop_offset (&l, i);
      long g = r ? __hpc_range_global (r, r->coord, o) : o;
      lp->off[k][i] = o * a->stride[ad];
      lp->idx[k][i] = (g - sd->lo) / sd->st;
    }
  if (r)
    __hpc_loop_release (&l);
}

/* Whether this process holds global index G of array dimension AD.  */
static int
holds (const struct hpc_array *a, int ad, long g)
{
  Range r = a->range[ad];
  return !r || (r->coord >= 0 && __hpc_range_owner (r, g) == r->coord);
}

static void
local_part (struct local_part *lp, const struct hpc_section *s)
{
  const struct hpc_array *a = s->array;
  memset (lp, 0, sizeof *lp);
  lp->s = s;
  lp->rank = s->rank;
  lp->total = hpc_member (a->group) ? 1 : 0;
  for (int ad = 0; ad < a->rank; ad++)
    if (s->dim[ad].scalar)
      {
	Range r = a->range[ad];
	if (!holds (a, ad, s->dim[ad].lo))
	  lp->total = 0;
	else
	  lp->base += (r ? __hpc_range_offset (r, r->coord, s->dim[ad].lo)
		       : s->dim[ad].lo) * a->stride[ad];
      }
  for (int k = 0; k < s->rank; k++)
    {
      local_dim (lp, k, s->adim[k]);
      lp->total *= lp->n[k];
    }
}

static void
local_part_free (struct local_part *lp)
{
  for (int k = 0; k < lp->rank; k++)
    {
      free (lp->off[k]);
      free (lp->idx[k]);
    }
}

/* ------------------------------------------------------------ owners */

/* Grid coordinates (of S's array's root grid) of the holders of section
   element IDX: the owners' coordinates in the dimensions the array uses,
   the fixed one where its group is restricted, -1 (any) elsewhere.  */
static void
holder_coords (const struct hpc_section *s, const long *idx, int *coord)
{
  const struct hpc_array *a = s->array;
  Group root = a->group->root;
  for (int e = 0; e < root->ndims; e++)
    coord[e] = a->group->fixed[e];
  for (int ad = 0, k = 0; ad < a->rank; ad++)
    {
      const struct hpc_section_dim *sd = &s->dim[ad];
      long g = sd->scalar ? sd->lo : sd->lo + idx[k] * sd->st;
      if (!sd->scalar)
	k++;
      Range r = a->range[ad];
      if (r && r->grid == root)
	coord[r->dim] = __hpc_range_owner (r, g);
    }
}

/* Row-major grid position of COORD in ROOT, -1 entries taken as ANY.  */
static int
grid_pos (Group root, const int *coord, int any)
{
  int pos = 0;
  for (int e = 0; e < root->ndims; e++)
    pos = pos * root->shape[e] + (coord[e] >= 0 ? coord[e] : any);
  return pos;
}

/* Whether this process is the canonical sender of section element IDX of
   S: the holder with coordinate 0 where S's array is replicated.  */
static int
canonical_sender (const struct hpc_section *s, const long *idx)
{
  Group root = s->array->group->root;
  int coord[HPC_MAX_DIMS];
  holder_coords (s, idx, coord);
  return root->member && grid_pos (root, coord, 0) == root->rank;
}

/* Active-group rank of each world rank (-1 outside it).  */
static int *
apg_ranks (Group apg)
{
  int *map = xmalloc (hpc__world_size * sizeof *map);
  for (int i = 0; i < hpc__world_size; i++)
    map[i] = -1;
  for (int i = 0; i < apg->size; i++)
    map[apg->world_ranks[i]] = i;
  return map;
}

/* Source index along DIM of destination index T, or -1 when it falls
   outside (end-off mode).  */
static long
source_index (long t, long amount, long n, int mode)
{
  long s = t + amount;
  if (mode == HPC_SHIFT_CYCLIC)
    return ((s % n) + n) % n;
  return s >= 0 && s < n ? s : -1;
}

/* Step to the next local element of LP (odometer over I), filling its
   section indices IDX; returns its storage offset, or -1 at the end.  */
static ptrdiff_t
next_elem (const struct local_part *lp, long *i, long *idx, int *started)
{
  if (lp->total == 0)
    return -1;
  if (*started)
    {
      int k = lp->rank - 1;
      while (k >= 0 && ++i[k] == lp->n[k])
	i[k--] = 0;
      if (k < 0)
	return -1;
    }
  *started = 1;
  ptrdiff_t off = lp->base;
  for (int k = 0; k < lp->rank; k++)
    {
      off += lp->off[k][i[k]];
      idx[k] = lp->idx[k][i[k]];
    }
  return off;
}

/* One element to send: to active-group rank DEST, destination element
   TLIN (row-major), from storage offset OFF.  */
struct entry
{
  int dest;
  long tlin;
  ptrdiff_t off;
};

struct entries
{
  struct entry *e;
  size_t n, cap;
};

static void
push_entry (struct entries *v, int dest, long tlin, ptrdiff_t off)
{
  if (v->n == v->cap)
    {
      v->cap = v->cap ? 2 * v->cap : 64;
      v->e = realloc (v->e, v->cap * sizeof *v->e);
      if (!v->e)
	hpc__fatal (fn_shift, "out of memory");
    }
  v->e[v->n++] = (struct entry) { dest, tlin, off };
}

static int
entry_cmp (const void *x, const void *y)
{
  const struct entry *a = x, *b = y;
  if (a->dest != b->dest)
    return a->dest < b->dest ? -1 : 1;
  return (a->tlin > b->tlin) - (a->tlin < b->tlin);
}

/* Push one entry per holder of destination element T of D (every
   coordinate where D is replicated).  */
static void
push_holders (struct entries *v, const struct hpc_section *d, const long *t,
	      long tlin, ptrdiff_t off, const int *map)
{
  Group root = d->array->group->root;
  int coord[HPC_MAX_DIMS], c[HPC_MAX_DIMS];
  holder_coords (d, t, coord);
  for (int e = 0; e < root->ndims; e++)
    c[e] = coord[e] >= 0 ? coord[e] : 0;
  for (;;)
    {
      push_entry (v, map[root->world_ranks[grid_pos (root, c, 0)]], tlin,
		  off);
      int e = root->ndims - 1;
      while (e >= 0 && (coord[e] >= 0 || ++c[e] == root->shape[e]))
	{
	  if (coord[e] < 0)
	    c[e] = 0;
	  e--;
	}
      if (e < 0)
	return;
    }
}

/* What this process sends: sorted by destination, then element.  */
static void
plan_sends (struct entries *v, const struct hpc_section *d,
	    const struct hpc_section *s, long amount, int dim, int mode,
	    const int *map)
{
  struct local_part lp;
  long i[HPC_MAX_DIMS] = { 0 }, idx[HPC_MAX_DIMS], t[HPC_MAX_DIMS];
  int started = 0;
  ptrdiff_t off;
  local_part (&lp, s);
  while ((off = next_elem (&lp, i, idx, &started)) >= 0)
    {
      long n = s->shape[dim], td = idx[dim] - amount;
      if (mode == HPC_SHIFT_CYCLIC)
	td = ((td % n) + n) % n;
      else if (td < 0 || td >= n)
	continue;
      if (!canonical_sender (s, idx))
	continue;
      long tlin = 0;
      for (int k = 0; k < s->rank; k++)
	{
	  t[k] = k == dim ? td : idx[k];
	  tlin = tlin * s->shape[k] + t[k];
	}
      push_holders (v, d, t, tlin, off, map);
    }
  local_part_free (&lp);
  if (v->n > 1)			/* v->e is NULL when empty */
    qsort (v->e, v->n, sizeof *v->e, entry_cmp);
}

/* What this process receives: for each local element of D in order, the
   sender's active-group rank in FROM (-1: zero fill) and its offset in
   OFF.  Counts elements per sender in COUNT.  Returns the number.  */
static long
plan_receives (const struct hpc_section *d, const struct hpc_section *s,
	       long amount, int dim, int mode, const int *map, int **from,
	       ptrdiff_t **offs, int *count)
{
  struct local_part lp;
  long i[HPC_MAX_DIMS] = { 0 }, idx[HPC_MAX_DIMS], k = 0;
  int started = 0, coord[HPC_MAX_DIMS];
  ptrdiff_t off;
  Group root = s->array->group->root;
  local_part (&lp, d);
  *from = xmalloc (lp.total * sizeof **from);
  *offs = xmalloc (lp.total * sizeof **offs);
  while ((off = next_elem (&lp, i, idx, &started)) >= 0)
    {
      long si = source_index (idx[dim], amount, d->shape[dim], mode);
      int q = -1;
      if (si >= 0)
	{
	  idx[dim] = si;
	  holder_coords (s, idx, coord);
	  q = map[root->world_ranks[grid_pos (root, coord, 0)]];
	  count[q]++;
	}
      (*from)[k] = q;
      (*offs)[k++] = off;
    }
  local_part_free (&lp);
  return k;
}

/* Check the arguments; the array of each must be on one grid.  */
static void
check_args (const char *fn, const struct hpc_section *d,
	    const struct hpc_section *s,
	    int dim, int mode, Group apg)
{
  if (d->rank != s->rank)
    hpc__fatal (fn, "%s has %d dimensions but %s has %d",
		d->array->name, d->rank, s->array->name, s->rank);
  for (int k = 0; k < d->rank; k++)
    if (d->shape[k] != s->shape[k])
      hpc__fatal (fn, "shapes differ: dimension %d of %s has %ld "
		  "elements, of %s %ld", k, d->array->name, d->shape[k],
		  s->array->name, s->shape[k]);
  if (d->array->elem_size != s->array->elem_size)
    hpc__fatal (fn, "elements of %zu and %zu bytes",
		d->array->elem_size, s->array->elem_size);
  if (dim < 0 || dim >= d->rank)
    hpc__fatal (fn, "dimension %d out of range 0..%d", dim,
		d->rank - 1);
  if (mode != HPC_SHIFT_CYCLIC && mode != HPC_SHIFT_EDGE)
    hpc__fatal (fn, "mode %d is neither HPC_SHIFT_CYCLIC nor "
		"HPC_SHIFT_EDGE", mode);
  for (int k = 0; k < 2; k++)
    {
      const struct hpc_array *a = k ? s->array : d->array;
      if (!hpc__group_subset (a->group, apg))
	hpc__fatal (fn, "%s is not inside the active process group",
		    a->name);
      for (int e = 0; e < a->rank; e++)
	if (a->range[e] && a->range[e]->grid != a->group->root)
	  hpc__fatal (fn, "%s: dimension %d is distributed over "
		      "another grid than the array's group", a->name, e);
    }
}

/* ------------------------------------------------------------ fast path */

/* Aligned whole arrays (same ranges, same group) shifted along a block
   dimension: each process exchanges slabs with the few processes whose
   blocks its shifted block overlaps, straight between the local blocks
   (MPI subarray datatypes), as a hand-written halo-style exchange would.
   Both blocks must also be stored alike: a slab's datatype, built from
   the destination's layout, serves both ends of every message.  */
static int
fast_ok (const void *dst, const void *src, int dim)
{
  const struct hpc_array *d = __hpc_array_lookup (dst);
  const struct hpc_array *s = __hpc_array_lookup (src);
  if (!d || !s || d->rank != s->rank || d->group != s->group
      || !hpc__same_storage (d, s))
    return 0;
  for (int e = 0; e < d->rank; e++)
    if (d->range[e] != s->range[e] || d->global[e] != s->global[e])
      return 0;
  Range r = d->range[dim];
  return r && (r->kind == HPC_RANGE_BLOCK || r->kind == HPC_RANGE_CUTS);
}

/* The subarray of A's owned cells whose dimension-DIM positions are
   global indices [G0, G1) (all held here).  */
static MPI_Datatype
owned_slab (const struct hpc_array *a, int dim, long g0, long g1)
{
  int sub[HPC_MAX_DIMS], start[HPC_MAX_DIMS];
  for (int e = 0; e < a->rank; e++)
    {
      Range r = a->range[e];
      start[e] = r ? r->ghost_lo : 0;
      sub[e] = r ? (int) r->count : (int) a->global[e];
    }
  Range r = a->range[dim];
  start[dim] = (int) (g0 - r->first + r->ghost_lo);
  sub[dim] = (int) (g1 - g0);
  return hpc__box_type (a, sub, start);
}

/* Destination indices T of [T0, T1) whose source T + AMOUNT + K*N
   (K = 0, 1: the wrapped image) lies in [S0, S1): *LO .. *HI.  */
static int
piece (long t0, long t1, long s0, long s1, long amount, long n, int k,
       long *lo, long *hi)
{
  long shift = amount - k * n;
  *lo = s0 - shift > t0 ? s0 - shift : t0;
  *hi = s1 - shift < t1 ? s1 - shift : t1;
  return *lo < *hi;
}

/* Requests in flight and their datatypes: at most four per peer.  */
struct xfer
{
  int n;
  MPI_Request *req;
  MPI_Datatype *type;
};

/* Shift messages use tags of their own, above hpc_write_halo's, so that
   one can run while a split-phase halo exchange is under way.  */
#define SHIFT_TAG 100

/* Post the receives (from C's cells) and sends (to C's block) of
   coordinate C; grows X by at most four requests.  */
static void
fast_peer (struct xfer *x, const struct hpc_array *a, void *dbase,
	   const void *sbase, int dim, int c, long amount, int nk,
	   MPI_Comm comm)
{
  Range r = a->range[dim];
  long f = r->first, e = f + r->count, lo, hi;
  long cf = r->cuts[c], ce = r->cuts[c + 1];
  int peer = 0;
  Group g = r->grid;
  for (int q = 0; q < g->ndims; q++)
    peer = peer * g->shape[q] + (q == r->dim ? c : g->coord[q]);
  for (int k = 0; k < nk; k++)
    {
      if (piece (f, e, cf, ce, amount, r->n, k, &lo, &hi))
	{
	  x->type[x->n] = owned_slab (a, dim, lo, hi);
	  MPI_Irecv (dbase, 1, x->type[x->n], peer, SHIFT_TAG + k, comm,
		     &x->req[x->n]);
	  x->n++;
	}
      if (piece (cf, ce, f, e, amount, r->n, k, &lo, &hi))
	{
	  long shift = amount - k * r->n;
	  x->type[x->n] = owned_slab (a, dim, lo + shift, hi + shift);
	  MPI_Isend (sbase, 1, x->type[x->n], peer, SHIFT_TAG + k, comm,
		     &x->req[x->n]);
	  x->n++;
	}
    }
}

/* Zero the destination cells whose source lies outside (end-off).  */
static void
fast_zero (const struct hpc_array *a, void *dbase, int dim, long amount)
{
  Range r = a->range[dim];
  long f = r->first, e = f + r->count;
  /* Sources below 0: t < -amount; beyond n - 1: t >= n - amount.  */
  long lo[2] = { f, r->n - amount }, hi[2] = { -amount, e };
  for (int k = 0; k < 2; k++)
    {
      long l = lo[k] > f ? lo[k] : f, h = hi[k] < e ? hi[k] : e;
      if (l >= h)
	continue;
      /* A message to self scatters the zeros through the datatype.  */
      MPI_Datatype t = owned_slab (a, dim, l, h);
      int size;
      MPI_Type_size (t, &size);
      char *zero = calloc (1, size ? size : 1);
      if (!zero)
	hpc__fatal (fn_shift, "out of memory");
      MPI_Sendrecv (zero, size, MPI_BYTE, 0, 0, dbase, 1, t, 0, 0,
		    MPI_COMM_SELF, MPI_STATUS_IGNORE);
      free (zero);
      MPI_Type_free (&t);
    }
}

/* The fast path (see fast_ok).  */
static void
fast_shift (const struct hpc_array *a, void *dbase, const void *sbase,
	    long amount, int dim, int mode)
{
  Range r = a->range[dim];
  size_t es = a->elem_size;
  if (!hpc_member (a->group) || r->n == 0)
    return;
  /* Holding nothing here means holding nothing along DIM either.  */
  for (int e = 0; e < a->rank; e++)
    if (a->range[e] && a->range[e]->count == 0)
      return;
  if (mode == HPC_SHIFT_CYCLIC)
    amount = ((amount % r->n) + r->n) % r->n;
  void *copy = NULL;
  if (dbase == sbase)
    {
      copy = xmalloc (a->count * es);
      memcpy (copy, sbase, a->count * es);
      sbase = copy;
    }
  if (mode == HPC_SHIFT_EDGE)
    fast_zero (a, dbase, dim, amount);
  struct xfer x = { 0, xmalloc (4 * r->nprocs * sizeof *x.req),
		    xmalloc (4 * r->nprocs * sizeof *x.type) };
  MPI_Comm comm = hpc_comm (r->grid);
  for (int c = 0; c < r->nprocs; c++)
    if (r->cuts[c + 1] > r->cuts[c])
      fast_peer (&x, a, dbase, sbase, dim, c, amount,
		 mode == HPC_SHIFT_CYCLIC ? 2 : 1, comm);
  MPI_Waitall (x.n, x.req, MPI_STATUSES_IGNORE);
  for (int k = 0; k < x.n; k++)
    MPI_Type_free (&x.type[k]);
  free (x.req);
  free (x.type);
  free (copy);
}

/* Bytes per rank from element counts, and their displacements.  */
static void
byte_counts (const int *count, int p, size_t es, int *bytes, int *displ)
{
  int at = 0;
  for (int q = 0; q < p; q++)
    {
      bytes[q] = (int) (count[q] * es);
      displ[q] = at;
      at += bytes[q];
    }
}

/* Everything else: one MPI_Alltoallv over the active group APG.  */
static void
general_shift (const struct hpc_section *d, const struct hpc_section *s,
	       long amount, int dim, int mode, Group apg)
{
  int p = apg->size, *map = apg_ranks (apg), *from;
  size_t es = d->array->elem_size;
  int *cnt = calloc (2 * (size_t) p, sizeof *cnt), *rcnt = cnt + p;
  int *sb = xmalloc (4 * (size_t) p * sizeof *sb), *sd = sb + p,
      *rb = sb + 2 * p, *rd = sb + 3 * p;
  struct entries v = { NULL, 0, 0 };
  ptrdiff_t *offs;
  if (!cnt)
    hpc__fatal (fn_shift, "out of memory");
  /* Pack first: dst may be src.  */
  plan_sends (&v, d, s, amount, dim, mode, map);
  char *sendbuf = xmalloc (v.n * es);
  for (size_t k = 0; k < v.n; k++)
    {
      cnt[v.e[k].dest]++;
      memcpy (sendbuf + k * es,
	      (char *) s->array->base + v.e[k].off * es, es);
    }
  long nr = plan_receives (d, s, amount, dim, mode, map, &from, &offs, rcnt);
  byte_counts (cnt, p, es, sb, sd);
  byte_counts (rcnt, p, es, rb, rd);
  char *recvbuf = xmalloc ((size_t) (rd[p - 1] + rb[p - 1]));
  MPI_Alltoallv (sendbuf, sb, sd, MPI_BYTE, recvbuf, rb, rd, MPI_BYTE,
		 hpc_comm (apg));
  /* Elements from each sender come in our enumeration order.  */
  memset (cnt, 0, p * sizeof *cnt);
  for (long k = 0; k < nr; k++)
    {
      char *cell = (char *) d->array->base + offs[k] * es;
      if (from[k] < 0)
	memset (cell, 0, es);
      else
	memcpy (cell, recvbuf + rd[from[k]] + cnt[from[k]]++ * es, es);
    }
  free (recvbuf); free (sendbuf); free (v.e); free (from); free (offs);
  free (cnt); free (sb); free (map);
}

/* ------------------------------------------------------------ public */

/* hpc_shift and hpc_cshift, FN naming the one called.  */
static void
shift (const char *fn, const void *dst, const void *src, long amount,
       int dim, int mode)
{
  hpc__collective (fn);
  struct hpc_section td, ts;
  const struct hpc_section *d = hpc__section_arg (fn, dst, &td);
  const struct hpc_section *s = hpc__section_arg (fn, src, &ts);
  Group apg = hpc_apg ();
  check_args (fn, d, s, dim, mode, apg);
  if (!apg->member || d->size == 0)
    return;
  if (fast_ok (dst, src, dim))
    fast_shift (d->array, d->array->base, s->array->base, amount, dim,
		mode);
  else
    general_shift (d, s, amount, dim, mode, apg);
}

void
hpc_shift (const void *dst, const void *src, long amount, int dim, int mode)
{
  shift (fn_shift, dst, src, amount, dim, mode);
}

void
hpc_cshift (const void *dst, const void *src, long amount, int dim)
{
  shift ("hpc_cshift", dst, src, amount, dim, HPC_SHIFT_CYCLIC);
}
