/* halo.c - hpc_write_halo and hpc_reduce_halo: fill the ghost cells of a
   distributed array from their owners (corners included, optionally
   periodic or from a boundary function past the global edges), and the
   reverse, accumulating ghost copies into their owners.

   Dimensions are exchanged one after the other; the slab sent in
   dimension d spans, in the dimensions before d, the ghost cells just
   filled, so corners arrive without messages of their own.  Boundary
   values of dimension d are written before dimension d+1 is exchanged for
   the same reason.  Each ghost interval is received from every process
   owning part of it (a neighbour may hold fewer cells than the ghost is
   wide, or none); a periodic ghost interval is split where it wraps.
   hpc_reduce_halo runs the transpose: dimensions in reverse order, ghost
   slabs sent to their owners, who combine them into their cells.

   Plans (persistent requests over MPI subarray datatypes) are cached per
   array, widths and modes: an iteration loop pays for MPI_Startall and
   MPI_Waitall only.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* A box of a local block: local index START[e] .. START[e]+SUB[e]-1 in
   every dimension e.  */
struct box
{
  int start[HPC_MAX_DIMS], sub[HPC_MAX_DIMS];
};

/* hpc_reduce_halo's receives: a contiguous buffer combined into BOX.  */
struct halo_acc
{
  struct box box;
  size_t n;			/* elements */
  void *buf;			/* NULL for a send */
};

/* The exchange of one dimension: persistent requests, receives first.  */
struct halo_step
{
  int nreq;
  MPI_Request *req;
  MPI_Datatype *type;		/* to free; MPI_DATATYPE_NULL: none */
  struct halo_acc *acc;		/* hpc_reduce_halo only */
};

struct halo_plan
{
  const struct hpc_array *array;
  int reduce;			/* a plan of hpc_reduce_halo */
  int widths[HPC_MAX_DIMS];
  int modes[HPC_MAX_DIMS];
  struct halo_step step[HPC_MAX_DIMS];
  /* Split phase: 1 + the dimension begun, 0 when none; the boundary
     function to apply at the end.  */
  int pending;
  hpc_boundary_fn fn;
  void *user;
  struct halo_plan *next;
};

static struct halo_plan *plans;

/* ------------------------------------------------------------ geometry */

/* Width of the ghost exchanged below / above in dimension D.  */
static int
width_lo (const struct hpc_array *a, const int *w, int d)
{
  return a->range[d] ? (w[d] < a->range[d]->ghost_lo ? w[d]
			: a->range[d]->ghost_lo) : 0;
}

static int
width_hi (const struct hpc_array *a, const int *w, int d)
{
  return a->range[d] ? (w[d] < a->range[d]->ghost_hi ? w[d]
			: a->range[d]->ghost_hi) : 0;
}

/* Local index interval [*lo, *lo + *len) of dimension E as part of the
   slab of step D: ghosts already filled before D, owned cells after.  */
static void
slab_extent (const struct hpc_array *a, const int *w, int e, int d,
	     int *lo, int *len)
{
  Range r = a->range[e];
  if (!r)
    {
      *lo = 0;
      *len = (int) a->extent[e];
      return;
    }
  int wl = e < d ? width_lo (a, w, e) : 0;
  int wh = e < d ? width_hi (a, w, e) : 0;
  *lo = r->ghost_lo - wl;
  *len = (int) r->count + wl + wh;
}

/* The box of step D's slab covering global (or ghost) indices [G0, G1)
   of dimension D on this process.  */
static struct box
slab_box (const struct hpc_array *a, const int *w, int d, long g0, long g1)
{
  struct box b;
  for (int e = 0; e < a->rank; e++)
    slab_extent (a, w, e, d, &b.start[e], &b.sub[e]);
  Range r = a->range[d];
  b.start[d] = (int) (g0 - r->cuts[r->coord] + r->ghost_lo);
  b.sub[d] = (int) (g1 - g0);
  return b;
}

