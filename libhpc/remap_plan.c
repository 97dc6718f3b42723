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
  for (int r = 0; r < 2 * np; r++)
    p->type[r] = MPI_BYTE;
  return p;
}

void
hpc__box_plan_free (struct hpc__box_plan *p)
{
  if (!p)
    return;
  for (int r = 0; r < 2 * p->np; r++)
    if (p->type[r] != MPI_BYTE)
      MPI_Type_free (&p->type[r]);
  free (p->type);
  free (p->ic);
  free (p);
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

/* Source and destination in the same storage: the sends packed first
   (as if the source were copied first), into a buffer returned, with
   their byte counts and displacements in CNT and DISPL.  */
static char *
pack_sends (const char *fn, const struct hpc__box_plan *p, MPI_Comm comm,
	    int *cnt, int *displ)
{
  const int *sc = p->ic;
  long total = 0;
  for (int r = 0; r < p->np; r++)
    if (sc[r])
      {
	int size;
	MPI_Pack_size (1, p->type[r], comm, &size);
	if (total > INT_MAX - size)
	  hpc__fatal (fn, "exchange of more than %d bytes per process",
		      INT_MAX);
	total += size;
      }
  char *buf = hpc__xcalloc (fn, (size_t) total);
  int pos = 0;
  for (int r = 0; r < p->np; r++)
    {
      displ[r] = pos;
      if (sc[r])
	MPI_Pack (p->sbase, 1, p->type[r], buf, (int) total, &pos, comm);
      cnt[r] = pos - displ[r];
    }
  return buf;
}

void
hpc__box_plan_run (const char *fn, const struct hpc__box_plan *p,
		   MPI_Comm comm)
{
  int np = p->np;
  const int *sc = p->ic, *sd = p->ic + np, *rc = p->ic + 2 * np,
    *rd = p->ic + 3 * np;
  if (!p->overlap)
    {
      MPI_Alltoallw (p->sbase, sc, sd, p->type, p->dbase, rc, rd,
		     p->type + np, comm);
      return;
    }
  int *pc = hpc__xcalloc (fn, 2 * np * sizeof *pc), *pd = pc + np;
  MPI_Datatype *pt = hpc__xcalloc (fn, np * sizeof *pt);
  for (int r = 0; r < np; r++)
    pt[r] = MPI_PACKED;
  char *packed = pack_sends (fn, p, comm, pc, pd);
  MPI_Alltoallw (packed, pc, pd, pt, p->dbase, rc, rd, p->type + np, comm);
  free (packed);
  free (pt);
  free (pc);
}
