/* mg_seq.c - NAS MG (NPB 3.4) in sequential C, for make bench against
   examples/mg.c: the same algorithm with the loops of NPB's serial code
   (the residual, smoother and restriction loops examples/mg.c runs on
   each process; the prolongation straight from the coarse array, which
   a single address space allows), every level a plain array of
   (n + 2)^3 doubles with periodic ghost cells all round.

   Rank 0 computes; MPI is there to take turns with the HPC program
   (turns.h) and to time, so on P processes the other ranks only keep
   the turns and the ratio is HPC's speed-up over one core.
   Usage: mg_seq [-c S|W]; prints "time T checksum RNM2" (T the time of
   NPB's timed region), exits non-zero when rnm2 misses NPB's value.  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ref_alloc.h"
#include "turns.h"

enum { LTMAX = 7, NM = (1 << LTMAX) + 2, MM = 10 };

static double *ul[LTMAX + 1], *rl[LTMAX + 1], *v;
static int lt;

static const double a0 = -8.0 / 3.0, a2 = 1.0 / 6.0, a3 = 1.0 / 12.0;
static const double c0 = -3.0 / 8.0, c1 = 1.0 / 32.0, c2 = -1.0 / 64.0;

/* Level K's arrays as N+2 cubed C arrays.  */
#define CUBE(p, m) ((double (*)[(m)][(m)]) (p))

static double
randlc (double *x, double a)
{
  const double r23 = 0x1p-23, r46 = 0x1p-46, t23 = 0x1p23, t46 = 0x1p46;
  double a1 = (int) (r23 * a), a2 = a - t23 * a1;
  double x1 = (int) (r23 * *x), x2 = *x - t23 * x1;
  double t1 = a1 * x2 + a2 * x1;
  double t2 = (int) (r23 * t1), z = t1 - t23 * t2;
  double t3 = t23 * z + a2 * x2, t4 = (int) (r46 * t3);
  *x = t3 - t46 * t4;
  return r46 * *x;
}

static double
power (double a, long n)
{
  double p = 1.0, aj = a;
  for (; n != 0; n /= 2)
    {
      if (n % 2 == 1)
	randlc (&p, aj);
      randlc (&aj, aj);
    }
  return p;
}

static void
comm3 (double *p, int n)
{
  int m = n + 2;
  double (*z)[m][m] = CUBE (p, m);
  for (int i3 = 1; i3 <= n; i3++)
    for (int i2 = 1; i2 <= n; i2++)
      {
	z[i3][i2][0] = z[i3][i2][n];
	z[i3][i2][n + 1] = z[i3][i2][1];
      }
  for (int i3 = 1; i3 <= n; i3++)
    for (int i1 = 0; i1 < m; i1++)
      {
	z[i3][0][i1] = z[i3][n][i1];
	z[i3][n + 1][i1] = z[i3][1][i1];
      }
  for (int i2 = 0; i2 < m; i2++)
    for (int i1 = 0; i1 < m; i1++)
      {
	z[0][i2][i1] = z[n][i2][i1];
	z[n + 1][i2][i1] = z[1][i2][i1];
      }
}

static void
zero3 (double *p, int n)
{
  memset (p, 0, sizeof (double) * (n + 2) * (n + 2) * (n + 2));
}

static void
resid (double *up, double *vp, double *rp, int n)
{
  int m = n + 2;
  double (*u)[m][m] = CUBE (up, m), (*v)[m][m] = CUBE (vp, m);
  double (*r)[m][m] = CUBE (rp, m);
  double u1[NM], u2[NM];
  for (int i3 = 1; i3 <= n; i3++)
    for (int i2 = 1; i2 <= n; i2++)
      {
	for (int i1 = 0; i1 < m; i1++)
	  {
	    u1[i1] = u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1]
		     + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1];
	    u2[i1] = u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1]
		     + u[i3 + 1][i2 - 1][i1] + u[i3 + 1][i2 + 1][i1];
	  }
	for (int i1 = 1; i1 <= n; i1++)
	  r[i3][i2][i1] = v[i3][i2][i1] - a0 * u[i3][i2][i1]
			  - a2 * (u2[i1] + u1[i1 - 1] + u1[i1 + 1])
			  - a3 * (u2[i1 - 1] + u2[i1 + 1]);
      }
  comm3 (rp, n);
}

static void
psinv (double *rp, double *up, int n)
{
  int m = n + 2;
  double (*u)[m][m] = CUBE (up, m), (*r)[m][m] = CUBE (rp, m);
  double r1[NM], r2[NM];
  for (int i3 = 1; i3 <= n; i3++)
    for (int i2 = 1; i2 <= n; i2++)
      {
	for (int i1 = 0; i1 < m; i1++)
	  {
	    r1[i1] = r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1]
		     + r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1];
	    r2[i1] = r[i3 - 1][i2 - 1][i1] + r[i3 - 1][i2 + 1][i1]
		     + r[i3 + 1][i2 - 1][i1] + r[i3 + 1][i2 + 1][i1];
	  }
	for (int i1 = 1; i1 <= n; i1++)
	  u[i3][i2][i1] = u[i3][i2][i1] + c0 * r[i3][i2][i1]
			  + c1 * (r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1]
				  + r1[i1])
			  + c2 * (r2[i1] + r1[i1 - 1] + r1[i1 + 1]);
      }
  comm3 (up, n);
}

