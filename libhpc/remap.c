/* remap.c - hpc_remap: copy a section into any other distribution with
   one all-to-all exchange (or a local copy, or a broadcast).

   Every process derives the same exchange plan from every process's
   coordinates and holdings, which it works out itself from the groups
   (hpc__group_coords_of) and the sections' global triplets, with no
   communication: element e goes from the "primary" holder of its source
   copy (the lowest APG rank among processes holding the same source
   elements) to every process holding its destination position (all
   copies of a replicated destination).  Holding is decided per
   dimension, so both sender and receiver enumerate the elements they
   share as a product of per-dimension lists in row-major section order,
   and no indices travel with the data.  Cost per call: O(P * rank) for
   the plan's tables, owner lookups for the held positions (O(local) per
   dimension, bucketed by owner so that each peer's share is found in
   O(rank)), one MPI_Alltoallv.  Fast paths: identical distributions
   (copy.c) and a replicated source copy locally; a source on one
   process into a replicated destination is one MPI_Bcast; block,
   irregular block, cyclic and block-cyclic (blocks or blocks per
   process up to PROG_MAX) dimensions on both sides take the box path
   below: closed-form planning in O(P * rank) and one MPI_Alltoallw, no
   lists at all, the plan kept for the next call between the same
   sections (remap_plan.c).  Only the rest (periodic subranges) takes the
   list path described first.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Per process: whether it holds anything, then its coordinate along the
   process dimension of each array dimension's range (-1: sequential),
   then whether its side allows the box path.  */
#define INFO_N (2 + HPC_MAX_DIMS)
#define INFO_BOX (1 + HPC_MAX_DIMS)

/* Section positions FIRST, FIRST + STEP, ... (N of them).  */
struct prog
{
  long first, step, n;
};

/* The most progressions one rank's part of a dimension may take.  */
enum { PROG_MAX = 64 };

static long bc_parts (Range r);	/* the box path (below) */

/* One side of a remap: a section, or a plain C array held by ROOT.  */
struct side
{
  const struct hpc_section *sec;	/* NULL: a plain array */
  int root;				/* plain: its APG rank, -1: all */
  struct hpc__walk w;			/* the elements held here */
  int info[INFO_N];			/* this process's entry */
  const int *all;			/* every APG rank's entry */
  char *prim;				/* per rank: sends its copy */
  struct bucket
  {
    int nc;			/* coordinates of the process dimension */
    long *start, *idx;
  } bucket[HPC_MAX_DIMS];	/* the other side's list by owner here */
};

/* Fill X's walk and own INFO entry; a plain side takes OTHER's shape.  */
static void
side_init (const char *fn, struct side *x, const struct hpc_section *sec,
	   const struct hpc__plain *plain, const struct hpc_section *other,
	   int me)
{
  x->sec = sec;
  for (int i = 0; i < INFO_N; i++)
    x->info[i] = -1;
  x->info[INFO_BOX] = 1;
  if (sec)
    {
      hpc__walk_head (&x->w, sec);
      for (int d = 0; d < sec->array->rank; d++)
	if (sec->array->range[d])
	  {
	    Range r = sec->array->range[d];
	    x->info[1 + d] = r->coord;
	    if (r->kind == HPC_RANGE_TABLE
		|| (r->kind == HPC_RANGE_BLOCK_CYCLIC
		    && bc_parts (r) > PROG_MAX))
	      x->info[INFO_BOX] = 0;
	  }
    }
  else
    {
      x->root = plain->root;
      hpc__walk_plain (fn, &x->w, plain->buf, other->array->elem_size,
		       other->rank, other->shape,
		       plain->root < 0 || plain->root == me);
    }
  x->info[0] = x->w.held;
}

/* APG rank R's INFO entry for side X, as side_init computes it on R,
   worked out here from global data: R's coordinates from the groups,
   its holding from the section's global triplets.  */
static void
info_of (const struct side *x, Group apg, int r, int *info)
{
  for (int i = 0; i < INFO_N; i++)
    info[i] = -1;
  info[INFO_BOX] = x->info[INFO_BOX];	/* follows from the ranges alone */
  if (!x->sec)
    {
      info[0] = x->root < 0 || x->root == r;
      return;
    }
  const struct hpc_array *a = x->sec->array;
  int w = apg->world_ranks[r], coord[HPC_MAX_DIMS];
  for (int d = 0; d < a->rank; d++)
    {
      Range rg = a->range[d];
      int c[HPC_MAX_DIMS];
      coord[d] = rg && rg->grid && hpc__group_coords_of (rg->grid, w, c)
		 ? c[rg->dim] : -1;
      if (rg)
	info[1 + d] = coord[d];
    }
  info[0] = hpc__section_held_at (x->sec,
				  hpc__group_coords_of (a->group, w, NULL),
				  coord);
}

/* TAB = every APG rank's entries, NP of S's then NP of D's.  With
   HPC_DEBUG >= 3, checked against every process's own entries (an
   MPI_Allgather): a mismatch is a libhpc bug.  */
