/* halo.c - hpc_write_halo and hpc_reduce_halo: fill the ghost cells of a
   distributed array from their owners (corners included, optionally
   periodic or from a boundary function past the global edges), and the
   reverse, accumulating ghost copies into their owners.

   Where each ghost box has one owner (every process holds at least as
   many indices as the ghosts are wide) and no boundary function is
   involved, every ghost box, corners included, comes in one round of
   messages from the neighbour at its offset: one wait instead of one
   per dimension, which matters most when the processes outnumber the
   cores (doc/internals.md, "Measurements").
   Otherwise dimensions are exchanged one after the other; the slab sent in
   dimension d spans, in the dimensions before d, the ghost cells just
   filled, so corners arrive without messages of their own.  Boundary
   values of dimension d are written before dimension d+1 is exchanged for
   the same reason.  Each ghost interval is received from every process
   owning part of it (a neighbour may hold fewer cells than the ghost is
   wide, or none); a periodic ghost interval is split where it wraps.
   hpc_reduce_halo runs the transpose: dimensions in reverse order, ghost
   slabs sent to their owners, who combine them into their cells.

   Plans (each message's address, datatype and peer, with a buffer each
   for the slabs that are not contiguous in the block, which libhpc packs
   itself) are cached per array, widths and modes: an iteration loop pays
   for the packing, posting the messages and MPI_Waitall only.  The
   messages are posted with MPI_Irecv and MPI_Isend rather than started
   as persistent requests: Open MPI 4.1's MPI_Startall is slower for the
   same exchange (doc/internals.md, "Measurements").

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A box of a local block: local index START[e] .. START[e]+SUB[e]-1 in
   every dimension e.  */
struct box
{
  int start[HPC_MAX_DIMS], sub[HPC_MAX_DIMS];
};

/* What a request's buffer needs around the message.  */
enum halo_buffer_use
{
  HALO_DIRECT,			/* none: the message is the block's bytes */
  HALO_PACK,			/* a send: BOX copied to BUF before it starts */
  HALO_UNPACK,			/* a receive: BUF copied to BOX after it ends */
  HALO_COMBINE			/* hpc_reduce_halo's: BUF combined into BOX */
};

/* The buffer of one request: N elements at BUF standing for BOX.  */
struct halo_buffer
{
  struct box box;
  size_t n;
  void *buf;
  enum halo_buffer_use use;
};

/* One message of a step: COUNT items of TYPE at ADDR (a datatype of
   libhpc's own unless MPI_BYTE), sent to or received from PEER.  A
   message a process sends itself (a periodic dimension of one process)
   is a copy between two boxes of its block, not a message: its send
   has LOCAL 1 + the index of its receive, which has LOCAL -1.  */
struct halo_message
{
  void *addr;
  int count;
  MPI_Datatype type;
  int peer, tag, send, local;
};

/* BYTES copied from byte offset FROM of the block to offset TO.  */
struct halo_run
{
  ptrdiff_t from, to;
  size_t bytes;
};

/* The exchange of one dimension, receives first.  The messages a process
   sends itself are NRUNS copies within its block (RUNS), worked out
   when the plan is made: a periodic dimension of one process costs its
   copies only.  */
struct halo_step
{
  int nreq;
  struct halo_message *msg;	/* per request */
  MPI_Request *req;		/* MPI_REQUEST_NULL while none is posted */
  struct halo_buffer *buffer;	/* per request */
  int nruns;
  struct halo_run *runs;
};

