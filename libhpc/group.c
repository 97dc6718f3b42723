/* group.c - process groups: grids made from the active process group, and
   their restrictions to one coordinate in some dimensions (subgroups);
   when a grid nothing holds is freed (doc/internals.md, "Lifetimes of
   groups").

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

Group hpc__world_group;
unsigned long hpc__groups_epoch;

/* hpc__group_lock guards the restriction caches, which over loops may
   use from several threads, and the counts (group_life.c).  Grids are
   only made and freed on the main thread (both are collective).  Every
   group is reachable from the world group: a grid from its parent's list,
   a restriction from its root's table.  */
pthread_mutex_t hpc__group_lock = PTHREAD_MUTEX_INITIALIZER;

/* A zeroed group with no restrictions; ends the job when out of memory.  */
static struct hpc_group *
group_alloc (const char *fn, int size)
{
  struct hpc_group *g = calloc (1, sizeof *g);
  int *ranks = malloc ((size > 0 ? size : 1) * sizeof *ranks);
  if (!g || !ranks)
    hpc__fatal (fn, "out of memory for a group of %d processes", size);
  g->world_ranks = ranks;
  g->size = size;
  g->rank = -1;
  g->comm = MPI_COMM_NULL;
  for (int d = 0; d < HPC_MAX_DIMS; d++)
    g->fixed[d] = g->coord[d] = -1;
  return g;
}

/* Grid G's inverse of its world ranks, so that any process can place any
   other in the grid without communication (hpc__group_coords_of).  */
static void
world_pos_make (const char *fn, struct hpc_group *g)
{
  g->world_pos = malloc (hpc__world_size * sizeof *g->world_pos);
  if (!g->world_pos)
    hpc__fatal (fn, "out of memory for a group of %d processes", g->size);
  for (int w = 0; w < hpc__world_size; w++)
    g->world_pos[w] = -1;
  for (int pos = 0; pos < g->size; pos++)
    g->world_pos[g->world_ranks[pos]] = pos;
}

void
hpc__groups_start (void)
{
  struct hpc_group *g = group_alloc ("hpc_init", hpc__world_size);
  g->root = g;
  g->ndims = 1;
  g->shape[0] = hpc__world_size;
  g->coord[0] = g->rank = hpc__world_rank;
  g->member = 1;
  for (int r = 0; r < hpc__world_size; r++)
    g->world_ranks[r] = r;
  world_pos_make ("hpc_init", g);
  g->comm = hpc__world;		/* env.c owns and frees it */
  hpc__world_group = g;
}

void
hpc__group_check (const char *fn, Group p)
{
  hpc__ensure_started (fn);
  if (!p)
    hpc__fatal (fn, "the group is NULL");
}

/* End the job naming FN unless 0 <= D < P's number of dimensions.  */
static void
check_dim (const char *fn, Group p, int d)
{
  hpc__group_check (fn, p);
  if (d < 0 || d >= p->ndims)
    hpc__fatal (fn, "dimension %d of a group of %d dimensions", d,
                p->ndims);
}

void
hpc__group_describe (Group p, char *buf, size_t size)
{
  size_t len = 0;
  if (p->ndims == 1)
    len = snprintf (buf, size, "a 1-D grid of size %d", p->shape[0]);
  else
    {
      len = snprintf (buf, size, "a ");
      for (int d = 0; d < p->ndims && len < size; d++)
        len += snprintf (buf + len, size - len, d ? " x %d" : "%d",
                         p->shape[d]);
      if (len < size)
        len += snprintf (buf + len, size - len, " grid");
    }
  for (int d = 0; d < p->ndims && len < size; d++)
    if (p->fixed[d] >= 0)
      len += snprintf (buf + len, size - len,
                       " restricted to coordinate %d of dimension %d",
                       p->fixed[d], d);
}

/* ------------------------------------------------------------ grids */

/* Fill the HPC_AUTO extents of SHAPE so that the grid uses as many of the
   APG's NPROCS processes as the fixed extents allow (MPI_Dims_create
   chooses the auto extents, as balanced as possible).  FN names the call
   for messages.  */
