/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* The aligned fast path of hpc_shift: arrays over the same ranges (block
   with ghosts, and irregular with an empty block) shifted along either
   dimension, amounts within and beyond a block, both modes, and in
   place.  */
#include <stdio.h>
#include <stdlib.h>

enum { N0 = 10, N1 = 6 };

static long
f (long i, long j)
{
  return 1000 + i * 17 + j;
}

static long
want (long i, long j, long amount, int dim, int mode)
{
  long n = dim ? N1 : N0, s = (dim ? j : i) + amount;
  if (mode == HPC_SHIFT_EDGE && (s < 0 || s >= n))
    return 0;
  s = ((s % n) + n) % n;
  return dim ? f (i, s) : f (s, j);
}

static long wrong;

static void
test (Range x, Range y)
{
  static const long amounts[] = { -7, -1, 2, 5, 13 };
  distributed long a[x][y];
  distributed long b[x][y];
  for (int k = 0; k < 5; k++)
    for (int dim = 0; dim < 2; dim++)
      for (int mode = 0; mode < 2; mode++)
        for (int inplace = 0; inplace < 2; inplace++)
          {
            long am = amounts[k];
            over (i = x | :)
              over (j = y | :)
                {
                  a[i][j] = f (hpc_idx (x, i), hpc_idx (y, j));
                  b[i][j] = -5;
                }
            if (inplace)
              hpc_shift (a, a, am, dim, mode);
            else
              hpc_shift (b, a, am, dim, mode);
            over (i = x | :)
              over (j = y | :)
                {
                  long got = inplace ? a[i][j] : b[i][j];
                  if (got != want (hpc_idx (x, i), hpc_idx (y, j), am, dim,
                                   mode))
                    {
                      fprintf (stderr, "shift %ld dim %d mode %d%s: "
                               "(%ld,%ld) = %ld\n", am, dim, mode,
                               inplace ? " in place" : "", hpc_idx (x, i),
                               hpc_idx (y, j), got);
                      wrong++;
                    }
                }
          }
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    test (hpc_block_range (N0, hpc_dim (p, 0), 1),
          hpc_block_range (N1, hpc_dim (p, 1), 2));
    long cuts[5] = { 0 };
    static const long sizes[4] = { 4, 0, 1, 5 };
    for (int c = 0; c < hpc_shape (p, 0); c++)
      cuts[c + 1] = c + 1 == hpc_shape (p, 0) ? N0 : cuts[c] + sizes[c];
    test (hpc_cut_range (hpc_dim (p, 0), cuts),
          hpc_block_range (N1, hpc_dim (p, 1)));
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    abort ();
  return 0;
}
