/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* hpc_remap's pieces of short stored runs, which libhpc packs itself
   (remap.c, box_short; remap_plan.c) instead of handing Open MPI a
   datatype of one element per run: transposes of non-square arrays of
   4-, 8- and 24-byte elements (a large one packed on OpenMP threads);
   a kept plan whose packing buffer moved, because a larger remap ran in
   between, used again; one plan whose pieces are packed for some peers
   and datatypes for others (destination column blocks of 2 and of 60
   columns); the own piece packed on one side only.  Every element is
   checked against its global indices.  */
#include "report.h"

static double
value (long i, long j)
{
  return i * 1000 + j;
}

struct triple
{
  double x, y, z;
};

/* T := the transpose of an N x M array of doubles, both in row blocks;
   the number of wrong elements of T here.  */
static long
transpose_doubles (Procs1 p, long n, long m)
{
  Range x = hpc_block_range (n, hpc_dim (p, 0));
  Range y = hpc_block_range (m, hpc_dim (p, 0));
  distributed double a[x][m], t[y][n];
  over (i = x | :)
    for (long j = 0; j < m; j++)
      a[i][j] = value (hpc_idx (x, i), j);
  hpc_remap (t, hpc_transpose (a));
  long bad = 0;
  over (j = y | :)
    for (long i = 0; i < n; i++)
      bad += t[j][i] != value (i, hpc_idx (y, j));
  return bad;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    check (transpose_doubles (p, 37, 53) + transpose_doubles (p, 64, 128),
	   "transposes of 37 x 53 and 64 x 128 doubles");
    check (transpose_doubles (p, 512, 640),
	   "a transpose of 512 x 640 doubles (packed on threads)");

    {
      /* The same pair three times, a larger transpose in between: the
	 kept plan's packing buffer moves.  */
      enum { N = 24, M = 40 };
      Range x = hpc_block_range (N, hpc_dim (p, 0));
      Range y = hpc_block_range (M, hpc_dim (p, 0));
      distributed double a[x][M], t[y][N];
      long bad = 0;
      for (int round = 0; round < 3; round++)
	{
	  over (i = x | :)
	    for (long j = 0; j < M; j++)
	      a[i][j] = value (hpc_idx (x, i), j) + round;
	  hpc_remap (t, hpc_transpose (a));
	  over (j = y | :)
	    for (long i = 0; i < N; i++)
	      bad += t[j][i] != value (i, hpc_idx (y, j)) + round;
	  if (round == 0)
	    bad += transpose_doubles (p, 700, 600);
	}
      check (bad, "a kept plan after its packing buffer moved");
    }

    {
      enum { N = 29, M = 31 };
      Range x = hpc_block_range (N, hpc_dim (p, 0));
      Range y = hpc_block_range (M, hpc_dim (p, 0));
      distributed float f[x][M], ft[y][N];
      distributed struct triple s[x][M], st[y][N];
      over (i = x | :)
	for (long j = 0; j < M; j++)
	  {
	    long g = hpc_idx (x, i);
	    f[i][j] = (float) value (g, j);
	    s[i][j] = (struct triple) { value (g, j), -g, -j };
	  }
      hpc_remap (ft, hpc_transpose (f));
      hpc_remap (st, hpc_transpose (s));
      long bad = 0;
      over (j = y | :)
	for (long i = 0; i < N; i++)
	  {
	    long g = hpc_idx (y, j);
	    bad += ft[j][i] != (float) value (i, g);
	    bad += st[j][i].x != value (i, g) || st[j][i].y != -i
		   || st[j][i].z != -g;
	  }
      check (bad, "transposes of floats and of 24-byte structs");
    }

    {
      /* Rows into column blocks of 2 and 60 columns in turn: short runs
	 to some peers, long ones to the others, and, on one process, the
	 own piece of short runs received into long ones.  */
      int np = hpc_shape (p, 0);
      long sizes[4], m = 0;
      for (int c = 0; c < np; c++)
	m += sizes[c] = c % 2 ? 60 : 2;
      enum { N = 19 };
      Range x = hpc_block_range (N, hpc_dim (p, 0));
      Range y = hpc_irregular_range (hpc_dim (p, 0), sizes);
      distributed double rows[x][m], cols[N][y];
      over (i = x | :)
	for (long j = 0; j < m; j++)
	  rows[i][j] = value (hpc_idx (x, i), j);
      hpc_remap (cols, rows);
      long bad = 0;
      over (j = y | :)
	for (long i = 0; i < N; i++)
	  bad += cols[i][j] != value (i, hpc_idx (y, j));
      hpc_remap (rows, cols);
      over (i = x | :)
	for (long j = 0; j < m; j++)
	  bad += rows[i][j] != value (hpc_idx (x, i), j);
      check (bad, "column blocks of 2 and 60: packed and datatype pieces");
    }
  }
  return failures != 0;
}