static void
tables_make (const char *fn, const struct side *S, const struct side *D,
	     Group apg, int *tab)
{
  int np = apg->size;
  for (int r = 0; r < np; r++)
    {
      info_of (S, apg, r, tab + r * INFO_N);
      info_of (D, apg, r, tab + (np + r) * INFO_N);
    }
  if (hpc__debug < 3)
    return;
  int mine[2 * INFO_N];
  int *all = hpc__xcalloc (fn, 2 * INFO_N * np * sizeof *all);
  memcpy (mine, S->info, sizeof S->info);
  memcpy (mine + INFO_N, D->info, sizeof D->info);
  MPI_Allgather (mine, 2 * INFO_N, MPI_INT, all, 2 * INFO_N, MPI_INT,
		 hpc_comm (apg));
  for (int r = 0; r < np; r++)
    if (memcmp (tab + r * INFO_N, all + 2 * r * INFO_N, sizeof S->info)
	|| memcmp (tab + (np + r) * INFO_N, all + (2 * r + 1) * INFO_N,
		   sizeof D->info))
      hpc__fatal (fn, "internal error: the remap plan for rank %d differs "
		  "from that rank's own view", r);
  free (all);
}

/* The per-dimension lists of X's walk, for the paths that use them.  */
static void
side_fill (const char *fn, struct side *x)
{
  if (x->sec)
    hpc__walk_fill (fn, &x->w, x->sec);
}

/* Rank R's coordinate deciding section dimension S of X (-1: any).  */
static int
want (const struct side *x, int r, int s)
{
  if (!x->sec)
    return -1;
  return x->all[r * INFO_N + 1 + x->sec->adim[s]];
}

/* A holder's signature (its coordinates on every distributed dimension)
   and APG rank, for sorting.  */
struct sigrank
{
  int sig[HPC_MAX_DIMS];
  int rank;
};

static int
sigrank_cmp (const void *a, const void *b)
{
  const struct sigrank *x = a, *y = b;
  int c = memcmp (x->sig, y->sig, sizeof x->sig);
  return c ? c : (x->rank > y->rank) - (x->rank < y->rank);
}

/* X->PRIM[r]: whether APG rank R is the primary holder of its copy, the
   lowest rank among holders of the same elements (same signature; every
   holder of a plain array has the same).  Sorting makes it O(P log P).  */
static void
primaries (const char *fn, struct side *x, int np)
{
  struct sigrank *v = hpc__xcalloc (fn, np * sizeof *v);
  int n = 0;
  x->prim = hpc__xcalloc (fn, np);
  for (int r = 0; r < np; r++)
    if (x->all[r * INFO_N])
      {
	memcpy (v[n].sig, x->all + r * INFO_N + 1, sizeof v[n].sig);
	v[n++].rank = r;
      }
  qsort (v, n, sizeof *v, sigrank_cmp);
  for (int i = 0; i < n; i++)
    if (i == 0 || memcmp (v[i].sig, v[i - 1].sig, sizeof v[i].sig) != 0)
      x->prim[v[i].rank] = 1;
  free (v);
}

/* X's owners of the other side's held positions W, bucketed per
   dimension by owner coordinate (a counting sort, stable so positions
   stay increasing): bucket c of dimension s is entries
   IDX[START[c] .. START[c+1]-1] of W's list.  Dimensions X does not
   distribute get no buckets (every process of X holds all of them).  */
static void
buckets_make (const char *fn, struct side *x, const struct hpc__walk *w)
{
  for (int s = 0; s < w->rank; s++)
    {
      struct bucket *b = &x->bucket[s];
      b->start = NULL;
      b->idx = NULL;
      if (!x->sec)
	continue;
      int d = x->sec->adim[s];
      Range r = x->sec->array->range[d];
      if (!r)
	continue;
      const struct hpc_section_dim *t = &x->sec->dim[d];
      long n = w->d[s].n;
      int *own = hpc__xcalloc (fn, n * sizeof *own);
      b->nc = r->nprocs;
      b->start = hpc__xcalloc (fn, (b->nc + 1) * sizeof *b->start);
      b->idx = hpc__xcalloc (fn, n * sizeof *b->idx);
      for (long i = 0; i < n; i++)
	{
	  own[i] = __hpc_range_owner (r, t->lo + w->d[s].k[i] * t->st);
	  b->start[own[i] + 1]++;
	}
      for (int c = 0; c < b->nc; c++)
	b->start[c + 1] += b->start[c];
      long *fill = hpc__xcalloc (fn, b->nc * sizeof *fill);
      memcpy (fill, b->start, b->nc * sizeof *fill);
      for (long i = 0; i < n; i++)
	b->idx[fill[own[i]]++] = i;
      free (fill);
      free (own);
    }
}

static void
buckets_free (struct side *x)
{
  for (int s = 0; s < HPC_MAX_DIMS; s++)
    {
      free (x->bucket[s].start);
      free (x->bucket[s].idx);
    }
}

/* OUT = the part of W that X's process R holds (OUT may be NULL: only
   count it).  Returns the number of elements.  Costs O(rank) plus the
   elements copied into OUT.  */
