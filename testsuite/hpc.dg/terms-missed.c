/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fno-tree-loop-vectorize -fopt-info-loop-missed -fplugin-arg-hpc-dump=terms" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
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
      for (int k = 0; k < n; k++) /* { dg-message "missed: terms of the sum into 's' not computed apart: the loop uses 's' besides adding to it" } */
	{
	  s += (double) u[i][k];
	  u[i][k] = s;
	}
      for (int k = 0; k < n; k++) /* { dg-message "missed: terms of the sum into 's' not computed apart: its body holds a break, continue, goto or return" } */
	{
	  if (u[i][k] < 0)
	    break;
	  s += (double) u[i][k];
	}
      for (unsigned k = 0; k < (unsigned) n; k++) /* { dg-message "missed: terms of the sum into 's' not computed apart: its index 'k' is not a signed integer" } */
	s += (double) u[i][k];
      for (int k = 1; k < n; k *= 2) /* { dg-message "missed: terms of the sum into 's' not computed apart: its index 'k' does not change by a constant step" } */
	s += (double) u[i][k];
      for (int k = 0; k < n; k--) /* { dg-message "missed: terms of the sum into 's' not computed apart: its index 'k' steps away from its bound" } */
	s += (double) u[i][k];
      for (int k = 0; k != n; k++) /* { dg-message "missed: terms of the sum into 's' not computed apart: its condition is not a comparison" } */
	s += (double) u[i][k];
      for (int k = 0; k < n; k++) /* { dg-message "missed: terms of the sum into 's' not computed apart: the addition to 's' is under a condition" } */
	if (u[i][k] > 0)
	  s += (double) u[i][k];
      for (int k = 0; k < (int) q[0]; k++) /* { dg-message "missed: terms of the sum into 's' not computed apart: its bound is not built from constants and variables that its body leaves unchanged" } */
	{
	  q[k] = 1;
	  s += (double) u[i][k];
	}
      for (int k = 0; k < n - k; k++) /* { dg-message "missed: terms of the sum into 's' not computed apart: its bound is not built from constants and variables that its body leaves unchanged" } */
	s += (double) u[i][k];
      for (int k = 0; k < n; k++) /* { dg-message "missed: terms of the sum into 't' not computed apart: 't' is volatile, or static, global or has its address taken and the loop calls a function" } */
	t += (double) g (u[i][k]);
    }
  double e = 0;
  over (i = x3 | :)
    over (j = y3 | :) /* { dg-message "missed: terms of the over's sum not computed apart: the addition to the over's sum is under a condition" } */
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
