/* redblack_spell_hpc.c - HPJava's Figure 2 (redblack_hpc.c, its
   canonical spelling) spelt in other ways a user may write it, one
   spelling per executable, chosen by -DSPELLING=SPELL_<name>
   (bench/Makefile.am builds redblack_spell_<name>_hpc.exe).  Every
   spelling computes each point from the same values by the same
   expression as the canonical one, so the checksums are the same, bit
   for bit; make bench times each against the canonical spelling (the
   rb-spell-* rows of bench/cases): an optimiser that understands the
   program, not its spelling, runs them all at the same speed.

     ne         the colour loop tested with parity != 2
     pluseq     the colour loop stepped with parity += 1
     and1       the colour start (hpc_idx (x, i) + parity) & 1, not % 2
     tmp        the neighbours' sum in a temporary of the body
     twonests   the two colour sweeps as two nests, no colour loop
     halo       hpc_write_halo (u), the whole ghost width, not widths
     sor        successive over-relaxation (omega 1.9), the update
                written u = u + omega * (...): the canonical spelling
                of the pair sor / compound (Figure 2 itself, a plain
                assignment of the average, has no compound form with
                the same bits)
     compound   the same update written u += omega * (...)
     handle     u a file-scope handle, allocated with hpc_new and freed
                with hpc_free, instead of a block-scope array

   Usage: redblack_spell_<name>_hpc N NITER; prints "time <s> checksum
   <sum>" as redblack_hpc.c.  */
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

#define SPELL_ne 1
#define SPELL_pluseq 2
#define SPELL_and1 3
#define SPELL_tmp 4
#define SPELL_twonests 5
#define SPELL_halo 6
#define SPELL_sor 7
#define SPELL_compound 8
#define SPELL_handle 9

#if !defined SPELLING || SPELLING < SPELL_ne || SPELLING > SPELL_handle
#error "compile with -DSPELLING=SPELL_<name> (see the comment at the top)"
#endif

/* examples/redblack.c's over-relaxation factor (sor, compound).  */
#define OMEGA 1.9f

#if SPELLING == SPELL_handle
distributed float u[Range][Range];
#endif

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NITER = argc > 2 ? atoi (argv[2]) : 100;
  double t = 0, sum = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
#if SPELLING == SPELL_handle
    u = hpc_new (x, y);
#else
    distributed float u[x][y];
#endif
    over (i = x | :)
      over (j = y | :)
        u[i][j] = (float) ((hpc_idx (x, i) * 7 + hpc_idx (y, j) * 3) % 11);
#if SPELLING != SPELL_halo
    int widths[] = {1, 1};
#endif
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int iter = 0; iter < NITER; iter++) {
#if SPELLING == SPELL_ne
      for (int parity = 0; parity != 2; parity++) {
        hpc_write_halo (u, widths);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                              + u[i][j - 1] + u[i][j + 1]);
      }
#elif SPELLING == SPELL_pluseq
      for (int parity = 0; parity < 2; parity += 1) {
        hpc_write_halo (u, widths);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                              + u[i][j - 1] + u[i][j + 1]);
      }
#elif SPELLING == SPELL_and1
      for (int parity = 0; parity < 2; parity++) {
        hpc_write_halo (u, widths);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + ((hpc_idx (x, i) + parity) & 1) : N - 2 : 2)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                              + u[i][j - 1] + u[i][j + 1]);
      }
#elif SPELLING == SPELL_tmp
      /* The sum of four floats is a float in either spelling, held
         exactly by NB; 0.25 * NB is then the canonical product.  */
      for (int parity = 0; parity < 2; parity++) {
        hpc_write_halo (u, widths);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2) {
            double nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];
            u[i][j] = 0.25 * nb;
          }
      }
#elif SPELLING == SPELL_twonests
      hpc_write_halo (u, widths);
      over (i = x | 1 : N - 2)
        over (j = y | 1 + hpc_idx (x, i) % 2 : N - 2 : 2)
          u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                            + u[i][j - 1] + u[i][j + 1]);
      hpc_write_halo (u, widths);
      over (i = x | 1 : N - 2)
        over (j = y | 1 + (hpc_idx (x, i) + 1) % 2 : N - 2 : 2)
          u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                            + u[i][j - 1] + u[i][j + 1]);
#elif SPELLING == SPELL_halo
      for (int parity = 0; parity < 2; parity++) {
        hpc_write_halo (u);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                              + u[i][j - 1] + u[i][j + 1]);
      }
#elif SPELLING == SPELL_sor
      for (int parity = 0; parity < 2; parity++) {
        hpc_write_halo (u, widths);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
            u[i][j] = u[i][j] + OMEGA * (0.25f * (u[i - 1][j] + u[i + 1][j]
                                                 + u[i][j - 1] + u[i][j + 1])
                                         - u[i][j]);
      }
#elif SPELLING == SPELL_compound
      for (int parity = 0; parity < 2; parity++) {
        hpc_write_halo (u, widths);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
            u[i][j] += OMEGA * (0.25f * (u[i - 1][j] + u[i + 1][j]
                                        + u[i][j - 1] + u[i][j + 1])
                                - u[i][j]);
      }
#elif SPELLING == SPELL_handle
      for (int parity = 0; parity < 2; parity++) {
        hpc_write_halo (u, widths);
        over (i = x | 1 : N - 2)
          over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                              + u[i][j - 1] + u[i][j + 1]);
      }
#endif
      turns_between (iter + 1, NITER);
    }
    t = MPI_Wtime () - t0 - turns_waited ();
    sum = hpc_sum (u);
#if SPELLING == SPELL_handle
    hpc_free (u);
#endif
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