static void
resolve_shape (const char *fn, int ndims, int *shape, int nprocs)
{
  long fixed = 1;
  int nauto = 0;
  for (int d = 0; d < ndims; d++)
    if (shape[d] < 0)
      hpc__fatal (fn, "negative extent %d in dimension %d of the grid",
                  shape[d], d);
  /* The product of the fixed extents, saturated so that it cannot
     overflow but still exceeds NPROCS when too large.  */
  for (int d = 0; d < ndims; d++)
    if (shape[d] == HPC_AUTO)
      nauto++;
    else if ((fixed *= shape[d]) > INT_MAX)
      fixed = (long) INT_MAX + 1;
  if (fixed > nprocs)
    {
      char buf[256];
      size_t len = 0;
      for (int d = 0; d < ndims && len < sizeof buf; d++)
        len += shape[d] == HPC_AUTO
               ? snprintf (buf + len, sizeof buf - len, d ? " x auto" : "auto")
               : snprintf (buf + len, sizeof buf - len, d ? " x %d" : "%d",
                           shape[d]);
      hpc__fatal (fn, "a %s grid needs %s%ld processes but the "
                  "active process group has only %d", buf,
                  nauto ? "at least " : "", fixed, nprocs);
    }
  if (nauto > 0)
    MPI_Dims_create ((int) (nprocs / fixed * fixed), ndims, shape);
}

/* This process's coordinates and rank in grid G, which takes the first
   G->size processes of APG in rank order.  */
static void
grid_place (struct hpc_group *g, Group apg)
{
  for (int r = 0; r < g->size; r++)
    g->world_ranks[r] = apg->world_ranks[r];
  if (apg->rank < 0 || apg->rank >= g->size)
    return;
  g->member = 1;
  g->rank = apg->rank;
  for (int d = g->ndims - 1, r = g->rank; d >= 0; d--)
    {
      g->coord[d] = r % g->shape[d];
      r /= g->shape[d];
    }
}

/* The grid of this shape already made from APG, if any, moved to the
   front of APG's list: grids are interned, so programs that make grids in
   a loop do not use up MPI's communicators.  Every member of APG made,
   found and freed the same grids, in the same order, so all find the same
   answer.  */
static struct hpc_group *
grid_find (struct hpc_group *apg, int ndims, const int *shape)
{
  for (struct hpc_group **gp = &apg->grids; *gp; gp = &(*gp)->grid_next)
    {
      struct hpc_group *g = *gp;
      if (g->ndims == ndims
          && memcmp (g->shape, shape, ndims * sizeof *shape) == 0)
        {
          *gp = g->grid_next;
          g->grid_next = apg->grids;
          apg->grids = g;
          return g;
        }
    }
  return NULL;
}

/* Make (or find) the grid; collective over the APG.  */
static Group
procs_make (const char *fn, int ndims, const int *shape_in)
{
  hpc__collective (fn);
  if (ndims < 1 || ndims > HPC_MAX_DIMS)
    hpc__fatal (fn, "%d dimensions; a grid has 1 to %d", ndims,
                HPC_MAX_DIMS);
  if (!shape_in)
    hpc__fatal (fn, "the shape is NULL");
  struct hpc_group *apg = (struct hpc_group *) hpc_apg ();
  int shape[HPC_MAX_DIMS];
  memcpy (shape, shape_in, ndims * sizeof *shape);
  resolve_shape (fn, ndims, shape, apg->size);
  struct hpc_group *g = grid_find (apg, ndims, shape);
  if (g)
    {
      hpc__group_retain (g);	/* the caller's */
      return g;
    }
  int size = 1;
  for (int d = 0; d < ndims; d++)
    size *= shape[d];
  g = group_alloc (fn, size);
  g->root = g;
  g->parent = apg;
  g->ndims = ndims;
  memcpy (g->shape, shape, ndims * sizeof *shape);
  grid_place (g, apg);
  world_pos_make (fn, g);
  /* Creation is collective over the APG, so a split of its communicator
     is the simplest way to give the members theirs.  */
  MPI_Comm_split (hpc_comm (apg), g->member ? 0 : MPI_UNDEFINED, g->rank,
                  &g->comm);
  g->comm_owned = 1;
  g->grid_next = apg->grids;
  apg->grids = g;
  if (hpc__debug > 1 && apg->rank == 0)
    {
      char buf[512];
      hpc__group_describe (g, buf, sizeof buf);
      hpc__note ("debug: %s made %s", fn, buf);
    }
  hpc__group_retain (g);	/* the caller's */
  hpc__grids_sweep (fn, apg);
  return g;
}

Group
hpc_procs (int ndims, const int *shape)
{
  return procs_make ("hpc_procs", ndims, shape);
}

Procs1
hpc_procs1 (int n0)
{
  int shape[] = { n0 };
  return procs_make ("hpc_procs1", 1, shape);
}

Procs2
hpc_procs2 (int n0, int n1)
{
  int shape[] = { n0, n1 };
  return procs_make ("hpc_procs2", 2, shape);
}

