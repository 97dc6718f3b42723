/* { dg-do run } */
/* { dg-hpc-libs "lapacke blas" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-args "203 16 cholesky-blocked-3.npy" } */
/* The blocked Cholesky example's L (the .npy file it writes) against
   LAPACK's dpotrf of the whole matrix on every process: a check
   independent of the example's own residual, which goes through the
   same block updates as the factorisation (1x1, 2x1, 3x1 and 2x2
   grids, N not a multiple of NB, slabs of block rows cut short at the
   end).  */
#define main cholesky_blocked_main
#include "../../examples/cholesky_blocked.c"
#undef main

int
main (int argc, char **argv)
{
  if (argc < 4 || cholesky_blocked_main (argc, argv) != 0)
    return 1;
  long n = atol (argv[1]);
  double *want = malloc (n * n * sizeof *want);
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++)
      want[i * n + j] = j <= i ? matrix (i, j, n) : 0;
  if (LAPACKE_dpotrf (LAPACK_ROW_MAJOR, 'L', n, want, n) != 0)
    return 1;
  distributed double l[n][n];
  hpc_read_npy (l, argv[3], "<f8");
  double err = 0, big = 0;
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++)
      {
	double e = fabs (l[i][j] - want[i * n + j]);
	err = e > err ? e : err;
	big = fabs (want[i * n + j]) > big ? fabs (want[i * n + j]) : big;
      }
  free (want);
  int ok = err <= 1e-13 * big;
  printf ("%s: L against dpotrf: max difference %.2e of max |L| %.2e\n",
	  ok ? "PASS" : "FAIL", err, big);
  return !ok;
}
