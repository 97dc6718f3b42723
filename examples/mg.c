/* mg.c - the NAS Parallel Benchmarks' MG kernel (NPB 3.4): V-cycles of
   multigrid for the discrete Poisson problem A u = v on a periodic
   N x N x N grid, v zero but +1 at the 10 largest and -1 at the 10
   smallest of NPB's pseudo-random numbers (randlc).  Each V-cycle
   restricts the residual down the levels (rprj3), smooths on the
   coarsest (psinv), then on the way up interpolates the correction
   (interp), recomputes the residual (resid) and smooths again; rnm2,
   the residual's L2 norm after the last cycle, is NPB's verification
   value.

   Structured as NPB's serial mg.f is: a hierarchy of levels, each a
   struct of handles (u, r) allocated once the class is known, with the
   routines of the original working on a level.  The grid's index
   dimensions i3 and i2 are distributed in blocks over a 2-D process
   grid with one ghost plane; i1 is held whole, with NPB's periodic
   ghost cells at 0 and N + 1.  A coarse level's ranges are the odd
   indices of the finer level's (hpc_subrange (x, 1, n - 1, 2), the
   points NPB's rprj3 centres on) given ghost regions of their own
   (hpc_ghosts), so restriction is local: a location of the coarse range
   subscripts the fine array, its neighbours shifted in the fine index
   space.  Prolongation reads the coarse u in place, as NPB's interp
   does: a coarse location updates the fine points on it and just below
   it, each process those it holds (the coarse ghost above its last
   coarse point serves the fine point past it).  Where a process holds
   fine points but no coarse one (small levels on many processes), the
   coarse values go through a scratch array over the fine ranges whose
   exchange brings them.  Ghost cells are periodic (comm3:
   hpc_write_halo_mode with HPC_HALO_PERIODIC).

   Every point value is computed by the expression and in the order of
   NPB's loops, so u is the same bit for bit whatever the processes and
   threads; rnm2 is a sum over the processes (its last digits depend on
   them) and is checked against NPB 3.4's official value to a relative
   1e-8, as NPB checks it.

   Usage: mg [-c S|W] [-o FILE.npy]  (default class S: 32^3, 4
   iterations; W: 128^3, 4 iterations; mg.npy: u at the end).  With
   -DMG_BENCH (bench/Makefile.am) it prints "time T checksum RNM2"
   instead, T the time of NPB's timed region.  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef MG_BENCH
#include "turns.h"
#else
#define turns_begin()
#define turns_between(done, total)
#define turns_waited() 0.0
#define turns_end()
#endif

enum { LTMAX = 7, NM = (1 << LTMAX) + 2, MM = 10 };

typedef distributed double grid[Range][Range][int];

/* Level K: N points in each dimension, the ranges of i3 and i2, the
   global indices of i3 and i2 held here (LO3..HI3, LO2..HI2; HI below LO
   where none), the solution U and residual R, and the scratch T of
   interp_scratch where some process needs it (else NULL).  */
struct level
{
  int n;
  Range x, y;
  long lo3, hi3, lo2, hi2;
  grid u, r, t;
};

static struct level lev[LTMAX + 1];
static grid v;			/* the right-hand side, finest level */
static int lt;			/* the finest level */

static const double a0 = -8.0 / 3.0, a2 = 1.0 / 6.0, a3 = 1.0 / 12.0;
static const double c0 = -3.0 / 8.0, c1 = 1.0 / 32.0, c2 = -1.0 / 64.0;

/* NPB's randlc: X = A * X mod 2^46, returned times 2^-46 (exact in
   doubles).  */
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

/* A^N mod 2^46.  */
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

/* Z's periodic ghost planes of i3 and i2, from their owners.  */
static void
exchange (grid z)
{
  int widths[] = { 1, 1, 0 };
  int modes[] = { HPC_HALO_PERIODIC, HPC_HALO_PERIODIC, HPC_HALO_NONE };
  hpc_write_halo_mode (z, widths, modes, NULL, NULL);
}

/* NPB's comm3: Z's periodic ghost cells, i1's here, i3's and i2's from
   their owners.  */
static void
comm3 (int k, grid z)
{
  Range x = lev[k].x, y = lev[k].y;
  int n = lev[k].n;
  over (i3 = x)
    over (i2 = y)
      {
	z[i3][i2][0] = z[i3][i2][n];
	z[i3][i2][n + 1] = z[i3][i2][1];
      }
  exchange (z);
}

