/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* hpc_remap's large scattered pieces (64 KB or more, not one block of
   memory), which libhpc packs itself so that Open MPI moves them in one
   copy (remap.c, large_and_scattered): rows into column blocks and back
   (scattered on the sending side, then on the receiving side), a
   transpose (scattered on both), the same kept plan run again on new
   values, and one remap whose pieces are large and scattered for some
   peers and small datatypes for the others.  Every element is checked
   against its global indices.  */
#include "report.h"

enum { N = 512, M = 520 };

static double
value (long i, long j, int round)
{
  return i * 1000 + j + 0.5 * round;
}

/* Rows of N x M doubles into column blocks and back, ROUNDS times with
   new values (the second round runs the kept plans); wrong elements.  */
static long
rows_to_columns (Procs1 p, int rounds)
{
  Range x = hpc_block_range (N, hpc_dim (p, 0));
  Range y = hpc_block_range (M, hpc_dim (p, 0));
  distributed double rows[x][M], cols[N][y];
  long bad = 0;
  for (int round = 0; round < rounds; round++)
    {
      over (i = x | :)
	for (long j = 0; j < M; j++)
	  rows[i][j] = value (hpc_idx (x, i), j, round);
      hpc_remap (cols, rows);
      over (j = y | :)
	for (long i = 0; i < N; i++)
	  bad += cols[i][j] != value (i, hpc_idx (y, j), round);
      over (i = x | :)
	for (long j = 0; j < M; j++)
	  rows[i][j] = -1;
      hpc_remap (rows, cols);
      over (i = x | :)
	for (long j = 0; j < M; j++)
	  bad += rows[i][j] != value (hpc_idx (x, i), j, round);
    }
  return bad;
}

/* T := the transpose of N x M doubles in row blocks, twice.  */
static long
transpose (Procs1 p)
{
  Range x = hpc_block_range (N, hpc_dim (p, 0));
  Range y = hpc_block_range (M, hpc_dim (p, 0));
  distributed double a[x][M], t[y][N];
  long bad = 0;
  for (int round = 0; round < 2; round++)
    {
      over (i = x | :)
	for (long j = 0; j < M; j++)
	  a[i][j] = value (hpc_idx (x, i), j, round);
      hpc_remap (t, hpc_transpose (a));
      over (j = y | :)
	for (long i = 0; i < N; i++)
	  bad += t[j][i] != value (i, hpc_idx (y, j), round);
    }
  return bad;
}

/* Rows into column blocks of 12 and 300 columns in turn: 96-byte runs
   of at most 48 KB to some peers (datatypes), scattered pieces of 300 KB
   or more to the others (packed), and back.  */
static long
mixed_peers (Procs1 p)
{
  int np = hpc_shape (p, 0);
  long sizes[4], m = 0;
  for (int c = 0; c < np; c++)
    m += sizes[c] = c % 2 ? 12 : 300;
  Range x = hpc_block_range (N, hpc_dim (p, 0));
  Range y = hpc_irregular_range (hpc_dim (p, 0), sizes);
  distributed double rows[x][m], cols[N][y];
  over (i = x | :)
    for (long j = 0; j < m; j++)
      rows[i][j] = value (hpc_idx (x, i), j, 0);
  hpc_remap (cols, rows);
  long bad = 0;
  over (j = y | :)
    for (long i = 0; i < N; i++)
      bad += cols[i][j] != value (i, hpc_idx (y, j), 0);
  over (i = x | :)
    for (long j = 0; j < m; j++)
      rows[i][j] = 0;
  hpc_remap (rows, cols);
  over (i = x | :)
    for (long j = 0; j < m; j++)
      bad += rows[i][j] != value (hpc_idx (x, i), j, 0);
  return bad;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    check (rows_to_columns (p, 2),
	   "512 x 520 doubles, rows to column blocks and back, twice");
    check (transpose (p), "a transpose of 512 x 520 doubles, twice");
    check (mixed_peers (p),
	   "column blocks of 12 and 300: datatype and packed pieces");
  }
  return failures != 0;
}