/* Fine level of N points to the coarse level of N / 2.  */
static void
rprj3 (double *rp, int n, double *sp)
{
  int m = n + 2, c = n / 2, mc = c + 2;
  double (*r)[m][m] = CUBE (rp, m), (*s)[mc][mc] = CUBE (sp, mc);
  double x1[NM], y1[NM];
  for (int j3 = 1; j3 <= c; j3++)
    for (int j2 = 1; j2 <= c; j2++)
      {
	int i3 = 2 * j3, i2 = 2 * j2;
	for (int i1 = 1; i1 <= 2 * c + 1; i1 += 2)
	  {
	    x1[i1] = r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1]
		     + r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1];
	    y1[i1] = r[i3 - 1][i2 - 1][i1] + r[i3 + 1][i2 - 1][i1]
		     + r[i3 - 1][i2 + 1][i1] + r[i3 + 1][i2 + 1][i1];
	  }
	for (int j1 = 1; j1 <= c; j1++)
	  {
	    int i1 = 2 * j1;
	    double y2 = r[i3 - 1][i2 - 1][i1] + r[i3 + 1][i2 - 1][i1]
			+ r[i3 - 1][i2 + 1][i1] + r[i3 + 1][i2 + 1][i1];
	    double x2 = r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1]
			+ r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1];
	    s[j3][j2][j1] = 0.5 * r[i3][i2][i1]
			    + 0.25 * (r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1]
				      + x2)
			    + 0.125 * (x1[i1 - 1] + x1[i1 + 1] + y2)
			    + 0.0625 * (y1[i1 - 1] + y1[i1 + 1]);
	  }
      }
  comm3 (sp, c);
}

/* Coarse level of N / 2 points into the fine level of N: NPB's loops.  */
static void
interp (double *zp, int n, double *up)
{
  int m = n + 2, c = n / 2, mc = c + 2;
  double (*z)[mc][mc] = CUBE (zp, mc), (*u)[m][m] = CUBE (up, m);
  double z1[NM], z2[NM], z3[NM];
  for (int i3 = 0; i3 <= c; i3++)
    for (int i2 = 0; i2 <= c; i2++)
      {
	for (int i1 = 0; i1 < mc; i1++)
	  {
	    z1[i1] = z[i3][i2 + 1][i1] + z[i3][i2][i1];
	    z2[i1] = z[i3 + 1][i2][i1] + z[i3][i2][i1];
	    z3[i1] = z[i3 + 1][i2 + 1][i1] + z[i3 + 1][i2][i1] + z1[i1];
	  }
	for (int i1 = 0; i1 <= c; i1++)
	  {
	    u[2 * i3][2 * i2][2 * i1] += z[i3][i2][i1];
	    u[2 * i3][2 * i2][2 * i1 + 1]
	      += 0.5 * (z[i3][i2][i1 + 1] + z[i3][i2][i1]);
	  }
	for (int i1 = 0; i1 <= c; i1++)
	  {
	    u[2 * i3][2 * i2 + 1][2 * i1] += 0.5 * z1[i1];
	    u[2 * i3][2 * i2 + 1][2 * i1 + 1] += 0.25 * (z1[i1] + z1[i1 + 1]);
	  }
	for (int i1 = 0; i1 <= c; i1++)
	  {
	    u[2 * i3 + 1][2 * i2][2 * i1] += 0.5 * z2[i1];
	    u[2 * i3 + 1][2 * i2][2 * i1 + 1] += 0.25 * (z2[i1] + z2[i1 + 1]);
	  }
	for (int i1 = 0; i1 <= c; i1++)
	  {
	    u[2 * i3 + 1][2 * i2 + 1][2 * i1] += 0.25 * z3[i1];
	    u[2 * i3 + 1][2 * i2 + 1][2 * i1 + 1]
	      += 0.125 * (z3[i1] + z3[i1 + 1]);
	  }
      }
}

static void
mg3p (void)
{
  for (int k = lt; k >= 2; k--)
    rprj3 (rl[k], 1 << k, rl[k - 1]);
  zero3 (ul[1], 2);
  psinv (rl[1], ul[1], 2);
  for (int k = 2; k < lt; k++)
    {
      zero3 (ul[k], 1 << k);
      interp (ul[k - 1], 1 << k, ul[k]);
      resid (ul[k], rl[k], rl[k], 1 << k);
      psinv (rl[k], ul[k], 1 << k);
    }
  interp (ul[lt - 1], 1 << lt, ul[lt]);
  resid (ul[lt], v, rl[lt], 1 << lt);
  psinv (rl[lt], ul[lt], 1 << lt);
}

