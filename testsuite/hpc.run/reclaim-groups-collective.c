/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Whether hpc_procs finds a grid or makes one (MPI_Comm_split, collective
   over the parent) is decided alike on every process of the parent,
   though each process holds different grids and lets them go at
   different steps: here each process keeps the grid of some steps in a
   variable, a different step on each, over all processes and, inside
   the on body of its row, over the row (collective over the row only,
   rows making different numbers of grids).  A process deciding alone
   would call MPI_Comm_split where another does not: the run would hang,
   or the communicators would be wrong.  Each step checks that a grid
   held is the one found, and that its communicator holds its
   processes.  */
#include <stdio.h>
#include <stdlib.h>

#define STEPS 2000

/* Whether G's communicator is wrong: its size is not G's, or the sum of
   its processes' world ranks is not WANT.  */
static long
comm_error (Group g, long want)
{
  long me = hpc_rank (), sum = -1;
  int size = -1;
  MPI_Comm_size (hpc_comm (g), &size);
  MPI_Allreduce (&me, &sum, 1, MPI_LONG, MPI_SUM, hpc_comm (g));
  return size != hpc_group_size (g) || sum != want;
}

/* STEPS grids made over the APG, whose world ranks are BASE, BASE + 1,
   ...: grids of changing numbers of dimensions over the first 1 to all
   of its processes, so that a communicator made for one grid on some
   processes and for another on others has the wrong ones.  Each process
   keeps some in a variable and lets them go at steps of its own (SEED
   differs between processes; SEED / 16 does only between APGs).
   Returns the number of wrong grids.  */
static long
steps (long seed, long base)
{
  int size = hpc_group_size (hpc_apg ());
  long err = 0;
  Group kept = NULL;
  for (long k = 0; k < STEPS; k++)
    {
      /* Every shape comes back after more than libhpc keeps idle.  */
      int shape[HPC_MAX_DIMS], d = 1 + (k + seed / 16) % HPC_MAX_DIMS;
      for (int i = 0; i < d; i++)
        shape[i] = 1;
      shape[0] = 1 + (k / HPC_MAX_DIMS + seed / 16) % size;
      Group g = hpc_procs (d, shape);
      if (kept && hpc_ndims (kept) == d && hpc_shape (kept, 0) == shape[0]
          && kept != g)
        err++;			/* held here, yet made anew */
      if ((k + seed) % 37 == 0)
        kept = g;
      else if ((k + 3 * seed) % 53 == 0)
        kept = NULL;
      if (hpc_member (g))
        err += comm_error (g, base * shape[0]
                              + (long) shape[0] * (shape[0] - 1) / 2);
    }
  return err;
}

int
main (void)
{
  int me = hpc_rank ();
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int row = hpc_coord (p, 0), col = hpc_coord (p, 1);
  int cols = hpc_shape (p, 1);
  long err = steps (me, 0);
  /* Rows make different grids (their seeds differ), collectively over
     the row only; within a row, processes hold different ones.  */
  on (hpc_restrict (p, 0, row))
    err += steps (16 * row + col, (long) row * cols);
  /* All processes again, over grids the rows' steps did not touch.  */
  err += steps (me + 5, 0);
  if (err != 0)
    {
      printf ("process %d: %ld wrong grids\n", me, err);
      return 1;
    }
  return 0;
}