Procs3
hpc_procs3 (int n0, int n1, int n2)
{
  int shape[] = { n0, n1, n2 };
  return procs_make ("hpc_procs3", 3, shape);
}

/* ------------------------------------------------------------ queries */

Dimension
hpc_dim (Group p, int d)
{
  check_dim ("hpc_dim", p, d);
  /* A dimension belongs to the grid, whichever of its subgroups it is
     asked of inside that subgroup (on, at, over bodies): ranges over it
     are then the same (interned) ranges.  Asked outside it, it keeps the
     subgroup, so that an array over it declared where processes outside
     the subgroup run can be refused rather than held by them too.  */
  int inside = p == p->root || hpc__group_subset (hpc_apg (), p);
  Dimension dim = { inside ? p->root : p, d };
  return dim;
}

int
hpc_member (Group p)
{
  hpc__group_check ("hpc_member", p);
  return p->member;
}

int
hpc_ndims (Group p)
{
  hpc__group_check ("hpc_ndims", p);
  return p->ndims;
}

int
hpc_shape (Group p, int d)
{
  check_dim ("hpc_shape", p, d);
  return p->shape[d];
}

int
hpc_coord (Group p, int d)
{
  check_dim ("hpc_coord", p, d);
  return p->member ? p->coord[d] : -1;
}

int
hpc_group_size (Group p)
{
  hpc__group_check ("hpc_group_size", p);
  return p->size;
}

int
hpc_group_rank (Group p)
{
  hpc__group_check ("hpc_group_rank", p);
  return p->rank;
}

/* ------------------------------------------------------------ subsets */

/* Whether P is made of whole restrictions of Q's grid at least as narrow
   as Q's: the cheap answer for groups of one grid.  */
static int
same_grid_subset (Group p, Group q)
{
  if (p->root != q->root)
    return 0;
  for (int d = 0; d < q->ndims; d++)
    if (q->fixed[d] >= 0 && p->fixed[d] != q->fixed[d])
      return 0;
  return 1;
}

/* The general answer: every world rank of P is one of Q's.  */
static int
ranks_subset (Group p, Group q)
{
  unsigned char *in = calloc (hpc__world_size, 1);
  if (!in)
    hpc__fatal ("on", "out of memory");
  for (int i = 0; i < q->size; i++)
    in[q->world_ranks[i]] = 1;
  int ok = 1;
  for (int i = 0; i < p->size && ok; i++)
    ok = in[p->world_ranks[i]];
  free (in);
  return ok;
}

int
hpc__group_subset (Group p, Group q)
{
  /* A grid lies inside the APG it was made from, so walk P's ancestry
     first: on (p) inside the on that made p is the common case.  */
  for (Group a = p; a; a = a->root->parent)
    if (a == q || same_grid_subset (a, q))
      return 1;
  return ranks_subset (p, q);
}

/* ------------------------------------------------------------ subgroups */

/* Hash of a restriction vector.  */
static size_t
fixed_hash (const int *fixed, int ndims)
{
  size_t h = 0x9e3779b97f4a7c15u;
  for (int d = 0; d < ndims; d++)
    h = (h ^ (size_t) (fixed[d] + 1)) * 0x100000001b3u;
  return h;
}

/* The restriction of ROOT with vector FIXED in its cache, or NULL.
   Caller holds hpc__group_lock.  */
static struct hpc_group *
sub_find (struct hpc_group *root, const int *fixed)
{
  if (!root->subs_cap)
    return NULL;
  size_t b = fixed_hash (fixed, root->ndims) & (root->subs_cap - 1);
  for (struct hpc_group *g = root->subs[b]; g; g = g->sub_next)
    if (memcmp (g->fixed, fixed, root->ndims * sizeof *fixed) == 0)
      return g;
  return NULL;
}

/* Put G into ROOT's cache, doubling the table when it gets full.
   Caller holds hpc__group_lock.  */
static void
sub_insert (struct hpc_group *root, struct hpc_group *g)
{
  if (root->nsubs >= root->subs_cap)
    {
      size_t cap = root->subs_cap ? 2 * root->subs_cap : 16;
      struct hpc_group **t = calloc (cap, sizeof *t);
      if (!t)
        hpc__fatal ("hpc_restrict", "out of memory");
      for (size_t i = 0; i < root->subs_cap; i++)
        for (struct hpc_group *h = root->subs[i], *next; h; h = next)
          {
            next = h->sub_next;
            size_t b = fixed_hash (h->fixed, root->ndims) & (cap - 1);
            h->sub_next = t[b];
            t[b] = h;
          }
      free (root->subs);
      root->subs = t;
      root->subs_cap = cap;
    }
  size_t b = fixed_hash (g->fixed, root->ndims) & (root->subs_cap - 1);
  g->sub_next = root->subs[b];
  root->subs[b] = g;
  root->nsubs++;
}

