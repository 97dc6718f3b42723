/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* hpc_redistribute in a loop that also subscripts the handle (the
   handle's view is bound again after each move, not once before the
   loop), on an element of an array of handles and a struct member, and
   between the whole process grid and a grid of its first process
   only; compared with the same updates on a plain C array.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 37, STEPS = 12 };

distributed double lev[2][Range];

struct holder
{
  distributed double h[Range];
};

int
main (void)
{
  double seq[N];
  for (int i = 0; i < N; i++)
    seq[i] = i;
  for (int k = 0; k < STEPS; k++)
    for (int i = 0; i < N; i++)
      seq[i] = seq[i] * 2 - k;
  Procs1 p = hpc_procs1 (HPC_AUTO), one = hpc_procs1 (1);
  Range xs[3];
  xs[0] = hpc_block_range (N, hpc_dim (p, 0));
  xs[1] = hpc_cyclic_range (N, hpc_dim (p, 0));
  xs[2] = hpc_block_cyclic_range (N, hpc_dim (p, 0), 4);
  Range solo = hpc_block_range (N, hpc_dim (one, 0));
  long wrong = 0;
  struct holder s;
  on (p) {
    lev[1] = hpc_new (xs[0]);
    over (i = xs[0])
      lev[1][i] = hpc_idx (xs[0], i);
    s.h = lev[1];
    for (int k = 0; k < STEPS; k++)
      {
	if (k % 2)
	  hpc_redistribute (lev[1], xs[k % 3]);
	else
	  hpc_redistribute (s.h, xs[k % 3]);
	Range x = hpc_array_range (lev[1], 0);
	over (i = x)
	  lev[1][i] = lev[1][i] * 2 - k;
      }
  }
  hpc_redistribute (s.h, solo);
  on (one) {
    over (i = solo)
      if (lev[1][i] != seq[hpc_idx (solo, i)])
	wrong++;
  }
  hpc_redistribute (s.h, xs[1]);
  on (p) {
    over (i = xs[1])
      if (s.h[i] != seq[hpc_idx (xs[1], i)])
	wrong++;
  }
  hpc_free (s.h);
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    {
      fprintf (stderr, "%ld differences from the sequential updates\n", all);
      abort ();
    }
  return 0;
}