static size_t
box_count (const struct hpc_array *a, const struct box *b)
{
  size_t n = 1;
  for (int e = 0; e < a->rank; e++)
    n *= (size_t) b->sub[e];
  return n;
}

/* How a message carries box B of A's block: from *ADDR, *COUNT items of
   *TYPE, its elements in storage order either way.  A box that is one
   contiguous stretch of the block (whole extents, in storage order,
   inside its outermost stored dimension with more than one index) goes
   as plain bytes, which MPI moves without packing (and with a single
   copy between processes of one node); any other box as a subarray
   datatype (*TYPE to be freed with the plan).  */
static void
box_message (const struct hpc_array *a, const struct box *b, void **addr,
	     int *count, MPI_Datatype *type)
{
  int sub[HPC_MAX_DIMS], f = 0;
  hpc__storage_order (a, b->sub, sub);
  while (f < a->rank - 1 && sub[f] == 1)
    f++;
  int contiguous = 1;
  for (int k = f + 1; k < a->rank; k++)
    contiguous &= sub[k] == a->extent[a->order[k]];
  size_t bytes = box_count (a, b) * a->elem_size;
  if (contiguous && bytes <= INT_MAX)
    {
      ptrdiff_t off = 0;
      for (int e = 0; e < a->rank; e++)
	off += b->start[e] * a->stride[e];
      *addr = (char *) a->base + off * a->elem_size;
      *count = (int) bytes;
      *type = MPI_BYTE;
      return;
    }
  *addr = a->base;
  *count = 1;
  *type = hpc__box_type (a, b->sub, b->start);
}

/* Copy box B of A's block to BUF (TO_BUF) or back, row by row of its
   innermost stored dimension: the order box_message's messages carry,
   so that hpc_reduce_halo combines each received element with its own
   cell.  */
static void
box_copy (const struct hpc_array *a, const struct box *b, char *buf,
	  int to_buf)
{
  int r = a->rank, idx[HPC_MAX_DIMS] = { 0 }, sub[HPC_MAX_DIMS],
    start[HPC_MAX_DIMS];
  hpc__storage_order (a, b->sub, sub);
  hpc__storage_order (a, b->start, start);
  size_t row = (size_t) sub[r - 1] * a->elem_size;
  if (box_count (a, b) == 0)
    return;
  for (;;)
    {
      ptrdiff_t off = 0;
      for (int k = 0; k < r; k++)
	off += (start[k] + (k < r - 1 ? idx[k] : 0))
	       * a->stride[a->order[k]];
      char *cell = (char *) a->base + off * a->elem_size;
      memcpy (to_buf ? buf : cell, to_buf ? cell : buf, row);
      buf += row;
      int k = r - 2;
      while (k >= 0 && ++idx[k] == sub[k])
	idx[k--] = 0;
      if (k < 0)
	return;
    }
}

/* Grid rank of the process at coordinate C of dimension D's process
   dimension, with this process's coordinates elsewhere.  */
static int
peer_rank (Range r, int c)
{
  Group g = r->grid;
  int rank = 0;
  for (int e = 0; e < g->ndims; e++)
    rank = rank * g->shape[e] + (e == r->dim ? c : g->coord[e]);
  return rank;
}

/* A ghost interval cut where it leaves 0..n-1: piece J (0 below, 1
   inside, 2 above) holds ghost indices [LO, HI), the images of
   [LO + SHIFT, HI + SHIFT).  Only periodic dimensions keep pieces 0 and
   2.  Returns the number of pieces (P[k].j tells which).  */
struct piece
{
  int j;
  long lo, hi, shift;
};

static int
ghost_pieces (Range r, int periodic, long g0, long g1, struct piece *p)
{
  long cut[4] = { g0, g0 > 0 ? g0 : 0, g1 < r->n ? g1 : r->n, g1 };
  int k = 0;
  if (cut[1] > g1)
    cut[1] = g1;
  if (cut[2] < g0)
    cut[2] = g0;
  for (int j = 0; j < 3; j++)
    if (cut[j + 1] > cut[j] && (j == 1 || periodic))
      p[k++] = (struct piece) { j, cut[j], cut[j + 1],
				j == 0 ? r->n : j == 2 ? -r->n : 0 };
  return k;
}

