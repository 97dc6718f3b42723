/* touch.c - when touching the rows ahead of an inner over pays.

   __hpc_touch_row (hpc_abi.h) loads or prefetches each row an inner over
   is about to stream, so that the row comes from memory at full speed.
   For arrays that stay in cache from one sweep to the next it is pure
   overhead (doc/internals.md, "Measurements").  So the code the plugin
   emits touches only where the arrays a nest touches hold at least
   __hpc_touch_min_bytes here: this process's share of the last-level
   cache, its size (Linux's sysfs, for every cache domain of the CPUs the
   process may run on) divided among the processes that may run on those
   CPUs.  HPC_TOUCH_MIN_KB sets it
   instead (0: every nest's rows are touched).

   The same share decides when a sweep and the update after it run as one
   pass (hpc__fuse_min_bytes, rowfuse.c): where both passes find the arrays
   in cache, the fused pass only adds its rows' set-up.  HPC_FUSE_MIN_KB
   sets that threshold instead (0: every size).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#define _GNU_SOURCE 1		/* cpu_set_t */
#include <sched.h>		/* before libhpc.h: hpc__touch_choose */
#include "libhpc.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* Where the size is unknown (no sysfs): a cache of 32 MB.  */
#define DEFAULT_LLC_BYTES (32L << 20)

long __hpc_touch_min_bytes = DEFAULT_LLC_BYTES;
long hpc__fuse_min_bytes = DEFAULT_LLC_BYTES;

/* Read the first line of /sys/devices/system/cpu/cpuCPU/cache/indexK/FILE
   into BUF; whether it was there.  */
static int
read_cache_file (int cpu, int k, const char *file, char *buf, int size)
{
  char path[128];
  snprintf (path, sizeof path, "/sys/devices/system/cpu/cpu%d/cache/"
	    "index%d/%s", cpu, k, file);
  FILE *f = fopen (path, "r");
  if (!f)
    return 0;
  int ok = fgets (buf, size, f) != NULL;
  fclose (f);
  return ok;
}

/* The CPUs of a list such as "0-3,8-11" into SET.  */
static void
parse_cpu_list (const char *s, cpu_set_t *set)
{
  CPU_ZERO (set);
  while (*s >= '0' && *s <= '9')
    {
      char *end;
      long lo = strtol (s, &end, 10), hi = lo;
      if (*end == '-')
	hi = strtol (end + 1, &end, 10);
      for (long c = lo; c <= hi && c < CPU_SETSIZE; c++)
	CPU_SET (c, set);
      s = *end == ',' ? end + 1 : end;
    }
}

/* The size in bytes of CPU's highest-level cache and the CPUs sharing it
   (DOMAIN), or 0.  */
static long
last_level_cache (int cpu, cpu_set_t *domain)
{
  char buf[4096];
  int best_level = 0;
  long bytes = 0;
  for (int k = 0; read_cache_file (cpu, k, "level", buf, sizeof buf); k++)
    {
      int level = atoi (buf);
      if (level <= best_level
	  || !read_cache_file (cpu, k, "size", buf, sizeof buf))
	continue;
      char *unit;
      long size = strtol (buf, &unit, 10);
      size <<= *unit == 'K' ? 10 : *unit == 'M' ? 20 : *unit == 'G' ? 30 : 0;
      if (size <= 0
	  || !read_cache_file (cpu, k, "shared_cpu_list", buf, sizeof buf))
	continue;
      best_level = level;
      bytes = size;
      parse_cpu_list (buf, domain);
    }
  return bytes;
}

void
hpc__touch_choose (const cpu_set_t *mine, int sharing)
{
  cpu_set_t seen, domain;
  CPU_ZERO (&seen);
  long total = 0;
  for (int cpu = 0; cpu < CPU_SETSIZE; cpu++)
    if (CPU_ISSET (cpu, mine) && !CPU_ISSET (cpu, &seen))
      {
	long bytes = last_level_cache (cpu, &domain);
	if (bytes <= 0)
	  continue;
	total += bytes;
	CPU_OR (&seen, &seen, &domain);
	CPU_SET (cpu, &seen);
      }
  if (total <= 0)
    total = DEFAULT_LLC_BYTES;
  long share = total / (sharing > 0 ? sharing : 1);
  /* HPC_TOUCH_MIN_KB and HPC_FUSE_MIN_KB override (0: whatever the
     size).  */
  int kb = hpc__env_int ("HPC_TOUCH_MIN_KB", -1, 0, INT_MAX);
  __hpc_touch_min_bytes = kb >= 0 ? (long) kb << 10 : share;
  kb = hpc__env_int ("HPC_FUSE_MIN_KB", -1, 0, INT_MAX);
  hpc__fuse_min_bytes = kb >= 0 ? (long) kb << 10 : share;
  if (hpc__debug > 0)
    hpc__note ("debug: process %d touches rows ahead for arrays of %ld "
	       "bytes or more, fuses a sweep and its update for %ld bytes or "
	       "more (its share of %ld bytes of last-level cache)",
	       hpc__world_rank, __hpc_touch_min_bytes, hpc__fuse_min_bytes,
	       total);
}
