/* halo.c - hpc_write_halo: fill the ghost cells of a distributed array
   from their owners, corners included.

   Dimensions are exchanged one after the other; the slab sent in
   dimension d spans, in the dimensions before d, the ghost cells just
   filled, so corners arrive without messages of their own.  Each ghost
   interval is received from every process owning part of it (a neighbour
   may hold fewer cells than the ghost is wide, or none).  Plans (persistent
   requests over MPI subarray datatypes) are cached per array and widths:
   an iteration loop pays for MPI_Startall and MPI_Waitall only.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdlib.h>
#include <string.h>

/* The exchange of one dimension: persistent requests, receives first.  */
struct halo_step
{
  int nreq;
  MPI_Request *req;
  MPI_Datatype *type;
};

struct halo_plan
{
  const struct hpc_array *array;
  int widths[HPC_MAX_DIMS];
  struct halo_step step[HPC_MAX_DIMS];
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

/* The subarray of A covering global indices [G0, G1) of dimension D,
   stored on coordinate C (offsets relative to C's block).  */
static MPI_Datatype
slab_type (const struct hpc_array *a, const int *w, int d, int c, long g0,
	   long g1)
{
  int sizes[HPC_MAX_DIMS], sub[HPC_MAX_DIMS], start[HPC_MAX_DIMS];
  for (int e = 0; e < a->rank; e++)
    {
      sizes[e] = (int) a->extent[e];
      slab_extent (a, w, e, d, &start[e], &sub[e]);
    }
  Range r = a->range[d];
  start[d] = (int) (g0 - r->cuts[c] + r->ghost_lo);
  sub[d] = (int) (g1 - g0);
  MPI_Datatype elem, t;
  MPI_Type_contiguous ((int) a->elem_size, MPI_BYTE, &elem);
  MPI_Type_create_subarray (a->rank, sizes, sub, start, MPI_ORDER_C, elem,
			    &t);
  MPI_Type_commit (&t);
  MPI_Type_free (&elem);
  return t;
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

/* ------------------------------------------------------------ planning */

struct step_builder
{
  struct halo_step *s;
  int cap;
};

static void
add_request (struct step_builder *b, MPI_Datatype t, MPI_Request req)
{
  if (b->s->nreq == b->cap)
    {
      b->cap = b->cap ? 2 * b->cap : 8;
      b->s->req = realloc (b->s->req, b->cap * sizeof *b->s->req);
      b->s->type = realloc (b->s->type, b->cap * sizeof *b->s->type);
      if (!b->s->req || !b->s->type)
	hpc__fatal ("hpc_write_halo", "out of memory");
    }
  b->s->req[b->s->nreq] = req;
  b->s->type[b->s->nreq++] = t;
}

/* Receive ghost interval [G0, G1) (clipped to the range) of dimension D
   from its owners; TAG tells lower (0) from upper (1) ghosts.  */
static void
plan_receives (struct step_builder *b, const struct hpc_array *a,
	       const int *w, int d, long g0, long g1, int tag, MPI_Comm comm)
{
  Range r = a->range[d];
  g0 = g0 < 0 ? 0 : g0;
  g1 = g1 > r->n ? r->n : g1;
  for (int c = 0; c < r->nprocs && g0 < g1; c++)
    {
      long lo = g0 > r->cuts[c] ? g0 : r->cuts[c];
      long hi = g1 < r->cuts[c + 1] ? g1 : r->cuts[c + 1];
      if (lo >= hi || c == r->coord)
	continue;
      MPI_Datatype t = slab_type (a, w, d, r->coord, lo, hi);
      MPI_Request req;
      MPI_Recv_init (a->base, 1, t, peer_rank (r, c), 2 * d + tag, comm,
		     &req);
      add_request (b, t, req);
    }
}

/* Send the cells of mine that lie in coordinate C's ghost interval
   [G0, G1) of dimension D.  */
static void
plan_send (struct step_builder *b, const struct hpc_array *a, const int *w,
	   int d, int c, long g0, long g1, int tag, MPI_Comm comm)
{
  Range r = a->range[d];
  long mine0 = r->cuts[r->coord], mine1 = r->cuts[r->coord + 1];
  long lo = g0 > mine0 ? g0 : mine0, hi = g1 < mine1 ? g1 : mine1;
  if (lo >= hi)
    return;
  MPI_Datatype t = slab_type (a, w, d, r->coord, lo, hi);
  MPI_Request req;
  MPI_Send_init (a->base, 1, t, peer_rank (r, c), 2 * d + tag, comm, &req);
  add_request (b, t, req);
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

static void
plan_step (struct halo_plan *p, int d, MPI_Comm comm)
{
  const struct hpc_array *a = p->array;
  const int *w = p->widths;
  Range r = a->range[d];
  struct step_builder b = { &p->step[d], 0 };
  int wl = width_lo (a, w, d), wh = width_hi (a, w, d);
  if (!r || (wl == 0 && wh == 0) || empty_elsewhere (a, d))
    return;
  long first = r->cuts[r->coord], end = r->cuts[r->coord + 1];
  if (end > first)
    {
      plan_receives (&b, a, w, d, first - wl, first, 0, comm);
      plan_receives (&b, a, w, d, end, end + wh, 1, comm);
    }
  for (int c = 0; c < r->nprocs; c++)
    if (c != r->coord && r->cuts[c + 1] > r->cuts[c])
      {
	plan_send (&b, a, w, d, c, r->cuts[c] - wl, r->cuts[c], 0, comm);
	plan_send (&b, a, w, d, c, r->cuts[c + 1], r->cuts[c + 1] + wh, 1,
		   comm);
      }
}

/* ------------------------------------------------------------ checks */

/* The widths to exchange: W, or the full ghosts; each checked.  */
static void
get_widths (const struct hpc_array *a, const int *w, int *out)
{
  for (int d = 0; d < a->rank; d++)
    {
      Range r = a->range[d];
      int ghost = r ? (r->ghost_lo > r->ghost_hi ? r->ghost_lo
		       : r->ghost_hi) : 0;
      out[d] = w ? w[d] : ghost;
      if (out[d] < 0 || out[d] > ghost)
	hpc__fatal ("hpc_write_halo", "%s: width %d in dimension %d is not "
		    "within its ghost width %d", a->name, out[d], d, ghost);
    }
  for (int d = a->rank; d < HPC_MAX_DIMS; d++)
    out[d] = 0;
}

/* The grid all distributed dimensions of A use (one grid only).  */
static Group
array_grid (const struct hpc_array *a)
{
  Group g = NULL;
  for (int d = 0; d < a->rank; d++)
    if (a->range[d] && a->range[d]->ghost_lo + a->range[d]->ghost_hi > 0)
      {
	if (a->range[d]->kind != HPC_RANGE_BLOCK
	    && a->range[d]->kind != HPC_RANGE_CUTS)
	  hpc__fatal ("hpc_write_halo", "%s: dimension %d has ghosts but is "
		      "not block-distributed", a->name, d);
	if (g && g != a->range[d]->grid)
	  hpc__fatal ("hpc_write_halo", "%s: dimensions over different "
		      "process grids", a->name);
	g = a->range[d]->grid;
      }
  return g;
}

static struct halo_plan *
find_plan (const struct hpc_array *a, const int *w)
{
  for (struct halo_plan *p = plans; p; p = p->next)
    if (p->array == a && !memcmp (p->widths, w, sizeof p->widths))
      return p;
  struct halo_plan *p = calloc (1, sizeof *p);
  if (!p)
    hpc__fatal ("hpc_write_halo", "out of memory");
  p->array = a;
  memcpy (p->widths, w, sizeof p->widths);
  Group g = array_grid (a);
  if (g && g->member)
    for (int d = 0; d < a->rank; d++)
      plan_step (p, d, hpc_comm (g));
  p->next = plans;
  plans = p;
  return p;
}

/* ------------------------------------------------------------ public */

void
hpc_write_halo_w (void *array, const int *widths)
{
  hpc__ensure_started ("hpc_write_halo");
  const struct hpc_array *a = hpc__array_get ("hpc_write_halo", array);
  int w[HPC_MAX_DIMS];
  get_widths (a, widths, w);
  struct halo_plan *p = find_plan (a, w);
  for (int d = 0; d < a->rank; d++)
    if (p->step[d].nreq)
      {
	MPI_Startall (p->step[d].nreq, p->step[d].req);
	MPI_Waitall (p->step[d].nreq, p->step[d].req, MPI_STATUSES_IGNORE);
      }
}

static void
free_plan (struct halo_plan *p)
{
  for (int d = 0; d < HPC_MAX_DIMS; d++)
    {
      for (int k = 0; k < p->step[d].nreq; k++)
	{
	  MPI_Request_free (&p->step[d].req[k]);
	  MPI_Type_free (&p->step[d].type[k]);
	}
      free (p->step[d].req);
      free (p->step[d].type);
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