/* ------------------------------------------------------------ planning */

struct step_builder
{
  struct halo_plan *p;
  struct halo_step *s;
  int cap;
  MPI_Comm comm;
};

static void
add_request (struct step_builder *b, MPI_Datatype t, MPI_Request req,
	     struct halo_acc acc)
{
  struct halo_step *s = b->s;
  if (s->nreq == b->cap)
    {
      b->cap = b->cap ? 2 * b->cap : 8;
      s->req = realloc (s->req, b->cap * sizeof *s->req);
      s->type = realloc (s->type, b->cap * sizeof *s->type);
      s->acc = realloc (s->acc, b->cap * sizeof *s->acc);
      if (!s->req || !s->type || !s->acc)
	hpc__fatal ("hpc_write_halo", "out of memory");
    }
  s->req[s->nreq] = req;
  s->acc[s->nreq] = acc;
  s->type[s->nreq++] = t;
}

/* The ghost side of one message: ghost cells [G0, G1) of dimension D,
   received from (write) or sent to (reduce) coordinate C.  */
static void
plan_ghost (struct step_builder *b, int d, int c, long g0, long g1, int tag)
{
  const struct hpc_array *a = b->p->array;
  struct box box = slab_box (a, b->p->widths, d, g0, g1);
  void *addr;
  int count;
  MPI_Datatype t;
  box_message (a, &box, &addr, &count, &t);
  int peer = peer_rank (a->range[d], c);
  MPI_Request req;
  if (b->p->reduce)
    MPI_Send_init (addr, count, t, peer, tag, b->comm, &req);
  else
    MPI_Recv_init (addr, count, t, peer, tag, b->comm, &req);
  add_request (b, t == MPI_BYTE ? MPI_DATATYPE_NULL : t, req,
	       (struct halo_acc) { box, 0, NULL });
}

/* The owner side: my cells [G0, G1) of dimension D, sent to (write) or
   combined with what comes from (reduce) coordinate C.  */
static void
plan_owner (struct step_builder *b, int d, int c, long g0, long g1, int tag)
{
  const struct hpc_array *a = b->p->array;
  struct box box = slab_box (a, b->p->widths, d, g0, g1);
  int peer = peer_rank (a->range[d], c);
  MPI_Request req;
  if (!b->p->reduce)
    {
      void *addr;
      int count;
      MPI_Datatype t;
      box_message (a, &box, &addr, &count, &t);
      MPI_Send_init (addr, count, t, peer, tag, b->comm, &req);
      add_request (b, t == MPI_BYTE ? MPI_DATATYPE_NULL : t, req,
		   (struct halo_acc) { box, 0, NULL });
      return;
    }
  size_t n = box_count (a, &box);
  void *buf = malloc (n * a->elem_size);
  if (!buf)
    hpc__fatal ("hpc_reduce_halo", "out of memory");
  MPI_Recv_init (buf, (int) (n * a->elem_size), MPI_BYTE, peer, tag,
		 b->comm, &req);
  add_request (b, MPI_DATATYPE_NULL, req, (struct halo_acc) { box, n, buf });
}

/* Ghost interval [G0, G1) (side SIDE) of coordinate C in dimension D:
   every piece of it that coordinate SRC owns, as the ghost side (AS_GHOST:
   C is me) or the owner side (SRC is me) of a message.  */
