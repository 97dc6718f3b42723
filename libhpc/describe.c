/* describe.c - hpc_describe: how a distributed array is laid out, for
   people (PDDP's inquiry functions).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LINE = 512 };

static const char *
kind_name (const struct hpc_range *r)
{
  switch (r->kind)
    {
    case HPC_RANGE_BLOCK: return "block";
    case HPC_RANGE_CUTS: return r->parent ? "subrange (contiguous)"
			 : "irregular block";
    case HPC_RANGE_CYCLIC: return "cyclic";
    case HPC_RANGE_BLOCK_CYCLIC: return "block-cyclic";
    default: return "subrange (periodic)";
    }
}

/* One line per dimension of A: the global picture, the same everywhere.  */
static void
print_dimensions (const struct hpc_array *a)
{
  printf ("%s: %d-D array of %zu-byte elements\n", a->name, a->rank,
	  a->elem_size);
  /* Who passes local blocks to BLAS needs to know (hpc_array_stride).  */
  if (!hpc__row_major (a))
    printf ("  local blocks stored with dimension %d innermost\n",
	    a->order[a->rank - 1]);
  for (int d = 0; d < a->rank; d++)
    {
      const struct hpc_range *r = a->range[d];
      if (!r)
	{
	  printf ("  dim %d: %ld indices, sequential (replicated)\n", d,
		  a->global[d]);
	  continue;
	}
      printf ("  dim %d: %ld indices, %s", d, r->n, kind_name (r));
      if (r->kind == HPC_RANGE_BLOCK_CYCLIC)
	printf (" (blocks of %ld)", r->block);
      printf (" over %d processes (dimension %d of the grid), ghosts %d "
	      "below, %d above\n", r->nprocs, r->dim, r->ghost_lo,
	      r->ghost_hi);
    }
}

/* This process's part of A, as one line.  */
static void
my_line (const struct hpc_array *a, char *buf)
{
  int n = snprintf (buf, LINE, "  process %d:", hpc__world_rank);
  for (int d = 0; d < a->rank && n < LINE; d++)
    {
      const struct hpc_range *r = a->range[d];
      if (!r)
	n += snprintf (buf + n, LINE - n, " [all %ld]", a->global[d]);
      else if (r->coord < 0)
	n += snprintf (buf + n, LINE - n, " [none: not in the grid]");
      else if (r->count == 0)
	n += snprintf (buf + n, LINE - n, " [none, coordinate %d]", r->coord);
      else if (r->kind == HPC_RANGE_BLOCK || r->kind == HPC_RANGE_CUTS)
	n += snprintf (buf + n, LINE - n, " [%ld..%ld, coordinate %d]",
		       r->first, r->first + r->count - 1, r->coord);
      else
	n += snprintf (buf + n, LINE - n, " [%ld indices from %ld, "
		       "coordinate %d]", r->count, __hpc_idx (r, 0), r->coord);
    }
  if (n < LINE)
    snprintf (buf + n, LINE - n, ", local block %zu elements",
	      a->count);
}

void
hpc_describe (const void *x)
{
  static const char fn[] = "hpc_describe";
  hpc__collective (fn);
  struct hpc_section tmp;
  const struct hpc_array *a = hpc__section_arg (fn, x, &tmp)->array;
  Group apg = hpc_apg ();
  char line[LINE];
  my_line (a, line);
  char *all = apg->rank == 0 ? hpc__xcalloc (fn, (size_t) LINE * apg->size)
	      : NULL;
  MPI_Gather (line, LINE, MPI_CHAR, all, LINE, MPI_CHAR, 0,
	      hpc_comm (apg));
  if (apg->rank == 0)
    {
      print_dimensions (a);
      for (int p = 0; p < apg->size; p++)
	puts (all + (size_t) p * LINE);
      fflush (stdout);
    }
  free (all);
}
