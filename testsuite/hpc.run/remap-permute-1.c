/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Transposes and other permutations in one hpc_remap (hpc_permute,
   hpc_transpose): row blocks into row blocks of the transpose (the
   redistribution every all-to-all transpose is), a square matrix into
   its own distribution, 2-D block-cyclic and cyclic grids, sections of
   both sides, a permuted destination, 3-D permutations (one with a
   scalar entry), an array stored column-wise; reductions of permuted
   sections (max/min-location give the array's indices, also of a peak
   inside); .npy of a permuted section equals the transpose's file, byte
   for byte.  Every element checked.  */
#include <hpc.h>
#include <stdlib.h>
#include <string.h>
#include "conf-kinds.h"

enum { N = 11, M = 7, K = 3 };

static double
value (long i, long j)
{
  return i * 100.0 + j;
}

static long
bad_total (long bad)
{
  MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  return bad;
}

/* The whole of file PATH on rank 0, its length in *LEN.  */
static char *
slurp (const char *path, long *len)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    return NULL;
  fseek (f, 0, SEEK_END);
  *len = ftell (f);
  rewind (f);
  char *s = malloc (*len);
  if (fread (s, 1, *len, f) != (size_t) *len)
    *len = -1;
  fclose (f);
  return s;
}

static void
row_blocks (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    Range y = hpc_block_range (M, hpc_dim (p, 0));
    distributed double a[x][M], t[y][N], u[y][N];
    over (i = x | :)
      for (int j = 0; j < M; j++)
	a[i][j] = value (hpc_idx (x, i), j);
    hpc_remap (t, hpc_transpose (a));
    long bad = 0;
    over (j = y | :)
      for (int i = 0; i < N; i++)
	bad += t[j][i] != value (i, hpc_idx (y, j));
    CHECK (bad_total (bad) == 0);

    /* A square matrix into an array distributed like it: per dimension
       the two sections are the same, yet the elements pair across.  */
    Range z = hpc_block_range (N, hpc_dim (p, 0));
    distributed double q[z][N], qt[z][N];
    over (i = z | :)
      for (int j = 0; j < N; j++)
	q[i][j] = value (hpc_idx (z, i), j);
    hpc_remap (qt, hpc_transpose (q));
    long bad_q = 0;
    over (i = z | :)
      for (int j = 0; j < N; j++)
	bad_q += qt[i][j] != value (j, hpc_idx (z, i));
    CHECK (bad_total (bad_q) == 0);

    /* A permuted destination: the same transpose.  */
    hpc_remap (hpc_transpose (u), a);
    bad = 0;
    over (j = y | :)
      for (int i = 0; i < N; i++)
	bad += u[j][i] != t[j][i];
    CHECK (bad_total (bad) == 0);

    /* Sections: rows 3.. and columns 1..5 step 2 of a, into rows 0..2
       and columns 3..N-1 of t.  */
    over (j = y | :)
      for (int i = 0; i < N; i++)
	t[j][i] = -1;
    hpc_remap (t[[0 : 2, 3 :]], hpc_transpose (a[[3 :, 1 : 5 : 2]]));
    bad = 0;
    over (j = y | :)
      for (int i = 0; i < N; i++)
	{
	  long gj = hpc_idx (y, j);
	  double want = gj <= 2 && i >= 3 ? value (i, 1 + 2 * gj) : -1;
	  bad += t[j][i] != want;
	}
    CHECK (bad_total (bad) == 0);

    /* Reductions see the same elements; indices are the array's.  */
    long at[2];
    CHECK (hpc_sum_double (hpc_transpose (a)) == hpc_sum (a));
    CHECK (hpc_maxloc_double (hpc_transpose (a), at) == value (N - 1, M - 1)
	   && at[0] == N - 1 && at[1] == M - 1);
    CHECK (hpc_minloc_double (hpc_transpose (a[[3 :, 2 :]]), at)
	   == value (3, 2) && at[0] == 3 && at[1] == 2);
    distributed double h[x][M];	/* a peak inside, at (5, 2) */
    over (i = x | :)
      for (int j = 0; j < M; j++)
	{
	  long di = hpc_idx (x, i) - 5, dj = j - 2;
	  h[i][j] = -(double) (di * di + dj * dj);
	}
    CHECK (hpc_maxloc_double (hpc_transpose (h), at) == 0 && at[0] == 5
	   && at[1] == 2);

    /* The file of a permuted section is the transpose's.  */
    hpc_remap (t, hpc_transpose (a));
    hpc_write_npy ("remap-permute-1-at.npy", hpc_transpose (a), "<f8");
    hpc_write_npy ("remap-permute-1-t.npy", t, "<f8");
    int same = 1;
    if (hpc_rank () == 0)
      {
	long la = 0, lt = 0;
	char *fa = slurp ("remap-permute-1-at.npy", &la);
	char *ft = slurp ("remap-permute-1-t.npy", &lt);
	same = fa && ft && la == lt && la > 0 && !memcmp (fa, ft, la);
	free (fa);
	free (ft);
      }
    MPI_Bcast (&same, 1, MPI_INT, 0, MPI_COMM_WORLD);
    CHECK (same);
  }
}

static void
grids (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_cyclic_range (N, hpc_dim (p, 0), 2);
    Range y = hpc_cyclic_range (M, hpc_dim (p, 1));
    Range xt = hpc_block_range (M, hpc_dim (p, 0));
    Range yt = hpc_cyclic_range (N, hpc_dim (p, 1));
    distributed double a[x][y], t[xt][yt];
    over (i = x | :)
      over (j = y | :)
	a[i][j] = value (hpc_idx (x, i), hpc_idx (y, j));
    hpc_remap (t, hpc_transpose (a));
    long bad = 0;
    over (i = xt | :)
      over (j = yt | :)
	bad += t[i][j] != value (hpc_idx (yt, j), hpc_idx (xt, i));
    CHECK (bad_total (bad) == 0);

    /* 3-D, into replicated arrays: s[k][j][i] = v[i][j][k], and the
       plane j = 3 (a scalar entry) as r[k][i].  */
    distributed double v[x][y][K], s[K][M][N], r[K][N];
    over (i = x | :)
      over (j = y | :)
	for (int k = 0; k < K; k++)
	  v[i][j][k] = value (hpc_idx (x, i), hpc_idx (y, j)) * 10 + k;
    hpc_remap (s, hpc_permute (v, 2, 1, 0));
    hpc_remap (r, hpc_transpose (v[[:, 3, :]]));
    bad = 0;
    for (int k = 0; k < K; k++)
      for (int i = 0; i < N; i++)
	{
	  bad += r[k][i] != value (i, 3) * 10 + k;
	  for (int j = 0; j < M; j++)
	    bad += s[k][j][i] != value (i, j) * 10 + k;
	}
    CHECK (bad_total (bad) == 0);
  }
}

/* Figure 1's matrix, stored column-wise (its loops walk down the
   columns), transposed into row form in one call.  */
static void
column_wise (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range c = hpc_cyclic_range (M, hpc_dim (p, 0));
    distributed double f[N][c], g[c][N];
    over (m = c | :)
      for (int i = 0; i < N; i++)
	f[i][m] = value (i, hpc_idx (c, m));
    CHECK (__hpc_array_lookup (f)->stride[0] == 1);
    hpc_remap (g, hpc_transpose (f));
    long bad = 0;
    over (m = c | :)
      for (int i = 0; i < N; i++)
	bad += g[m][i] != value (i, hpc_idx (c, m));
    CHECK (bad_total (bad) == 0);
  }
}

int
main (void)
{
  row_blocks ();
  grids ();
  column_wise ();
  return 0;
}
