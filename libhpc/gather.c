/* gather.c - hpc_gather and hpc_scatter: a distributed array or section
   to and from an ordinary row-major C array on one process (remaps with
   a plain array on one side).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"

/* Check ROOT and A's group against the APG; BUF must exist on ROOT.  */
static void
check (const char *fn, const struct hpc_section *s, const void *buf,
       int root)
{
  Group apg = hpc_apg ();
  if (root < 0 || root >= apg->size)
    hpc__fatal (fn, "root %d is not a rank of the active process group "
		"(0..%d)", root, apg->size - 1);
  if (!hpc__group_subset (s->array->group, apg))
    hpc__fatal (fn, "%s's group is not part of the active process group",
		s->array->name);
  if (apg->rank == root && !buf && s->size > 0)
    hpc__fatal (fn, "NULL buffer on the root");
}

void
hpc_gather (void *buf, const void *a, int root)
{
  struct hpc_section t;
  const struct hpc_section *s = hpc__section_arg ("hpc_gather", a, &t);
  check ("hpc_gather", s, buf, root);
  struct hpc__plain p = { buf, root };
  hpc__remap ("hpc_gather", NULL, &p, s, NULL);
}

void
hpc_scatter (const void *a, const void *buf, int root)
{
  struct hpc_section t;
  const struct hpc_section *s = hpc__section_arg ("hpc_scatter", a, &t);
  check ("hpc_scatter", s, buf, root);
  /* The plain side is only read on this path.  */
  struct hpc__plain p = { (void *) buf, root };
  hpc__remap ("hpc_scatter", s, NULL, NULL, &p);
}