static long
filter (const struct hpc__walk *w, const struct side *x, int r,
	struct hpc__walk *out)
{
  long count = w->held;
  for (int s = 0; s < w->rank; s++)
    {
      const struct bucket *b = &x->bucket[s];
      int c = want (x, r, s);
      long lo = 0, hi = w->d[s].n;
      if (b->start)
	{
	  lo = c >= 0 && c < b->nc ? b->start[c] : 0;
	  hi = c >= 0 && c < b->nc ? b->start[c + 1] : 0;
	}
      for (long j = lo; out && j < hi; j++)
	{
	  long i = b->start ? b->idx[j] : j;
	  out->d[s].k[j - lo] = w->d[s].k[i];
	  out->d[s].off[j - lo] = w->d[s].off[i];
	}
      if (out)
	out->d[s].n = hi - lo;
      count *= hi - lo;
    }
  if (out)
    hpc__walk_recount (out);
  return count;
}

/* Whether every holder of D holds all of it (a replicated section or a
   plain array everywhere).  */
static int
replicated (const struct side *d)
{
  if (!d->sec)
    return d->root < 0;
  for (int k = 0; k < d->sec->array->rank; k++)
    if (d->sec->array->range[k])
      return 0;
  return 1;
}

/* The broadcast of both broadcast paths: ROOT packs SRC's elements (its
   walk; NULL elsewhere) into a buffer of BYTES, one MPI_Bcast, and DST's
   walk (NULL where nothing is held) unpacks them.  */
static void
bcast_walks (const char *fn, const struct hpc__walk *src,
	     const struct hpc__walk *dst, size_t bytes, int root,
	     MPI_Comm comm)
{
  char *buf = hpc__xcalloc (fn, bytes);
  if (src)
    hpc__walk_move (src, buf, 1, NULL);
  MPI_Bcast (buf, (int) bytes, MPI_BYTE, root, comm);
  if (dst)
    hpc__walk_move (dst, buf, 0, NULL);
  free (buf);
}

/* Fast path: one process holds the whole source and every destination
   copy is complete: one MPI_Bcast of the packed section.  */
static int
try_bcast (const char *fn, struct side *S, struct side *D, MPI_Comm comm,
	   int me, int np)
{
  int root = -1;
  for (int r = 0; r < np; r++)
    if (S->prim[r])
      {
	if (root >= 0)
	  return 0;
	root = r;
      }
  if (root < 0 || !replicated (D))
    return 0;
  side_fill (fn, S);
  side_fill (fn, D);
  size_t bytes = D->w.elem_size;
  for (int s = 0; s < D->w.rank; s++)
    bytes *= (size_t) D->w.shape[s];
  if (bytes > INT_MAX)
    return 0;
  bcast_walks (fn, root == me ? &S->w : NULL, D->w.held ? &D->w : NULL,
	       bytes, root, comm);
  return 1;
}

/* Fast path: every process holding part of D holds all of S (a
   replicated source), so each copies locally with no communication.  */
static int
try_local (const char *fn, struct side *S, struct side *D, int np)
{
  if (!replicated (S))
    return 0;
  for (int r = 0; r < np; r++)
    if (D->all[r * INFO_N] && !S->all[r * INFO_N])
      return 0;
  side_fill (fn, S);
  side_fill (fn, D);
  if (D->w.count == 0)
    return 1;
  /* Through a buffer: S and D may overlap.  */
  char *buf = hpc__xcalloc (fn, D->w.count * D->w.elem_size);
  struct hpc__walk f;
  hpc__walk_alloc_like (fn, &f, &S->w);
  buckets_make (fn, D, &S->w);
  filter (&S->w, D, hpc_apg ()->rank, &f);
  hpc__walk_move (&f, buf, 1, NULL);
  hpc__walk_move (&D->w, buf, 0, NULL);
  hpc__walk_free (&f);
  free (buf);
  return 1;
}

/* Bytes per peer to int counts and displacements; the job ends when the
   exchange does not fit MPI's int counts.  */
static char *
layout (const char *fn, const long *n, size_t es, int np, int *cnt,
	int *displ)
{
  long total = 0;
  for (int r = 0; r < np; r++)
    {
      long b = n[r] * (long) es;
      if (b > INT_MAX || total > INT_MAX - b)
	hpc__fatal (fn, "exchange of more than %d bytes per process",
		    INT_MAX);
      cnt[r] = (int) b;
      displ[r] = (int) total;
      total += b;
    }
  return hpc__xcalloc (fn, (size_t) total);
}

