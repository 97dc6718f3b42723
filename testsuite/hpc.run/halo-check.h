/* halo-check.h - shared checker of the halo-*, reduce-halo-* tests: fill
   a distributed array of longs with a formula of the global index, and
   check every cell of its local block against what hpc_write_halo or
   hpc_reduce_halo must leave there.  Uses the descriptor from hpc_abi.h
   so that one checker serves every rank.  */
/* Not every test uses every helper.  */
#pragma GCC diagnostic ignored "-Wunused-function"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The value of global element G (all indices in range).  */
static long
hc_f (const long *g, int rank)
{
  long v = 0;
  for (int e = 0; e < rank; e++)
    v = v * 100 + g[e] + 10;
  return v;
}

/* The boundary function: a value telling G and DIM apart.  */
static void
hc_bf (void *cell, const long *g, int dim, void *user)
{
  *(long *) cell = -(hc_f (g, *(int *) user) * 10 + dim);
}

/* Walk every local cell of A: calls FN with the cell, its local and raw
   global indices.  Skips everything when A holds nothing here.  */
typedef void hc_cell_fn (const struct hpc_array *a, long *cell,
                         const int *idx, const long *g, void *data);
static void
hc_walk (void *base, hc_cell_fn *fn, void *data)
{
  const struct hpc_array *a = __hpc_array_lookup (base);
  int idx[HPC_MAX_DIMS] = { 0 };
  long g[HPC_MAX_DIMS];
  for (int e = 0; e < a->rank; e++)
    if (a->range[e] && (a->range[e]->count == 0 || a->range[e]->coord < 0))
      return;
  for (;;)
    {
      ptrdiff_t off = 0;
      for (int e = 0; e < a->rank; e++)
        {
          Range r = a->range[e];
          g[e] = r ? r->first + idx[e] - r->ghost_lo : idx[e];
          off += idx[e] * a->stride[e];
        }
      fn (a, (long *) a->base + off, idx, g, data);
      int e = a->rank - 1;
      while (e >= 0 && ++idx[e] == a->extent[e])
        idx[e--] = 0;
      if (e < 0)
        return;
    }
}

/* Owned cells get hc_f, ghosts the poison -7.  */
static void
hc_fill_cell (const struct hpc_array *a, long *cell, const int *idx,
              const long *g, void *data)
{
  int owned = 1;
  (void) idx; (void) data;
  for (int e = 0; e < a->rank; e++)
    if (a->range[e] && (g[e] < a->range[e]->first
                        || g[e] >= a->range[e]->first + a->range[e]->count))
      owned = 0;
  *cell = owned ? hc_f (g, a->rank) : -7;
}

static void
hc_fill (void *a)
{
  hc_walk (a, hc_fill_cell, NULL);
}

struct hc_expect
{
  const int *w, *modes;
  long wrong;
};

static int
hc_width (Range r, const int *w, int e, int hi)
{
  int gw = hi ? r->ghost_hi : r->ghost_lo;
  int ww = w ? w[e] : gw;
  return ww < gw ? ww : gw;
}

/* The value write_halo must leave in the cell at G, or 0 (no check) when
   the cell lies outside the widths or past a HPC_HALO_NONE edge.  */
static int
hc_expected (const struct hpc_array *a, const struct hc_expect *x,
             const long *graw, long *want)
{
  long g[HPC_MAX_DIMS];
  int bdim = -1;
  for (int e = 0; e < a->rank; e++)
    {
      Range r = a->range[e];
      int mode = x->modes ? x->modes[e] : HPC_HALO_NONE;
      g[e] = graw[e];
      if (!r)
        continue;
      if (g[e] < r->first - hc_width (r, x->w, e, 0)
          || g[e] >= r->first + r->count + hc_width (r, x->w, e, 1))
        return 0;
      if (g[e] >= 0 && g[e] < r->n)
        continue;
      if (mode == HPC_HALO_PERIODIC)
        g[e] = (g[e] % r->n + r->n) % r->n;
      else if (mode == HPC_HALO_BOUNDARY)
        bdim = e;
      else
        return 0;
    }
  *want = bdim < 0 ? hc_f (g, a->rank) : -(hc_f (g, a->rank) * 10 + bdim);
  return 1;
}

static void
hc_check_cell (const struct hpc_array *a, long *cell, const int *idx,
               const long *g, void *data)
{
  struct hc_expect *x = data;
  long want;
  if (!hc_expected (a, x, g, &want) || *cell == want)
    return;
  if (x->wrong++ < 5)
    {
      fprintf (stderr, "rank %d: cell (", hpc_rank ());
      for (int e = 0; e < a->rank; e++)
        fprintf (stderr, "%s%ld", e ? "," : "", g[e]);
      fprintf (stderr, ") local (%d...) = %ld, want %ld\n", idx[0], *cell,
               want);
    }
}