struct halo_plan
{
  const struct hpc_array *array;
  int reduce;			/* a plan of hpc_reduce_halo */
  MPI_Comm comm;		/* the array's grid's */
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

/* The plan each array found last, by a hash of its address: a loop
   exchanging a few arrays in turn finds their plans here rather than
   through the list of every plan of the program.  */
enum { RECENT = 64 };
static struct halo_plan *recent[RECENT];

/* How many plans have a split-phase exchange under way.  */
static int npending;

static size_t
recent_slot (const struct hpc_array *a, int reduce)
{
  uint64_t h = ((uintptr_t) a >> 4) * 0x9e3779b97f4a7c15u;
  return ((size_t) (h >> 40) ^ (size_t) reduce) & (RECENT - 1);
}

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

/* The wider of the two.  */
static int
width_max (const struct hpc_array *a, const int *w, int d)
{
  int lo = width_lo (a, w, d), hi = width_hi (a, w, d);
  return lo > hi ? lo : hi;
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

/* The address of box B in A's block when the box is one contiguous
   stretch of it (whole extents, in storage order, inside its outermost
   stored dimension with more than one index) of at most INT_MAX bytes,
   which a message carries as plain bytes; NULL otherwise.  */
static void *
box_contiguous (const struct hpc_array *a, const struct box *b)
{
  int sub[HPC_MAX_DIMS], f = 0;
  hpc__storage_order (a, b->sub, sub);
  while (f < a->rank - 1 && sub[f] == 1)
    f++;
  for (int k = f + 1; k < a->rank; k++)
    if (sub[k] != a->extent[a->order[k]])
      return NULL;
  if (box_count (a, b) * a->elem_size > INT_MAX)
    return NULL;
  ptrdiff_t off = 0;
  for (int e = 0; e < a->rank; e++)
    off += b->start[e] * a->stride[e];
  return (char *) a->base + off * a->elem_size;
}

/* N runs of ROW bytes, STEP bytes apart in the block from CELL, copied
   to consecutive places at BUF (TO_BUF) or back.  A ghost column is
   runs of one element: the sizes of elements get loops of their own, in
   which memcpy becomes a move, since a call per element is what made
   columns slow.  */
#define COPY_RUNS(SIZE)							\
  do									\
    for (size_t i = 0; i < n; i++, cell += step, buf += (SIZE))		\
      {									\
	if (to_buf)							\
	  memcpy (buf, cell, (SIZE));					\
	else								\
	  memcpy (cell, buf, (SIZE));					\
      }									\
  while (0)

static void
copy_runs (char *cell, char *buf, size_t n, size_t row, ptrdiff_t step,
	   int to_buf)
{
  switch (row)
    {
    case 4:
      COPY_RUNS (4);
      break;
    case 8:
      COPY_RUNS (8);
      break;
    case 16:
      COPY_RUNS (16);
      break;
    default:
      COPY_RUNS (row);
    }
}

/* Copy box B of A's block to BUF (TO_BUF) or back, in storage order:
   the order of the elements of a message of the box, so that a packed
   box arrives in place and hpc_reduce_halo combines each received
   element with its own cell.  The two innermost stored dimensions go to
   copy_runs, the others are counted here.  */
static void
box_copy (const struct hpc_array *a, const struct box *b, char *buf,
	  int to_buf)
{
  int r = a->rank, idx[HPC_MAX_DIMS] = { 0 }, sub[HPC_MAX_DIMS],
    start[HPC_MAX_DIMS];
  hpc__storage_order (a, b->sub, sub);
  hpc__storage_order (a, b->start, start);
  size_t row = (size_t) sub[r - 1] * a->elem_size;
  size_t runs = r > 1 ? (size_t) sub[r - 2] : 1;
  ptrdiff_t step = r > 1 ? a->stride[a->order[r - 2]] * (ptrdiff_t)
		   a->elem_size : 0;
  if (box_count (a, b) == 0)
    return;
  for (;;)
    {
      ptrdiff_t off = 0;
      for (int k = 0; k < r; k++)
	off += (start[k] + (k < r - 2 ? idx[k] : 0))
	       * a->stride[a->order[k]];
      copy_runs ((char *) a->base + off * a->elem_size, buf, runs, row,
		 step, to_buf);
      buf += runs * row;
      int k = r - 3;
      while (k >= 0 && ++idx[k] == sub[k])
	idx[k--] = 0;
      if (k < 0)
	return;
    }
}

/* Append to step S the copies of box FROM of A's block to box TO of the
   same shape: a run per row of the innermost stored dimension, runs that
   continue the last one in both boxes (whole planes) merged into it.  */
static void
box_runs (const struct hpc_array *a, const struct box *from,
	  const struct box *to, struct halo_step *s)
{
  int r = a->rank, idx[HPC_MAX_DIMS] = { 0 }, sub[HPC_MAX_DIMS],
    s0[HPC_MAX_DIMS], s1[HPC_MAX_DIMS];
  hpc__storage_order (a, from->sub, sub);
  hpc__storage_order (a, from->start, s0);
  hpc__storage_order (a, to->start, s1);
  size_t row = (size_t) sub[r - 1] * a->elem_size;
  if (box_count (a, from) == 0)
    return;
  for (;;)
    {
      ptrdiff_t o0 = 0, o1 = 0;
      for (int k = 0; k < r; k++)
	{
	  ptrdiff_t stride = a->stride[a->order[k]];
	  o0 += (s0[k] + (k < r - 1 ? idx[k] : 0)) * stride;
	  o1 += (s1[k] + (k < r - 1 ? idx[k] : 0)) * stride;
	}
      o0 *= (ptrdiff_t) a->elem_size;
      o1 *= (ptrdiff_t) a->elem_size;
      struct halo_run *last = s->nruns ? &s->runs[s->nruns - 1] : NULL;
      if (last && last->from + (ptrdiff_t) last->bytes == o0
	  && last->to + (ptrdiff_t) last->bytes == o1)
	last->bytes += row;
      else
	{
	  s->runs = realloc (s->runs, (s->nruns + 1) * sizeof *s->runs);
	  if (!s->runs)
	    hpc__fatal ("hpc_write_halo", "out of memory");
	  s->runs[s->nruns++] = (struct halo_run) { o0, o1, row };
	}
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
};

static void
add_request (struct step_builder *b, struct halo_message m,
	     struct halo_buffer buffer)
{
  struct halo_step *s = b->s;
  if (s->nreq == b->cap)
    {
      b->cap = b->cap ? 2 * b->cap : 8;
      s->msg = realloc (s->msg, b->cap * sizeof *s->msg);
      s->req = realloc (s->req, b->cap * sizeof *s->req);
      s->buffer = realloc (s->buffer, b->cap * sizeof *s->buffer);
      if (!s->msg || !s->req || !s->buffer)
	hpc__fatal ("hpc_write_halo", "out of memory");
    }
  s->msg[s->nreq] = m;
  s->req[s->nreq] = MPI_REQUEST_NULL;
  s->buffer[s->nreq++] = buffer;
}

/* Runs of the block shorter than this many bytes make a box packed by
   libhpc rather than described by a datatype.  */
enum { SHORT_RUN = 256 };

/* Whether box B's innermost stored runs are short.  */
static int
short_runs (const struct hpc_array *a, const struct box *b)
{
  int sub[HPC_MAX_DIMS];
  hpc__storage_order (a, b->sub, sub);
  return (size_t) sub[a->rank - 1] * a->elem_size < SHORT_RUN;
}

/* One message of box BOX with PEER, sent (SEND) or received.  A
   contiguous box goes straight from or to the block.  A box of short runs
   (a ghost column) goes through a buffer that libhpc packs before the
   send starts or unpacks after the receive ends: Open MPI moves a
   subarray datatype's column element by element, at a call each, where
   box_copy's loop moves registers.  A box of long runs (ghost rows that
   leave out the ghost columns) goes as a subarray datatype, which Open
   MPI moves run by run without the buffer's extra copies (4.5 us against
   12-20 us for two rows of 4096 doubles).  */
static void
plan_message (struct step_builder *b, struct box box, int send, int peer,
	      int tag)
{
  const struct hpc_array *a = b->p->array;
  struct halo_buffer buffer = { box, 0, NULL, HALO_DIRECT };
  void *addr = box_contiguous (a, &box);
  size_t n = box_count (a, &box), bytes = n * a->elem_size;
  int count = (int) bytes;
  MPI_Datatype t = MPI_BYTE;
  if (!addr && bytes <= INT_MAX && short_runs (a, &box))
    {
      buffer = (struct halo_buffer) { box, n, malloc (bytes + 1),
				      send ? HALO_PACK : HALO_UNPACK };
      if (!buffer.buf)
	hpc__fatal (b->p->reduce ? "hpc_reduce_halo" : "hpc_write_halo",
		    "out of memory");
      addr = buffer.buf;
    }
  else if (!addr)
    {
      addr = a->base;
      count = 1;
      t = hpc__box_type (a, box.sub, box.start);
    }
  add_request (b, (struct halo_message) { addr, count, t, peer, tag, send, 0 },
	       buffer);
}

/* The ghost side of one message: ghost cells [G0, G1) of dimension D,
   received from (write) or sent to (reduce) coordinate C.  */
static void
plan_ghost (struct step_builder *b, int d, int c, long g0, long g1, int tag)
{
  const struct hpc_array *a = b->p->array;
  plan_message (b, slab_box (a, b->p->widths, d, g0, g1), b->p->reduce,
		peer_rank (a->range[d], c), tag);
}

/* The owner side: my cells [G0, G1) of dimension D, sent to (write) or
   combined with what comes from (reduce) coordinate C.  */
static void
plan_owner (struct step_builder *b, int d, int c, long g0, long g1, int tag)
{
  const struct hpc_array *a = b->p->array;
  struct box box = slab_box (a, b->p->widths, d, g0, g1);
  int peer = peer_rank (a->range[d], c);
  if (!b->p->reduce)
    {
      plan_message (b, box, 1, peer, tag);
      return;
    }
  size_t n = box_count (a, &box);
  void *buf = malloc (n * a->elem_size + 1);
  if (!buf)
    hpc__fatal ("hpc_reduce_halo", "out of memory");
  struct halo_message m = { buf, (int) (n * a->elem_size), MPI_BYTE, peer,
			    tag, 0, 0 };
  add_request (b, m, (struct halo_buffer) { box, n, buf, HALO_COMBINE });
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
plan_step (struct halo_plan *p, int d)
{
  const struct hpc_array *a = p->array;
  Range r = a->range[d];
  struct step_builder b = { p, &p->step[d], 0 };
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

/* ------------------------------------------------------------ one phase */

/* Whether write plan P can fill every ghost, corners included, in one
   round of messages, each ghost box from the one process owning all of
   it: every distributed dimension is on one grid, each on its own
   process dimension, at most three of them with ghosts to fill (up to
   26 neighbours), those periodic or without mode (boundary values are
   written dimension after dimension), and every process holds at least
   as many of their indices as the ghosts are wide.  The test reads only
   what every process knows alike, so all decide the same.  */
static int
one_phase_ok (const struct halo_plan *p)
{
  const struct hpc_array *a = p->array;
  Group g = NULL;
  unsigned used = 0, taken = 0;
  for (int d = 0; d < a->rank; d++)
    {
      Range r = a->range[d];
      if (!r)
	continue;
      if (!r->grid || (g && r->grid != g))
	return 0;
      g = r->grid;
      if (taken & 1u << r->dim)
	return 0;
      taken |= 1u << r->dim;
      int w = width_max (a, p->widths, d);
      /* A dimension without ghosts to fill (of any kind) only spans the
	 boxes, alike at both ends of each message: the two share its
	 process coordinate.  */
      if (w == 0)
	continue;
      if (p->modes[d] == HPC_HALO_BOUNDARY)
	return 0;
      used |= 1u << r->dim;
      for (int c = 0; c < r->nprocs; c++)
	if (r->cuts[c + 1] - r->cuts[c] < w)
	  return 0;
    }
  return used != 0 && __builtin_popcount (used) <= 3;
}

/* The box of offset O (per dimension -1: the ghosts below, 0: the cells
   held, 1: the ghosts above) on this process's ghost side (AS_GHOST), or
   the cells that fill it on the owner side, and the grid coordinates of
   the process at the other end in *COORD.  Returns 0 when there is no
   such message (no neighbour there, or ghosts of width 0).  */
static int
offset_box (const struct halo_plan *p, const int *o, int as_ghost,
	    struct box *b, int *coord)
{
  const struct hpc_array *a = p->array;
  for (int d = 0; d < a->rank; d++)
    {
      Range r = a->range[d];
      if (!r)
	{
	  if (o[d])
	    return 0;
	  b->start[d] = 0;
	  b->sub[d] = (int) a->extent[d];
	  continue;
	}
      int wl = width_lo (a, p->widths, d), wh = width_hi (a, p->widths, d);
      int held = (int) r->count, lo = r->ghost_lo;
      /* The ghost side hears from the holder of its ghosts, at +O; the
	 owner side fills the ghosts of the process at -O.  */
      int q = r->coord + (as_ghost ? o[d] : -o[d]);
      if (q < 0 || q >= r->nprocs)
	{
	  if (p->modes[d] != HPC_HALO_PERIODIC)
	    return 0;
	  q = (q + r->nprocs) % r->nprocs;
	}
      coord[r->dim] = q;
      int w = o[d] < 0 ? wl : wh;
      if (o[d] == 0)
	b->start[d] = lo, b->sub[d] = held;
      else if (w == 0)
	return 0;
      else if (as_ghost)
	b->start[d] = o[d] < 0 ? lo - wl : lo + held, b->sub[d] = w;
      else
	b->start[d] = o[d] < 0 ? lo + held - wl : lo, b->sub[d] = w;
    }
  return 1;
}

/* All of write plan P's messages in its first step: for each offset
   with a neighbour, receives first, then sends; the tag names the
   offset, since a neighbour may sit at several offsets (periodic
   dimensions of one or two processes).  */
static void
plan_one_phase (struct halo_plan *p, Group g)
{
  const struct hpc_array *a = p->array;
  struct step_builder b = { p, &p->step[0], 0 };
  int noffsets = 1;
  for (int d = 0; d < a->rank; d++)
    noffsets *= 3;
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < noffsets; k++)
      {
	int o[HPC_MAX_DIMS], coord[HPC_MAX_DIMS], any = 0, rank = 0;
	for (int d = a->rank - 1, rest = k; d >= 0; d--, rest /= 3)
	  any |= (o[d] = rest % 3 - 1) != 0;
	memcpy (coord, g->coord, sizeof coord);
	struct box box;
	if (!any || !offset_box (p, o, pass == 0, &box, coord))
	  continue;
	for (int e = 0; e < g->ndims; e++)
	  rank = rank * g->shape[e] + coord[e];
	plan_message (&b, box, pass == 1, rank, k);
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
      int wmax = width_max (a, w, d);
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

/* Step D's messages from this process to itself, each send paired with
   the receive of its tag: Open MPI delivers them through its datatype
   engine, a call per run or element, where the step copies the runs
   (a write plan's; a reduction combines what it receives).  */
static void
pair_local (struct halo_plan *p, int d)
{
  struct halo_step *s = &p->step[d];
  int me;
  MPI_Comm_rank (p->comm, &me);
  for (int k = 0; k < s->nreq; k++)
    if (s->msg[k].send && s->msg[k].peer == me)
      for (int j = 0; j < s->nreq; j++)
	if (!s->msg[j].send && s->msg[j].peer == me && !s->msg[j].local
	    && s->msg[j].tag == s->msg[k].tag)
	  {
	    s->msg[k].local = 1 + j;
	    s->msg[j].local = -1;
	    box_runs (p->array, &s->buffer[k].box, &s->buffer[j].box, s);
	    break;
	  }
}

/* Whether P is the plan of A, REDUCE, widths W and modes M.  */
static int
plan_of (const struct halo_plan *p, const struct hpc_array *a, int reduce,
	 const int *w, const int *m)
{
  return p && p->array == a && p->reduce == reduce
	 && !memcmp (p->widths, w, sizeof p->widths)
	 && !memcmp (p->modes, m, sizeof p->modes);
}

static struct halo_plan *make_plan (const char *fn,
				    const struct hpc_array *a, int reduce,
				    const int *w, const int *m);

static struct halo_plan *
find_plan (const char *fn, const struct hpc_array *a, int reduce,
	   const int *w, const int *m)
{
  struct halo_plan **slot = &recent[recent_slot (a, reduce)];
  if (plan_of (*slot, a, reduce, w, m))
    return *slot;
  struct halo_plan *p = plans;
  while (p && !plan_of (p, a, reduce, w, m))
    p = p->next;
  return *slot = p ? p : make_plan (fn, a, reduce, w, m);
}

static struct halo_plan *
make_plan (const char *fn, const struct hpc_array *a, int reduce,
	   const int *w, const int *m)
{
  struct halo_plan *p = calloc (1, sizeof *p);
  if (!p)
    hpc__fatal (fn, "out of memory");
  p->array = a;
  p->reduce = reduce;
  memcpy (p->widths, w, sizeof p->widths);
  memcpy (p->modes, m, sizeof p->modes);
  Group g = array_grid (fn, a);
  if (g && g->member)
    p->comm = hpc_comm (g);
  if (g && g->member && !reduce && one_phase_ok (p))
    plan_one_phase (p, g);
  else if (g && g->member)
    for (int d = 0; d < a->rank; d++)
      plan_step (p, d);
  if (g && g->member && !reduce)
    for (int d = 0; d < a->rank; d++)
      pair_local (p, d);
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
      /* A cyclic or block-cyclic range (no ghosts, no cuts) maps the
	 cell's local index through its period.  */
      g[e] = __hpc_range_global (r, r->coord, idx[e]);
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
  int wlo = width_lo (a, p->widths, d), whi = width_hi (a, p->widths, d);
  /* No ghosts here (a cyclic range has neither ghosts nor cuts).  */
  if (wlo == 0 && whi == 0)
    return;
  long first = r->cuts[r->coord], end = r->cuts[r->coord + 1];
  long lo0 = first - wlo, hi1 = end + whi;
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
  for (int k = 0; k < s->nreq; k++)
    if (s->buffer[k].use == HALO_UNPACK && !s->msg[k].local)
      box_copy (a, &s->buffer[k].box, s->buffer[k].buf, 0);
    else if (s->buffer[k].use == HALO_COMBINE && s->buffer[k].n)
      {
	/* Combine in request order: a fixed order, so results do not
	   depend on message timing.  */
	size_t bytes = s->buffer[k].n * a->elem_size;
	char *mine = malloc (bytes);
	int tsize;
	if (!mine)
	  hpc__fatal ("hpc_reduce_halo", "out of memory");
	MPI_Type_size (type, &tsize);
	box_copy (a, &s->buffer[k].box, mine, 1);
	MPI_Reduce_local (s->buffer[k].buf, mine, (int) (bytes / tsize), type,
			  op);
	box_copy (a, &s->buffer[k].box, mine, 0);
	free (mine);
      }
  if (!p->reduce)
    fill_step (p, d);
}

/* Pack what step D sends through buffers, make its copies within the
   block, and start its messages.  The copies read cells held here and
   write ghosts that no send of the step reads.  */
static void
start_step (struct halo_plan *p, int d)
{
  struct halo_step *s = &p->step[d];
  char *base = p->array->base;
  for (int k = 0; k < s->nreq; k++)
    if (s->buffer[k].use == HALO_PACK && !s->msg[k].local)
      box_copy (p->array, &s->buffer[k].box, s->buffer[k].buf, 1);
  for (int k = 0; k < s->nruns; k++)
    memcpy (base + s->runs[k].to, base + s->runs[k].from, s->runs[k].bytes);
  for (int k = 0; k < s->nreq; k++)
    {
      const struct halo_message *m = &s->msg[k];
      if (m->local)
	continue;
      if (m->send)
	MPI_Isend (m->addr, m->count, m->type, m->peer, m->tag, p->comm,
		   &s->req[k]);
      else
	MPI_Irecv (m->addr, m->count, m->type, m->peer, m->tag, p->comm,
		   &s->req[k]);
    }
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
  hpc__check_exchanged (a);
  int w[HPC_MAX_DIMS], m[HPC_MAX_DIMS];
  get_widths (fn, a, widths, w);
  get_modes (fn, a, w, modes, 1, f, m);
  /* Ghosts past the global edges now hold defined values (check mode).  */
  for (int d = 0; d < a->rank; d++)
    if (m[d] != HPC_HALO_NONE && w[d] > 0)
      ((struct hpc_array *) a)->edge_ghosts |= 1u << d;
  for (struct halo_plan *p = npending ? plans : NULL; p; p = p->next)
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
  npending++;
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
  npending--;
  if (d < a->rank)
    {
      finish_step (p, d, MPI_DATATYPE_NULL, MPI_OP_NULL);
      run_write (p, d + 1);
    }
}

/* TYPE, or a type of the same values that MPI combines right: Open MPI
   4.1.4 takes MPI_UNSIGNED_LONG for signed in MPI_MAX and MPI_MIN (its
   issue 10525), where MPI_UINT64_T is unsigned.  */
static MPI_Datatype
combinable_type (MPI_Datatype type)
{
  if (type == MPI_UNSIGNED_LONG && sizeof (unsigned long) == sizeof (uint64_t))
    return MPI_UINT64_T;
  return type;
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
  type = combinable_type (type);
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
  for (int k = 0; k < RECENT; k++)
    if (recent[k] == p)
      recent[k] = NULL;
  if (p->pending)
    npending--;
  for (int d = 0; d < HPC_MAX_DIMS; d++)
    {
      struct halo_step *s = &p->step[d];
      if (p->pending == d + 1 && s->nreq)
	MPI_Waitall (s->nreq, s->req, MPI_STATUSES_IGNORE);
      for (int k = 0; k < s->nreq; k++)
	{
	  if (s->msg[k].type != MPI_BYTE)
	    MPI_Type_free (&s->msg[k].type);
	  free (s->buffer[k].buf);
	}
      free (s->msg);
      free (s->req);
      free (s->buffer);
      free (s->runs);
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