static void
plan_interval (struct step_builder *b, int d, int c, int src, long g0,
	       long g1, int side, int as_ghost)
{
  Range r = b->p->array->range[d];
  struct piece pc[3];
  int np = ghost_pieces (r, b->p->modes[d] == HPC_HALO_PERIODIC, g0, g1, pc);
  for (int k = 0; k < np; k++)
    {
      long lo = pc[k].lo + pc[k].shift, hi = pc[k].hi + pc[k].shift;
      lo = lo > r->cuts[src] ? lo : r->cuts[src];
      hi = hi < r->cuts[src + 1] ? hi : r->cuts[src + 1];
      if (lo >= hi)
	continue;
      int tag = (2 * d + side) * 3 + pc[k].j;
      if (as_ghost)
	plan_ghost (b, d, src, lo - pc[k].shift, hi - pc[k].shift, tag);
      else
	plan_owner (b, d, c, lo, hi, tag);
    }
}

/* Whether some other dimension holds nothing here: then neither this
   process nor its peers along D (same counts there) exchange in D.  */
static int
empty_elsewhere (const struct hpc_array *a, int d)
{
  for (int e = 0; e < a->rank; e++)
    if (e != d && a->range[e] && a->range[e]->count == 0)
      return 1;
  return 0;
}

/* Messages of dimension D: the ghost sides first (receives when
   writing), then the owner sides, each in coordinate order, so that
   reductions combine in a fixed order.  */
static void
plan_step (struct halo_plan *p, int d, MPI_Comm comm)
{
  const struct hpc_array *a = p->array;
  Range r = a->range[d];
  struct step_builder b = { p, &p->step[d], 0, comm };
  int wl = width_lo (a, p->widths, d), wh = width_hi (a, p->widths, d);
  if (!r || (wl == 0 && wh == 0) || empty_elsewhere (a, d))
    return;
  for (int pass = 0; pass < 2; pass++)
    for (int c = 0; c < r->nprocs; c++)
      {
	long first = r->cuts[c], end = r->cuts[c + 1];
	if (end == first)
	  continue;
	for (int q = 0; q < r->nprocs; q++)
	  {
	    /* Receives first: ghost sides when writing, owner sides when
	       reducing.  */
	    int as_ghost = pass == p->reduce;
	    if (as_ghost ? c != r->coord : q != r->coord)
	      continue;
	    plan_interval (&b, d, c, q, first - wl, first, 0, as_ghost);
	    plan_interval (&b, d, c, q, end, end + wh, 1, as_ghost);
	  }
      }
}

/* ------------------------------------------------------------ checks */

/* The widths to exchange: W, or the full ghosts; each checked.  FN names
   the call.  */
static void
get_widths (const char *fn, const struct hpc_array *a, const int *w,
	    int *out)
{
  for (int d = 0; d < a->rank; d++)
    {
      Range r = a->range[d];
      int ghost = r ? (r->ghost_lo > r->ghost_hi ? r->ghost_lo
		       : r->ghost_hi) : 0;
      out[d] = w ? w[d] : ghost;
      if (out[d] < 0 || out[d] > ghost)
	hpc__fatal (fn, "%s: width %d in dimension %d is not within its "
		    "ghost width %d", a->name, out[d], d, ghost);
    }
  for (int d = a->rank; d < HPC_MAX_DIMS; d++)
    out[d] = 0;
}

/* The modes per dimension: M, or none; checked against the widths (a
   periodic ghost may not wrap more than once).  */
static void
get_modes (const char *fn, const struct hpc_array *a, const int *w,
	   const int *m, int allow_boundary, hpc_boundary_fn f, int *out)
{
  for (int d = 0; d < HPC_MAX_DIMS; d++)
    out[d] = m && d < a->rank && a->range[d] ? m[d] : HPC_HALO_NONE;
  for (int d = 0; d < a->rank; d++)
    {
      if (out[d] < HPC_HALO_NONE || out[d] > HPC_HALO_BOUNDARY
	  || (out[d] == HPC_HALO_BOUNDARY && !allow_boundary))
	hpc__fatal (fn, "%s: mode %d in dimension %d is not valid here",
		    a->name, out[d], d);
      if (out[d] == HPC_HALO_BOUNDARY && !f)
	hpc__fatal (fn, "%s: dimension %d has boundary mode but the "
		    "boundary function is NULL", a->name, d);
      int wmax = width_lo (a, w, d) > width_hi (a, w, d)
		 ? width_lo (a, w, d) : width_hi (a, w, d);
      if (out[d] == HPC_HALO_PERIODIC && a->range[d]->n > 0
	  && wmax > a->range[d]->n)
	hpc__fatal (fn, "%s: periodic width %d in dimension %d is wider "
		    "than its extent %ld", a->name, wmax, d,
		    a->range[d]->n);
    }
}

