/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_reduce_halo with float, double and int elements and the operations
   sum, product and minimum, after writes through shifted subscripts (the
   ghost copies hpc_reduce_halo accumulates, reference §6), plain and
   periodic, on a 1-D block range of 12 (every block holds 3 or more).  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 12 };

static long wrong;

/* Whether global index G is the first / last of its block but not of the
   whole range: then a neighbour holds a ghost copy of it.  */
static int
copies (Range x, long g, int periodic)
{
  int c = hpc_owner (x, g), n = 1;
  if (g > 0 && hpc_owner (x, g - 1) != c)
    n++;
  if (g < N - 1 && hpc_owner (x, g + 1) != c)
    n++;
  if (periodic && (g == 0 || g == N - 1))
    n++;
  return n;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed float u[x];
    distributed double v[x];
    distributed int w[x];
    for (int periodic = 0; periodic < 2; periodic++)
      {
        int modes[1] = { periodic };
        /* Scatter: every element adds its contribution to its right
           neighbour, through the ghost where that lives elsewhere.  */
        over (i = x | :)
          {
            u[i - 1] = 0;
            u[i] = 0;
            u[i + 1] = 0;
          }
        over (i = x | :)
          u[i + 1] = 10.0f * (hpc_idx (x, i) + 1);
        hpc_reduce_halo_mode (u, 0, modes, MPI_FLOAT, MPI_SUM);
        over (i = x | :)
          {
            long g = hpc_idx (x, i);
            float want = g > 0 ? 10.0f * g : periodic ? 10.0f * N : 0.0f;
            if (u[i] != want)
              {
                fprintf (stderr, "u[%ld] = %g, want %g\n", g, u[i], want);
                wrong++;
              }
          }
        /* Product of 2 over every copy.  */
        over (i = x | :)
          {
            v[i - 1] = 2.0;
            v[i] = 2.0;
            v[i + 1] = 2.0;
          }
        hpc_reduce_halo_mode (v, 0, modes, MPI_DOUBLE, MPI_PROD);
        over (i = x | :)
          if (v[i] != (double) (1 << copies (x, hpc_idx (x, i), periodic)))
            wrong++;
        /* Minimum: owned cells 100, ghost copies their holder's rank.  */
        int me = hpc_coord (p, 0);
        over (i = x | :)
          {
            w[i - 1] = me;
            w[i + 1] = me;
          }
        over (i = x | :)
          w[i] = 100;
        hpc_reduce_halo_mode (w, 0, modes, MPI_INT, MPI_MIN);
        over (i = x | :)
          {
            long g = hpc_idx (x, i);
            int want = 100;
            if (g > 0 && hpc_owner (x, g - 1) != me)
              want = hpc_owner (x, g - 1);
            if (g < N - 1 && hpc_owner (x, g + 1) != me
                && hpc_owner (x, g + 1) < want)
              want = hpc_owner (x, g + 1);
            if (periodic && g == 0 && hpc_owner (x, N - 1) < want)
              want = hpc_owner (x, N - 1);
            if (periodic && g == N - 1 && hpc_owner (x, 0) < want)
              want = hpc_owner (x, 0);
            if (w[i] != want)
              {
                fprintf (stderr, "w[%ld] = %d, want %d\n", g, w[i], want);
                wrong++;
              }
          }
      }
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    abort ();
  return 0;
}