/* Check A after a write_halo with widths W (NULL: full) and MODES; abort
   on every process when some cell is wrong anywhere.  */
static void
hc_check (void *a, const int *w, const int *modes)
{
  struct hc_expect x = { w, modes, 0 };
  long all = 0;
  hc_walk (a, hc_check_cell, &x);
  MPI_Allreduce (&x.wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    abort ();
}

/* The dimension of A for which every coordinate's copies (owned or ghost
   within the widths, periodic images when PERIODIC) of global index G are
   listed in C[0..*N-1].  */
static void
hc_holders (Range r, const int *w, int e, int periodic, long g, int *c,
            int *sh, int *n)
{
  *n = 0;
  for (int k = 0; k < r->nprocs; k++)
    {
      long first = r->cuts[k], end = r->cuts[k + 1];
      if (end == first)
        continue;
      long lo = first - hc_width (r, w, e, 0);
      long hi = end + hc_width (r, w, e, 1);
      for (long s = periodic ? -1 : 0; s <= (periodic ? 1 : 0); s++)
        if (g + s * r->n >= lo && g + s * r->n < hi)
          {
            sh[*n] = (int) s;
            c[(*n)++] = k;
          }
    }
}

/* hc_reduce_fill: every cell holds 1 (SUM) or, for MAX, owned cells 0
   and ghost cells this process's grid rank + 1.  */
static void
hc_rfill_cell (const struct hpc_array *a, long *cell, const int *idx,
               const long *g, void *data)
{
  int owned = 1;
  (void) idx;
  for (int e = 0; e < a->rank; e++)
    if (a->range[e] && (g[e] < a->range[e]->first
                        || g[e] >= a->range[e]->first + a->range[e]->count))
      owned = 0;
  *cell = *(int *) data ? (owned ? 0 : hpc_group_rank (a->range[0]->grid) + 1)
                        : 1;
}

struct hc_rexpect
{
  const int *w, *modes;
  int max;
  long wrong;
};

/* Expected result at owned cell G: the number of copies (SUM) or the
   largest rank + 1 of a process holding a ghost copy (MAX).  */
static long
hc_rwant (const struct hpc_array *a, const struct hc_rexpect *x,
          const long *g)
{
  int c[HPC_MAX_DIMS][64], sh[HPC_MAX_DIMS][64], n[HPC_MAX_DIMS];
  int k[HPC_MAX_DIMS] = { 0 };
  long count = 0, best = 0;
  for (int e = 0; e < a->rank; e++)
    hc_holders (a->range[e], x->w, e,
                x->modes && x->modes[e] == HPC_HALO_PERIODIC, g[e], c[e],
                sh[e], &n[e]);
  for (;;)
    {
      int rank = 0, self = 1;
      for (int e = 0; e < a->rank; e++)
        {
          Range r = a->range[e];
          rank = rank * r->nprocs + c[e][k[e]];
          self &= sh[e][k[e]] == 0 && c[e][k[e]] == r->coord;
        }
      count++;
      if (!self && rank + 1 > best)
        best = rank + 1;
      int e = a->rank - 1;
      while (e >= 0 && ++k[e] == n[e])
        k[e--] = 0;
      if (e < 0)
        break;
    }
  return x->max ? best : count;
}

static void
hc_rcheck_cell (const struct hpc_array *a, long *cell, const int *idx,
                const long *g, void *data)
{
  struct hc_rexpect *x = data;
  for (int e = 0; e < a->rank; e++)
    if (g[e] < a->range[e]->first
        || g[e] >= a->range[e]->first + a->range[e]->count)
      return;
  long want = hc_rwant (a, x, g);
  if (*cell != want && x->wrong++ < 5)
    fprintf (stderr, "rank %d: owned (%ld...) local %d = %ld, want %ld\n",
             hpc_rank (), g[0], idx[0], *cell, want);
}

/* Fill A for a SUM (MAX = 0) or MAX test, reduce with widths W and
   MODES, check every owned cell; abort everywhere on a wrong one.  A's
   dimensions must all be distributed, over all dimensions of one grid in
   order.  */
static void
hc_reduce_test (void *a, const int *w, const int *modes, int max)
{
  struct hc_rexpect x = { w, modes, max, 0 };
  long all = 0;
  hc_walk (a, hc_rfill_cell, &max);
  hpc_reduce_halo_mode (a, w, modes, MPI_LONG, max ? MPI_MAX : MPI_SUM);
  hc_walk (a, hc_rcheck_cell, &x);
  MPI_Allreduce (&x.wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    abort ();
}
