/* realloc.c - an adaptive code's memory pattern: every step makes its
   arrays over ranges of a new size (a block range with ghosts, a
   subrange with a changing triplet and its ghost variant, a handle
   reallocated with hpc_new and redistributed cyclically) and frees
   them, and every 50th step moves an array to a grid of another shape
   (hpc_remap).  The ranges and grids no array or variable holds any
   more are freed with them (a few idle grids are kept, so the two
   shapes here are each made once), so the peak memory after all the
   steps is the peak after the first thousand.
   Each step checks that its arrays hold what its ranges say; the run
   fails when a check does or the peak grew by more than 1 MB.

   Usage: realloc [-i STEPS]      (default 100000)  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static distributed double h[Range];

/* This process's peak resident memory (VmHWM), in kB.  */
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

/* Step K over P: the arrays of this step's sizes, filled and checked;
   returns this process's error (0 when right).  */
static double
step (Procs1 p, long k)
{
  long n = 1000 + k % 9973, lo = k % 7, st = 1 + k % 3;
  Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
  Range s = hpc_subrange (x, lo, n - 1 - k % 5, st);
  distributed double u[x], v[hpc_ghosts (s, 1)];
  h = hpc_new (hpc_block_range (n + k % 3, hpc_dim (p, 0)));
  over (i = x)
    u[i] = hpc_idx (x, i);
  over (i = s)
    v[i] = hpc_idx (s, i);
  over (i = hpc_array_range (h, 0))
    h[i] = 1;
  hpc_redistribute (h, hpc_cyclic_range (n + k % 3, hpc_dim (p, 0)));
  double err = 0;
  over (i = s)                          /* s's element j is x's lo + st*j */
    err += u[i] - (lo + st * v[i]);
  over (i = hpc_array_range (h, 0))
    err += h[i] - 1;
  hpc_free (h);
  return err < 0 ? -err : err;
}

/* Step K's redistribution: an array over P's processes, moved to a
   2-D grid of a shape that alternates; returns this process's error.  */
static double
redistribute (Procs1 p, long k)
{
  long n = 500 + k % 997;
  double err = 0;
  Procs2 q = hpc_procs2 (HPC_AUTO, k % 100 ? 1 : HPC_AUTO);
  on (q) {
    Range x = hpc_block_range (n, hpc_dim (q, 0));
    Range y = hpc_cyclic_range (3, hpc_dim (q, 1));
    distributed double a[x][y];
    on (p) {
      Range z = hpc_cyclic_range (n, hpc_dim (p, 0));
      distributed double b[z][3];
      over (i = z)
        for (int j = 0; j < 3; j++)
          b[i][j] = hpc_idx (z, i) * 3 + j;
      hpc_remap (a, b);
    }
    over (i = x)
      over (j = y)
        err += a[i][j] - (hpc_idx (x, i) * 3 + hpc_idx (y, j));
  }
  return err < 0 ? -err : err;
}

int
main (int argc, char **argv)
{
  long steps = 100000;
  for (int c; (c = getopt (argc, argv, "i:")) != -1;)
    if (c == 'i' && atol (optarg) >= 1000)
      steps = atol (optarg);
    else
      {
        fprintf (stderr, "usage: %s [-i STEPS (>= 1000)]\n", argv[0]);
        return 2;
      }
  Procs1 p = hpc_procs1 (HPC_AUTO);
  double err = 0;
  long first = 0, last;
  on (p)
    for (long k = 0; k < steps; k++)
      {
        err += step (p, k);
        if (k % 50 == 0)
          err += redistribute (p, k);
        if (k == 999)
          first = peak_kb ();
      }
  last = peak_kb ();
  /* Every process's worst.  */
  double mine[2] = { err, (double) (last - first) }, worst[2];
  MPI_Allreduce (mine, worst, 2, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  int ok = worst[0] == 0 && worst[1] <= 1024;
  if (hpc_group_rank (p) == 0)
    printf ("%ld steps: peak %ld kB after 1000, %ld kB after %ld "
            "(largest growth of any process %.0f kB), arrays %s: %s\n",
            steps, first, last, steps, worst[1],
            worst[0] == 0 ? "right" : "WRONG", ok ? "ok" : "FAILED");
  return !ok;
}