/* The grid all distributed dimensions with ghosts use (one grid only).  */
static Group
array_grid (const char *fn, const struct hpc_array *a)
{
  Group g = NULL;
  for (int d = 0; d < a->rank; d++)
    if (a->range[d] && a->range[d]->ghost_lo + a->range[d]->ghost_hi > 0)
      {
	if (a->range[d]->kind != HPC_RANGE_BLOCK
	    && a->range[d]->kind != HPC_RANGE_CUTS)
	  hpc__fatal (fn, "%s: dimension %d has ghosts but is not "
		      "block-distributed", a->name, d);
	if (g && g != a->range[d]->grid)
	  hpc__fatal (fn, "%s: dimensions over different process grids",
		      a->name);
	g = a->range[d]->grid;
      }
  return g;
}

static struct halo_plan *
find_plan (const char *fn, const struct hpc_array *a, int reduce,
	   const int *w, const int *m)
{
  for (struct halo_plan *p = plans; p; p = p->next)
    if (p->array == a && p->reduce == reduce
	&& !memcmp (p->widths, w, sizeof p->widths)
	&& !memcmp (p->modes, m, sizeof p->modes))
      return p;
  struct halo_plan *p = calloc (1, sizeof *p);
  if (!p)
    hpc__fatal (fn, "out of memory");
  p->array = a;
  p->reduce = reduce;
  memcpy (p->widths, w, sizeof p->widths);
  memcpy (p->modes, m, sizeof p->modes);
  Group g = array_grid (fn, a);
  if (g && g->member)
    for (int d = 0; d < a->rank; d++)
      plan_step (p, d, hpc_comm (g));
  p->next = plans;
  plans = p;
  return p;
}

/* ------------------------------------------------------------ boundary */

/* Global index of every dimension of the cell at local indices IDX;
   periodic dimensions give the image inside 0..n-1.  */
static void
cell_global (const struct halo_plan *p, const int *idx, long *g)
{
  const struct hpc_array *a = p->array;
  for (int e = 0; e < a->rank; e++)
    {
      Range r = a->range[e];
      if (!r)
	{
	  g[e] = idx[e];
	  continue;
	}
      g[e] = r->cuts[r->coord] + idx[e] - r->ghost_lo;
      if (p->modes[e] == HPC_HALO_PERIODIC && r->n > 0)
	g[e] = ((g[e] % r->n) + r->n) % r->n;
    }
}

/* Call P's boundary function on every cell of box B of dimension D.  */
static void
fill_box (const struct halo_plan *p, int d, const struct box *b)
{
  const struct hpc_array *a = p->array;
  int idx[HPC_MAX_DIMS];
  long g[HPC_MAX_DIMS];
  if (box_count (a, b) == 0)
    return;
  memcpy (idx, b->start, sizeof idx);
  for (;;)
    {
      ptrdiff_t off = 0;
      for (int e = 0; e < a->rank; e++)
	off += idx[e] * a->stride[e];
      cell_global (p, idx, g);
      p->fn ((char *) a->base + off * a->elem_size, g, d, p->user);
      int e = a->rank - 1;
      while (e >= 0 && ++idx[e] == b->start[e] + b->sub[e])
	{
	  idx[e] = b->start[e];
	  e--;
	}
      if (e < 0)
	return;
    }
}