/* The general path: pack per receiver, one MPI_Alltoallv, unpack.  */
static void
exchange (const char *fn, struct side *S, struct side *D, MPI_Comm comm,
	  int me, int np)
{
  long *ns = hpc__xcalloc (fn, 2 * np * sizeof *ns), *nr = ns + np;
  int *ic = hpc__xcalloc (fn, 4 * np * sizeof *ic);
  int *sc = ic, *sd = ic + np, *rc = ic + 2 * np, *rd = ic + 3 * np;
  int sends = S->prim[me];
  for (int r = 0; r < np; r++)
    {
      ns[r] = sends && D->all[r * INFO_N] ? filter (&S->w, D, r, NULL) : 0;
      nr[r] = S->prim[r] ? filter (&D->w, S, r, NULL) : 0;
    }
  size_t es = S->w.elem_size;
  char *sbuf = layout (fn, ns, es, np, sc, sd);
  char *rbuf = layout (fn, nr, es, np, rc, rd);
  struct hpc__walk f;
  hpc__walk_alloc_like (fn, &f, &S->w);
  for (int r = 0; r < np; r++)
    if (ns[r])
      {
	filter (&S->w, D, r, &f);
	hpc__walk_move (&f, sbuf + sd[r], 1, NULL);
      }
  hpc__walk_free (&f);
  MPI_Alltoallv (sbuf, sc, sd, MPI_BYTE, rbuf, rc, rd, MPI_BYTE, comm);
  hpc__walk_alloc_like (fn, &f, &D->w);
  for (int r = 0; r < np; r++)
    if (nr[r])
      {
	filter (&D->w, S, r, &f);
	hpc__walk_move (&f, rbuf + rd[r], 0, NULL);
      }
  hpc__walk_free (&f);
  free (sbuf);
  free (rbuf);
  free (ns);
  free (ic);
}

/* The box path: when every distributed dimension of both sides is
   block, irregular block (and their subranges) or cyclic, what a rank
   holds of a section dimension is one arithmetic progression of section
   positions in closed form (an interval for the contiguous kinds), and
   the storage offsets along it are affine.  What a sender holds of a
   receiver's part is then a (strided) box, the product of the
   intersections of the two sides' progressions.  Each pair's box is
   described to MPI by a derived datatype on both sides (an hvector per
   dimension, contiguous rows innermost where they are), and one
   MPI_Alltoallw moves all of them: no lists, no per-element work here,
   no packing.  */


/* Whether every rank's side allows the box path on both sides.  */
static int
box_ok (const struct side *S, const struct side *D, int np)
{
  for (int r = 0; r < np; r++)
    if (!S->all[r * INFO_N + INFO_BOX] || !D->all[r * INFO_N + INFO_BOX])
      return 0;
  return 1;
}

/* gcd (A, B) = A * *X + B * *Y (A, B > 0).  */
static long
gcd_ext (long a, long b, long *x, long *y)
{
  long x0 = 1, y0 = 0, x1 = 0, y1 = 1;
  while (b)
    {
      long q = a / b, t;
      t = a - q * b, a = b, b = t;
      t = x0 - q * x1, x0 = x1, x1 = t;
      t = y0 - q * y1, y0 = y1, y1 = t;
    }
  *x = x0;
  *y = y0;
  return a;
}

/* The least K >= 0 with A * K == B modulo M, or -1 if there is none;
   *PERIOD gets the period of the solutions.  */
static long
solve_mod (long a, long b, long m, long *period)
{
  long x, y, g = gcd_ext (a, m, &x, &y);
  b %= m;
  if (b < 0)
    b += m;
  *period = m / g;
  if (b % g)
    return -1;
  long p = m / g;
  long k = (b / g % p) * ((x % p + p) % p) % p;
  return k;
}

/* The positions A and B both contain.  */
static struct prog
prog_meet (struct prog a, struct prog b)
{
  struct prog none = { 0, 1, 0 };
  if (a.n == 0 || b.n == 0)
    return none;
  long lo = a.first > b.first ? a.first : b.first;
  long ha = a.first + (a.n - 1) * a.step, hb = b.first + (b.n - 1) * b.step;
  long hi = ha < hb ? ha : hb;
  if (lo > hi)
    return none;
  /* a.first + a.step * t == b.first modulo b.step.  */
  long period, t = solve_mod (a.step, b.first - a.first, b.step, &period);
  if (t < 0)
    return none;
  long step = a.step * period, x = a.first + a.step * t;
  long f = x >= lo ? x - (x - lo) / step * step
	   : x + (lo - x + step - 1) / step * step;
  if (f > hi)
    return none;
  return (struct prog) { f, step, (hi - f) / step + 1 };
}

/* The section positions P, P + Q, ... of dimension (LO, ST, COUNT) with
   LO + P ST == RES modulo L, as OUT[0]; returns 1, or 0 if none.  */
static int
residue (const struct hpc_section_dim *t, long res, long l, struct prog *out)
{
  long period, k = solve_mod (t->st, res - t->lo, l, &period);
  if (k < 0 || k >= t->count)
    return 0;
  *out = (struct prog) { k, period, (t->count - 1 - k) / period + 1 };
  return 1;
}

/* The section positions with global indices in [A, B) as OUT[0];
   returns 1, or 0 if none.  */
static int
interval (const struct hpc_section_dim *t, long a, long b, struct prog *out)
{
  long lo = a <= t->lo ? 0 : (a - t->lo + t->st - 1) / t->st;
  long hi = b <= t->lo ? 0 : (b - 1 - t->lo) / t->st + 1;
  if (hi > t->count)
    hi = t->count;
  if (lo >= hi)
    return 0;
  *out = (struct prog) { lo, 1, hi - lo };
  return 1;
}

