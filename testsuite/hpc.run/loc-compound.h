/* loc-compound.h - the body of the loc-compound-* tests: a compound
   assignment through a global index (a variable or a constant, on a 1-D
   and a 2-D array, from the owner and inside an over) updates the element
   it names, as u[k] = u[k] OP e does, on any number of processes.  The
   tests compile it with -fplugin-arg-hpc-no-warnings: the over writing
   u[6] through a global index runs on one thread, with a warning that
   hpc.run/over-array-race.c checks.  */
#include "report.h"

enum { N = 8, M = 5 };

/* Element G of the 1-D arrays after the updates below, run in order.  */
static double
expected_1d (long g)
{
  double v = g;
  if (g == 3)
    v = ((v + 10) - 1) * 2 + 1;
  if (g == 5)
    v = v / 2 - 4;
  if (g == 6)
    v = v * 3 + 1;
  return v;
}

static void
one_dimension (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed double u[x];
    distributed long w[x];
    over (i = x)
      {
        u[i] = hpc_idx (x, i);
        w[i] = hpc_idx (x, i);
      }
    long k = 3;
    at (l = x[k])
      {
        u[k] += 10;
        u[k] -= 1;
        u[k] *= 2;
        u[k]++;
        w[k] <<= 2;
        w[k] |= 1;
      }
    at (l = x[5])
      {
        u[5] /= 2;
        u[5] -= 4;
        w[5] %= 3;
      }
    /* A global index inside an over: only the owner of 6 names it.  */
    over (i = x)
      if (hpc_idx (x, i) == 6)
        {
          u[6] *= 3;
          u[hpc_idx (x, i)] += 1;
        }
    long bad = 0;
    over (i = x)
      {
        long g = hpc_idx (x, i);
        long want = g == 3 ? (3 << 2) | 1 : g == 5 ? 5 % 3 : g;
        bad += u[i] != expected_1d (g) || w[i] != want;
      }
    check (bad, "1-D compound assignments through global indices");
  }
}

static void
two_dimensions (Procs2 p)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (M, hpc_dim (p, 1));
    distributed int a[x][y];
    distributed int b[x][M];
    over (i = x)
      over (j = y)
        a[i][j] = 10 * hpc_idx (x, i) + hpc_idx (y, j);
    over (i = x)
      for (int j = 0; j < M; j++)
        b[i][j] = 10 * hpc_idx (x, i) + j;
    long r = 4, c = 2;
    at (l = x[r])
      {
        at (m = y[c])
          {
            a[r][c] += 1000;
            a[r][m] -= 1;
            a[l][c] *= 2;
          }
        b[r][c] += 1000;
        b[l][c + 1] -= 7;
      }
    long bad = 0;
    over (i = x)
      {
        long g = hpc_idx (x, i);
        over (j = y)
          {
            long h = hpc_idx (y, j);
            long want = 10 * g + h;
            if (g == r && h == c)
              want = (want + 1000 - 1) * 2;
            bad += a[i][j] != want;
          }
        for (int j = 0; j < M; j++)
          {
            long want = 10 * g + j;
            if (g == r && j == c)
              want += 1000;
            if (g == r && j == c + 1)
              want -= 7;
            bad += b[i][j] != want;
          }
      }
    check (bad, "2-D compound assignments through global indices");
  }
}

int
main (void)
{
  one_dimension (hpc_procs1 (HPC_AUTO));
  two_dimensions (hpc_procs2 (HPC_AUTO, HPC_AUTO));
  return failures != 0;
}
