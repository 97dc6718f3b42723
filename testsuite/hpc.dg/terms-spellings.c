/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-hpc-dump=terms,overterms" } */
/* The terms of a sum of floats in double, in the innermost plain loop of
   an over body or of an inner over, are computed apart from the sum,
   whatever the spelling of the addition, the rank of the arrays or how
   they are held.  */

/* r += E, a 2-D parameter.  */
double
pluseq (distributed float u[Range x][int n])
{
  double s_pluseq = 0;
  over (i = x | :)
    for (int k = 0; k < n; k++)
      s_pluseq += (double) u[i][k] * u[i][k];
  return s_pluseq;
}

/* r = r + E, a 3-D block-scope array, k counted from 1 to n - 2.  */
double
assign (Procs2 p, int n)
{
  double s_assign = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed float u[x][y][n];
    over (i = x | :)
      over (j = y | :)
	for (int k = 1; k < n - 1; k++)
	  s_assign = s_assign + u[i][j][k] * 0.5;
  }
  return s_assign;
}

/* r -= E, a 1-D array, counted down by 2 to a bound.  */
double
minuseq (distributed float w[Range x], const float *c, int m)
{
  double s_minuseq = 0;
  over (i = x | :)
    for (long k = m; k >= 0; k -= 2)
      s_minuseq -= (double) w[i] * c[k];
  return s_minuseq;
}

/* A temporary holds the term; k <= bound.  */
double
temporary (distributed float u[Range x][int n],
	   distributed float v[Range x2][int n2])
{
  double s_temporary = 0;
  over (i = x | :)
    for (int k = 0; k <= n - 1; k++)
      {
	float d = u[i][k] - v[i][k];
	s_temporary += (double) d * d;
      }
  return s_temporary;
}

/* Float terms: a float sum of shorts.  */
float
floats (distributed short q[Range x][int n])
{
  float s_floats = 0;
  over (i = x | :)
    for (int k = 0; k < n; k++)
      s_floats += q[i][k] * 0.25f;
  return s_floats;
}

/* A handle's elements.  */
double
handle (Range x, int n)
{
  distributed float h[Range][int] = hpc_new (x, n);
  double s_handle = 0;
  over (i = x | :)
    for (int k = 0; k < n; k++)
      s_handle += (double) h[i][k] * 3;
  hpc_free (h);
  return s_handle;
}
/* An inner over's own loop, once lowered: its sum is the over's.  */
double
inner (distributed float u[Range x][Range y])
{
  double s_inner = 0;
  over (i = x | :)
    over (j = y | 1 : 7 : 3)
      s_inner += (double) u[i][j] * u[i][j];
  return s_inner;
}
/* A sum whose address is taken, in a loop writing a parameter's
   elements (the addition, which leaves the loop, is no store of the
   terms loop): split in both of apart.cc's copies of the nest, the one
   where the arrays' addresses differ and the one as written.  */
double
versioned (distributed float w[Range x][int n],
	   distributed float v[Range x2][int n2], void (*use) (double *))
{
  double s_versioned = 0;
  over (i = x | :)
    for (int k = 1; k < n; k++)
      {
	w[i][k] = v[i][k - 1] * 0.5f;
	s_versioned += (double) w[i][k] * w[i][k];
      }
  use (&s_versioned);
  return s_versioned;
}
/* { dg-final { scan-hpc-stage-dump terms "__hpc_terms\\\[__hpc_terms_t\\\] = \\(double\\) u\\\[i\\\]\\\[k\\\] \\* \\(double\\) u\\\[i\\\]\\\[k\\\]" } } */
/* { dg-final { scan-hpc-stage-dump terms "s_pluseq = __hpc_terms\\\[__hpc_terms_t\\\] \\+ s_pluseq;" } } */
/* { dg-final { scan-hpc-stage-dump terms "s_assign = __hpc_terms\\\[__hpc_terms_t\\\] \\+ s_assign;|s_assign = s_assign \\+ __hpc_terms\\\[__hpc_terms_t\\\];" } } */
/* { dg-final { scan-hpc-stage-dump terms "s_minuseq = s_minuseq - __hpc_terms\\\[__hpc_terms_t\\\];" } } */
/* { dg-final { scan-hpc-stage-dump terms "s_temporary = __hpc_terms\\\[__hpc_terms_t\\\] \\+ s_temporary;" } } */
/* { dg-final { scan-hpc-stage-dump terms "float __hpc_terms\\\[256\\\];" } } */
/* { dg-final { scan-hpc-stage-dump terms "s_floats = __hpc_terms\\\[__hpc_terms_t\\\] \\+ s_floats;" } } */
/* { dg-final { scan-hpc-stage-dump terms "s_handle = __hpc_terms\\\[__hpc_terms_t\\\] \\+ s_handle;" } } */
/* { dg-final { scan-hpc-stage-dump overterms "__hpc_acc = __hpc_terms\\\[__hpc_terms_t\\\] \\+ __hpc_acc;" } } */
/* { dg-final { scan-hpc-stage-dump terms "if \\(\\(void \\*\\) &w != \\(void \\*\\) &v\\)" } } */
/* { dg-final { scan-hpc-stage-dump terms "s_versioned = __hpc_terms\\\[__hpc_terms_t\\\] \\+ s_versioned;.*s_versioned = __hpc_terms\\\[__hpc_terms_t\\\] \\+ s_versioned;" } } */
/* { dg-final { scan-hpc-stage-dump-not terms "ivdep" } } */