/* How many progressions a block-cyclic range R's coordinate needs at
   most: one per offset in a block, or one per block held, whichever is
   fewer.  */
static long
bc_parts (Range r)
{
  long blocks = (r->n + r->period - 1) / r->period;
  return r->block < blocks ? r->block : blocks;
}

/* The section positions of dimension S that rank R of X holds, as OUT[0
   .. return value - 1] (at most PROG_MAX progressions): one interval
   for the contiguous kinds, one progression for cyclic, one per block
   offset or per block for block-cyclic.  */
static int
spans (const struct side *x, int r, int s, struct prog *out)
{
  out[0] = (struct prog) { 0, 1, x->w.shape[s] };
  if (!x->sec)
    return 1;
  int d = x->sec->adim[s];
  Range rg = x->sec->array->range[d];
  if (!rg)
    return 1;
  const struct hpc_section_dim *t = &x->sec->dim[d];
  int c = x->all[r * INFO_N + 1 + d], m = 0;
  if (c < 0 || t->count == 0)
    return 0;
  switch (rg->kind)
    {
    case HPC_RANGE_CYCLIC:
      return residue (t, c, rg->nprocs, out);
    case HPC_RANGE_BLOCK_CYCLIC:
      if (rg->block <= bc_parts (rg))
	for (long o = 0; o < rg->block; o++)
	  m += residue (t, c * rg->block + o, rg->period, out + m);
      else
	for (long q = c * rg->block; q < rg->n; q += rg->period)
	  m += interval (t, q, q + rg->block, out + m);
      return m;
    default:
      return interval (t, rg->cuts[c], rg->cuts[c + 1], out);
    }
}

/* The most progressions spans gives for dimension S of X.  */
static long
spans_max (const struct side *x, int s)
{
  if (!x->sec)
    return 1;
  Range rg = x->sec->array->range[x->sec->adim[s]];
  return rg && rg->kind == HPC_RANGE_BLOCK_CYCLIC ? bc_parts (rg) : 1;
}

/* Room for the progressions of one dimension of a box (box below):
   most boxes are one progression a dimension, and zeroing room for
   PROG_MAX squared in every call was most of a small remap's time.  */
static long
box_stride (const struct side *S, const struct side *D)
{
  long most = 1;
  for (int s = 0; s < S->w.rank; s++)
    {
      long n = spans_max (S, s) * spans_max (D, s);
      most = n > most ? n : most;
    }
  return most;
}

/* The box rank P of S sends to rank Q of D: per dimension S, the
   progressions B[S * STRIDE ...], M[S] of them; whether it is not
   empty.  The order is the same for sender and receiver.  */
static int
box (const struct side *S, int p, const struct side *D, int q,
     struct prog *b, long stride, int *m)
{
  struct prog a[PROG_MAX], c[PROG_MAX];
  for (int s = 0; s < S->w.rank; s++)
    {
      int na = spans (S, p, s, a), nc = spans (D, q, s, c);
      struct prog *o = b + s * stride;
      m[s] = 0;
      for (int i = 0; i < na; i++)
	for (int j = 0; j < nc; j++)
	  {
	    o[m[s]] = prog_meet (a[i], c[j]);
	    m[s] += o[m[s]].n > 0;
	  }
      if (m[s] == 0)
	return 0;
    }
  return 1;
}

/* Byte offset, from X's base, of position K of section dimension S
   here (scalar entries not included).  */
static ptrdiff_t
pos_offset (const struct side *x, int s, long k)
{
  ptrdiff_t es = (ptrdiff_t) x->w.elem_size;
  if (!x->sec)
    {
      for (int i = x->w.rank - 1; i > s; i--)
	es *= x->w.shape[i];
      return k * es;
    }
  const struct hpc_array *a = x->sec->array;
  int d = x->sec->adim[s];
  Range rg = a->range[d];
  long g = x->sec->dim[d].lo + k * x->sec->dim[d].st;
  ptrdiff_t e = rg ? __hpc_range_offset (rg, rg->coord, g) : g;
  return e * a->stride[d] * es;
}

/* The distance in bytes between consecutive elements of progression P
   of section dimension S in X's storage here (the element size for one
   element).  */
static ptrdiff_t
prog_step (const struct side *x, int s, struct prog p)
{
  return p.n > 1 ? pos_offset (x, s, p.first + p.step)
		   - pos_offset (x, s, p.first)
		 : (ptrdiff_t) x->w.elem_size;
}

/* The datatype of the N elements of progression P of section dimension
   S in X's storage here, each of type T, at their byte offsets.  */
static MPI_Datatype
prog_type (const char *fn, const struct side *x, int s, struct prog p,
	   MPI_Datatype t, MPI_Aint *at)
{
  ptrdiff_t es = (ptrdiff_t) x->w.elem_size;
  MPI_Datatype u;
  if (p.n > INT_MAX)
    hpc__fatal (fn, "more than %d elements along one dimension", INT_MAX);
  *at = pos_offset (x, s, p.first);
  ptrdiff_t step = prog_step (x, s, p);
  if (s == x->w.rank - 1 && step == es)
    MPI_Type_contiguous ((int) p.n, t, &u);
  else
    MPI_Type_create_hvector ((int) p.n, 1, step, t, &u);
  return u;
}

