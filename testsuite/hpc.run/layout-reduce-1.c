/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Reductions of an array the plugin stores with dimension 0 innermost
   read it along its columns (libhpc/walk.c, reduce.c) and give the bits
   its row-major twin gives: sums, products, max/min, dot products (also
   of mixed storage orders), any/all and user reductions of whole arrays
   and of sections, on every range kind; max/min-location finds the
   first occurrence in row-major order, (1, 1), though a column-wise
   read meets (3, 0) first, with global indices for sections; a
   floating sum that depends on the order of addition gives the same
   bits as the twin's, with 1 and 2 threads, at sizes whose rows are a
   multiple of 1 KB (padded in libhpc's copy) and not, and rows longer
   than a fold's piece of 1024 elements, in place (whole array, section
   of side-by-side rows) and from a copy (rows apart).  */
#include <hpc.h>
#include <omp.h>
#include <math.h>
#include "conf-kinds.h"
#include "keep-row-major.h"

enum { N = 7, G = 13, BIG_N = 600, BIG_G = 512, WIDE_N = 40, WIDE_G = 2600 };

/* Element (i, g): small integers, so every sum is exact; the largest,
   40, at (3, 0) and along row 1 from column 1; the smallest, -40, at
   (5, 0) and along row 2 from column 1.  */
static int
value (int i, long g)
{
  if ((i == 3 && g == 0) || (i == 1 && g > 0))
    return 40;
  if ((i == 5 && g == 0) || (i == 2 && g > 0))
    return -40;
  return (int) ((i * 7 + g * 3) % 11) - 5;
}

static void
user_max (void *acc, const void *x)
{
  if (*(const int *) x > *(int *) acc)
    *(int *) acc = *(const int *) x;
}

static void
one_kind (enum conf_kind k)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = conf_range (k, G, hpc_dim (p, 0));
    distributed int c[N][x], rc[N][x];
    distributed double u[N][x], ru[N][x];
    keep_row_major (rc);
    keep_row_major (ru);
    over (m = x | :)
      for (int i = 0; i < N; i++)
	{
	  c[i][m] = value (i, hpc_idx (x, m));
	  u[i][m] = value (i, hpc_idx (x, m)) * 0.5;
	}
    over (m = x | :)
      for (int i = 0; i < N; i++)
	{
	  rc[i][m] = value (i, hpc_idx (x, m));
	  ru[i][m] = value (i, hpc_idx (x, m)) * 0.5;
	}
    CHECK (__hpc_array_lookup (c)->stride[0] == 1
	   && __hpc_array_lookup (rc)->stride[1] == 1
	   && __hpc_array_lookup (u)->stride[0] == 1);

    long want = 0;
    for (int i = 0; i < N; i++)
      for (long g = 0; g < G; g++)
	want += value (i, g);
    CHECK (hpc_sum (c) == want && hpc_sum (rc) == want);
    CHECK (hpc_sum (u) == want * 0.5 && hpc_dot (u, u) == hpc_dot (ru, ru));
    CHECK (hpc_max (c) == 40 && hpc_min (u) == -20);
    CHECK (hpc_prod_int (c[[4, 2 : 5]]) == hpc_prod_int (rc[[4, 2 : 5]]));
    CHECK (hpc_any_true (c) && !hpc_all_true (c[[:, 5 : 6]]));
    CHECK (hpc_all_true (c[[0, :]]) == hpc_all_true (rc[[0, :]]));

    long at[2];
    CHECK (hpc_maxloc_int (c, at) == 40 && at[0] == 1 && at[1] == 1);
    CHECK (hpc_minloc_double (u, at) == -20 && at[0] == 2 && at[1] == 1);
    /* Sections: a strided one, one without the first column, one with
       a scalar entry; the indices are global.  */
    CHECK (hpc_maxloc_int (c[[3 : N - 1 : 2, :]], at) == 40 && at[0] == 3
	   && at[1] == 0);
    CHECK (hpc_minloc_int (c[[:, 1 :]], at) == -40 && at[0] == 2
	   && at[1] == 1);
    CHECK (hpc_maxloc_int (c[[4, :]], at) == hpc_maxloc_int (rc[[4, :]],
							     at + 1));
    CHECK (hpc_sum_int (c[[1 : 5, 2 : G - 1 : 3]])
	   == hpc_sum_int (rc[[1 : 5, 2 : G - 1 : 3]]));
    CHECK (hpc_sum_int (c[[:, 7]]) == hpc_sum_int (rc[[:, 7]]));

    int id = -1000, m = 0;
    hpc_reduce (&m, c[[0 : 2, :]], user_max, &id, sizeof m);
    CHECK (m == 40);
  }
}

