/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Stride-2 inner overs spelled with temporaries, compound assignments
   and several assignments to the element, which the plugin computes on
   vectors blended into the row (blend.cc), give the results of the same
   loops run sequentially, bit for bit: Figure 2 with its sum in a
   temporary; an SOR update accumulating its residual in a temporary
   with += and -=, then u[i][j] += ...; three assignments to u[i][j],
   each reading the one before; and the same in doubles (blended where
   vectors hold 4 doubles, blend-spell-2.c).  Each body is one macro,
   expanded on the distributed arrays and on plain ones; red-black
   sweeps of every row length the processes give.  The dump tests
   hpc.dg/blend-spell-*.c check that the plugin blends these spellings.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 150, NITER = 3 };

static long wrong;

static void
compare (const char *what, long i, long j, double got, double want)
{
  if (got != want
      && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "%s[%ld][%ld] = %.17g, sequential %.17g\n", what, i, j,
	     got, want);
}

static double
initial (long i, long j)
{
  return (double) ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5 : 0.0);
}

#define TEMP(u, i, j)							\
  {									\
    float nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];	\
    u[i][j] = 0.25f * nb;						\
  }
#define SOR(u, i, j)							\
  {									\
    float r = u[i - 1][j] + u[i + 1][j];				\
    r += u[i][j - 1] + u[i][j + 1];					\
    r -= 4.0f * u[i][j];						\
    u[i][j] += 0.375f * r;						\
  }
#define SEVERAL(u, i, j)						\
  {									\
    u[i][j] = 0.5f * (u[i][j - 1] + u[i][j + 1]);			\
    u[i][j] -= 0.25f * u[i - 1][j];					\
    u[i][j] *= 0.75f;							\
  }
#define DOUBLE(v, i, j)							\
  {									\
    double t = v[i][j + 1] - v[i][j - 1];				\
    t *= 0.125;								\
    v[i][j] += t + 0.0625 * v[i + 1][j];				\
  }

/* Red-black sweeps of BODY on the plain N x N array S.  */
#define SEQUENTIAL(BODY, s)						\
  for (int iter = 0; iter < NITER; iter++)				\
    for (int parity = 0; parity < 2; parity++)				\
      for (int i = 1; i <= N - 2; i++)					\
	for (int j = 1 + (i + parity) % 2; j <= N - 2; j += 2)		\
	  BODY (s, i, j)

/* The same on the distributed array U over X and Y.  */
#define DISTRIBUTED(BODY, u, x, y)					\
  for (int iter = 0; iter < NITER; iter++)				\
    for (int parity = 0; parity < 2; parity++)				\
      {									\
	hpc_write_halo (u);						\
	over (i = x | 1 : N - 2)					\
	  over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)	\
	    BODY (u, i, j)						\
      }

static float s1[N][N], s2[N][N], s3[N][N];
static double s4[N][N];

static void
sequential (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	s1[i][j] = s2[i][j] = s3[i][j] = initial (i, j);
	s4[i][j] = initial (j, i);
      }
  SEQUENTIAL (TEMP, s1);
  SEQUENTIAL (SOR, s2);
  SEQUENTIAL (SEVERAL, s3);
  SEQUENTIAL (DOUBLE, s4);
}

int
main (void)
{
  sequential ();
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u1[x][y], u2[x][y], u3[x][y];
    distributed double u4[x][y];
    over (i = x | :)
      over (j = y | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  u1[i][j] = u2[i][j] = u3[i][j] = initial (gi, gj);
	  u4[i][j] = initial (gj, gi);
	}
    DISTRIBUTED (TEMP, u1, x, y);
    DISTRIBUTED (SOR, u2, x, y);
    DISTRIBUTED (SEVERAL, u3, x, y);
    DISTRIBUTED (DOUBLE, u4, x, y);
    over (i = x | :)
      over (j = y | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  compare ("temporary", gi, gj, u1[i][j], s1[gi][gj]);
	  compare ("sor", gi, gj, u2[i][j], s2[gi][gj]);
	  compare ("several", gi, gj, u3[i][j], s3[gi][gj]);
	  compare ("double", gi, gj, u4[i][j], s4[gi][gj]);
	}
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