/* The datatype of box B (M progressions per dimension, STRIDE apart)
   in X's storage here, at its absolute address.  */
static MPI_Datatype
box_type (const char *fn, const struct side *x, const struct prog *b,
	  long stride, const int *m)
{
  MPI_Aint disp, at[PROG_MAX * PROG_MAX];
  MPI_Get_address (x->w.base + x->w.off0, &disp);
  MPI_Datatype t, u, part[PROG_MAX * PROG_MAX];
  int one[PROG_MAX * PROG_MAX];
  MPI_Type_contiguous ((int) x->w.elem_size, MPI_BYTE, &t);
  for (int s = x->w.rank - 1; s >= 0; s--)
    {
      const struct prog *p = b + s * stride;
      for (int i = 0; i < m[s]; i++)
	{
	  part[i] = prog_type (fn, x, s, p[i], t, &at[i]);
	  one[i] = 1;
	}
      MPI_Type_free (&t);
      if (m[s] == 1)
	{
	  disp += at[0];
	  t = part[0];
	  continue;
	}
      MPI_Type_create_struct (m[s], one, at, part, &t);
      for (int i = 0; i < m[s]; i++)
	MPI_Type_free (&part[i]);
    }
  MPI_Type_create_hindexed_block (1, 1, &disp, t, &u);
  MPI_Type_free (&t);
  MPI_Type_commit (&u);
  return u;
}

/* Box B of X as a walk: each dimension's list the offsets of its
   progressions, in order (the order of box_type's datatype).  */
static struct hpc__walk *
box_walk (const char *fn, const struct side *x, const struct prog *b,
	  long stride, const int *m)
{
  struct hpc__walk *w = hpc__xcalloc (fn, sizeof *w);
  w->rank = x->w.rank;
  w->held = 1;
  w->elem_size = x->w.elem_size;
  w->base = x->w.base;
  w->off0 = x->w.off0;
  for (int s = 0; s < w->rank; s++)
    {
      const struct prog *p = b + s * stride;
      long n = 0;
      for (int i = 0; i < m[s]; i++)
	n += p[i].n;
      w->shape[s] = n;
      w->d[s].off = hpc__xcalloc (fn, n * sizeof *w->d[s].off);
      for (int i = 0; i < m[s]; i++)
	for (long j = 0; j < p[i].n; j++)
	  w->d[s].off[w->d[s].n++]
	    = pos_offset (x, s, p[i].first + j * p[i].step);
    }
  hpc__walk_recount (w);
  return w;
}

/* Runs shorter than this many bytes make a piece one that libhpc packs
   (box_short): Open MPI's datatype engine moves a run at a memcpy call
   each, which for single elements (a transpose's columns) took half of
   the time at 2x1; runs of a line or more it moves well, and packing
   those only adds copies (doc/internals.md, "Measurements").  */
enum { SHORT_RUN = 64 };

/* Whether box B's elements in X's storage lie in runs of fewer than
   SHORT_RUN bytes along its innermost dimension (the columns of a
   transpose's source; anything along a dimension the plugin did not
   store innermost).  */
static int
box_short (const struct side *x, const struct prog *b, long stride,
	   const int *m)
{
  ptrdiff_t es = (ptrdiff_t) x->w.elem_size;
  int s = x->w.rank - 1;
  if (s < 0)
    return 1;
  for (int i = 0; i < m[s]; i++)
    {
      struct prog p = b[s * stride + i];
      if (prog_step (x, s, p) != es || p.n * es < SHORT_RUN)
	return 1;
    }
  return 0;
}

/* Scattered pieces of at least this many bytes are packed by libhpc
   too.  Open MPI moves a piece that is one block of memory on both
   sides in a single copy (the receiver reads the sender's memory), but
   a scattered one in 32 KB fragments through a shared-memory queue,
   whose speed depends on where the two processes run, and can drop to
   a third for long stretches (doc/internals.md, "Measurements").
   Packing costs one more copy, on threads.  */
enum { SCATTERED_PACK_MIN = 64 << 10 };

/* Whether datatype T spans more bytes than it holds and holds
   SCATTERED_PACK_MIN bytes or more.  */
static int
large_and_scattered (MPI_Datatype t)
{
  MPI_Count size, lb, extent;
  MPI_Type_size_x (t, &size);
  MPI_Type_get_true_extent_x (t, &lb, &extent);
  return size >= SCATTERED_PACK_MIN && extent > size;
}

/* Plan box B, sent (R < NP) or received (NP + R) by X: packed by libhpc
   when PACK, its runs are short or it is large and scattered, else a
   datatype.  */