static void
zero3 (int k, grid z)
{
  Range x = lev[k].x, y = lev[k].y;
  int n = lev[k].n;
  over (i3 = hpc_expand (x, 1) | -1 : n)
    over (i2 = hpc_expand (y, 1) | -1 : n)
      for (int i1 = 0; i1 < n + 2; i1++)
	z[i3][i2][i1] = 0.0;
}

/* r = v - A u on level K (V may be R).  */
static void
resid (int k, grid u, grid v, grid r)
{
  Range x = lev[k].x, y = lev[k].y;
  int n = lev[k].n;
  over (i3 = x)
    over (i2 = y)
      {
	double u1[NM], u2[NM];
	for (int i1 = 0; i1 < n + 2; i1++)
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
  comm3 (k, r);
}

/* The smoother on level K: u = u + C r.  */
static void
psinv (int k)
{
  Range x = lev[k].x, y = lev[k].y;
  int n = lev[k].n;
  grid u = lev[k].u, r = lev[k].r;
  over (i3 = x)
    over (i2 = y)
      {
	double r1[NM], r2[NM];
	for (int i1 = 0; i1 < n + 2; i1++)
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
  comm3 (k, u);
}

/* Restriction of level K's residual to level K - 1's: s = P r.  A
   location of the coarse ranges names the fine point NPB's rprj3
   centres on; its neighbours are shifts in the fine index space.  */
static void
rprj3 (int k)
{
  Range cx = lev[k - 1].x, cy = lev[k - 1].y;
  int m = lev[k - 1].n;
  grid r = lev[k].r, s = lev[k - 1].r;
  over (j3 = cx)
    over (j2 = cy)
      {
	double x1[NM], y1[NM];
	for (int i1 = 1; i1 <= 2 * m + 1; i1 += 2)
	  {
	    x1[i1] = r[j3][j2 - 1][i1] + r[j3][j2 + 1][i1]
		     + r[j3 - 1][j2][i1] + r[j3 + 1][j2][i1];
	    y1[i1] = r[j3 - 1][j2 - 1][i1] + r[j3 + 1][j2 - 1][i1]
		     + r[j3 - 1][j2 + 1][i1] + r[j3 + 1][j2 + 1][i1];
	  }
	for (int j1 = 1; j1 <= m; j1++)
	  {
	    int i1 = 2 * j1;
	    double y2 = r[j3 - 1][j2 - 1][i1] + r[j3 + 1][j2 - 1][i1]
			+ r[j3 - 1][j2 + 1][i1] + r[j3 + 1][j2 + 1][i1];
	    double x2 = r[j3][j2 - 1][i1] + r[j3][j2 + 1][i1]
			+ r[j3 - 1][j2][i1] + r[j3 + 1][j2][i1];
	    s[j3][j2][j1] = 0.5 * r[j3][j2][i1]
			    + 0.25 * (r[j3][j2][i1 - 1] + r[j3][j2][i1 + 1]
				      + x2)
			    + 0.125 * (x1[i1 - 1] + x1[i1 + 1] + y2)
			    + 0.0625 * (y1[i1 - 1] + y1[i1 + 1]);
	  }
      }
  comm3 (k - 1, s);
}

/* Whether fine index G of a dimension is held here, [LO, HI] the
   indices held.  */
static inline int
held (long g, long lo, long hi)
{
  return g >= lo && g <= hi;
}

/* Prolongation from level K - 1 to level K: u = u + Q z, NPB's interp,
   reading the coarse u in place.  A coarse location (j3, j2) names the
   fine point on it; the fine index below it in each dimension (shift -1
   in the fine index space) lies between it and the coarse point before.
   Each location so updates the fine rows (j3 or j3 - 1, j2 or j2 - 1)
   from the coarse rows (j3 or j3 - 1, j2 or j2 - 1), with NPB's
   expressions (its z1, z2 and z3), and every fine row belongs to one
   location.  The process holding the row updates it: the loops take one
   coarse ghost above (hpc_expand) for a block of fine rows that ends
   between two coarse points, and skip a location's rows held elsewhere.
   The rows go in storage order, ascending addresses, which the
   hardware prefetchers follow (the other order takes a third longer).
   Along i1 (held whole) NPB's loops run as written.  A process holding
   fine rows must hold a coarse point in i3 and i2 (interp_scratch where
   one does not).  */
static void
interp_in_place (int k)
{
  Range cx = lev[k - 1].x, cy = lev[k - 1].y;
  int m = lev[k - 1].n;
  long lo3 = lev[k].lo3, hi3 = lev[k].hi3;
  long lo2 = lev[k].lo2, hi2 = lev[k].hi2;
  grid u = lev[k].u, z = lev[k - 1].u;
  over (j3 = hpc_expand (cx, 0, 1))
    over (j2 = hpc_expand (cy, 0, 1))
      {
	long g3 = 2 * hpc_idx (cx, j3) + 1, g2 = 2 * hpc_idx (cy, j2) + 1;
	int on3 = held (g3, lo3, hi3), below3 = held (g3 - 1, lo3, hi3);
	int on2 = held (g2, lo2, hi2), below2 = held (g2 - 1, lo2, hi2);
	double z1[NM], z2[NM], z3[NM];
	for (int i1 = 0; i1 < m + 2; i1++)
	  {
	    z1[i1] = z[j3][j2][i1] + z[j3][j2 - 1][i1];
	    z2[i1] = z[j3][j2][i1] + z[j3 - 1][j2][i1];
	    z3[i1] = z1[i1] + (z[j3 - 1][j2][i1] + z[j3 - 1][j2 - 1][i1]);
	  }
	if (below3 && below2)
	  for (int i1 = 0; i1 <= m; i1++)
	    {
	      u[j3 - 1][j2 - 1][2 * i1]
		= u[j3 - 1][j2 - 1][2 * i1] + 0.25 * z3[i1];
	      u[j3 - 1][j2 - 1][2 * i1 + 1]
		= u[j3 - 1][j2 - 1][2 * i1 + 1]
		  + 0.125 * (z3[i1] + z3[i1 + 1]);
	    }
	if (below3 && on2)
	  for (int i1 = 0; i1 <= m; i1++)
	    {
	      u[j3 - 1][j2][2 * i1] = u[j3 - 1][j2][2 * i1] + 0.5 * z2[i1];
	      u[j3 - 1][j2][2 * i1 + 1]
		= u[j3 - 1][j2][2 * i1 + 1] + 0.25 * (z2[i1] + z2[i1 + 1]);
	    }
	if (on3 && below2)
	  for (int i1 = 0; i1 <= m; i1++)
	    {
	      u[j3][j2 - 1][2 * i1] = u[j3][j2 - 1][2 * i1] + 0.5 * z1[i1];
	      u[j3][j2 - 1][2 * i1 + 1]
		= u[j3][j2 - 1][2 * i1 + 1] + 0.25 * (z1[i1] + z1[i1 + 1]);
	    }
	if (on3 && on2)
	  for (int i1 = 0; i1 <= m; i1++)
	    {
	      u[j3][j2][2 * i1] = u[j3][j2][2 * i1] + z[j3][j2][i1];
	      u[j3][j2][2 * i1 + 1]
		= u[j3][j2][2 * i1 + 1]
		  + 0.5 * (z[j3][j2][i1 + 1] + z[j3][j2][i1]);
	    }
      }
}

/* Level K - 1's u copied to the odd points of level K's scratch T (a
   coarse location names its fine point), T's ghosts filled.  */
static void
inject (int k)
{
  Range cx = lev[k - 1].x, cy = lev[k - 1].y;
  int m = lev[k - 1].n;
  grid z = lev[k - 1].u, t = lev[k].t;
  over (j3 = cx)
    over (j2 = cy)
      for (int i1 = 0; i1 < m + 2; i1++)
	t[j3][j2][i1] = z[j3][j2][i1];
  int widths[] = { 1, 1, 0 };
  int modes[] = { HPC_HALO_PERIODIC, HPC_HALO_PERIODIC, HPC_HALO_NONE };
  hpc_write_halo_mode (t, widths, modes, NULL, NULL);
}

/* interp where a process holds rows of level K but no coarse point in
   i3 or i2 (small levels on many processes), so that the coarse values
   its rows need are held only elsewhere: they are first copied to the
   odd points of level K's scratch T, whose exchange brings them (inject),
   and each fine row (i3, i2) is updated by its owner from T: a fine index
   that is odd in i3 (or i2) is a coarse point, T's value there; an even
   one lies between the coarse points at its neighbours.  */
static void
interp_scratch (int k)
{
  Range x = lev[k].x, y = lev[k].y;
  int m = lev[k - 1].n;
  grid u = lev[k].u, t = lev[k].t;
  inject (k);
  over (i3 = x)
    over (i2 = y)
      {
	int odd3 = hpc_idx (x, i3) % 2, odd2 = hpc_idx (y, i2) % 2;
	double z[NM];
	if (odd3 && odd2)
	  for (int i1 = 0; i1 <= m; i1++)
	    {
	      u[i3][i2][2 * i1] += t[i3][i2][i1];
	      u[i3][i2][2 * i1 + 1] += 0.5 * (t[i3][i2][i1 + 1]
					      + t[i3][i2][i1]);
	    }
	else if (odd3 || odd2)
	  {
	    /* Between two coarse points, along i2 (odd3) or i3.  */
	    for (int i1 = 0; i1 < m + 2; i1++)
	      z[i1] = odd3 ? t[i3][i2 + 1][i1] + t[i3][i2 - 1][i1]
			   : t[i3 + 1][i2][i1] + t[i3 - 1][i2][i1];
	    for (int i1 = 0; i1 <= m; i1++)
	      {
		u[i3][i2][2 * i1] += 0.5 * z[i1];
		u[i3][i2][2 * i1 + 1] += 0.25 * (z[i1] + z[i1 + 1]);
	      }
	  }
	else
	  {
	    for (int i1 = 0; i1 < m + 2; i1++)
	      {
		double z1 = t[i3 - 1][i2 + 1][i1] + t[i3 - 1][i2 - 1][i1];
		z[i1] = t[i3 + 1][i2 + 1][i1] + t[i3 + 1][i2 - 1][i1] + z1;
	      }
	    for (int i1 = 0; i1 <= m; i1++)
	      {
		u[i3][i2][2 * i1] += 0.25 * z[i1];
		u[i3][i2][2 * i1 + 1] += 0.125 * (z[i1] + z[i1 + 1]);
	      }
	  }
      }
}

/* Prolongation from level K - 1 to level K: u = u + Q z, NPB's interp.
   Its loops write every i1 of the rows they update, ghosts included,
   each ghost the value of its periodic image (computed from the coarse
   ghost that is the image of its coarse point, added to the fine ghost
   that held its image's value), as NPB's do: only the ghost planes of
   i3 and i2 are left to exchange.  */
static void
interp (int k)
{
  if (lev[k].t)
    interp_scratch (k);
  else
    interp_in_place (k);
  exchange (lev[k].u);
}

/* One V-cycle, NPB's mg3P.  */
static void
mg3p (void)
{
  for (int k = lt; k >= 2; k--)
    rprj3 (k);
  zero3 (1, lev[1].u);
  psinv (1);
  for (int k = 2; k < lt; k++)
    {
      zero3 (k, lev[k].u);
      interp (k);
      resid (k, lev[k].u, lev[k].r, lev[k].r);
      psinv (k);
    }
  interp (lt);
  resid (lt, lev[lt].u, v, lev[lt].r);
  psinv (lt);
}

/* NPB's norm2u3 of the finest residual: its L2 norm.  (NPB's also
   finds the largest magnitude, rnmu, which nothing reads.)  */
static double
norm2u3 (void)
{
  Range x = lev[lt].x, y = lev[lt].y;
  int n = lev[lt].n;
  grid r = lev[lt].r;
  double s = 0;
  over (i3 = x)
    over (i2 = y)
      for (int i1 = 1; i1 <= n; i1++)
	s += r[i3][i2][i1] * r[i3][i2][i1];
  MPI_Allreduce (MPI_IN_PLACE, &s, 1, MPI_DOUBLE, MPI_SUM,
		 hpc_comm (hpc_apg ()));
  return sqrt (s / ((double) n * n * n));
}

/* A candidate of zran3: a random value and its global indices.  */
struct cand
{
  double val, g3, g2, g1;
};

/* Insert C into the list L of the MM best so far (sorted, best first)
   if it beats the last; BETTER is +1 for largest, -1 for smallest.  */
static void
keep (struct cand *l, int *len, struct cand c, int better)
{
  if (*len == MM && better * (c.val - l[MM - 1].val) <= 0)
    return;
  int i = *len < MM ? (*len)++ : MM - 1;
  for (; i > 0 && better * (c.val - l[i - 1].val) > 0; i--)
    l[i] = l[i - 1];
  l[i] = c;
}

/* The MM best of every process's lists in ALL (P processes, the
   largest list then the smallest of each), into OUT; SIDE 0 picks the
   largest, 1 the smallest.  */
static void
best_of (const struct cand *all, int p, int side, struct cand *out)
{
  int len = 0;
  for (int q = 0; q < p; q++)
    for (int i = 0; i < MM; i++)
      {
	struct cand c = all[(2 * q + side) * MM + i];
	if (c.val > 0)		/* a process holding fewer points sends 0s */
	  keep (out, &len, c, side ? -1 : 1);
      }
}

/* Whether global point (G3, G2, G1) is one of the MM of L.  */
static int
chosen (const struct cand *l, long g3, long g2, int g1)
{
  for (int i = 0; i < MM; i++)
    if (l[i].g3 == g3 && l[i].g2 == g2 && l[i].g1 == g1)
      return 1;
  return 0;
}

/* NPB's zran3: v zero but +1 at the MM largest and -1 at the MM
   smallest of the random numbers, one for each grid point (the stream
   in i1 order, then i2, then i3).  Each process scans the numbers of
   the points it holds, without storing them, for its own candidates;
   every process then picks the best of all.  */
static void
zran3 (void)
{
  const double A = 1220703125.0 /* 5^13 */, X = 314159265.0;
  Range x = lev[lt].x, y = lev[lt].y;
  int n = lev[lt].n;
  long lo3 = lev[lt].lo3, hi3 = lev[lt].hi3, lo2 = lev[lt].lo2;
  long hi2 = lev[lt].hi2;
  struct cand mine[2 * MM];	/* the largest, then the smallest */
  int nbig = 0, nsmall = 0;
  memset (mine, 0, sizeof mine);
  for (long g3 = lo3; g3 <= hi3; g3++)
    for (long g2 = lo2; g2 <= hi2; g2++)
      {
	double xx = X;
	randlc (&xx, power (A, (long) n * (g2 + (long) n * g3)));
	for (int g1 = 0; g1 < n; g1++)
	  {
	    struct cand c = { randlc (&xx, A), g3, g2, g1 };
	    keep (mine, &nbig, c, 1);
	    keep (mine + MM, &nsmall, c, -1);
	  }
      }
  int p = hpc_group_size (hpc_apg ());
  struct cand *all = malloc (2 * MM * p * sizeof *all), big[MM], small[MM];
  MPI_Allgather (mine, 2 * MM * 4, MPI_DOUBLE, all, 2 * MM * 4, MPI_DOUBLE,
		 hpc_comm (hpc_apg ()));
  best_of (all, p, 0, big);
  best_of (all, p, 1, small);
  free (all);
  zero3 (lt, v);
  over (i3 = x)
    over (i2 = y)
      {
	long g3 = hpc_idx (x, i3), g2 = hpc_idx (y, i2);
	for (int g1 = 0; g1 < n; g1++)
	  if (chosen (small, g3, g2, g1))
	    v[i3][i2][g1 + 1] = -1.0;
	  else if (chosen (big, g3, g2, g1))
	    v[i3][i2][g1 + 1] = 1.0;
      }
  comm3 (lt, v);
}

/* L's LO3..HI3 and LO2..HI2.  */
static void
held_indices (struct level *l)
{
  Range x = l->x, y = l->y;
  long lo3 = l->n, hi3 = -1, lo2 = l->n, hi2 = -1;
  over (i3 = x)
    over (i2 = y)
      {
	long g3 = hpc_idx (x, i3), g2 = hpc_idx (y, i2);
	lo3 = g3 < lo3 ? g3 : lo3;
	hi3 = g3 > hi3 ? g3 : hi3;
	lo2 = g2 < lo2 ? g2 : lo2;
	hi2 = g2 > hi2 ? g2 : hi2;
      }
  l->lo3 = lo3, l->hi3 = hi3, l->lo2 = lo2, l->hi2 = hi2;
}

/* Whether some process holds rows of level K but no point of level K - 1
   in i3 or i2 (interp_scratch).  */
static int
needs_scratch (int k)
{
  struct level *f = &lev[k], *c = &lev[k - 1];
  int rows = hpc_local_size (f->x) > 0 && hpc_local_size (f->y) > 0;
  int lacks = rows && (hpc_local_size (c->x) == 0
		       || hpc_local_size (c->y) == 0);
  MPI_Allreduce (MPI_IN_PLACE, &lacks, 1, MPI_INT, MPI_LOR,
		 hpc_comm (hpc_apg ()));
  return lacks;
}

/* The levels of a grid of 2^LT points a side over grid P: level LT's
   ranges are blocks, each coarser level's the odd indices of the one
   above, with ghost planes of their own.  */
static void
setup (Procs2 p)
{
  for (int k = lt; k >= 1; k--)
    {
      struct level *l = &lev[k];
      l->n = 1 << k;
      if (k == lt)
	{
	  l->x = hpc_block_range (l->n, hpc_dim (p, 0), 1);
	  l->y = hpc_block_range (l->n, hpc_dim (p, 1), 1);
	}
      else
	{
	  int fine = lev[k + 1].n;
	  l->x = hpc_ghosts (hpc_subrange (lev[k + 1].x, 1, fine - 1, 2), 1);
	  l->y = hpc_ghosts (hpc_subrange (lev[k + 1].y, 1, fine - 1, 2), 1);
	}
      l->u = hpc_new (l->x, l->y, l->n + 2);
      l->r = hpc_new (l->x, l->y, l->n + 2);
      held_indices (l);
    }
  for (int k = 2; k <= lt; k++)
    if (needs_scratch (k))
      lev[k].t = hpc_new (lev[k].x, lev[k].y, lev[k].n / 2 + 2);
  v = hpc_new (lev[lt].x, lev[lt].y, lev[lt].n + 2);
}

static void
release (void)
{
  for (int k = 1; k <= lt; k++)
    {
      hpc_free (lev[k].u);
      hpc_free (lev[k].r);
      hpc_free (lev[k].t);
    }
  hpc_free (v);
}

/* Level K's u zero, its ghosts from their owners: the zeros zero3
   writes in the ghosts are the owners' values, but check mode knows
   that only from an exchange once the ghosts have been read.  */
static void
reset (int k)
{
  zero3 (k, lev[k].u);
  comm3 (k, lev[k].u);
}

/* NPB's main program from the set-up on: u zero (ghosts included), the
   residual, one V-cycle to warm up, u reset (v is unchanged), then the
   timed region: the
   residual and its norm, NIT V-cycles each followed by the residual,
   and rnm2.  Returns rnm2; *T the timed region's seconds.  */
static double
run (int nit, double *t)
{
  reset (lt);
  resid (lt, lev[lt].u, v, lev[lt].r);
  norm2u3 ();
  mg3p ();
  resid (lt, lev[lt].u, v, lev[lt].r);
  reset (lt);
  turns_begin ();
  MPI_Barrier (hpc_comm (hpc_apg ()));
  double t0 = MPI_Wtime ();
  resid (lt, lev[lt].u, v, lev[lt].r);
  norm2u3 ();
  for (int it = 1; it <= nit; it++)
    {
      mg3p ();
      resid (lt, lev[lt].u, v, lev[lt].r);
      turns_between (it, nit);
    }
  double rnm2 = norm2u3 ();
  *t = MPI_Wtime () - t0 - turns_waited ();
  return rnm2;
}

static void
usage (void)
{
  fprintf (stderr, "usage: mg [-c S|W] [-o FILE.npy]\n");
  exit (2);
}

int
main (int argc, char **argv)
{
  const char *npy = "mg.npy";
  char cls = 'S';
  for (int o; (o = getopt (argc, argv, "c:o:")) != -1;)
    switch (o)
      {
      case 'c': cls = optarg[0] && !optarg[1] ? optarg[0] : '?'; break;
      case 'o': npy = optarg; break;
      default: usage ();
      }
  /* NPB 3.4's classes: grid 2^lt a side, iterations, verification.  */
  int nit = 4;
  double verify;
  if (cls == 'S')
    lt = 5, verify = 0.5307707005734e-04;
  else if (cls == 'W')
    lt = 7, verify = 0.6467329375339e-05;
  else
    usage ();
  if (optind != argc)
    usage ();

  double rnm2 = 0, t = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    setup (p);
    zran3 ();
    rnm2 = run (nit, &t);
#ifndef MG_BENCH
    int n = lev[lt].n;
    grid u = lev[lt].u;
    hpc_write_npy (npy, u[[:, :, 1 : n]], "<f8");
#else
    (void) npy;
#endif
    release ();
  }
  double tmax = t;
  MPI_Allreduce (&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  int ok = fabs (rnm2 - verify) <= 1e-8 * verify;
#ifdef MG_BENCH
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.13e\n", tmax, rnm2);
  turns_end ();
  return !ok;
#else
  if (hpc_rank () == 0)
    printf ("mg: class %c (%d^3), %d iterations, %d processes: rnm2 %.13e "
	    "(NPB %.13e), %.3f s, %s\n", cls, 1 << lt, nit, hpc_nprocs (),
	    rnm2, verify, tmax, ok ? "verified" : "WRONG");
  return !ok;
#endif
}
