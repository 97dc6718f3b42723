/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* HPJava's Figure 2 (red-black relaxation) as doc/reference.md §9
   writes it, with an automatic grid shape; the result must be bitwise
   equal to the same sweeps run sequentially.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 37, NITER = 5 };

static float
initial (long i, long j)
{
  return (float) ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5f : 0.0f);
}

/* The same algorithm on one plain C array.  */
static void
sequential (float (*s)[N])
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s[i][j] = initial (i, j);
  for (int iter = 0; iter < NITER; iter++)
    for (int parity = 0; parity < 2; parity++)
      for (int i = 1; i <= N - 2; i++)
        for (int j = 1 + (i + parity) % 2; j <= N - 2; j += 2)
          s[i][j] = 0.25 * (s[i - 1][j] + s[i + 1][j]
                            + s[i][j - 1] + s[i][j + 1]);
}

int
main (void)
{
  static float s[N][N];
  sequential (s);
  long wrong = 0;

  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);   /* ghost width 1 */
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
    int widths[] = {1, 1};
    for (int iter = 0; iter < NITER; iter++)
      for (int parity = 0; parity < 2; parity++) {
        hpc_write_halo (u, widths);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                              + u[i][j - 1] + u[i][j + 1]);
      }
    over (i = x | :)
      over (j = y | :)
        if (u[i][j] != s[hpc_idx (x, i)][hpc_idx (y, j)])
          {
            fprintf (stderr, "u[%ld][%ld] = %.9g, sequential %.9g\n",
                     hpc_idx (x, i), hpc_idx (y, j), u[i][j],
                     s[hpc_idx (x, i)][hpc_idx (y, j)]);
            wrong++;
          }
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
