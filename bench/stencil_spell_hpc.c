/* stencil_spell_hpc.c - the PRK star stencil (stencil_hpc.c, its
   canonical spelling) spelt in other ways a user may write it, one
   spelling per executable, chosen by -DSPELLING=SPELL_<name>
   (bench/Makefile.am builds stencil_spell_<name>_hpc.exe).  Every
   spelling computes each point from the same values by the same
   expression as the canonical one, so the checksums are the same, bit
   for bit; make bench times each against the canonical spelling (the
   st-spell-* rows of bench/cases).

     halo     hpc_write_halo (in), the whole ghost width, not widths
     assign   the update written in[i][j] = in[i][j] + 1.0, not +=
     tmp      the stencil's sum in a temporary of the sweep's body
     handle   IN and OUT file-scope handles, allocated with hpc_new and
              freed with hpc_free, instead of block-scope arrays

   Usage: stencil_spell_<name>_hpc N NITER; prints "time <s> checksum
   <sum>" as stencil_hpc.c.  */
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

#define R 2
#define W1 (1.0 / (2 * 1 * R))
#define W2 (1.0 / (2 * 2 * R))

#define SPELL_halo 1
#define SPELL_assign 2
#define SPELL_tmp 3
#define SPELL_handle 4

#if !defined SPELLING || SPELLING < SPELL_halo || SPELLING > SPELL_handle
#error "compile with -DSPELLING=SPELL_<name> (see the comment at the top)"
#endif

#if SPELLING == SPELL_handle
distributed double in[Range][Range], out[Range][Range];
#endif

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NITER = argc > 2 ? atoi (argv[2]) : 100;
  double t = 0, sum = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), R);
    Range y = hpc_block_range (N, hpc_dim (p, 1), R);
#if SPELLING == SPELL_handle
    in = hpc_new (x, y);
    out = hpc_new (x, y);
#else
    distributed double in[x][y], out[x][y];
#endif
    over (i = x | :)
      over (j = y | :)
        in[i][j] = hpc_idx (x, i) + hpc_idx (y, j);
#if SPELLING != SPELL_halo
    int widths[] = {R, R};
#endif
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int iter = 0; iter < NITER; iter++) {
#if SPELLING == SPELL_halo
      hpc_write_halo (in);
#else
      hpc_write_halo (in, widths);
#endif
#if SPELLING == SPELL_tmp
      over (i = x | R : N - R - 1)
        over (j = y | R : N - R - 1) {
          double s = W1 * (in[i][j + 1] - in[i][j - 1])
                     + W2 * (in[i][j + 2] - in[i][j - 2])
                     + W1 * (in[i + 1][j] - in[i - 1][j])
                     + W2 * (in[i + 2][j] - in[i - 2][j]);
          out[i][j] += s;
        }
#else
      over (i = x | R : N - R - 1)
        over (j = y | R : N - R - 1)
          out[i][j] += W1 * (in[i][j + 1] - in[i][j - 1])
                       + W2 * (in[i][j + 2] - in[i][j - 2])
                       + W1 * (in[i + 1][j] - in[i - 1][j])
                       + W2 * (in[i + 2][j] - in[i - 2][j]);
#endif
#if SPELLING == SPELL_assign
      over (i = x | :)
        over (j = y | :)
          in[i][j] = in[i][j] + 1.0;
#else
      over (i = x | :)
        over (j = y | :)
          in[i][j] += 1.0;
#endif
      turns_between (iter + 1, NITER);
    }
    t = MPI_Wtime () - t0 - turns_waited ();
    sum = hpc_sum (out);
#if SPELLING == SPELL_handle
    hpc_free (in);
    hpc_free (out);
#endif
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
