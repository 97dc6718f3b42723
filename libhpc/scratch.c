/* scratch.c - buffers that libhpc's operations reuse from call to call.

   A reduction of an array stored column-wise folds a row-major copy of
   it (reduce.c), as large as the process's part of the section.  Fresh
   memory is slow to touch for the first time (the kernel zeroes every
   page; under a hypervisor, the host backs each one), which can cost
   more than the fold itself.  So each slot keeps the largest buffer
   asked of it until the program ends; the memory is that of one copy of
   the largest section so reduced.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdlib.h>

static struct
{
  void *p;
  size_t bytes;
} slots[HPC__SCRATCH_SLOTS];

void *
hpc__scratch (const char *fn, int slot, size_t bytes)
{
  if (slots[slot].bytes >= bytes && slots[slot].p)
    return slots[slot].p;
  free (slots[slot].p);
  slots[slot].p = hpc__block_alloc (bytes ? bytes : 1);
  slots[slot].bytes = slots[slot].p ? bytes : 0;
  if (!slots[slot].p)
    hpc__fatal (fn, "out of memory for a scratch buffer of %zu bytes",
		bytes);
  return slots[slot].p;
}

void
hpc__scratch_free_all (void)
{
  for (int s = 0; s < HPC__SCRATCH_SLOTS; s++)
    {
      free (slots[s].p);
      slots[s].p = NULL;
      slots[s].bytes = 0;
    }
}
