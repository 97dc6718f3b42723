/* { dg-do run } */
/* { dg-hpc-procs "2 3 4" } */
/* Ghosts of an irregular range whose first processes hold nothing
   (sizes 0, ..., 0, N): hpc_write_halo fills the ghosts of processes
   that hold indices from the owners of the neighbouring indices, across
   empty processes.  Then sizes 1, 0, 2, ... (an empty process between
   two holders).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 9 };

static void
check (Procs1 p, const long *sizes)
{
  Range x = hpc_irregular_range_ghost (hpc_dim (p, 0), sizes, 1, 1);
  CHECK (hpc_size (x) == N);
  distributed long u[x];
  over (i = x | :)
    u[i] = 3 * hpc_idx (x, i) + 2;
  hpc_write_halo (u);
  over (i = x | 1 : N - 2)
    {
      long g = hpc_idx (x, i);
      CHECK (u[i - 1] == 3 * (g - 1) + 2 && u[i + 1] == 3 * (g + 1) + 2);
    }
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  int np = hpc_shape (p, 0);
  long sizes[8] = { 0 };
  on (p) {
    sizes[np - 1] = N;
    check (p, sizes);
    for (int c = 0; c < np; c++)
      sizes[c] = c % 2 ? 0 : 1;
    long used = 0;
    for (int c = 0; c < np - 1; c++)
      used += sizes[c];
    sizes[np - 1] = N - used;
    check (p, sizes);
  }
  return 0;
}
