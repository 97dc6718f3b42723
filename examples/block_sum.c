/* block_sum.c - plain C on libhpc (no language extensions): a 2-D array
   block-distributed over an automatically shaped process grid, filled from
   global indices, summed with MPI on the grid's communicator and checked
   against the closed-form sum.  Writes the array to block_sum.npy and a
   picture of which process holds each element to block_sum_owners.png.

   Usage: block_sum [N [M]]      (default 1000 x 700)  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

/* Value stored at global (i, j).  */
static double
value (long i, long j)
{
  return (double) (i % 97) * 0.5 + (double) (j % 89);
}

/* Sum over the whole N x M index space, computed without distribution.  */
static double
expected_sum (long n, long m)
{
  double s = 0;
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      s += value (i, j);
  return s;
}

static void
usage (void)
{
  fprintf (stderr, "usage: block_sum [N [M]]   (N, M >= 1)\n");
  exit (2);
}

/* ARG as an extent >= 1, the whole string a number; else usage.  */
static long
extent_of (const char *arg)
{
  char *end;
  long n = strtol (arg, &end, 10);
  if (end == arg || *end || n < 1 || n > 1L << 24)
    usage ();
  return n;
}

int
main (int argc, char **argv)
{
  if (argc > 3)
    usage ();
  long n = argc > 1 ? extent_of (argv[1]) : 1000;
  long m = argc > 2 ? extent_of (argv[2]) : 700;
  /* Start MPI through libhpc before calling MPI directly (MPICH refuses
     MPI_Wtime before MPI_Init; the first hpc_ call would start it too).  */
  hpc_init (&argc, &argv);
  double t0 = MPI_Wtime ();

  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
  Range y = hpc_block_range (m, hpc_dim (p, 1));
  Range ranges[2] = { x, y };
  double *a = hpc_array_new (sizeof (double), 2, ranges, NULL);
  long ext1 = hpc_array_extent (a, 1);

  /* Fill the owned elements, addressed through global indices.  */
  double local = 0;
  for (long i = 0; i < n; i++)
    if (hpc_owner (x, i) == hpc_coord (p, 0))
      for (long j = 0; j < m; j++)
        if (hpc_owner (y, j) == hpc_coord (p, 1))
          {
            ptrdiff_t oi = hpc_array_offset (a, 0, i);
            ptrdiff_t oj = hpc_array_offset (a, 1, j);
            a[oi * ext1 + oj] = value (i, j);
            local += a[oi * ext1 + oj];
          }

  double total = 0;
  MPI_Allreduce (&local, &total, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
  double want = expected_sum (n, m);
  int ok = total == want;
  if (hpc_rank () == 0)
    printf ("block_sum: %ldx%ld on a %dx%d grid: sum %.1f, expected %.1f: %s"
            " (%.3f s)\n", n, m, hpc_shape (p, 0), hpc_shape (p, 1), total,
            want, ok ? "ok" : "WRONG", MPI_Wtime () - t0);
  hpc_write_npy ("block_sum.npy", a, "<f8");
  hpc_write_owner_png ("block_sum_owners.png", a);
  hpc_array_free (a);
  return ok ? 0 : 1;
}
