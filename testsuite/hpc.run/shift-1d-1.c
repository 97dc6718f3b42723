/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_shift / hpc_cshift on 1-D arrays between every pair of block,
   cyclic, block-cyclic and replicated distributions (N = 11: uneven),
   amounts negative, zero, positive and beyond N, both modes, and a shift
   of an array onto itself; every element checked.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 11, KINDS = 4 };

static long
f (long g)
{
  return 100 + g * 7;
}

/* The expected dst[t] for a shift by AMOUNT.  */
static long
want (long t, long amount, int mode)
{
  long s = t + amount;
  if (mode == HPC_SHIFT_CYCLIC)
    return f (((s % N) + N) % N);
  return s >= 0 && s < N ? f (s) : 0;
}

static long wrong;

int
main (void)
{
  static const long amounts[] = { -3, -1, 0, 1, 4, 25 };
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range r[3] = { hpc_block_range (N, hpc_dim (p, 0)),
                   hpc_cyclic_range (N, hpc_dim (p, 0)),
                   hpc_block_cyclic_range (N, hpc_dim (p, 0), 2) };
    for (int ks = 0; ks < 3; ks++)
      for (int kd = 0; kd < KINDS; kd++)
        {
          Range x = r[ks];
          distributed long a[x];
          over (i = x | :)
            a[i] = f (hpc_idx (x, i));
          for (unsigned m = 0; m < sizeof amounts / sizeof *amounts; m++)
            for (int mode = 0; mode < 2; mode++)
              {
                long am = amounts[m];
                if (kd == 3)
                  {
                    distributed long b[N];
                    hpc_shift (b, a, am, 0, mode);
                    for (long t = 0; t < N; t++)
                      if (b[t] != want (t, am, mode))
                        wrong++;
                    continue;
                  }
                Range y = r[kd];
                distributed long b[y];
                if (mode == HPC_SHIFT_CYCLIC && m % 2)
                  hpc_cshift (b, a, am, 0);
                else
                  hpc_shift (b, a, am, 0, mode);
                over (j = y | :)
                  if (b[j] != want (hpc_idx (y, j), am, mode))
                    {
                      fprintf (stderr, "%d->%d shift %ld mode %d: b[%ld] = "
                               "%ld\n", ks, kd, am, mode, hpc_idx (y, j),
                               b[j]);
                      wrong++;
                    }
              }
        }
    /* In place: a[i] = a[i + 2] cyclically.  */
    Range x = r[2];
    distributed long a[x];
    over (i = x | :)
      a[i] = f (hpc_idx (x, i));
    hpc_cshift (a, a, 2, 0);
    over (i = x | :)
      if (a[i] != want (hpc_idx (x, i), 2, HPC_SHIFT_CYCLIC))
        wrong++;
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    abort ();
  return 0;
}
