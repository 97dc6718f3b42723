/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Redistribution with halos: a stencil over block ranges with ghost
   width 1, the array moved to block ranges with ghost width 2 below and
   above in one dimension and none in the other and a wider stencil
   there, then 1,000 moves alternating a cyclic/block-cyclic and the
   block distribution, made by a function redistributing a file-scope
   handle, each followed by an update through it in the same loop (its
   view bound again after each move) and a stencil at the end; all
   compared with the same computation on plain C arrays.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 26, M = 19, MOVES = 1000 };

distributed double u[Range][Range];
static Range xs[2], ys[2];
static double seq[N][M], want[N][M];

static double
initial (long i, long j)
{
  return (double) ((i * 7 + j * 3) % 11);
}

static void
move (int k)
{
  hpc_redistribute (u, xs[k % 2], ys[k % 2]);
}

/* Cells of OUT (over X, Y) not equal to WANT, on this process.  */
static long
differences (distributed double out[Range x][Range y])
{
  long bad = 0;
  over (i = x)
    over (j = y)
      if (out[i][j] != want[hpc_idx (x, i)][hpc_idx (y, j)])
	bad++;
  return bad;
}

/* WANT: the 5-point sums of SEQ's interior (width W along i, 1 along j;
   along j only when W is 1), zero elsewhere.  */
static void
stencil_seq (int w)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      want[i][j] = 0;
  for (int i = w; i < N - w; i++)
    for (int j = 1; j < M - 1; j++)
      want[i][j] = seq[i - w][j] + seq[i + w][j]
		   + (w == 1 ? seq[i][j - 1] + seq[i][j + 1] : seq[i][j]);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      seq[i][j] = initial (i, j);
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  long wrong = 0;
  on (p) {
    Range x1 = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y1 = hpc_block_range (M, hpc_dim (p, 1), 1);
    Range x2 = hpc_block_range_ghost (N, hpc_dim (p, 0), 2, 2);
    Range y0 = hpc_block_range (M, hpc_dim (p, 1));
    xs[0] = hpc_cyclic_range (N, hpc_dim (p, 0));
    ys[0] = hpc_block_cyclic_range (M, hpc_dim (p, 1), 2);
    xs[1] = x1;
    ys[1] = y1;
    u = hpc_new (x1, y1);
    over (i = x1)
      over (j = y1)
	u[i][j] = initial (hpc_idx (x1, i), hpc_idx (y1, j));

    distributed double r[x1][y1];
    hpc_write_halo (u);
    over (i = x1 | 1 : N - 2)
      over (j = y1 | 1 : M - 2)
	r[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];
    stencil_seq (1);
    wrong += differences (r);

    hpc_redistribute (u, x2, y0);
    distributed double r2[x2][y0];
    hpc_write_halo (u);
    over (i = x2 | 2 : N - 3)
      over (j = y0 | 1 : M - 2)
	r2[i][j] = u[i - 2][j] + u[i + 2][j] + u[i][j];
    stencil_seq (2);
    wrong += differences (r2);

    for (int k = 0; k < MOVES; k++)
      {
	move (k);
	Range x = hpc_array_range (u, 0), y = hpc_array_range (u, 1);
	over (i = x)
	  over (j = y)
	    u[i][j] += 1;
      }
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
	seq[i][j] += MOVES;
    hpc_write_halo (u);
    over (i = x1 | 1 : N - 2)
      over (j = y1 | 1 : M - 2)
	r[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];
    stencil_seq (1);
    wrong += differences (r);
    hpc_free (u);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    {
      fprintf (stderr, "%ld differences from the sequential stencils\n", all);
      abort ();
    }
  return 0;
}
