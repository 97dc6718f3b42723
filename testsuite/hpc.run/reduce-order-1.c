/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* hpc_sum forms its result in the documented order, bit for bit: each
   process cuts each row of the elements it holds (the run along the
   last dimension) into pieces of 1024 elements from the row's start
   (the last one shorter) and sums each in order from 0; the pieces'
   sums, in row-major order, are cut into k = min (count, 64) bands
   (band b: pieces b*count/k .. (b+1)*count/k-1), each summed in order
   from 0, and the band sums are added to 0 in band order; the
   processes' partials are added to 0 in rank order.  The values make
   every other order give other bits.  Covers a long 1-D array (one row
   cut into pieces), a 2-D block x cyclic array with ghosts (rows of
   several pieces: NY > 1024 at 1 process), a float array, a strided
   section (rows with gaps) and a block-cyclic array; and hpc_maxloc's
   position inside a piece.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N1 = 300001, NX = 203, NY = 2301, PIECE = 1024 };

static double
value (long g)
{
  return g % 3 ? 1e-3 * g : 1e10 / (g + 1);
}

/* The documented fold of one process's N held values V, in rows of
   LEN.  */
static double
local_fold (const double *v, long n, long len)
{
  if (n == 0)
    return 0;
  long per_row = (len + PIECE - 1) / PIECE, count = n / len * per_row;
  double *piece = malloc (count * sizeof *piece);
  for (long u = 0; u < count; u++)
    {
      long first = u / per_row * len + u % per_row * PIECE;
      long end = first + PIECE < (u / per_row + 1) * len
                 ? first + PIECE : (u / per_row + 1) * len;
      piece[u] = 0;
      for (long e = first; e < end; e++)
        piece[u] += v[e];
    }
  long k = count < 64 ? count : 64;
  double acc = 0;
  for (long b = 0; b < k; b++)
    {
      double band = 0;
      for (long u = b * count / k; u < (b + 1) * count / k; u++)
        band += piece[u];
      acc += band;
    }
  free (piece);
  return acc;
}

/* The processes' partials (of those holding elements) in rank order.  */
static double
global_fold (MPI_Comm comm, double mine, long held)
{
  int np;
  MPI_Comm_size (comm, &np);
  double (*all)[2] = malloc (np * sizeof *all);
  double rec[2] = { mine, held > 0 };
  MPI_Allgather (rec, 2, MPI_DOUBLE, all, 2, MPI_DOUBLE, comm);
  double acc = 0;
  for (int r = 0; r < np; r++)
    if (all[r][1] != 0)
      acc += all[r][0];
  free (all);
  return acc;
}

static int
same (const char *what, double got, double want)
{
  if (memcmp (&got, &want, sizeof got) == 0)
    return 1;
  printf ("%s: %.17g, the documented order gives %.17g\n", what, got, want);
  return 0;
}

int
main (void)
{
  int ok = 1;
  double *v = malloc ((N1 > NX * NY ? N1 : NX * NY) * sizeof *v);
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N1, hpc_dim (p, 0));
    distributed double a[x];
    over (i = x | :)
      a[i] = value (hpc_idx (x, i));
    long n = 0;
    for (long g = 0; g < N1; g++)
      if (hpc_owner (x, g) == hpc_coord (p, 0))
        v[n++] = value (g);
    ok &= same ("1-D sum", hpc_sum (a),
                global_fold (hpc_comm (p), local_fold (v, n, n), n));
    /* The position of the largest value, inside a piece.  */
    over (i = x | :)
      if (hpc_idx (x, i) == N1 / 2 + 3)
        a[i] = 1e30;
    long where = -1;
    if (hpc_maxloc_double (a, &where) != 1e30 || where != N1 / 2 + 3) {
      printf ("1-D maxloc at %ld, want %d\n", where, N1 / 2 + 3);
      ok = 0;
    }
  }
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (q) {
    Range x = hpc_block_range (NX, hpc_dim (q, 0), 1);
    Range y = hpc_cyclic_range (NY, hpc_dim (q, 1));
    Range z = hpc_block_cyclic_range (NY, hpc_dim (q, 1), 5);
    distributed double b[x][y], c[x][z];
    distributed float f[x][y];
    over (i = x | :)
      over (j = y | :) {
        long g = hpc_idx (x, i) * NY + hpc_idx (y, j);
        b[i][j] = value (g);
        f[i][j] = (float) value (g);
      }
    over (i = x | :)
      over (j = z | :)
        c[i][j] = value (hpc_idx (x, i) * NY + hpc_idx (z, j));
    /* Whole arrays, the section of every 2nd row and 3rd column from
       (1, 2), and a block-cyclic array (its rows are position lists).  */
    for (int part = 0; part < 4; part++) {
      long n = 0, len = 0;
      Range cols = part == 3 ? z : y;
      for (long gj = part == 2 ? 2 : 0; gj < NY; gj += part == 2 ? 3 : 1)
        len += hpc_owner (cols, gj) == hpc_coord (q, 1);
      for (long gi = part == 2; gi < NX; gi += part == 2 ? 2 : 1)
        for (long gj = part == 2 ? 2 : 0; gj < NY; gj += part == 2 ? 3 : 1)
          if (hpc_owner (x, gi) == hpc_coord (q, 0)
              && hpc_owner (cols, gj) == hpc_coord (q, 1))
            v[n++] = part == 1 ? (double) (float) value (gi * NY + gj)
                               : value (gi * NY + gj);
      double want = global_fold (hpc_comm (q), local_fold (v, n, len), n);
      if (part == 0)
        ok &= same ("2-D sum", hpc_sum (b), want);
      else if (part == 1)
        ok &= same ("2-D float sum", hpc_sum (f), want);
      else if (part == 2)
        ok &= same ("strided section sum",
                    hpc_sum_double (b[[1 : NX - 1 : 2, 2 : NY - 1 : 3]]),
                    want);
      else
        ok &= same ("block-cyclic sum", hpc_sum (c), want);
    }
  }
  free (v);
  return !ok;
}
