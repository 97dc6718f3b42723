/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A grid that only a live array holds (through its range and as the
   group it was made in), or only a variable naming one of its
   restrictions, is not freed however many grids are made and freed over
   the same parent after the variable naming the grid went out of scope:
   asked for again, the same grid is found, and the array and the
   restriction still work (a freed grid would be found made anew, and
   its communicator and dimensions read after their free).  */
#include <stdio.h>
#include <stdlib.h>

#define STEPS 2000
#define N 1000

static distributed double h[Range];

int
main (void)
{
  long err = 0;
  int np = hpc_nprocs ();
  Group row;
  {
    Procs2 g = hpc_procs2 (HPC_AUTO, 1);
    on (g)
      {
        h = hpc_new (hpc_block_range (N, hpc_dim (g, 0)));
        over (i = hpc_array_range (h, 0))
          h[i] = hpc_idx (hpc_array_range (h, 0), i);
      }
    row = hpc_restrict (hpc_procs1 (1), 0, 0);
  }
  /* Grids of other shapes (4 to 8 dimensions), over the same parent,
     one after the other: idle ones go.  */
  int shape[HPC_MAX_DIMS];
  for (long k = 0; k < STEPS; k++)
    {
      int d = 4 + k % 5;
      for (int i = 0; i < d; i++)
        shape[i] = 1;
      shape[0] = 1 + k / 5 % np;
      Group q = hpc_procs (d, shape);
      err += hpc_group_size (q) != shape[0];
    }
  Procs2 g = hpc_procs2 (HPC_AUTO, 1);
  if (hpc_range_dim (hpc_array_range (h, 0)).grid != g)
    err++;			/* the array's grid was made anew */
  if (hpc_restrict (hpc_procs1 (1), 0, 0) != row)
    err++;			/* the restriction's grid was made anew */
  double want = (double) N * (N - 1) / 2;
  on (g)
    err += hpc_sum_double (h) != want;
  on (row)
    {
      int one = 0;
      MPI_Allreduce (&(int) { 1 }, &one, 1, MPI_INT, MPI_SUM,
                     hpc_comm (row));
      err += one != 1;
    }
  hpc_free (h);
  if (err != 0)
    {
      printf ("process %d: %ld errors\n", hpc_rank (), err);
      return 1;
    }
  return 0;
}
