/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Periodic ghosts that a process fills from its own cells (a periodic
   dimension of one process: NAS MG's grids on one process, or on a
   2 x 1 grid) are copied in place, not sent to itself: the program
   counts, through the MPI profiling interface, the messages libhpc
   sends to its own rank, and checks every ghost, corners included, of
   a 3-D array (planes and rows: contiguous boxes and long runs), a 2-D
   one with ghost columns of width 2 (short runs), and a split-phase
   exchange.  */
#include <hpc.h>
#include "conf-kinds.h"

static int self_sends;

int
MPI_Isend (const void *buf, int count, MPI_Datatype type, int dest, int tag,
	   MPI_Comm comm, MPI_Request *req)
{
  int me;
  PMPI_Comm_rank (comm, &me);
  if (dest == me)
    self_sends++;
  return PMPI_Isend (buf, count, type, dest, tag, comm, req);
}

enum { N0 = 6, N1 = 5, N2 = 4, M0 = 7, M1 = 6 };

static double f3 (long a, long b, long c) { return a * 100 + b * 10 + c + 1; }
static int f2 (long a, long b) { return (int) (a * 10 + b + 1); }
static long wrap (long a, long n) { return (a % n + n) % n; }

static void
check_3d (Procs2 p)
{
  Range x = hpc_block_range (N0, hpc_dim (p, 0), 1);
  Range y = hpc_block_range (N1, hpc_dim (p, 1), 1);
  distributed double u[x][y][N2];
  over (i = x)
    over (j = y)
      for (int k = 0; k < N2; k++)
	u[i][j][k] = f3 (hpc_idx (x, i), hpc_idx (y, j), k);
  int widths[] = { 1, 1, 0 };
  int modes[] = { HPC_HALO_PERIODIC, HPC_HALO_PERIODIC, HPC_HALO_NONE };
  hpc_write_halo_mode (u, widths, modes, NULL, NULL);
  over (i = x)
    over (j = y)
      for (int di = -1; di <= 1; di++)
	for (int dj = -1; dj <= 1; dj++)
	  for (int k = 0; k < N2; k++)
	    CHECK (u[i + di][j + dj][k]
		   == f3 (wrap (hpc_idx (x, i) + di, N0),
			  wrap (hpc_idx (y, j) + dj, N1), k));
}

static void
check_2d (Procs2 p, int split)
{
  Range x = hpc_block_range (M0, hpc_dim (p, 0), 1);
  Range y = hpc_block_range (M1, hpc_dim (p, 1), 2);
  distributed int v[x][y];
  over (i = x)
    over (j = y)
      v[i][j] = f2 (hpc_idx (x, i), hpc_idx (y, j));
  int modes[] = { HPC_HALO_PERIODIC, HPC_HALO_PERIODIC };
  if (split)
    {
      hpc_write_halo_begin_mode (v, NULL, modes, NULL, NULL);
      hpc_write_halo_end (v);
    }
  else
    hpc_write_halo_mode (v, NULL, modes, NULL, NULL);
  over (i = x)
    over (j = y)
      for (int di = -1; di <= 1; di++)
	for (int dj = -2; dj <= 2; dj++)
	  CHECK (v[i + di][j + dj]
		 == f2 (wrap (hpc_idx (x, i) + di, M0),
			wrap (hpc_idx (y, j) + dj, M1)));
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    check_3d (p);
    check_2d (p, 0);
    check_2d (p, 1);
  }
  CHECK (self_sends == 0);
  return 0;
}
