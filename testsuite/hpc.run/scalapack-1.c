/* { dg-do run } */
/* { dg-hpc-libs "scalapack blas" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* ScaLAPACK's pdpotrf on our arrays in place, through hpc_scalapack_desc:
   for each grid shape the process count allows (1x1; 2x1, 1x2; 3x1, 1x3;
   2x2, 4x1, 1x4) and each layout of the table (block-cyclic with N not a
   multiple of the block, cyclic, block, and the array's dimensions over
   the grid's dimensions the other way round), pdpotrf ("U") on the
   descriptor of A^T must leave L (A = L L^T) in our lower triangle,
   checked element by element against a sequential Cholesky, and the
   strict upper triangle untouched; processes outside the grid get context
   -1.  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void pdpotrf_ (const char *uplo, const int *n, double *a, const int *ia,
	       const int *ja, const int *desca, int *info, size_t uplo_len);

enum { BLOCK_CYCLIC, CYCLIC, BLOCK };
static const struct layout
{
  int kind, n, nb;
  int swap;			/* dimension 0 over grid dimension 1 */
} layouts[] = {
  { BLOCK_CYCLIC, 10, 3, 0 },
  { BLOCK_CYCLIC, 13, 4, 1 },
  { BLOCK_CYCLIC, 2, 4, 0 },	/* fewer indices than one block */
  { CYCLIC, 7, 1, 0 },
  { BLOCK, 9, 0, 0 },		/* square grids only: MB must equal NB */
};

/* Symmetric, diagonally dominant: positive definite.  */
static double
matrix (long i, long j, int n)
{
  return (i == j ? 2.0 * n : 0.0) + cos ((double) (i + j));
}

/* L, row-major N x N, lower triangle, of matrix (., ., N).  */
static double *
cholesky_seq (int n)
{
  double *l = calloc ((size_t) n * n, sizeof *l);
  for (int j = 0; j < n; j++)
    {
      double d = matrix (j, j, n);
      for (int k = 0; k < j; k++)
	d -= l[j * n + k] * l[j * n + k];
      l[j * n + j] = sqrt (d);
      for (int i = j + 1; i < n; i++)
	{
	  double s = matrix (i, j, n);
	  for (int k = 0; k < j; k++)
	    s -= l[i * n + k] * l[j * n + k];
	  l[i * n + j] = s / l[j * n + j];
	}
    }
  return l;
}

static Range
make_range (const struct layout *t, Dimension d)
{
  switch (t->kind)
    {
    case BLOCK_CYCLIC: return hpc_block_cyclic_range (t->n, d, t->nb);
    case CYCLIC: return hpc_cyclic_range (t->n, d);
    default: return hpc_block_range (t->n, d);
    }
}

/* Factor layout T on a P0 x P1 grid; the number of wrong elements.  */
static int
check (const struct layout *t, int p0, int p1)
{
  int n = t->n, bad = 0;
  double *l = cholesky_seq (n);
  Procs2 p = hpc_procs2 (p0, p1);
  on (p) {
    Range x = make_range (t, hpc_dim (p, t->swap));
    Range y = make_range (t, hpc_dim (p, 1 - t->swap));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | :)
	a[i][j] = matrix (hpc_idx (x, i), hpc_idx (y, j), n);
    int desc[9], info = -1, one = 1;
    int context = hpc_scalapack_desc (desc, a);
    bad += context < 0;
    pdpotrf_ ("U", &n, (double *) a, &one, &one, desc, &info, 1);
    bad += info != 0;
    over (i = x | :)
      over (j = y | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  double want = gj <= gi ? l[gi * n + gj] : matrix (gi, gj, n);
	  if (fabs (a[i][j] - want) > 1e-12 * n)
	    {
	      bad++;
	      printf ("n %d nb %d kind %d swap %d on %dx%d: a[%ld][%ld] = "
		      "%.17g, want %.17g\n", n, t->nb, t->kind, t->swap, p0,
		      p1, gi, gj, a[i][j], want);
	    }
	}
  }
  free (l);
  return bad;
}

/* An array declared outside on (p) by every process: those outside P's
   1 x 1 grid get context -1, as ScaLAPACK expects.  */
static int
check_outside (void)
{
  Procs2 p = hpc_procs2 (1, 1);
  Range x = hpc_block_cyclic_range (5, hpc_dim (p, 0), 2);
  Range y = hpc_block_cyclic_range (5, hpc_dim (p, 1), 2);
  distributed double a[x][y];
  int desc[9];
  int context = hpc_scalapack_desc (desc, a);
  if (hpc_member (p))
    return context < 0 || desc[1] != context || desc[8] != 5;
  return context != -1 || desc[1] != -1;
}

int
main (void)
{
  static const int grids[][2] = { {1, 1}, {2, 1}, {1, 2}, {3, 1}, {1, 3},
				  {2, 2}, {4, 1}, {1, 4} };
  int bad = 0, np = hpc_nprocs ();
  for (size_t g = 0; g < sizeof grids / sizeof *grids; g++)
    if (grids[g][0] * grids[g][1] <= np)
      for (size_t k = 0; k < sizeof layouts / sizeof *layouts; k++)
	if (layouts[k].kind != BLOCK || grids[g][0] == grids[g][1])
	  bad += check (&layouts[k], grids[g][0], grids[g][1]);
  bad += check_outside ();
  MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  return bad != 0;
}