/* Boundary values of step D: the ghosts of its slab past the edges.  */
static void
fill_step (const struct halo_plan *p, int d)
{
  const struct hpc_array *a = p->array;
  Range r = a->range[d];
  if (!r || p->modes[d] != HPC_HALO_BOUNDARY || r->count == 0
      || empty_elsewhere (a, d))
    return;
  long first = r->cuts[r->coord], end = r->cuts[r->coord + 1];
  long lo0 = first - width_lo (a, p->widths, d), hi1 =
    end + width_hi (a, p->widths, d);
  struct box b;
  if (lo0 < 0)
    {
      b = slab_box (a, p->widths, d, lo0, first < 0 ? first : 0);
      fill_box (p, d, &b);
    }
  if (hi1 > r->n)
    {
      long from = end > r->n ? end : r->n;
      b = slab_box (a, p->widths, d, from, hi1);
      fill_box (p, d, &b);
    }
}

/* ------------------------------------------------------------ running */

/* Complete step D: wait, combine what a reduction received, fill the
   boundary values.  */
static void
finish_step (struct halo_plan *p, int d, MPI_Datatype type, MPI_Op op)
{
  struct halo_step *s = &p->step[d];
  const struct hpc_array *a = p->array;
  if (s->nreq)
    MPI_Waitall (s->nreq, s->req, MPI_STATUSES_IGNORE);
  for (int k = 0; p->reduce && k < s->nreq; k++)
    if (s->acc[k].buf && s->acc[k].n)
      {
	/* Combine in request order: a fixed order, so results do not
	   depend on message timing.  */
	size_t bytes = s->acc[k].n * a->elem_size;
	char *mine = malloc (bytes);
	int tsize;
	if (!mine)
	  hpc__fatal ("hpc_reduce_halo", "out of memory");
	MPI_Type_size (type, &tsize);
	box_copy (a, &s->acc[k].box, mine, 1);
	MPI_Reduce_local (s->acc[k].buf, mine, (int) (bytes / tsize), type,
			  op);
	box_copy (a, &s->acc[k].box, mine, 0);
	free (mine);
      }
  if (!p->reduce)
    fill_step (p, d);
}

static void
start_step (struct halo_plan *p, int d)
{
  if (p->step[d].nreq)
    MPI_Startall (p->step[d].nreq, p->step[d].req);
}

/* Run steps FROM .. rank-1 of a write plan.  */
static void
run_write (struct halo_plan *p, int from)
{
  for (int d = from; d < p->array->rank; d++)
    {
      start_step (p, d);
      finish_step (p, d, MPI_DATATYPE_NULL, MPI_OP_NULL);
    }
}

/* The plan of a write_halo call, with every argument checked, after
   making sure no split-phase exchange of A is under way.  */
static struct halo_plan *
write_plan (const char *fn, void *array, const int *widths,
	    const int *modes, hpc_boundary_fn f, void *user)
{
  hpc__collective (fn);
  const struct hpc_array *a = hpc__array_get (fn, array);
  int w[HPC_MAX_DIMS], m[HPC_MAX_DIMS];
  get_widths (fn, a, widths, w);
  get_modes (fn, a, w, modes, 1, f, m);
  /* Ghosts past the global edges now hold defined values (check mode).  */
  for (int d = 0; d < a->rank; d++)
    if (m[d] != HPC_HALO_NONE && w[d] > 0)
      ((struct hpc_array *) a)->edge_ghosts |= 1u << d;
  for (struct halo_plan *p = plans; p; p = p->next)
    if (p->array == a && p->pending)
      hpc__fatal (fn, "%s: hpc_write_halo_begin was not ended by "
		  "hpc_write_halo_end", a->name);
  struct halo_plan *p = find_plan (fn, a, 0, w, m);
  p->fn = f;
  p->user = user;
  return p;
}

/* ------------------------------------------------------------ public */

void
hpc_write_halo_mode (void *array, const int *widths, const int *modes,
		     hpc_boundary_fn f, void *user)
{
  run_write (write_plan ("hpc_write_halo", array, widths, modes, f, user),
	     0);
}