static double
norm2u3 (void)
{
  int n = 1 << lt, m = n + 2;
  double (*r)[m][m] = CUBE (rl[lt], m), s = 0;
  for (int i3 = 1; i3 <= n; i3++)
    for (int i2 = 1; i2 <= n; i2++)
      for (int i1 = 1; i1 <= n; i1++)
	s += r[i3][i2][i1] * r[i3][i2][i1];
  return sqrt (s / ((double) n * n * n));
}

/* Insert value X at POS (3 ints) into the MM best of L (best first).  */
static void
keep (double *l, int (*pos)[3], int *len, double x, int i3, int i2, int i1,
      int better)
{
  if (*len == MM && better * (x - l[MM - 1]) <= 0)
    return;
  int i = *len < MM ? (*len)++ : MM - 1;
  for (; i > 0 && better * (x - l[i - 1]) > 0; i--)
    {
      l[i] = l[i - 1];
      memcpy (pos[i], pos[i - 1], sizeof pos[i]);
    }
  l[i] = x;
  pos[i][0] = i3, pos[i][1] = i2, pos[i][2] = i1;
}

/* NPB's zran3: +1 at the MM largest random numbers, -1 at the MM
   smallest.  */
static void
zran3 (void)
{
  const double A = 1220703125.0, X = 314159265.0;
  int n = 1 << lt, m = n + 2, nbig = 0, nsmall = 0;
  double big[MM], small[MM], a1 = power (A, n), a2 = power (A, n * n);
  int pbig[MM][3], psmall[MM][3];
  double (*z)[m][m] = CUBE (v, m);
  double x0 = X;
  for (int i3 = 1; i3 <= n; i3++, randlc (&x0, a2))
    {
      double x1 = x0;
      for (int i2 = 1; i2 <= n; i2++, randlc (&x1, a1))
	{
	  double xx = x1;
	  for (int i1 = 1; i1 <= n; i1++)
	    {
	      double x = randlc (&xx, A);
	      keep (big, pbig, &nbig, x, i3, i2, i1, 1);
	      keep (small, psmall, &nsmall, x, i3, i2, i1, -1);
	    }
	}
    }
  zero3 (v, n);
  for (int i = 0; i < MM; i++)
    z[psmall[i][0]][psmall[i][1]][psmall[i][2]] = -1.0;
  for (int i = 0; i < MM; i++)
    z[pbig[i][0]][pbig[i][1]][pbig[i][2]] = 1.0;
  comm3 (v, n);
}

/* N zeroed doubles, allocated as libhpc allocates its blocks
   (ref_alloc.h), so that this program and examples/mg.c run on the same
   kind of pages.  */
static double *
zeroed (size_t n)
{
  double *p = ref_alloc (n * sizeof (double));
  if (!p)
    {
      fprintf (stderr, "mg_seq: out of memory\n");
      exit (1);
    }
  memset (p, 0, n * sizeof (double));
  return p;
}

int
main (int argc, char **argv)
{
  MPI_Init (&argc, &argv);
  char cls = 'S';
  for (int o; (o = getopt (argc, argv, "c:")) != -1;)
    if (o == 'c')
      cls = optarg[0];
  int nit = 4, rank;
  double verify = 0;
  if (cls == 'S')
    lt = 5, verify = 0.5307707005734e-04;
  else if (cls == 'W')
    lt = 7, verify = 0.6467329375339e-05;
  else
    {
      fprintf (stderr, "usage: mg_seq [-c S|W]\n");
      MPI_Abort (MPI_COMM_WORLD, 2);
    }
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  int work = rank == 0;
  for (int k = 1; k <= lt && work; k++)
    {
      size_t m = (1 << k) + 2;
      ul[k] = zeroed (m * m * m);
      rl[k] = zeroed (m * m * m);
    }
  if (work)
    {
      size_t m = (1 << lt) + 2;
      v = zeroed (m * m * m);
      zran3 ();
      resid (ul[lt], v, rl[lt], 1 << lt);
      norm2u3 ();
      mg3p ();
      resid (ul[lt], v, rl[lt], 1 << lt);
      zero3 (ul[lt], 1 << lt);
    }
  turns_begin ();
  double t0 = MPI_Wtime (), rnm2 = 0;
  if (work)
    {
      resid (ul[lt], v, rl[lt], 1 << lt);
      norm2u3 ();
    }
  for (int it = 1; it <= nit; it++)
    {
      if (work)
	{
	  mg3p ();
	  resid (ul[lt], v, rl[lt], 1 << lt);
	}
      turns_between (it, nit);
    }
  if (work)
    rnm2 = norm2u3 ();
  double t = MPI_Wtime () - t0 - turns_waited ();
  int ok = fabs (rnm2 - verify) <= 1e-8 * verify;
  if (work)
    printf ("time %.6f checksum %.13e\n", t, rnm2);
  turns_end ();
  MPI_Bcast (&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize ();
  return !ok;
}