/* Arrays large enough that a process's first fold chunk holds columns
   0 and 1 (and that threads fold them): max/min-location within one
   chunk, and a sum whose value depends on the order of addition.  */
static void
big_arrays (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (BIG_G, hpc_dim (p, 0));
    distributed int c[BIG_N][x];
    distributed double u[BIG_N][x], ru[BIG_N][x];
    keep_row_major (ru);
    over (m = x | :)
      for (int i = 0; i < BIG_N; i++)
	c[i][m] = value (i, hpc_idx (x, m));
    CHECK (__hpc_array_lookup (c)->stride[0] == 1);
    long at[2];
    CHECK (hpc_maxloc_int (c, at) == 40 && at[0] == 1 && at[1] == 1);
    CHECK (hpc_minloc_int (c, at) == -40 && at[0] == 2 && at[1] == 1);

    over (m = x | :)
      for (int i = 0; i < BIG_N; i++)
	u[i][m] = (i + hpc_idx (x, m)) % 3 ? 1e-3 * i : 1e10 / (i + 1);
    over (m = x | :)
      for (int i = 0; i < BIG_N; i++)
	ru[i][m] = (i + hpc_idx (x, m)) % 3 ? 1e-3 * i : 1e10 / (i + 1);
    CHECK (__hpc_array_lookup (u)->stride[0] == 1);
    double s[2];
    for (int nt = 1; nt <= 2; nt++)
      {
	omp_set_num_threads (nt);
	s[nt - 1] = hpc_sum (u);
      }
    CHECK (memcmp (&s[0], &s[1], sizeof s[0]) == 0);
    double r = hpc_sum (ru), rd = hpc_dot (ru, ru);
    double d[3] = { hpc_dot (u, u), hpc_dot (u, ru), hpc_dot (ru, u) };
    CHECK (memcmp (&s[0], &r, sizeof r) == 0);
    for (int k = 0; k < 3; k++)
      CHECK (memcmp (&d[k], &rd, sizeof rd) == 0);
  }
}

/* A value whose sums depend on the order of addition: signed, of
   magnitudes 2^-20 .. 2^20 and odd mantissas, so that the total stays
   of the size of its largest terms and keeps every piece's rounding.  */
static double
wild (int i, long g)
{
  unsigned long h = (unsigned long) (i * 1000003L + g) * 2654435761UL;
  h ^= h >> 13;
  return ldexp ((double) ((long) (h % 200001) - 100000) / 100000
		+ 1e-9 * (double) (h % 977), (int) (h / 7 % 41) - 20);
}

/* Rows of more than one fold piece (1024 elements) at every process
   count: sums and dot products of the whole array, of a section whose
   rows lie side by side (folded down the columns in place) and of one
   whose rows lie apart (folded from a copy), against the twin's bits.  */
static void
wide_arrays (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (WIDE_G, hpc_dim (p, 0));
    distributed double u[WIDE_N][x], ru[WIDE_N][x];
    keep_row_major (ru);
    over (m = x | :)
      for (int i = 0; i < WIDE_N; i++)
	u[i][m] = ru[i][m] = wild (i, hpc_idx (x, m));
    CHECK (__hpc_array_lookup (u)->stride[0] == 1);
    for (int nt = 1; nt <= 2; nt++)
      {
	omp_set_num_threads (nt);
	double got[4] = { hpc_sum (u), hpc_dot (u, u),
			  hpc_sum_double (u[[1 : WIDE_N - 2, 5 :]]),
			  hpc_sum_double (u[[0 : WIDE_N - 1 : 2, :]]) };
	double want[4] = { hpc_sum (ru), hpc_dot (ru, ru),
			   hpc_sum_double (ru[[1 : WIDE_N - 2, 5 :]]),
			   hpc_sum_double (ru[[0 : WIDE_N - 1 : 2, :]]) };
	for (int k = 0; k < 4; k++)
	  CHECK (memcmp (&got[k], &want[k], sizeof got[k]) == 0);
      }
  }
}

int
main (void)
{
  for (enum conf_kind k = K_BLOCK; k <= K_SUB_CYCLIC; k++)
    one_kind (k);
  big_arrays ();
  wide_arrays ();
  return 0;
}
