/* remap_plan.c - the plans of hpc_remap's box exchanges (remap.c): the
   derived datatypes, counts and displacements of one MPI_Alltoallw, run
   here and kept for the next call between the same two sections on the
   same active process group.  Iterative codes remap the same pair again
   and again, and for small sections building the plan (every process's
   coordinates, the boxes, the datatypes) cost more than the exchange.

   A plan refers to its arrays by descriptor and is dropped when either
   array is released (hpc__remap_forget, called by array.c), so a new
   array at a recycled address never finds a stale one.  At most
   PLAN_MAX plans are kept; the least recently used goes first.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

enum { PLAN_MAX = 16 };

/* Kept plans, most recently used first.  Collectives run on the main
   thread only (hpc__collective), so no lock.  */
static struct hpc__box_plan *plans;

struct hpc__box_plan *
hpc__box_plan_new (const char *fn, int np)
{
  struct hpc__box_plan *p = hpc__xcalloc (fn, sizeof *p);
  p->np = np;
  p->type = hpc__xcalloc (fn, 2 * np * sizeof *p->type);
  p->ic = hpc__xcalloc (fn, 4 * np * sizeof *p->ic);
  p->walk = hpc__xcalloc (fn, 2 * np * sizeof *p->walk);
  p->at = hpc__xcalloc (fn, 2 * np * sizeof *p->at);
  for (int r = 0; r < 2 * np; r++)
    p->type[r] = MPI_BYTE;
  p->self = -1;
  return p;
}

void
hpc__box_plan_free (struct hpc__box_plan *p)
{
  if (!p)
    return;
  for (int r = 0; r < 2 * p->np; r++)
    {
      if (p->type[r] != MPI_BYTE)
	MPI_Type_free (&p->type[r]);
      if (p->walk[r])
	hpc__walk_free (p->walk[r]);
      free (p->walk[r]);
    }
  free (p->type);
  free (p->ic);
  free (p->walk);
  free (p->at);
  free (p);
}

void
hpc__box_plan_walk (struct hpc__box_plan *p, int r, struct hpc__walk *w)
{
  int side = r >= p->np;
  p->walk[r] = w;
  p->at[r] = p->packed[side];
  p->packed[side] += (size_t) w->count * w->elem_size;
  p->packed_in[side] = NULL;	/* the byte types are made at the run */
}

void
hpc__box_plan_self (struct hpc__box_plan *p, int me, struct hpc__walk *ws,
		    struct hpc__walk *wr)
{
  hpc__box_plan_walk (p, me, ws);
  p->walk[p->np + me] = wr;
  p->self = me;
  p->ic[me] = p->ic[2 * p->np + me] = 0;
}

/* Whether sections A and B are the same positions of the same array.  */
static int
same_section (const struct hpc_section *a, const struct hpc_section *b)
{
  if (a->array != b->array || a->rank != b->rank || a->size != b->size)
    return 0;
  for (int d = 0; d < a->array->rank; d++)
    {
      const struct hpc_section_dim *x = &a->dim[d], *y = &b->dim[d];
      if (x->lo != y->lo || x->hi != y->hi || x->st != y->st
	  || x->count != y->count || x->scalar != y->scalar)
	return 0;
    }
  for (int k = 0; k < a->rank; k++)
    if (a->shape[k] != b->shape[k] || a->adim[k] != b->adim[k])
      return 0;
  return 1;
}

struct hpc__box_plan *
hpc__box_plan_find (const struct hpc_section *src,
		    const struct hpc_section *dst, Group apg)
{
  for (struct hpc__box_plan **pp = &plans; *pp; pp = &(*pp)->next)
    {
      struct hpc__box_plan *p = *pp;
      if (p->apg == apg && same_section (&p->src, src)
	  && same_section (&p->dst, dst))
	{
	  *pp = p->next;		/* to the front */
	  p->next = plans;
	  plans = p;
	  return p;
	}
    }
  return NULL;
}

void
hpc__box_plan_keep (struct hpc__box_plan *p, const struct hpc_section *src,
		    const struct hpc_section *dst, Group apg)
{
  p->src = *src;
  p->dst = *dst;
  p->apg = apg;
  p->next = plans;
  plans = p;
  int n = 0;
  for (struct hpc__box_plan **pp = &plans; *pp;)
    if (++n > PLAN_MAX)
      {
	struct hpc__box_plan *dead = *pp;
	*pp = dead->next;
	hpc__box_plan_free (dead);
      }
    else
      pp = &(*pp)->next;
}

void
hpc__remap_forget (const struct hpc_array *a)
{
  for (struct hpc__box_plan **pp = &plans; *pp;)
    if (!a || (*pp)->src.array == a || (*pp)->dst.array == a)
      {
	struct hpc__box_plan *dead = *pp;
	*pp = dead->next;
	hpc__box_plan_free (dead);
      }
    else
      pp = &(*pp)->next;
}

/* The packing buffer of SIDE (0: sends, 1: receives), and P's byte
   types for the boxes packed there, made anew when the buffer moved.  */
static char *
packing_buffer (const char *fn, struct hpc__box_plan *p, int side)
{
  char *buf = hpc__scratch (fn, side ? HPC__SCRATCH_REMAP_RECEIVES
			    : HPC__SCRATCH_REMAP_SENDS, p->packed[side]);
  if (buf == p->packed_in[side])
    return buf;
  for (int r = side * p->np; r < (side + 1) * p->np; r++)
    if (p->walk[r] && r != side * p->np + p->self)
      {
	size_t bytes = (size_t) p->walk[r]->count * p->walk[r]->elem_size;
	MPI_Aint at;
	if (bytes > INT_MAX)
	  hpc__fatal (fn, "a piece of more than %d bytes", INT_MAX);
	if (p->type[r] != MPI_BYTE)
	  MPI_Type_free (&p->type[r]);
	MPI_Get_address (buf + p->at[r], &at);
	MPI_Type_create_hindexed_block (1, (int) bytes, &at, MPI_BYTE,
					&p->type[r]);
	MPI_Type_commit (&p->type[r]);
      }
  p->packed_in[side] = buf;
  return buf;
}

void
hpc__box_plan_run (const char *fn, struct hpc__box_plan *p, MPI_Comm comm)
{
  int np = p->np;
  const int *sc = p->ic, *sd = p->ic + np, *rc = p->ic + 2 * np,
    *rd = p->ic + 3 * np;
  char *sends = p->packed[0] ? packing_buffer (fn, p, 0) : NULL;
  char *gets = p->packed[1] ? packing_buffer (fn, p, 1) : NULL;
  /* Every packed send before the exchange: with one storage, as if the
     source were copied first.  */
  for (int r = 0; r < np; r++)
    if (p->walk[r])
      hpc__walk_move (p->walk[r], sends + p->at[r], 1, NULL);
  MPI_Alltoallw (MPI_BOTTOM, sc, sd, p->type, MPI_BOTTOM, rc, rd,
		 p->type + np, comm);
  for (int r = 0; r < np; r++)
    if (p->walk[np + r])
      hpc__walk_move (p->walk[np + r], r == p->self ? sends + p->at[r]
		      : gets + p->at[np + r], 0, NULL);
}
