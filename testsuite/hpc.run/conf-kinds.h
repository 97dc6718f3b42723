/* conf-kinds.h - shared by the conf-* conformance tests: a failing CHECK
   that names the line and process, and one-dimensional ranges of every
   distributed kind, so that each test file states only its rule.  */
#pragma GCC diagnostic ignored "-Wunused-function"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: process %d: check failed: %s\n", \
                            __FILE__, __LINE__, hpc_rank (), #c);         \
                   abort (); } } while (0)

/* The range kinds of the language reference, section 2.  */
enum conf_kind
{
  K_BLOCK, K_GHOST, K_GHOST_LOHI, K_CYCLIC, K_BCYCLIC, K_IRREGULAR,
  K_CUT, K_IRREGULAR_GHOST, K_SUB_BLOCK, K_SUB_CYCLIC
};

/* A range of kind K holding N indices over dimension D.  The irregular
   kinds give the last process the most indices (and the first ones
   possibly none); the cut kind gives the first process the most.  */
static Range
conf_range (enum conf_kind k, long n, Dimension d)
{
  int p = hpc_shape (d.grid, d.dim);
  long cuts[HPC_MAX_DIMS * 8 + 1], sizes[HPC_MAX_DIMS * 8];
  for (int c = 0; c <= p; c++)
    cuts[c] = n * c * c / ((long) p * p);
  for (int c = 0; c < p; c++)
    sizes[c] = cuts[c + 1] - cuts[c];
  switch (k)
    {
    case K_BLOCK: return hpc_block_range (n, d);
    case K_GHOST: return hpc_block_range (n, d, 2);
    case K_GHOST_LOHI: return hpc_block_range_ghost (n, d, 2, 1);
    case K_CYCLIC: return hpc_cyclic_range (n, d);
    case K_BCYCLIC: return hpc_block_cyclic_range (n, d, 3);
    case K_IRREGULAR: return hpc_irregular_range (d, sizes);
    case K_CUT:
      for (int c = 0; c <= p; c++)
        cuts[c] = n - n * (p - c) * (p - c) / ((long) p * p);
      return hpc_cut_range (d, cuts);
    case K_IRREGULAR_GHOST: return hpc_irregular_range_ghost (d, sizes, 1, 1);
    case K_SUB_BLOCK:
      return hpc_subrange (hpc_block_range (2 * n + 1, d), 1, 2 * n - 1, 2);
    case K_SUB_CYCLIC:
      return hpc_subrange (hpc_cyclic_range (3 * n + 2, d), 2, 3 * n - 1, 3);
    }
  abort ();
}

/* Sum the N ints of V over every process (all are in the grids of these
   tests).  */
static void
conf_allsum (int *v, long n)
{
  if (n > 0)
    MPI_Allreduce (MPI_IN_PLACE, v, (int) n, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
}
