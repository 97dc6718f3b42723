/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-options "-O3 -fdump-tree-original" } */
/* Sums of floats in double over the innermost loop of an over body,
   whose terms the terms stage computes apart from the sum in chunks of
   256 (terms.cc): each row's sum is bit for bit the sequential loop's,
   for trip counts of 0, 1, 255, 256, 257 and several chunks, odd bounds,
   steps up and down, < <= > >=; an over reduction, over a plain loop or
   an inner over (strides 1 and 3), equals the same loop kept whole (its
   addition under a condition); and arrays written and
   read through parameters that are one array (a dependence the terms
   loop must keep) give the sequential result.  The values make another
   order of the additions give other bits.  */
#include <stdio.h>
#include <string.h>

enum { N = 13, M = 1300, NC = 9 };

/* The (lo, hi) pairs each loop shape runs.  */
static const int bounds[NC][2] = {
  { 0, 0 }, { 5, 6 }, { 0, 255 }, { 0, 256 }, { 0, 257 }, { 3, 1290 },
  { 1, 1299 }, { 7, 520 }, { 700, 3 }
};

static float
value (long g, long k)
{
  return (float) ((g * 7 + k * 13) % 101) * (k % 3 ? 1e-3f : 1e3f) + 0.1f;
}

/* The sequential loops, on row G.  */
static double
seq_sum (int shape, long g, int lo, int hi)
{
  double s = 0;
  switch (shape)
    {
    case 0:
      for (int k = lo; k < hi; k++)
	s += (double) value (g, k) * value (g, k) - 0.5 * value (g, k);
      break;
    case 1:
      for (int k = lo; k <= hi; k += 3)
	s -= (double) value (g, k) * 3;
      break;
    case 2:
      for (long k = hi; k > lo; k -= 2)
	s = s + value (g, k) * 0.25f;
      break;
    default:
      for (int k = hi; k >= lo; k -= 7)
	{
	  float t = value (g, k) - 1;
	  s += (double) t * t;
	}
    }
  return s;
}

/* W[i][k] = V[i][k - 1] / 2 + 1 for k from 1, the sum of W's squares in
   SUMS[i][c]: W and V may be one array (not inlined: the caller's
   arrays are then unknown to GCC).  */
static void __attribute__ ((noipa))
chained (distributed float w[Range x][int n], distributed float v[Range y][int m],
	 distributed double sums[Range z][int nc], int c)
{
  over (i = x | :)
    {
      double s = 0;
      for (int k = 1; k < n; k++)
	{
	  w[i][k] = v[i][k - 1] * 0.5f + 1;
	  s += (double) w[i][k] * w[i][k];
	}
      sums[i][c] = s;
    }
}

static double
seq_chained (long g, int same)
{
  float w[M], v[M];
  for (int k = 0; k < M; k++)
    w[k] = v[k] = value (g, k);
  float *src = same ? w : v;
  double s = 0;
  for (int k = 1; k < M; k++)
    {
      w[k] = src[k - 1] * 0.5f + 1;
      s += (double) w[k] * w[k];
    }
  return s;
}

int
main (void)
{
  int bad = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    Range y = hpc_block_range (M, hpc_dim (p, 1));
    distributed float u[x][M], a[x][M], b[x][M], v[x][y];
    over (i = x | :)
      over (j = y | :)
	v[i][j] = value (hpc_idx (x, i), hpc_idx (y, j));
    distributed double rs[x][4 * NC], cs[x][2];
    over (i = x | :)
      for (int k = 0; k < M; k++)
	u[i][k] = a[i][k] = b[i][k] = value (hpc_idx (x, i), k);
    for (int c = 0; c < NC; c++)
      {
	int lo = bounds[c][0], hi = bounds[c][1];
	over (i = x | :)
	  {
	    double s = 0;
	    for (int k = lo; k < hi; k++)
	      s += (double) u[i][k] * u[i][k] - 0.5 * u[i][k];
	    rs[i][c] = s;
	    s = 0;
	    for (int k = lo; k <= hi; k += 3)
	      s -= (double) u[i][k] * 3;
	    rs[i][NC + c] = s;
	    s = 0;
	    for (long k = hi; k > lo; k -= 2)
	      s = s + u[i][k] * 0.25f;
	    rs[i][2 * NC + c] = s;
	    s = 0;
	    for (int k = hi; k >= lo; k -= 7)
	      {
		float t = u[i][k] - 1;
		s += (double) t * t;
	      }
	    rs[i][3 * NC + c] = s;
	  }
	double tot = 0, whole = 0;
	over (i = x | :)
	  for (int k = lo; k < hi; k++)
	    tot += (double) u[i][k] * u[i][k];
	over (i = x | :)
	  for (int k = lo; k < hi; k++)
	    if (k >= lo)
	      whole += (double) u[i][k] * u[i][k];
	if (memcmp (&tot, &whole, sizeof tot))
	  {
	    printf ("case %d: over reduction %.17g, kept whole %.17g\n", c,
		    tot, whole);
	    bad = 1;
	  }
	if (hi <= lo)
	  continue;
	double in1 = 0, in1_whole = 0, in3 = 0, in3_whole = 0;
	over (i = x | :)
	  over (j = y | lo : hi - 1)
	    in1 += (double) v[i][j] * v[i][j] - 0.5 * v[i][j];
	over (i = x | :)
	  over (j = y | lo : hi - 1)
	    if (hpc_idx (y, j) >= lo)
	      in1_whole += (double) v[i][j] * v[i][j] - 0.5 * v[i][j];
	over (i = x | :)
	  over (j = y | lo : hi - 1 : 3)
	    in3 -= (double) v[i][j] * 3;
	over (i = x | :)
	  over (j = y | lo : hi - 1 : 3)
	    if (hpc_idx (y, j) >= lo)
	      in3_whole -= (double) v[i][j] * 3;
	if (memcmp (&in1, &in1_whole, sizeof in1)
	    || memcmp (&in3, &in3_whole, sizeof in3))
	  {
	    printf ("case %d: inner over reductions %.17g %.17g, kept whole "
		    "%.17g %.17g\n", c, in1, in3, in1_whole, in3_whole);
	    bad = 1;
	  }
      }
    chained (a, b, cs, 0);
    chained (u, u, cs, 1);
    over (i = x | :)
      {
	long g = hpc_idx (x, i);
	for (int shape = 0; shape < 4; shape++)
	  for (int c = 0; c < NC; c++)
	    {
	      double want = seq_sum (shape, g, bounds[c][0], bounds[c][1]);
	      double got = rs[i][shape * NC + c];
	      if (memcmp (&got, &want, sizeof got))
		{
		  printf ("row %ld shape %d case %d: %.17g, sequential %.17g\n",
			  g, shape, c, got, want);
		  bad = 1;
		}
	    }
	for (int same = 0; same < 2; same++)
	  {
	    double want = seq_chained (g, same), got = cs[i][same];
	    if (memcmp (&got, &want, sizeof got))
	      {
		printf ("row %ld chained (one array: %d): %.17g, sequential "
			"%.17g\n", g, same, got, want);
		bad = 1;
	      }
	  }
      }
  }
  return bad;
}
/* The loops were split (the over reduction's into its accumulator).  */
/* { dg-final { scan-hpc-dump "s = s - __hpc_terms\\\[__hpc_terms_t\\\];" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_acc = __hpc_terms\\\[__hpc_terms_t\\\] \\+ __hpc_acc;" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_acc = __hpc_acc - __hpc_terms\\\[__hpc_terms_t\\\];" "original" } } */