/* Whether grid position POS (row-major) of ROOT matches FIXED.  */
static int
position_matches (Group root, int pos, const int *fixed)
{
  for (int d = root->ndims - 1; d >= 0; d--)
    {
      if (fixed[d] >= 0 && pos % root->shape[d] != fixed[d])
        return 0;
      pos /= root->shape[d];
    }
  return 1;
}

int
hpc__group_coords_of (Group p, int w, int *coord)
{
  Group root = p->root;
  int pos = w >= 0 && w < hpc__world_size ? root->world_pos[w] : -1;
  if (coord)
    for (int d = 0; d < HPC_MAX_DIMS; d++)
      coord[d] = -1;
  if (pos < 0)
    return 0;
  if (coord)
    for (int d = root->ndims - 1, q = pos; d >= 0; d--)
      {
        coord[d] = q % root->shape[d];
        q /= root->shape[d];
      }
  return position_matches (root, pos, p->fixed);
}

/* A new restriction of ROOT to FIXED: its processes are the matching grid
   positions in row-major order, so its ranks follow the grid's.  */
static struct hpc_group *
sub_make (struct hpc_group *root, const int *fixed)
{
  int size = root->size;
  for (int d = 0; d < root->ndims; d++)
    if (fixed[d] >= 0)
      size /= root->shape[d];
  struct hpc_group *g = group_alloc ("hpc_restrict", size);
  g->root = root;
  g->ndims = root->ndims;
  memcpy (g->shape, root->shape, sizeof g->shape);
  memcpy (g->fixed, fixed, sizeof g->fixed);
  memcpy (g->coord, root->coord, sizeof g->coord);
  for (int pos = 0, k = 0; pos < root->size; pos++)
    if (position_matches (root, pos, fixed))
      g->world_ranks[k++] = root->world_ranks[pos];
  g->member = root->member && position_matches (root, root->rank, fixed);
  if (g->member)
    {
      g->rank = 0;
      for (int d = 0; d < g->ndims; d++)
        if (fixed[d] < 0)
          g->rank = g->rank * g->shape[d] + g->coord[d];
    }
  return g;
}

Group
hpc__restrict (const char *fn, Group p, int d, int coord)
{
  check_dim (fn, p, d);
  if (coord < 0 || coord >= p->shape[d])
    hpc__fatal (fn, "coordinate %d outside 0..%d of dimension %d",
                coord, p->shape[d] - 1, d);
  if (p->fixed[d] == coord)
    return p;
  if (p->fixed[d] >= 0)
    hpc__fatal (fn, "dimension %d is already restricted to "
                "coordinate %d (the result would be empty)", d, p->fixed[d]);
  int fixed[HPC_MAX_DIMS];
  memcpy (fixed, p->fixed, sizeof fixed);
  fixed[d] = coord;
  struct hpc_group *root = p->root;
  pthread_mutex_lock (&hpc__group_lock);
  struct hpc_group *g = sub_find (root, fixed);
  if (!g)
    {
      g = sub_make (root, fixed);
      sub_insert (root, g);
    }
  pthread_mutex_unlock (&hpc__group_lock);
  return g;
}

Group
hpc_restrict (Group p, int d, int coord)
{
  Group g = hpc__restrict ("hpc_restrict", p, d, coord);
  hpc__group_retain (g);	/* the caller's */
  return g;
}

/* ------------------------------------------------------ communicators */

/* Make the communicator of subgroup G, collectively over its members only
   (the others do not run at and over bodies): MPI_Comm_create_group.  */
static void
sub_comm_make (struct hpc_group *g)
{
  if (g->size == g->root->size)
    {
      /* Restricted in extent-1 dimensions only: the grid's processes.  */
      g->comm = g->root->comm;
      return;
    }
  MPI_Group world, sub;
  MPI_Comm_group (hpc__world, &world);
  MPI_Group_incl (world, g->size, g->world_ranks, &sub);
  MPI_Comm_create_group (hpc__world, sub, 0x4850, &g->comm);
  MPI_Group_free (&sub);
  MPI_Group_free (&world);
  g->comm_owned = 1;
}

MPI_Comm
hpc_comm (Group p)
{
  hpc__group_check ("hpc_comm", p);
  if (!p->member)
    return MPI_COMM_NULL;
  struct hpc_group *g = (struct hpc_group *) p;
  if (g->comm == MPI_COMM_NULL)
    sub_comm_make (g);
  return g->comm;
}
