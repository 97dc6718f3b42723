/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Arrays the plugin stores with a sequential dimension innermost
   (layout.cc) give the same results as row-major twins under every
   collective.  In each pair the loops walk dimension 0; the twin's
   element address goes to keep_row_major (), which keeps it row-major.
   Checked: the storage really differs, then halo (2-D grid, corners,
   periodic), cshift, remap to and from a row-major distribution,
   reductions, and the .npy files, byte for byte.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "keep-row-major.h"

enum { N = 5, M = 3, G = 13 };

static int failures;

static void
check (int ok, const char *what)
{
  if (!ok)
    failures++;
  if (!ok || hpc_rank () == 0)
    printf ("%s: %s\n", ok ? "PASS" : "FAIL", what);
}

static double
value (int i, long g, int t)
{
  return i * 100.0 + g + t * 0.25;
}

/* The whole of file PATH (rank 0 only), or NULL.  */
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

static int
same_files (const char *a, const char *b)
{
  int same = 1;
  if (hpc_rank () == 0)
    {
      long la = 0, lb = 0;
      char *x = slurp (a, &la), *y = slurp (b, &lb);
      same = x && y && la == lb && la > 0 && !memcmp (x, y, la);
      free (x);
      free (y);
    }
  MPI_Bcast (&same, 1, MPI_INT, 0, MPI_COMM_WORLD);
  return same;
}

static void
one_dimensional_grid (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (G, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (G, hpc_dim (p, 0));
    distributed double a[N][x], ra[N][x];	/* the pair */
    distributed double s[N][x], rs[N][x];	/* shifted copies */
    distributed double c[N][y], rc[N][y];	/* remapped to cyclic */
    keep_row_major (ra);
    keep_row_major (rs);
    keep_row_major (rc);

    check (__hpc_array_lookup (a)->stride[0] == 1
	   && __hpc_array_lookup (ra)->stride[1] == 1,
	   "a[N][x] is stored with dimension 0 innermost, its twin row-major");

    over (m = x | :)
      for (int i = 0; i < N; i++)
	{
	  a[i][m] = value (i, hpc_idx (x, m), 0);
	  ra[i][m] = value (i, hpc_idx (x, m), 0);
	}

    int periodic[2] = { HPC_HALO_NONE, HPC_HALO_PERIODIC };
    hpc_write_halo_mode (a, NULL, periodic, NULL, NULL);
    hpc_write_halo_mode (ra, NULL, periodic, NULL, NULL);
    long bad = 0;
    over (m = x | :)
      for (int i = 0; i < N; i++)
	bad += a[i][m - 1] != ra[i][m - 1] || a[i][m + 1] != ra[i][m + 1]
	       || a[i][m + 1] != value (i, (hpc_idx (x, m) + 1) % G, 0);
    MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    check (bad == 0, "periodic halo of a[N][x] as of its row-major twin");

    hpc_cshift (s, a, 2, 1);
    hpc_cshift (rs, ra, 2, 1);
    bad = 0;
    over (m = x | :)
      for (int i = 0; i < N; i++)
	bad += s[i][m] != rs[i][m]
	       || s[i][m] != value (i, (hpc_idx (x, m) + 2) % G, 0);
    MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    check (bad == 0, "hpc_cshift along the distributed dimension");

    /* Row by row: remapping a 2-D block (the array, or a section
       keeping two dimensions) would keep both arrays row-major
       (reference, "Storage order"); layout-inner-1 remaps blocks.  */
    for (int i = 0; i < N; i++)
      {
	hpc_remap (c[[i, :]], a[[i, :]]);	/* innermost -> innermost */
	hpc_remap (rc[[i, :]], a[[i, :]]);	/* innermost -> row-major */
      }
    check (__hpc_array_lookup (c)->stride[0] == 1,
	   "c[N][y] is stored with dimension 0 innermost");
    bad = 0;
    over (m = y | :)
      for (int i = 0; i < N; i++)
	bad += c[i][m] != rc[i][m] || c[i][m] != value (i, hpc_idx (y, m), 0);
    MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    check (bad == 0, "hpc_remap block -> cyclic into both storage orders");
    for (int i = 1; i <= 3; i++)
      hpc_remap (s[[i, :]], rc[[i + 1, :]]);	/* row-major -> innermost */
    bad = 0;
    over (m = x | :)
      for (int i = 1; i <= 3; i++)
	bad += s[i][m] != value (i + 1, hpc_idx (x, m), 0);
    MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    check (bad == 0, "hpc_remap of sections, row-major -> innermost");

    check (hpc_sum (a) == hpc_sum (ra) && hpc_max (c) == hpc_max (rc),
	   "hpc_sum and hpc_max give the same bits");

    hpc_write_npy ("layout-choice-1-a.npy", a, "<f8");
    hpc_write_npy ("layout-choice-1-ra.npy", ra, "<f8");
    check (same_files ("layout-choice-1-a.npy", "layout-choice-1-ra.npy"),
	   ".npy of a[N][x] equals its twin's, byte for byte");
    hpc_read_npy (s, "layout-choice-1-ra.npy", "<f8");
    bad = 0;
    over (m = x | :)
      for (int i = 0; i < N; i++)
	bad += s[i][m] != a[i][m];
    MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    check (bad == 0, "hpc_read_npy into a[N][x] stored innermost");
  }
}

static void
two_dimensional_grid (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (G, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (G - 2, hpc_dim (p, 1), 1);
    distributed int u[M][x][y], ru[M][x][y];
    keep_row_major (ru);
    check (__hpc_array_lookup (u)->stride[0] == 1
	   && __hpc_array_lookup (ru)->stride[2] == 1,
	   "u[M][x][y] is stored with dimension 0 innermost");
    over (i = x | :)
      over (j = y | :)
	for (int k = 0; k < M; k++)
	  {
	    u[k][i][j] = k * 10000 + hpc_idx (x, i) * 100 + hpc_idx (y, j);
	    ru[k][i][j] = u[k][i][j];
	  }
    hpc_write_halo (u);
    hpc_write_halo (ru);
    long bad = 0;
    /* Neighbour (i SI, j SJ), at global (gi + DI, gj + DJ).  */
#define NEIGHBOUR(SI, SJ, DI, DJ)					\
    (u[k][i SI][j SJ] != ru[k][i SI][j SJ]				\
     || u[k][i SI][j SJ] != k * 10000 + (hpc_idx (x, i) + DI) * 100	\
			    + hpc_idx (y, j) + DJ)
    over (i = x | 1 : G - 2)
      over (j = y | 1 : G - 4)
	for (int k = 0; k < M; k++)
	  bad += NEIGHBOUR (- 1, - 1, -1, -1) + NEIGHBOUR (- 1, , -1, 0)
		 + NEIGHBOUR (- 1, + 1, -1, 1) + NEIGHBOUR (, - 1, 0, -1)
		 + NEIGHBOUR (, + 1, 0, 1) + NEIGHBOUR (+ 1, - 1, 1, -1)
		 + NEIGHBOUR (+ 1, , 1, 0) + NEIGHBOUR (+ 1, + 1, 1, 1);
    MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    check (bad == 0, "2-D halo with corners of u[M][x][y] stored innermost");
  }
}

int
main (void)
{
  one_dimensional_grid ();
  two_dimensional_grid ();
  return failures != 0;
}
