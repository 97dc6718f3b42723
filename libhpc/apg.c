/* apg.c - the active process group: a per-thread stack that on, at and over
   push and pop.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdlib.h>
#include <string.h>

/* The stack lives in thread-local storage: over bodies run on OpenMP
   threads, each of which pushes its own copy of the APG.  The first
   levels need no allocation; deeper nesting (recursion through on) moves
   the stack to the heap.  An empty stack means the world group.  */
#define INLINE_DEPTH 16
static __thread Group inline_stack[INLINE_DEPTH];
static __thread Group *stack;
static __thread int depth, capacity;

/* The APG of this thread.  */
static inline Group
current (void)
{
  return depth ? stack[depth - 1] : hpc__world_group;
}

static void
push (const char *fn, Group g)
{
  if (!stack)
    {
      stack = inline_stack;
      capacity = INLINE_DEPTH;
    }
  if (depth == capacity)
    {
      Group *s = malloc (2 * capacity * sizeof *s);
      if (!s)
        hpc__fatal (fn, "out of memory for %d nested groups", depth);
      memcpy (s, stack, depth * sizeof *s);
      if (stack != inline_stack)
        free (stack);
      stack = s;
      capacity *= 2;
    }
  stack[depth++] = g;
}

static void
pop (const char *fn)
{
  if (depth == 0)
    hpc__fatal (fn, "no active process group to leave (unbalanced "
                "__hpc_on_leave or __hpc_apg_pop)");
  depth--;
}

Group
hpc_apg (void)
{
  hpc__ensure_started ("hpc_apg");
  return current ();
}

int
__hpc_on_enter (Group p)
{
  hpc__group_check ("on", p);
  Group apg = current ();
  if (!hpc__group_subset (p, apg))
    {
      char pd[512], ad[512];
      hpc__group_describe (p, pd, sizeof pd);
      hpc__group_describe (apg, ad, sizeof ad);
      hpc__fatal ("on", "the group (%s) is not part of the active process "
                  "group (%s)", pd, ad);
    }
  if (!p->member)
    return 0;
  push ("on", p);
  hpc__group_retain (p);	/* while the body runs */
  return 1;
}

void
__hpc_on_leave (void)
{
  Group p = current ();
  pop ("on");
  hpc__group_release (p);
}

void
__hpc_apg_push (Group g)
{
  hpc__group_check ("__hpc_apg_push", g);
  push ("__hpc_apg_push", g);
}

void
__hpc_apg_pop (void)
{
  pop ("__hpc_apg_pop");
}

int
__hpc_apg_has_dim (Dimension d)
{
  hpc__ensure_started ("__hpc_apg_has_dim");
  Group apg = current ();
  return d.grid && d.grid->root == apg->root && d.dim >= 0
         && d.dim < apg->ndims && apg->fixed[d.dim] < 0;
}

Group
__hpc_apg_sub (Dimension d, int coord, const char *construct)
{
  if (!__hpc_apg_has_dim (d))
    {
      char dd[512], ad[512];
      const char *fn = construct ? construct : "__hpc_apg_sub";
      Group apg = current ();
      if (!d.grid)
        hpc__fatal (fn, "the range's process dimension has no grid");
      hpc__group_describe (d.grid, dd, sizeof dd);
      hpc__group_describe (apg, ad, sizeof ad);
      hpc__fatal (fn, "the range is distributed over dimension %d of %s, "
                  "which is not a dimension of the active process group "
                  "(%s)", d.dim, dd, ad);
    }
  return hpc__restrict ("hpc_restrict", current (), d.dim, coord);
}
