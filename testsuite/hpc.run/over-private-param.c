/* { dg-do run } */
/* { dg-options "-O2 -fopenmp" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A parameter the over body assigns before reading it is a private, as a
   variable is: the loop runs on all threads (no warning), and after it
   the parameter holds what the last iteration in order left in it.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 23 };

static double
last_row_value (distributed double u[Range x],
		distributed double v[Range xv], double s)
{
  over (i = x | 1 : N - 2)
    {
      s = v[i - 1] * 2;
      u[i] += s;
    }
  return s;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long wrong = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed double u[x], v[x];
    over (i = x)
      u[i] = v[i] = hpc_idx (x, i);
    hpc_write_halo (v);
    double s = last_row_value (u, v, -1.0);
    over (i = x | 1 : N - 2)
      wrong += u[i] != v[i] + 2 * (hpc_idx (x, i) - 1);
    /* The process holding index N - 2 ran the last iteration.  */
    long last = N - 2;
    double want = hpc_owner (x, last) == hpc_coord (p, 0) ? 2.0 * (last - 1)
		  : -1.0;
    int holds_any = 0;
    over (i = x | 1 : N - 2)
      holds_any = 1;
    if (holds_any && hpc_owner (x, last) != hpc_coord (p, 0))
      {
	/* Its own last iteration: the highest index it holds in 1..N-2.  */
	long hi = -1;
	over (i = x | 1 : N - 2)
	  hi = hi < hpc_idx (x, i) ? hpc_idx (x, i) : hi;
	want = 2.0 * (hi - 1);
      }
    wrong += s != want;
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    {
      fprintf (stderr, "%ld wrong\n", all);
      abort ();
    }
  return 0;
}
