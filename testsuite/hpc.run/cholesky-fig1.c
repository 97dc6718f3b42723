/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* HPJava's Figure 1 (Cholesky) as doc/reference.md §9 writes it, on
   A[i][j] = min (i, j) + 1, whose Cholesky factor is exactly the lower
   triangle of ones (every operation is exact in float): L must come out
   exactly so, and L * L^T must equal A, on every process and thread
   count.  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 24 };

/* A symmetric positive definite matrix.  */
static float
matrix (int i, int j)
{
  return (i < j ? i : j) + 1;
}

int
main (void)
{
  int P = HPC_AUTO;
  double worst = 0;
  Procs1 p = hpc_procs1 (P);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];           /* dim 0 sequential, dim 1 distributed */
    distributed float b[N];              /* replicated buffer */
    over (m = x | :)
      for (int i = 0; i < N; i++)
        a[i][m] = matrix (i, hpc_idx (x, m));
    for (int k = 0; k < N - 1; k++) {
      at (l = x[k]) {
        float d = sqrtf(a[k][l]);
        a[k][l] = d;
        for (int s = k + 1; s < N; s++)
          a[s][l] /= d;
      }
      hpc_remap(b[[k + 1 :]], a[[k + 1 :, k]]);
      over (m = x | k + 1 :)
        for (int i = hpc_idx(x, m); i < N; i++)
          a[i][m] -= b[i] * b[hpc_idx(x, m)];
    }
    at (l = x[N - 1])
      a[N - 1][l] = sqrtf(a[N - 1][l]);

    /* Residual: gather L (the lower triangle) everywhere, compare L L^T
       with A.  */
    static float L[N][N];
    for (int j = 0; j < N; j++)
      {
        hpc_remap (b[[:]], a[[:, j]]);
        for (int i = 0; i < N; i++)
          L[i][j] = i >= j ? b[i] : 0;
      }
    for (int i = 0; i < N; i++)
      for (int j = 0; j <= i; j++)
        if (L[i][j] != 1.0f)
          worst = 1;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        {
          double s = 0;
          for (int k = 0; k < N; k++)
            s += (double) L[i][k] * L[j][k];
          double r = fabs (s - matrix (i, j)) / matrix (i, i);
          worst = r > worst ? r : worst;
        }
  }
  if (worst > 0)
    {
      fprintf (stderr, "residual %g\n", worst);
      abort ();
    }
  return 0;
}
