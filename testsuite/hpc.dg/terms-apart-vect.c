/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-vect-details" } */
/* A terms loop writing a parameter's elements and reading eleven other
   parameters: GCC would need more run-time alias checks than it makes
   (ten), so the loop as written stays scalar; in apart.cc's copy, where
   the arrays are distinct, the terms loop vectorises with none.  */
#include <hpc.h>

double
many (distributed float w[Range x][int n],
      distributed float a[Range x1][int n1], distributed float b[Range x2][int n2],
      distributed float c[Range x3][int n3], distributed float d[Range x4][int n4],
      distributed float e[Range x5][int n5], distributed float f[Range x6][int n6],
      distributed float g[Range x7][int n7], distributed float h[Range x8][int n8],
      distributed float p[Range x9][int n9], distributed float q[Range x10][int n10],
      distributed float r[Range x11][int n11])
{
  double s = 0;
  over (i = x | :)
    for (int k = 1; k < n - 1; k++)	/* the terms loop */
      {
	float t = a[i][k] + b[i][k] + c[i][k] + d[i][k] + e[i][k] + f[i][k]
		  + g[i][k] + h[i][k] + p[i][k] + q[i][k] + r[i][k];
	w[i][k] = t;
	s += (double) t * t;
      }
  return s;
}
/* At the loop's line: the sums loop vectorised in each of the nest's
   four outlined bodies (two per copy), the terms loop in the apart
   copy's two; the nest as written has too many pairs to check.  */
/* { dg-final { scan-hpc-dump-times "terms-apart-vect.c:20:\[0-9\]+: optimized: loop vectorized" 6 "vect" } } */
/* { dg-final { scan-hpc-dump-times "terms-apart-vect.c:20:\[0-9\]+: missed: +number of versioning for alias run-time tests exceeds" 2 "vect" } } */