static void
plan_box (const char *fn, struct hpc__box_plan *p, int r,
	  const struct side *x, const struct prog *b, long stride,
	  const int *m, int pack)
{
  p->ic[r < p->np ? r : p->np + r] = 1;
  if (!pack && !box_short (x, b, stride, m))
    {
      MPI_Datatype t = box_type (fn, x, b, stride, m);
      if (!large_and_scattered (t))
	{
	  p->type[r] = t;
	  return;
	}
      MPI_Type_free (&t);
    }
  hpc__box_plan_walk (p, r, box_walk (fn, x, b, stride, m));
}

/* The box path: the plan of one MPI_Alltoallw (a datatype per peer for
   the box it sends and the box it receives, or bytes that libhpc packs),
   run, then kept when both sides are sections (remap_plan.c).  The own
   box goes through MPI only as a datatype on both sides.  */
static void
box_exchange (const char *fn, struct side *S, struct side *D, MPI_Comm comm,
	      int me, int np)
{
  long stride = box_stride (S, D);
  struct prog *b = hpc__xcalloc (fn, (S->w.rank + 1) * stride * sizeof *b);
  int m[HPC_MAX_DIMS];
  struct hpc__box_plan *p = hpc__box_plan_new (fn, np);
  int sends = S->prim[me], gets = D->w.held;
  /* One storage: every send packed before the exchange.  */
  int overlap = S->sec && D->sec && S->sec->array == D->sec->array;
  if (sends && gets && box (S, me, D, me, b, stride, m)
      && (overlap || box_short (S, b, stride, m)
	  || box_short (D, b, stride, m)))
    hpc__box_plan_self (p, me, box_walk (fn, S, b, stride, m),
			box_walk (fn, D, b, stride, m));
  for (int r = 0; r < np; r++)
    {
      if (r == p->self)
	continue;
      if (sends && D->all[r * INFO_N] && box (S, me, D, r, b, stride, m))
	plan_box (fn, p, r, S, b, stride, m, overlap);
      if (gets && S->prim[r] && box (S, r, D, me, b, stride, m))
	plan_box (fn, p, np + r, D, b, stride, m, 0);
    }
  free (b);
  hpc__box_plan_run (fn, p, comm);
  if (S->sec && D->sec)
    hpc__box_plan_keep (p, S->sec, D->sec, hpc_apg ());
  else
    hpc__box_plan_free (p);
}

/* The APG rank of the one process holding section S (the lowest such
   rank when S's array is replicated over grid dimensions it does not
   use), worked out locally, when S's array lives on APG itself and every
   distributed dimension of S is a scalar entry; -1 otherwise.  */
static int
single_holder (const struct hpc_section *s, Group apg)
{
  const struct hpc_array *a = s->array;
  if (a->group != apg)
    return -1;
  int coord[HPC_MAX_DIMS] = { 0 }, distributed = 0;
  for (int k = 0; k < a->rank; k++)
    {
      Range r = a->range[k];
      if (!r)
	continue;
      distributed = 1;
      if (!s->dim[k].scalar || r->grid != apg->root || r->dim < 0
	  || r->dim >= apg->ndims)
	return -1;
      coord[r->dim] = __hpc_range_owner (r, s->dim[k].lo);
    }
  if (!distributed)
    return -1;			/* replicated: copied locally instead */
  /* Ranks of a (restricted) grid are row-major over its free dimensions;
     the lowest holder has coordinate 0 where S's array is replicated.  */
  int rank = 0;
  for (int g = 0; g < apg->ndims; g++)
    if (apg->fixed[g] < 0)
      rank = rank * apg->shape[g] + coord[g];
  return rank;
}

/* Copy the N elements at FROM, STEP bytes apart, into the block TO.  */
static void
copy_run (char *to, const char *from, ptrdiff_t step, long n, size_t es)
{
  if (step == (ptrdiff_t) es)
    memcpy (to, from, n * es);
  else
    for (long k = 0; k < n; k++, to += es, from += step)
      memcpy (to, from, es);
}

/* Fast path decided without communication: one process holds section
   SRC and DST is a section of a replicated array on the APG (HPJava's
   Figure 1 sends each pivot column so): the holder packs, one MPI_Bcast,
   everybody unpacks; where the destination's copy is one block, the
   packing and the broadcast both go straight into it.  Returns whether
   it applied.  */
static int
try_bcast_local (const char *fn, const struct hpc_section *dst,
		 const struct hpc_section *src, Group apg)
{
  if (!dst || !src || dst->array->group != apg || dst->size == 0)
    return 0;
  for (int k = 0; k < dst->array->rank; k++)
    if (dst->array->range[k])
      return 0;
  int root = single_holder (src, apg);
  size_t bytes = (size_t) dst->size * dst->array->elem_size;
  if (root < 0 || bytes > INT_MAX)
    return 0;
  int sends = apg->rank == root;
  char *to, *from;
  ptrdiff_t to_step, from_step;
  size_t es = dst->array->elem_size;
  if (hpc__section_run (dst, &to, &to_step) && to_step == (ptrdiff_t) es
      && (!sends || hpc__section_run (src, &from, &from_step)))
    {
      /* DST's copy here is one block, a packed buffer already: the holder
	 copies into its own and the broadcast lands in place, with no
	 lists and no staging buffer.  Every path sends BYTES as MPI_BYTE,
	 so each process may choose its own.  */
      if (sends)
	copy_run (to, from, from_step, dst->size, es);
      MPI_Bcast (to, (int) bytes, MPI_BYTE, root, hpc_comm (apg));
      return 1;
    }
  struct hpc__walk sw, dw;
  if (sends)
    hpc__walk_make (fn, &sw, src);
  hpc__walk_make (fn, &dw, dst);
  bcast_walks (fn, sends ? &sw : NULL, &dw, bytes, root, hpc_comm (apg));
  if (sends)
    hpc__walk_free (&sw);
  hpc__walk_free (&dw);
  return 1;
}

