/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Grids that no array, range or variable holds any more are freed: 6,000
   steps each make a grid of a changing shape, restrict it in changing
   dimensions, make a grid of another changing shape over that subgroup
   (inside its on body) and ranges and arrays over both; almost every
   step's groups are ones no earlier step made.  The peak memory after
   them all is the peak after 1,000.  Kept to the end, the groups and
   their communicators grow it by several MB.  The arrays' sums check
   that every group and range still means what it was made as.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ITERS 6000

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

/* The coordinate of dimension D of Q that step K restricts to.  */
static int
coord_of (Group q, int d, long k)
{
  return (int) ((k + d) % hpc_shape (q, d));
}

int
main (void)
{
  int autos[HPC_MAX_DIMS];
  for (int d = 0; d < HPC_MAX_DIMS; d++)
    autos[d] = HPC_AUTO;
  long before = 0, after = 0;
  double err = 0;
  for (long k = 0; k < ITERS; k++)
    {
      /* Three levels of grids, each over a restriction of the one
         above; K picks the shapes and restrictions, most significant
         digit last, so that steps seldom repeat a path.  */
      int d3 = 1 + k % 8, d2 = 1 + k / 8 % 8, d1 = 1 + k / 64 % 3;
      unsigned m2 = k / 192 % (1u << d2), m1 = k / 64 % (1u << d1);
      long n = 100 + k % 37;
      Group q = hpc_procs (d1, autos);
      Group s = q;
      for (int d = 0; d < d1; d++)
        if (m1 >> d & 1)
          {
            int c = coord_of (q, d, k);
            s = hpc_restrict (s, d, c);
          }
      on (q)
        {
          Range x = hpc_block_range (n, hpc_dim (q, d1 - 1), 1);
          distributed double u[x];
          over (i = x)
            u[i] = hpc_idx (x, i);
          err += hpc_sum_double (u) - (double) n * (n - 1) / 2;
          on (s)
            {
              Group r = hpc_procs (d2, autos);
              Group s2 = r;
              for (int d = 0; d < d2; d++)
                if (m2 >> d & 1)
                  {
                    int c = coord_of (r, d, k);
                    s2 = hpc_restrict (s2, d, c);
                  }
              on (s2)
                {
                  Group t = hpc_procs (d3, autos);
                  Range y = hpc_cyclic_range (n, hpc_dim (t, d3 - 1));
                  distributed double v[y];
                  on (t)
                    over (j = y)
                      v[j] = 2 * hpc_idx (y, j);
                  err += hpc_sum_double (v) - (double) n * (n - 1);
                  /* The grid takes all of the subgroup's processes.  */
                  err += hpc_group_size (t) - hpc_group_size (s2);
                }
            }
        }
      if (k == 999)
        before = peak_kb ();
    }
  after = peak_kb ();
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
