/* group_life.c - when groups are freed.

   A grid and its restrictions live and die together, and one count on
   the grid (its root) says what holds them: each range over the grid
   (range.c), each array made while one of them was the active process
   group (array.c), each on running over one (apg.c), and what the
   program holds, told by the plugin as for ranges (range_life.c): a
   block-scope Group variable while in scope, a construction used only
   within its statement (__hpc_group_float), a value stored where the
   plugin cannot follow it (pinned).  A grid made over one of them (on
   (g) hpc_procs (...)) holds nothing: it is freed with them.

   Freeing a communicator is collective, and whether hpc_procs finds a
   grid or makes one (MPI_Comm_split) must be the same answer on every
   process of the parent, while the counts are each process's own (an
   on body runs on some processes only).  So a count reaching 0 frees
   nothing.  Grids are freed only by hpc__grids_sweep, run by the grid
   construction that made a grid over the parent, which every process of
   the parent runs, in the same order, with the same list of the
   parent's grids; one MPI_Allreduce there tells every process which of
   them no process holds.  doc/internals.md, "Lifetimes of groups", has
   the whole argument.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <omp.h>
#include <stdlib.h>
#include <string.h>

/* The most recently asked-for grids of a parent, kept though nothing
   holds them, so that a loop alternating a few shapes does not make a
   communicator every step.  */
enum { GRIDS_KEPT = 4 };

/* Grids whose count fell to 0 since the last collection point: a
   temporary between its construction and the call that takes it.  */
static struct hpc_group *pending;

/* Give back a reference to ROOT (the lock held).  */
static void
release_locked (struct hpc_group *root)
{
  if (--root->refs == 0 && !root->pending)
    {
      root->pending = 1;
      root->pending_next = pending;
      pending = root;
    }
}

/* After shut-down every group is gone, and what a scope's end gives
   back then is nothing.  */
void
hpc__group_retain (Group p)
{
  if (!p || !hpc__running ())
    return;
  pthread_mutex_lock (&hpc__group_lock);
  p->root->refs++;
  pthread_mutex_unlock (&hpc__group_lock);
}

void
hpc__group_release (Group p)
{
  if (!p || !hpc__running ())
    return;
  pthread_mutex_lock (&hpc__group_lock);
  release_locked (p->root);
  pthread_mutex_unlock (&hpc__group_lock);
}

void
hpc__groups_collect (void)
{
  if (!hpc__running () || hpc__in_over () || omp_in_parallel ())
    return;
  pthread_mutex_lock (&hpc__group_lock);
  while (pending)
    {
      pending->pending = 0;
      pending = pending->pending_next;
    }
  pthread_mutex_unlock (&hpc__group_lock);
}

/* ------------------------------------------------------------ holding */

/* Apply F to each restriction of ROOT, in the order of their
   restriction vectors: the same order on every process, whatever order
   each made them in.  */
static int
fixed_cmp (const void *a, const void *b)
{
  const struct hpc_group *g = *(struct hpc_group *const *) a;
  const struct hpc_group *h = *(struct hpc_group *const *) b;
  return memcmp (g->fixed, h->fixed, sizeof g->fixed);
}

static int
subs_each (struct hpc_group *root, int (*f) (struct hpc_group *))
{
  struct hpc_group **v = malloc ((root->nsubs + 1) * sizeof *v);
  if (!v)
    hpc__fatal ("hpc_procs", "out of memory");
  size_t n = 0;
  for (size_t i = 0; i < root->subs_cap; i++)
    for (struct hpc_group *s = root->subs[i]; s; s = s->sub_next)
      v[n++] = s;
  qsort (v, n, sizeof *v, fixed_cmp);
  int any = 0;
  for (size_t i = 0; i < n && !any; i++)
    any = f (v[i]);
  free (v);
  return any;
}

static int grid_held (struct hpc_group *g);

/* Whether this process holds a grid made over G.  */
static int
children_held (struct hpc_group *g)
{
  for (struct hpc_group *c = g->grids; c; c = c->grid_next)
    if (grid_held (c))
      return 1;
  return 0;
}

