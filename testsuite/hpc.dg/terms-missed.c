/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-hpc-dump=terms,missed" } */
/* (The notes as the missed pass's dump shows them: -fopt-info-loop-missed
   would show the vectoriser's too.)  */
/* Innermost loops of over bodies that add floats to a double but whose
   terms the terms stage cannot compute apart from the sum: each says
   why.  A sum of doubles, which GCC vectorises in order itself, is left
   alone without a note.  An inner over's loop, once lowered, is judged
   alike.  */

extern float g (float);

double
f (distributed float u[Range x][int n], float *q,
   distributed double v[Range y][int m],
   distributed float w[Range x3][Range y3])
{
  double s = 0, t = 0;
  over (i = x | :) /* { dg-warning "runs on one thread: its body writes 's'" } */
    {
      for (int k = 0; k < n; k++)
	{
	  s += (double) u[i][k];
	  u[i][k] = s;
	}
      for (int k = 0; k < n; k++)
	{
	  if (u[i][k] < 0)
	    break;
	  s += (double) u[i][k];
	}
      for (unsigned k = 0; k < (unsigned) n; k++)
	s += (double) u[i][k];
      for (int k = 1; k < n; k *= 2)
	s += (double) u[i][k];
      for (int k = 0; k < n; k--)
	s += (double) u[i][k];
      for (int k = 0; k != n; k++)
	s += (double) u[i][k];
      for (int k = 0; k < n; k++)
	if (u[i][k] > 0)
	  s += (double) u[i][k];
      for (int k = 0; k < (int) q[0]; k++)
	{
	  q[k] = 1;
	  s += (double) u[i][k];
	}
      for (int k = 0; k < n - k; k++)
	s += (double) u[i][k];
      for (int k = 0; k < n; k++)
	t += (double) g (u[i][k]);
      for (int k = 0; k < n; k++)
	{
	  s += (double) u[i][k];
	  k += u[i][k] > 0;
	}
    }
  double e = 0;
  over (i = x3 | :)
    over (j = y3 | :)
      if (w[i][j] > 0)
	e += (double) w[i][j];
  double d = 0;
  over (i = y | :)
    for (int k = 0; k < m; k++)
      d += v[i][k] * v[i][k];
  double *pt = &t;
  return s + *pt + d + e;
}
/* { dg-final { scan-hpc-stage-dump-not terms "d = __hpc_terms" } } */
/* { dg-final { scan-hpc-dump ":21:7: missed: terms of the sum into 's' not computed apart: the loop uses 's' besides adding to it" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":26:7: missed: terms of the sum into 's' not computed apart: its body holds a break, continue, goto or return" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":32:7: missed: terms of the sum into 's' not computed apart: its index 'k' is not a signed integer" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":34:7: missed: terms of the sum into 's' not computed apart: its index 'k' does not change by a constant step" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":36:7: missed: terms of the sum into 's' not computed apart: its index 'k' steps away from its bound" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":38:7: missed: terms of the sum into 's' not computed apart: its condition is not a comparison" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":40:7: missed: terms of the sum into 's' not computed apart: the addition to 's' is under a condition" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":43:7: missed: terms of the sum into 's' not computed apart: its bound is not built from constants and variables that its body leaves unchanged" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":48:7: missed: terms of the sum into 's' not computed apart: its bound is not built from constants and variables that its body leaves unchanged" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":50:7: missed: terms of the sum into 't' not computed apart: 't' is volatile, or static, global or has its address taken and the loop calls a function" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":60:5: missed: terms of the over's sum not computed apart: the addition to the over's sum is under a condition" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump-not ":65:\\\[0-9\\\]*: missed: terms of" "hpc-missed" } } */
/* { dg-final { scan-hpc-dump ":52:7: missed: terms of the sum into 's' not computed apart: its index 'k' is static, global or its address is taken, or its body may change it" "hpc-missed" } } */
