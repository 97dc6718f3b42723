/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "1 2" } */
/* A stride-2 over writing one distributed parameter and reading
   another is not blended (blend.cc) where both may be bound to one
   array, as in shift (a, a) below, where each element reads the one the
   loop wrote two columns before; the results are the sequential loop's.
   Only apart.cc's copy for distinct arrays is blended, which
   shift (d, e) runs, as does reading an array of its own (shift_own):
   the same results.  Rows are whole on each process, so the sequential
   order holds across processes too.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 90 };

static long wrong;

static void
compare (long i, long j, float got, float want)
{
  if (got != want && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "[%ld][%ld] = %g, sequential %g\n", i, j, got, want);
}

static float
initial (long i, long j)
{
  return (float) ((i * 7 + j * 3) % 11);
}

void
shift (distributed float u[Range x][Range y],
       distributed float v[Range x2][Range y2])
{
  over (i = x | :)
    over (j = y | 2 + hpc_idx (x, i) % 2 : : 2)
      u[i][j] = v[i][j - 2] * 0.5f + 1.0f;
}

void
shift_own (distributed float u[Range x][Range y])
{
  distributed float w[x][y];
  over (i = x | :)
    over (j = y | :)
      w[i][j] = initial (hpc_idx (y, j), hpc_idx (x, i));
  over (i = x | :)
    over (j = y | 2 + hpc_idx (x, i) % 2 : : 2)
      u[i][j] = w[i][j - 2] * 0.5f + 1.0f;
}

int
main (void)
{
  static float s[N][N], t[N][N], b[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s[i][j] = t[i][j] = initial (i, j), b[i][j] = initial (j, i);
  for (int i = 0; i < N; i++)
    for (int j = 2 + i % 2; j < N; j += 2)
      {
	s[i][j] = s[i][j - 2] * 0.5f + 1.0f;
	t[i][j] = b[i][j - 2] * 0.5f + 1.0f;
      }
  Procs2 p = hpc_procs2 (HPC_AUTO, 1);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float a[x][y], c[x][y], d[x][y], e[x][y];
    over (i = x | :)
      over (j = y | :)
	{
	  a[i][j] = c[i][j] = d[i][j]
	    = initial (hpc_idx (x, i), hpc_idx (y, j));
	  e[i][j] = initial (hpc_idx (y, j), hpc_idx (x, i));
	}
    shift (a, a);
    shift_own (c);
    shift (d, e);
    over (i = x | :)
      over (j = y | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  compare (gi, gj, a[i][j], s[gi][gj]);
	  compare (gi, gj, c[i][j], t[gi][gj]);
	  compare (gi, gj, d[i][j], t[gi][gj]);
	}
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
