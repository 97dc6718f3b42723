/* { dg-do run } */
/* { dg-options "-fdump-tree-original" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Red-black loops spelt in the ways fuse.cc recognises by what they
   mean (the colour loop's test and step, its variable declared before
   it or counting down, the colour start with & 1, 2 - ..., ^, the body
   with a temporary, a compound assignment, several statements, the two
   sweeps written out with hpc_write_halo (u), bounds from hpc_size)
   give the results of the same sweeps run sequentially, bit for bit, on
   grids splitting rows, columns or both, with ghosts of 1 (the fused
   pass) and 2 (the loop as written: __hpc_rows_begin declines the whole
   ghosts).  */
#include <stdio.h>
#include <stdlib.h>

#ifndef REAL
#define REAL double		/* fuse-spell-2.c: float */
#endif

enum { NITER = 3, NMAX = 41 };

static long wrong;
static const double omega = 1.25, h = 0.125;

static void
compare (const char *grid, const char *name, long i, long j, double got,
	 double want)
{
  if (got != want
      && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "%s, %s: u[%ld][%ld] = %.17g, sequential %.17g\n",
	     grid, name, i, j, got, want);
}

static double
initial (long i, long j)
{
  return 0.25 * ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5 : 0.0);
}

/* The update of each spelling, and the colours of its two sweeps: the
   points (i, j) with (i + j) % 2 == first, then the others.  */
enum kind { JACOBI, SOR, SEVERAL };

static REAL
update (enum kind k, REAL (*s)[NMAX], int i, int j)
{
  REAL a = s[i - 1][j], b = s[i + 1][j], c = s[i][j - 1], d = s[i][j + 1];
  REAL v = s[i][j];
  switch (k)
    {
    case JACOBI:
      return 0.25 * (a + b + c + d);
    case SOR:
      return v + omega * (0.25 * (a + b + c + d) - v);
    default:
      v = a + b;
      v += c + d;
      v *= 0.25;
      return v - h;
    }
}

static void
sequential (int n, REAL (*s)[NMAX], enum kind k, int first)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s[i][j] = initial (i, j);
  for (int iter = 0; iter < NITER; iter++)
    for (int c = 0; c < 2; c++)
      for (int i = 1; i <= n - 2; i++)
	for (int j = 1; j <= n - 2; j++)
	  if ((i + j) % 2 == (first + c) % 2)
	    s[i][j] = update (k, s, i, j);
}

#define NB (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1])

/* != and ++; Jacobi; colours 1, 0.  */
static void
ne (distributed REAL u[Range x][Range y], int n)
{
  for (int iter = 0; iter < NITER; iter++)
    for (int p = 0; p != 2; p++) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : n - 2 : 2)
	  u[i][j] = 0.25 * NB;
    }
}

/* <= and +=; SOR; colours 0, 1.  */
static void
pluseq (distributed REAL u[Range x][Range y], int n)
{
  for (int iter = 0; iter < NITER; iter++)
    for (int p = 1; p <= 2; p += 1) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : n - 2 : 2)
	  u[i][j] += omega * (0.25 * NB - u[i][j]);
    }
}

/* Declared before, counting down by p = p - 1, & 1; a temporary;
   colours 0, 1.  */
static void
down (distributed REAL u[Range x][Range y], int n)
{
  int p;
  for (int iter = 0; iter < NITER; iter++)
    for (p = 1; p >= 0; p = p - 1) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | ((hpc_idx (x, i) + p) & 1) + 1 : n - 2 : 2) {
	  REAL nb = NB;
	  u[i][j] = 0.25 * nb;
	}
    }
  if (p != -1)
    wrong++;
}