void
hpc_write_halo_w (void *array, const int *widths)
{
  hpc_write_halo_mode (array, widths, NULL, NULL, NULL);
}

/* Split phase: run the steps that need no messages (boundary values
   only) and start the first that does; hpc_write_halo_end does the
   rest.  */
void
hpc_write_halo_begin_mode (void *array, const int *widths, const int *modes,
			   hpc_boundary_fn f, void *user)
{
  struct halo_plan *p = write_plan ("hpc_write_halo_begin", array, widths,
				    modes, f, user);
  int d = 0;
  for (; d < p->array->rank && !p->step[d].nreq; d++)
    fill_step (p, d);
  if (d < p->array->rank)
    start_step (p, d);
  p->pending = d + 1;
}

void
hpc_write_halo_begin_w (void *array, const int *widths)
{
  hpc_write_halo_begin_mode (array, widths, NULL, NULL, NULL);
}

void
hpc_write_halo_end (void *array)
{
  static const char fn[] = "hpc_write_halo_end";
  hpc__collective (fn);
  const struct hpc_array *a = hpc__array_get (fn, array);
  struct halo_plan *p = plans;
  while (p && !(p->array == a && p->pending))
    p = p->next;
  if (!p)
    hpc__fatal (fn, "%s: no hpc_write_halo_begin under way", a->name);
  int d = p->pending - 1;
  p->pending = 0;
  if (d < a->rank)
    {
      finish_step (p, d, MPI_DATATYPE_NULL, MPI_OP_NULL);
      run_write (p, d + 1);
    }
}

void
hpc_reduce_halo_mode (void *array, const int *widths, const int *modes,
		      MPI_Datatype type, MPI_Op op)
{
  static const char fn[] = "hpc_reduce_halo";
  hpc__collective (fn);
  const struct hpc_array *a = hpc__array_get (fn, array);
  int w[HPC_MAX_DIMS], m[HPC_MAX_DIMS], tsize = 0;
  if (type == MPI_DATATYPE_NULL || op == MPI_OP_NULL)
    hpc__fatal (fn, "%s: null datatype or operation", a->name);
  MPI_Type_size (type, &tsize);
  if (tsize <= 0 || a->elem_size % (size_t) tsize)
    hpc__fatal (fn, "%s: elements of %zu bytes are not made of the "
		"datatype's %d bytes", a->name, a->elem_size, tsize);
  get_widths (fn, a, widths, w);
  get_modes (fn, a, w, modes, 0, NULL, m);
  struct halo_plan *p = find_plan (fn, a, 1, w, m);
  /* The transpose of hpc_write_halo: the last dimension first.  */
  for (int d = a->rank - 1; d >= 0; d--)
    {
      start_step (p, d);
      finish_step (p, d, type, op);
    }
}

void
hpc_reduce_halo (void *array, MPI_Datatype type, MPI_Op op)
{
  hpc_reduce_halo_mode (array, NULL, NULL, type, op);
}

static void
free_plan (struct halo_plan *p)
{
  for (int d = 0; d < HPC_MAX_DIMS; d++)
    {
      struct halo_step *s = &p->step[d];
      if (p->pending == d + 1 && s->nreq)
	MPI_Waitall (s->nreq, s->req, MPI_STATUSES_IGNORE);
      for (int k = 0; k < s->nreq; k++)
	{
	  MPI_Request_free (&s->req[k]);
	  if (s->type[k] != MPI_DATATYPE_NULL)
	    MPI_Type_free (&s->type[k]);
	  free (s->acc[k].buf);
	}
      free (s->req);
      free (s->type);
      free (s->acc);
    }
  free (p);
}

void
hpc__halo_forget (const struct hpc_array *a)
{
  for (struct halo_plan **pp = &plans; *pp;)
    if (!a || (*pp)->array == a)
      {
	struct halo_plan *dead = *pp;
	*pp = dead->next;
	free_plan (dead);
      }
    else
      pp = &(*pp)->next;
}
