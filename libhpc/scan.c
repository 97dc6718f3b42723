/* scan.c - prefix sums of one-dimensional arrays and sections of any
   distribution: remap into a block distribution over the source's
   process dimension (where each process's part is contiguous in global
   order), scan each part, add the totals of the parts before it, and
   remap into the destination.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdlib.h>
#include <string.h>

/* Element types; sums are kept in double (float, double) or long.  */
enum elem { E_FLOAT, E_DOUBLE, E_INT, E_LONG };
union acc
{
  double d;
  long l;
};

static const size_t elem_size[] = { sizeof (float), sizeof (double),
				    sizeof (int), sizeof (long) };

/* ACC += element P of type T.  */
static void
add (enum elem t, union acc *acc, const void *p)
{
  switch (t)
    {
    case E_FLOAT: acc->d += *(const float *) p; break;
    case E_DOUBLE: acc->d += *(const double *) p; break;
    case E_INT: acc->l += *(const int *) p; break;
    case E_LONG: acc->l += *(const long *) p; break;
    }
}

/* Element P of type T = ACC.  */
static void
store (enum elem t, void *p, const union acc *acc)
{
  switch (t)
    {
    case E_FLOAT: *(float *) p = (float) acc->d; break;
    case E_DOUBLE: *(double *) p = acc->d; break;
    case E_INT: *(int *) p = (int) acc->l; break;
    case E_LONG: *(long *) p = acc->l; break;
    }
}

/* Sum of the totals of the parts held by coordinates below MINE, in
   coordinate order (the first holder's value for each coordinate).  */
static union acc
offset_of (enum elem t, int mine, int held, union acc total)
{
  struct rec { int coord, held; union acc v; } me = { mine, held, total };
  Group apg = hpc_apg ();
  struct rec *all = calloc (apg->size, sizeof *all);
  if (!all)
    hpc__fatal ("hpc_prefix_sum", "out of memory");
  MPI_Allgather (&me, sizeof me, MPI_BYTE, all, sizeof me, MPI_BYTE,
		 hpc_comm (apg));
  union acc off = { 0 };
  for (int c = 0; c < mine; c++)
    for (int r = 0; r < apg->size; r++)
      if (all[r].held && all[r].coord == c)
	{
	  if (t == E_FLOAT || t == E_DOUBLE)
	    off.d += all[r].v.d;
	  else
	    off.l += all[r].v.l;
	  break;
	}
  free (all);
  return off;
}

/* Scan the N contiguous elements at P in place, starting from OFF.  */
static void
scan_local (enum elem t, char *p, long n, union acc off, int inclusive)
{
  size_t es = elem_size[t];
  for (long i = 0; i < n; i++)
    {
      union acc before = off;
      add (t, &off, p + i * es);
      store (t, p + i * es, inclusive ? &off : &before);
    }
}

static void
prefix_sum (const char *fn, enum elem t, const void *dst, const void *src,
	    int inclusive)
{
  struct hpc_section dt, st;
  const struct hpc_section *d = hpc__section_arg (fn, dst, &dt);
  const struct hpc_section *s = hpc__section_arg (fn, src, &st);
  if (s->rank != 1)
    hpc__fatal (fn, "%s: %d dimensions; prefix sums take one",
		s->array->name, s->rank);
  if (s->array->elem_size != elem_size[t])
    hpc__fatal (fn, "%s has %zu-byte elements, this call takes %zu-byte "
		"ones", s->array->name, s->array->elem_size, elem_size[t]);
  hpc__remap_check (fn, d, s);
  long n = s->shape[0];
  if (n == 0)
    return;
  Range r = s->array->range[s->adim[0]];
  Range b = r ? hpc_block_range_ghost (n, hpc_range_dim (r), 0, 0) : NULL;
  char *tmp = hpc_array_new (elem_size[t], 1, &b, &n);
  hpc__range_release (b);	/* tmp holds it */
  hpc_remap (tmp, src);
  /* A sequential source is replicated: every process scans it all.  */
  int held = !b || (b->coord >= 0 && hpc_member (hpc_apg ()));
  long count = !b ? n : held ? b->count : 0;
  union acc total = { 0 };
  for (long i = 0; i < count; i++)
    add (t, &total, tmp + i * elem_size[t]);
  union acc off = { 0 };
  if (b)
    off = offset_of (t, b->coord, held, total);
  scan_local (t, tmp, count, off, inclusive);
  hpc_remap (dst, tmp);
  hpc__array_free (tmp);
}

void
hpc_prefix_sum_float (const void *dst, const void *src, int inclusive)
{
  prefix_sum ("hpc_prefix_sum_float", E_FLOAT, dst, src, inclusive);
}

void
hpc_prefix_sum_double (const void *dst, const void *src, int inclusive)
{
  prefix_sum ("hpc_prefix_sum_double", E_DOUBLE, dst, src, inclusive);
}

void
hpc_prefix_sum_int (const void *dst, const void *src, int inclusive)
{
  prefix_sum ("hpc_prefix_sum_int", E_INT, dst, src, inclusive);
}

void
hpc_prefix_sum_long (const void *dst, const void *src, int inclusive)
{
  prefix_sum ("hpc_prefix_sum_long", E_LONG, dst, src, inclusive);
}