/* 2 - (...) % 2; several assignments; colours 0, 1.  */
static void
several (distributed REAL u[Range x][Range y], int n)
{
  for (int iter = 0; iter < NITER; iter++)
    for (int p = 0; p < 2; p = p + 1) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 2 - (hpc_idx (x, i) + p) % 2 : n - 2 : 2) {
	  u[i][j] = u[i - 1][j] + u[i + 1][j];
	  u[i][j] += u[i][j - 1] + u[i][j + 1];
	  u[i][j] *= 0.25;
	  u[i][j] = u[i][j] - h;
	}
    }
}

/* A long counter, 2 > p, ^; SOR through a temporary; colours 1, 0.  */
static void
xor (distributed REAL u[Range x][Range y], int n)
{
  for (int iter = 0; iter < NITER; iter++)
    for (long p = 0; 2 > p; ++p) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + ((hpc_idx (x, i) ^ p) & 1) : n - 2 : 2) {
	  double r;
	  r = 0.25 * NB - u[i][j];
	  u[i][j] += omega * r;
	}
    }
}

/* Bounds from hpc_size, a const function of the range; colours 1, 0.  */
static void
sized (distributed REAL u[Range x][Range y], int n)
{
  for (int iter = 0; iter < NITER; iter++)
    for (int p = 0; p < 2; p++) {
      hpc_write_halo (u);
      over (i = x | 1 : hpc_size (x) - 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : hpc_size (y) - 2 : 2)
	  u[i][j] = 0.25 * NB;
    }
  if (n != hpc_size (x))
    wrong++;
}

/* The two sweeps written out, exchanging the whole ghosts; colours 0,
   1.  */
static void
written_out (distributed REAL u[Range x][Range y], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 2 - hpc_idx (x, i) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * NB;
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + hpc_idx (x, i) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * NB;
  }
}

static const struct
{
  const char *name;
  void (*relax) (distributed REAL u[Range x][Range y], int n);
  enum kind kind;
  int first;
} spellings[] = {
  { "!=", ne, JACOBI, 1 },
  { "+=", pluseq, SOR, 0 },
  { "down", down, JACOBI, 0 },
  { "several", several, SEVERAL, 0 },
  { "^", xor, SOR, 1 },
  { "written out", written_out, JACOBI, 0 },
  { "hpc_size", sized, JACOBI, 1 },
};

/* Each spelling on an N x N array over X and Y against its sequential
   loop.  */
static void
check (const char *grid, Range x, Range y, int n)
{
  static REAL s[NMAX][NMAX];
  for (unsigned k = 0; k < sizeof spellings / sizeof *spellings; k++)
    {
      sequential (n, s, spellings[k].kind, spellings[k].first);
      distributed REAL u[x][y];
      over (i = x | :)
	over (j = y | :)
	  u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
      spellings[k].relax (u, n);
      over (i = x | :)
	over (j = y | :)
	  compare (grid, spellings[k].name, hpc_idx (x, i), hpc_idx (y, j),
		   u[i][j], s[hpc_idx (x, i)][hpc_idx (y, j)]);
    }
}

int
main (void)
{
  int np = hpc_group_size (hpc_apg ());
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (NMAX, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (NMAX, hpc_dim (p, 1), 1);
    check ("auto grid", x, y, NMAX);
    Range x2 = hpc_block_range (30, hpc_dim (p, 0), 2);
    Range y2 = hpc_block_range (30, hpc_dim (p, 1), 2);
    check ("auto grid, ghosts of 2", x2, y2, 30);
  }
  Procs2 r = hpc_procs2 (np, 1);
  on (r) {
    Range x = hpc_block_range (NMAX, hpc_dim (r, 0), 1);
    Range y = hpc_block_range (NMAX, hpc_dim (r, 1), 1);
    check ("rows split", x, y, NMAX);
  }
  Procs2 c = hpc_procs2 (1, np);
  on (c) {
    Range x = hpc_block_range (33, hpc_dim (c, 0), 1);
    Range y = hpc_block_range (33, hpc_dim (c, 1), 1);
    check ("columns split", x, y, 33);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
/* Every spelling fused (seven loops).  */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 7 "original" } } */
