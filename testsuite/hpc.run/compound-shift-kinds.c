/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Compound assignments, increments and decrements through a location
   shifted in the second dimension give the same values through every
   kind of array: block-scope, parameter of a typedef'd handle type,
   block-scope handle, file-scope handle; checked against the sequential
   computation on global indices.  The processes share out the first
   dimension only, so each shift stays in the block held.  */
#include <hpc.h>
#include <stdio.h>

#define NX 7
#define NY 11

typedef distributed double grid[Range][Range];
distributed double fh[Range][Range];

static double
init (long a, long b)
{
  return (double) ((a * 7 + b * 3) % 13);
}

/* Each nest writes one element per location, so no two locations (nor
   threads) write one element.  */
#define OPS(v)							\
  over (i = x)							\
    over (j = y)						\
      v[i][j] = init (hpc_idx (x, i), hpc_idx (y, j));		\
  over (i = x)							\
    over (j = y | 1 : NY - 1)					\
      v[i][j - 1] += 0.5 * hpc_idx (y, j);			\
  over (i = x)							\
    over (j = y | 0 : NY - 2)					\
      v[i][j + 1] -= 2.0;					\
  over (i = x)							\
    over (j = y | 1 : NY - 1 : 2)				\
      v[i][j - 1]++;						\
  over (i = x)							\
    over (j = y | 0 : NY - 3 : 3)				\
      --v[i][j + 2];						\
  over (i = x)							\
    over (j = y | 1 : NY - 1)					\
      v[i][j - 1] *= 3.0;					\
  bad += check (v)

static double
expected (long a, long b)
{
  double e = init (a, b);
  if (b + 1 <= NY - 1)
    e += 0.5 * (b + 1);
  if (b >= 1)
    e -= 2.0;
  if (b % 2 == 0 && b + 1 <= NY - 1)
    e += 1;
  if (b >= 2 && (b - 2) % 3 == 0 && b - 2 <= NY - 3)
    e -= 1;
  if (b + 1 <= NY - 1)
    e *= 3.0;
  return e;
}

static int
check (distributed double v[Range x][Range y])
{
  int bad = 0;
  over (i = x)
    over (j = y)
      {
	long a = hpc_idx (x, i), b = hpc_idx (y, j);
	if (v[i][j] != expected (a, b))
	  {
	    printf ("%ld %ld: %g, expected %g\n", a, b, v[i][j],
		    expected (a, b));
	    bad = 1;
	  }
      }
  return bad;
}

static int
tparam (Range x, Range y, grid u)
{
  int bad = 0;
  OPS (u);
  return bad;
}

int
main (void)
{
  int bad = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, 1);
  on (p)
    {
      Range x = hpc_block_range (NX, hpc_dim (p, 0), 1);
      Range y = hpc_block_range (NY, hpc_dim (p, 1), 2);
      {
	distributed double b[x][y];
	OPS (b);
      }
      grid h = hpc_new (x, y);
      bad += tparam (x, y, h);
      OPS (h);
      hpc_free (h);
      fh = hpc_new (x, y);
      OPS (fh);
      hpc_free (fh);
    }
  return bad != 0;
}
