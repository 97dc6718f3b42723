/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Ranges that no array or variable holds any more are freed: 20,000
   reallocations over ranges of ever-different sizes (block ranges with
   ghosts, subranges with changing triplets and their ghost variants,
   a handle reallocated with hpc_new and redistributed) leave the peak
   memory where it was
   after 1,000.  Kept to the end, the ranges grow it by several MB.  The
   arrays' sums check that every range still means what it was made as.
   examples/realloc.c runs 100,000.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ITERS 20000

static distributed double h[Range];

/* This process's peak resident memory, in kB.  */
static long
peak_kb (void)
{
  FILE *f = fopen ("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  while (f && fgets (line, sizeof line, f))
    if (!strncmp (line, "VmHWM:", 6))
      kb = atol (line + 6);
  if (f)
    fclose (f);
  return kb;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long before = 0, after = 0;
  double err = 0;
  on (p) {
    for (long k = 0; k < ITERS; k++)
      {
        long n = 1000 + k % 9973;
        Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
        Range s = hpc_subrange (x, k % 7, n - 1 - k % 5, 1 + k % 3);
        distributed double u[x], v[hpc_ghosts (s, 1)];
        h = hpc_new (hpc_block_range (n + k % 3, hpc_dim (p, 0)));
        long lo = k % 7, st = 1 + k % 3;
        over (i = x)
          u[i] = hpc_idx (x, i) - 1.0;
        over (i = s)
          v[i] = hpc_idx (s, i);
        over (i = hpc_array_range (h, 0))
          h[i] = 1;
        hpc_redistribute (h, hpc_cyclic_range (n + k % 3, hpc_dim (p, 0)));
        double local = 0;               /* 0 where every range is right */
        over (i = s)
          local += v[i] - hpc_idx (s, i) + u[i] + 1 - (lo + st * hpc_idx (s, i));
        over (i = hpc_array_range (h, 0))
          local += h[i] - 1;
        err += local < 0 ? -local : local;
        hpc_free (h);
        if (k == 999)
          before = peak_kb ();
      }
    after = peak_kb ();
  }
  if (err != 0)
    {
      printf ("the arrays' sums are off by %g\n", err);
      return 1;
    }
  if (after - before > 1024)
    {
      printf ("peak memory grew from %ld kB to %ld kB\n", before, after);
      return 1;
    }
  return 0;
}
