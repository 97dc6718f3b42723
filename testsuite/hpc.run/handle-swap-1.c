/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Jacobi on two handles swapped every sweep instead of copied back
   (a = b copies the handle; both then name one array), with the sweep
   in a function taking distributed parameters, a section and a
   reduction through handles, and the result compared with the same
   sweeps on plain C arrays.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 41, M = 23, STEPS = 7 };

static double seq[2][N][M];

static double
initial (long i, long j)
{
  return (double) ((i * 5 + j * 11) % 13);
}

static void
sweep (distributed double out[Range x][Range y],
       distributed double in[Range x2][Range y2])
{
  over (i = x | 1 : N - 2)
    over (j = y | 1 : M - 2)
      out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1]
			  + in[i][j + 1]);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      seq[0][i][j] = seq[1][i][j] = initial (i, j);
  int cur = 0;
  for (int s = 0; s < STEPS; s++, cur ^= 1)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < M - 1; j++)
	seq[cur ^ 1][i][j] = 0.25 * (seq[cur][i - 1][j] + seq[cur][i + 1][j]
				     + seq[cur][i][j - 1]
				     + seq[cur][i][j + 1]);
  double want_sum = 0, want_row = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      want_sum += seq[cur][i][j], want_row += i == 2 ? seq[cur][i][j] : 0;

  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  long wrong = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (M, hpc_dim (p, 1), 1);
    distributed double a[Range][Range] = hpc_new (x, y);
    distributed double b[Range][Range], t[Range][Range];
    b = hpc_new (x, y);
    over (i = x)
      over (j = y)
	a[i][j] = b[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
    for (int s = 0; s < STEPS; s++)
      {
	hpc_write_halo (a);
	sweep (b, a);
	t = a;
	a = b;
	b = t;
      }
    over (i = x)
      over (j = y)
	if (a[i][j] != seq[cur][hpc_idx (x, i)][hpc_idx (y, j)])
	  wrong++;
    double sum = hpc_sum (a), row = hpc_sum_double (a[[2, :]]);
    if (sum != want_sum || row != want_row)
      wrong++;
    hpc_free (a);
    hpc_free (b);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    {
      fprintf (stderr, "%ld differences from the sequential sweeps\n", all);
      abort ();
    }
  return 0;
}
