/* jacobi_hpc.c - a Jacobi relaxation, timed: each iteration fills U's
   ghosts, sweeps V = the average of U's four neighbours over the
   interior, then copies V back into U's interior (a sweep and the update
   after it, as the PRK stencil's).  The boundary keeps its initial
   values.  Spelt with the sweep and the copy as two nests of main's
   loop (its canonical spelling), or, compiled with
   -DSPELLING=SPELL_twofuncs (jacobi_spell_twofuncs_hpc.exe), with each
   in a function of its own taking the arrays as parameters: the same
   values by the same expressions, the same checksum bit for bit, which
   make bench times against the canonical spelling (jacobi-spell-*).
   Usage: jacobi_hpc N NITER; prints "time <s> checksum <sum>" (sum:
   hpc_sum of U).  */
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

#define SPELL_twofuncs 1

#if defined SPELLING && SPELLING != SPELL_twofuncs
#error "SPELLING: SPELL_twofuncs, or none for the canonical spelling"
#endif

#if SPELLING == SPELL_twofuncs
/* DST = the average of SRC's neighbours at the points 1 .. N - 2 of
   each dimension (SRC's ghosts filled).  */
static void
sweep (distributed double dst[Range x][Range y],
       distributed double src[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      dst[i][j] = 0.25 * (src[i - 1][j] + src[i + 1][j]
                          + src[i][j - 1] + src[i][j + 1]);
}

/* DST = SRC at the points 1 .. N - 2 of each dimension.  */
static void
copy (distributed double dst[Range x][Range y],
      distributed double src[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      dst[i][j] = src[i][j];
}
#endif

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NITER = argc > 2 ? atoi (argv[2]) : 50;
  double t = 0, sum = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed double u[x][y], v[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = v[i][j]
          = (double) ((hpc_idx (x, i) * 7 + hpc_idx (y, j) * 3) % 11);
    int widths[] = {1, 1};
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int iter = 0; iter < NITER; iter++) {
      hpc_write_halo (u, widths);
#if SPELLING == SPELL_twofuncs
      sweep (v, u, N);
      copy (u, v, N);
#else
      over (i = x | 1 : N - 2)
        over (j = y | 1 : N - 2)
          v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                            + u[i][j - 1] + u[i][j + 1]);
      over (i = x | 1 : N - 2)
        over (j = y | 1 : N - 2)
          u[i][j] = v[i][j];
#endif
      turns_between (iter + 1, NITER);
    }
    t = MPI_Wtime () - t0 - turns_waited ();
    sum = hpc_sum (u);
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
