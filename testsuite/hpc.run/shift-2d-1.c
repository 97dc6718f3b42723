/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* hpc_shift on 2-D arrays over a 2-D grid: block x cyclic source,
   cyclic x block-cyclic and block x block destinations, shifts along
   either dimension in both modes, a section (strided rows, a scalar
   column dropped) shifted into a 1-D array, and a replicated source.  */
#include <stdio.h>
#include <stdlib.h>

enum { N0 = 7, N1 = 9 };

static long
f (long i, long j)
{
  return 1000 + i * 31 + j;
}

static long
wrap (long s, long n)
{
  return ((s % n) + n) % n;
}

/* Expected value at (I, J) of a shift of f by AMOUNT along DIM.  */
static long
want (long i, long j, long amount, int dim, int mode)
{
  long n = dim ? N1 : N0, s = (dim ? j : i) + amount;
  if (mode == HPC_SHIFT_EDGE && (s < 0 || s >= n))
    return 0;
  s = wrap (s, n);
  return dim ? f (i, s) : f (s, j);
}

static long wrong;

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    Range x2 = hpc_cyclic_range (N0, hpc_dim (p, 0));
    Range y2 = hpc_block_cyclic_range (N1, hpc_dim (p, 1), 2);
    Range y3 = hpc_block_range (N1, hpc_dim (p, 1));
    distributed long a[x][y];
    distributed long b[x2][y2];
    distributed long c[x][y3];
    over (i = x | :)
      over (j = y | :)
        a[i][j] = f (hpc_idx (x, i), hpc_idx (y, j));
    static const long amounts[] = { -4, 1, 3, 10 };
    for (int k = 0; k < 4; k++)
      for (int dim = 0; dim < 2; dim++)
        for (int mode = 0; mode < 2; mode++)
          {
            long am = amounts[k];
            hpc_shift (b, a, am, dim, mode);
            over (i = x2 | :)
              over (j = y2 | :)
                if (b[i][j] != want (hpc_idx (x2, i), hpc_idx (y2, j), am,
                                     dim, mode))
                  wrong++;
            hpc_shift (c, a, am, dim, mode);
            over (i = x | :)
              over (j = y3 | :)
                if (c[i][j] != want (hpc_idx (x, i), hpc_idx (y3, j), am,
                                     dim, mode))
                  wrong++;
          }
    /* Section d[[0 : 2]] = a[[1 : 5 : 2, 4]] (rows 1, 3, 5 of column 4)
       shifted end-off by 1.  */
    Range z = hpc_block_range (5, hpc_dim (p, 0));
    distributed long d[z];
    over (i = z | :)
      d[i] = -1;
    hpc_shift (hpc_sec (d, hpc_triplet (0, 2, 1)),
               hpc_sec (a, hpc_triplet (1, 5, 2), hpc_scalar (4)), 1, 0,
               HPC_SHIFT_EDGE);
    over (i = z | :)
      {
        long g = hpc_idx (z, i);
        long w = g > 2 ? -1 : g == 2 ? 0 : f (1 + 2 * (g + 1), 4);
        if (d[i] != w)
          {
            fprintf (stderr, "d[%ld] = %ld, want %ld\n", g, d[i], w);
            wrong++;
          }
      }
    /* A replicated source into a distributed destination.  */
    distributed long r[N0][N1];
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++)
        r[i][j] = f (i, j);
    hpc_cshift (b, r, -2, 1);
    over (i = x2 | :)
      over (j = y2 | :)
        if (b[i][j] != want (hpc_idx (x2, i), hpc_idx (y2, j), -2, 1, 0))
          wrong++;
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    abort ();
  return 0;
}
