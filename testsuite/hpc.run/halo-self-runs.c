/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Periodic ghosts a process fills from its own cells are copied run by
   run, runs that continue each other in the block merged: a ghost plane
   of a 3-D array distributed in its first dimension only is one copy
   (the program counts libhpc's calls to memcpy while it exchanges, on
   one process, where every ghost is its own).  Every ghost is checked,
   on any number of processes, through more arrays than libhpc keeps
   recent plans for, each exchanged in turn with two widths.  */
#include <hpc.h>
#include "conf-kinds.h"

static int counting, copies;

/* Through a pointer GCC cannot see through, so that the copy is not
   turned back into a call of memcpy.  */
static void *(*volatile move) (void *, const void *, size_t) = memmove;

/* libhpc's memcpy, counted while COUNTING.  */
void *
memcpy (void *to, const void *from, size_t n)
{
  if (counting)
    copies++;
  return move (to, from, n);
}

enum { N0 = 6, N1 = 5, N2 = 7, NARRAYS = 80, ROUNDS = 3 };

static double
f (int a, long i, long j, long k, int round)
{
  return a * 1e4 + i * 1e3 + j * 1e2 + k + round * 1e6;
}

static long
wrap (long i, long n)
{
  return (i % n + n) % n;
}

typedef distributed double cube[Range][int][int];

static void
fill (cube u, Range x, int a, int round)
{
  over (i = x)
    for (int j = 0; j < N1; j++)
      for (int k = 0; k < N2; k++)
	u[i][j][k] = f (a, hpc_idx (x, i), j, k, round);
}

/* U's ghost planes, W wide, hold the periodic images of its planes.  */
static void
check (cube u, Range x, int a, int round, int w)
{
  over (i = x)
    for (int d = -w; d <= w; d++)
      for (int j = 0; j < N1; j++)
	for (int k = 0; k < N2; k++)
	  CHECK (u[i + d][j][k]
		 == f (a, wrap (hpc_idx (x, i) + d, N0), j, k, round));
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), 2);
    static cube u[NARRAYS];
    for (int a = 0; a < NARRAYS; a++)
      u[a] = hpc_new (x, N1, N2);
    int one[] = { 1, 0, 0 }, two[] = { 2, 0, 0 };
    int modes[] = { HPC_HALO_PERIODIC, HPC_HALO_NONE, HPC_HALO_NONE };
    for (int round = 0; round < ROUNDS; round++)
      for (int a = 0; a < NARRAYS; a++)
	{
	  int w = (a + round) % 2 + 1;
	  fill (u[a], x, a, round);
	  counting = round > 0;
	  copies = 0;
	  hpc_write_halo_mode (u[a], w == 1 ? one : two, modes, NULL, NULL);
	  counting = 0;
	  check (u[a], x, a, round, w);
	  /* Two ghost planes (a plan made before: round 0 made them).  */
	  if (hpc_nprocs () == 1 && round > 0)
	    CHECK (copies == 2);
	}
    for (int a = 0; a < NARRAYS; a++)
      hpc_free (u[a]);
  }
  return 0;
}