/* Whether this process holds grid G: a reference to it or to one of its
   restrictions, not yet given back at a collection point, or to a grid
   made over one of them.  The lock held.  */
static int
grid_held (struct hpc_group *g)
{
  return g->refs > 0 || g->pending || children_held (g)
         || subs_each (g, children_held);
}

/* ------------------------------------------------------------ freeing */

static int grid_free (struct hpc_group *g);

/* Free group G (a grid or a restriction, not its restrictions) and the
   grids made over it.  Always 0 (a subs_each function).  */
static int
group_free_one (struct hpc_group *g)
{
  while (g->grids)
    {
      struct hpc_group *c = g->grids;
      g->grids = c->grid_next;
      grid_free (c);
    }
  if (g->comm_owned && g->comm != MPI_COMM_NULL)
    MPI_Comm_free (&g->comm);
  free (g->world_ranks);
  free (g->world_pos);
  free (g->subs);
  free (g);
  return 0;
}

/* Free grid G, its restrictions and everything made over them.  */
static int
grid_free (struct hpc_group *g)
{
  if (hpc__debug > 1 && g->parent && g->parent->rank == 0)
    {
      char buf[512];
      hpc__group_describe (g, buf, sizeof buf);
      hpc__note ("debug: freed %s", buf);
    }
  subs_each (g, group_free_one);
  return group_free_one (g);
}

void
hpc__grids_sweep (const char *fn, struct hpc_group *apg)
{
  struct hpc_group **tail = &apg->grids;
  for (int k = 0; *tail && k < GRIDS_KEPT; k++)
    tail = &(*tail)->grid_next;
  int n = 0;
  for (struct hpc_group *g = *tail; g; g = g->grid_next)
    n++;
  if (n == 0)
    return;
  int *held = hpc__xcalloc (fn, n * sizeof *held);
  pthread_mutex_lock (&hpc__group_lock);
  int i = 0;
  for (struct hpc_group *g = *tail; g; g = g->grid_next)
    held[i++] = grid_held (g);
  pthread_mutex_unlock (&hpc__group_lock);
  /* Every process of APG has the same list: one answer for all.  */
  MPI_Allreduce (MPI_IN_PLACE, held, n, MPI_INT, MPI_MAX, hpc_comm (apg));
  int freed = 0;
  pthread_mutex_lock (&hpc__group_lock);
  for (i = 0; *tail; i++)
    {
      struct hpc_group *g = *tail;
      if (held[i])
        {
          tail = &g->grid_next;
          continue;
        }
      *tail = g->grid_next;
      grid_free (g);
      freed = 1;
    }
  pthread_mutex_unlock (&hpc__group_lock);
  free (held);
  if (freed)
    {
      hpc__groups_epoch++;
      hpc__remap_forget (NULL);	/* plans are keyed by their APG */
    }
}

void
hpc__groups_free_all (void)
{
  pthread_mutex_lock (&hpc__group_lock);
  if (hpc__world_group)
    grid_free ((struct hpc_group *) hpc__world_group);
  hpc__world_group = NULL;
  pending = NULL;
  hpc__groups_epoch++;
  pthread_mutex_unlock (&hpc__group_lock);
}

/* ------------------------------------------------------------ the ABI */

Group
__hpc_group_float (Group p)
{
  hpc__group_release (p);
  return p;
}

Group
__hpc_group_pin (Group p)
{
  if (!p || !hpc__running ())
    return p;
  pthread_mutex_lock (&hpc__group_lock);
  if (!p->root->pinned)
    {
      p->root->pinned = 1;
      p->root->refs++;
    }
  pthread_mutex_unlock (&hpc__group_lock);
  return p;
}

Dimension
__hpc_dim_pin (Dimension d)
{
  __hpc_group_pin (d.grid);
  return d;
}

Group
__hpc_group_hold (Group p)
{
  hpc__group_retain (p);
  return p;
}

Group
__hpc_group_set (Group old, Group p)
{
  hpc__group_retain (p);
  hpc__group_release (old);
  return p;
}

void
__hpc_group_drop (Group p)
{
  hpc__group_release (p);
  hpc__ranges_collect ();
}