void
hpc__remap (const char *fn, const struct hpc_section *dst,
	    const struct hpc__plain *dplain, const struct hpc_section *src,
	    const struct hpc__plain *splain)
{
  hpc__collective (fn);
  Group apg = hpc_apg ();
  if (!dplain && !splain && try_bcast_local (fn, dst, src, apg))
    return;
  MPI_Comm comm = hpc_comm (apg);
  struct hpc__box_plan *kept = dplain || splain ? NULL
    : hpc__box_plan_find (src, dst, apg);
  if (kept)
    {
      hpc__box_plan_run (fn, kept, comm);
      return;
    }
  int me = apg->rank, np = apg->size;
  struct side S = { 0 }, D = { 0 };
  side_init (fn, &S, src, splain, dst, me);
  side_init (fn, &D, dst, dplain, src, me);
  int *tab = hpc__xcalloc (fn, 2 * INFO_N * np * sizeof *tab);
  tables_make (fn, &S, &D, apg, tab);
  S.all = tab;
  D.all = tab + np * INFO_N;
  primaries (fn, &S, np);
  if (try_local (fn, &S, &D, np) || try_bcast (fn, &S, &D, comm, me, np))
    ;
  else if (box_ok (&S, &D, np))
    box_exchange (fn, &S, &D, comm, me, np);
  else
    {
      side_fill (fn, &S);
      side_fill (fn, &D);
      buckets_make (fn, &D, &S.w);
      buckets_make (fn, &S, &D.w);
      exchange (fn, &S, &D, comm, me, np);
    }
  buckets_free (&S);
  buckets_free (&D);
  free (S.prim);
  hpc__walk_free (&S.w);
  hpc__walk_free (&D.w);
  free (tab);
}

/* "[4][5]" for section S's shape (scalar entries dropped).  */
static void
shape_text (const struct hpc_section *s, char *buf, size_t size)
{
  size_t n = 0;
  buf[0] = 0;
  for (int k = 0; k < s->rank && n + 24 < size; k++)
    n += snprintf (buf + n, size - n, "[%ld]", s->shape[k]);
  if (s->rank == 0)
    snprintf (buf, size, "one element");
}

/* End the job unless A's group lies inside the APG.  */
static void
group_check (const char *fn, const struct hpc_array *a)
{
  Group apg = hpc_apg ();
  if (hpc__group_subset (a->group, apg))
    return;
  char gd[256], ad[256];
  hpc__group_describe (a->group, gd, sizeof gd);
  hpc__group_describe (apg, ad, sizeof ad);
  hpc__fatal (fn, "%s's group (%s) is not part of the active process group "
	      "(%s)", a->name, gd, ad);
}

/* Checks common to every remap-like call: equal element sizes and
   shapes, and both arrays' groups inside the APG.  */
static void
check (const char *fn, const struct hpc_section *d,
       const struct hpc_section *s)
{
  if (d->array->elem_size != s->array->elem_size)
    hpc__fatal (fn, "element sizes differ: %zu bytes (%s) and %zu (%s)",
		d->array->elem_size, d->array->name, s->array->elem_size,
		s->array->name);
  int same = d->rank == s->rank;
  for (int k = 0; same && k < d->rank; k++)
    same = d->shape[k] == s->shape[k];
  if (!same)
    {
      char ds[256], ss[256];
      shape_text (d, ds, sizeof ds);
      shape_text (s, ss, sizeof ss);
      hpc__fatal (fn, "shapes differ: %s is %s, %s is %s", d->array->name,
		  ds, s->array->name, ss);
    }
  group_check (fn, d->array);
  group_check (fn, s->array);
}

void
hpc_remap (const void *dst, const void *src)
{
  struct hpc_section dt, st;
  const struct hpc_section *d = hpc__section_arg ("hpc_remap", dst, &dt);
  const struct hpc_section *s = hpc__section_arg ("hpc_remap", src, &st);
  check ("hpc_remap", d, s);
  /* Every process reaches the same decision from global data alone.  */
  if (hpc__sections_aligned (d, s))
    hpc__copy_aligned ("hpc_remap", d, s);
  else
    hpc__remap ("hpc_remap", d, NULL, s, NULL);
}

void
hpc__remap_check (const char *fn, const struct hpc_section *d,
		  const struct hpc_section *s)
{
  check (fn, d, s);
}
