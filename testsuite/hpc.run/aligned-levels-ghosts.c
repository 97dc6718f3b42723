/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A multigrid hierarchy of 2-D levels whose coarse ranges are strided
   subranges of the fine ones given ghost regions
   (hpc_ghosts (hpc_subrange (x, 1, n - 1, 2), 1)): each level restricted
   from the one above through locations of the coarse range on the fine
   array (local), its periodic halo exchanged (levels of 2 points leave
   processes holding nothing), and a stencil run on it that reads its
   own ghosts; a location of the subrange without ghosts reads the
   ghosted level.  Checked against the sequential computation on global
   indices.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 32
#define LEVELS 5

typedef distributed double grid[Range][Range];

static struct level { Range x, y; long n; grid f, s; } lev[LEVELS];

/* Sequential levels: the finest from init, each coarser restricted.  */
static double seqf[LEVELS][N][N], seqs[LEVELS][N][N];

static double
init (long g, long h)
{
  return (double) ((g * g + 3 * h + g * h) % 61) - 0.125 * g;
}

static long
wrap (long g, long n)
{
  return (g + n) % n;
}

static void
sequential (void)
{
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++)
      seqf[0][i][j] = init (i, j);
  for (int k = 0; k < LEVELS; k++)
    {
      long n = N >> k;
      double (*f)[N] = seqf[k];
      for (long i = 0; i < n; i++)
	for (long j = 0; j < n; j++)
	  seqs[k][i][j] = f[i][j] - 0.25 * (f[wrap (i - 1, n)][j]
					    + f[wrap (i + 1, n)][j]
					    + f[i][wrap (j - 1, n)]
					    + f[i][wrap (j + 1, n)]);
      if (k + 1 < LEVELS)
	for (long i = 0; i < n / 2; i++)
	  for (long j = 0; j < n / 2; j++)
	    seqf[k + 1][i][j] = 0.5 * f[2 * i + 1][2 * j + 1]
				+ 0.125 * (f[2 * i][2 * j + 1]
					   + f[wrap (2 * i + 2, n)][2 * j + 1]
					   + f[2 * i + 1][2 * j]
					   + f[2 * i + 1][wrap (2 * j + 2, n)]);
    }
}

static void
exchange (grid a)
{
  int widths[] = { 1, 1 };
  int modes[] = { HPC_HALO_PERIODIC, HPC_HALO_PERIODIC };
  hpc_write_halo_mode (a, widths, modes, NULL, NULL);
}

/* Level K + 1 from level K: coarse locations on the fine array.  */
static void
restrict_level (int k)
{
  grid f = lev[k].f, c = lev[k + 1].f;
  Range cx = lev[k + 1].x, cy = lev[k + 1].y;
  over (i = cx)
    over (j = cy)
      c[i][j] = 0.5 * f[i][j] + 0.125 * (f[i - 1][j] + f[i + 1][j]
					 + f[i][j - 1] + f[i][j + 1]);
}

static void
stencil (int k)
{
  grid f = lev[k].f, s = lev[k].s;
  Range x = lev[k].x, y = lev[k].y;
  exchange (f);
  over (i = x)
    over (j = y)
      s[i][j] = f[i][j] - 0.25 * (f[i - 1][j] + f[i + 1][j] + f[i][j - 1]
				  + f[i][j + 1]);
}

int
main (void)
{
  long bad = 0;
  sequential ();
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p)
    {
      lev[0].x = hpc_block_range (N, hpc_dim (p, 0), 1);
      lev[0].y = hpc_block_range (N, hpc_dim (p, 1), 1);
      for (int k = 1; k < LEVELS; k++)
	{
	  long n = N >> (k - 1);
	  lev[k].x = hpc_ghosts (hpc_subrange (lev[k - 1].x, 1, n - 1, 2), 1);
	  lev[k].y = hpc_ghosts (hpc_subrange (lev[k - 1].y, 1, n - 1, 2), 1);
	}
      for (int k = 0; k < LEVELS; k++)
	{
	  lev[k].f = hpc_new (lev[k].x, lev[k].y);
	  lev[k].s = hpc_new (lev[k].x, lev[k].y);
	}
      Range x = lev[0].x, y = lev[0].y;
      grid f0 = lev[0].f;
      over (i = x)
	over (j = y)
	  f0[i][j] = init (hpc_idx (x, i), hpc_idx (y, j));
      for (int k = 0; k < LEVELS; k++)
	{
	  stencil (k);
	  if (k + 1 < LEVELS)
	    restrict_level (k);
	}
      for (int k = 0; k < LEVELS; k++)
	{
	  Range cx = lev[k].x, cy = lev[k].y;
	  grid f = lev[k].f, s = lev[k].s;
	  if (hpc_size (cx) != N >> k)
	    bad++;
	  over (i = cx)
	    over (j = cy)
	      {
		long g = hpc_idx (cx, i), h = hpc_idx (cy, j);
		if (f[i][j] != seqf[k][g][h] || s[i][j] != seqs[k][g][h])
		  bad++;
	      }
	}
      /* The same subrange without ghosts is aligned to it both ways.  */
      Range sx = hpc_subrange (lev[0].x, 1, N - 1, 2);
      Range sy = hpc_subrange (lev[0].y, 1, N - 1, 2);
      grid f1 = lev[1].f;
      over (i = sx)
	over (j = sy)
	  if (f1[i][j] != seqf[1][hpc_idx (sx, i)][hpc_idx (sy, j)])
	    bad++;
      for (int k = 0; k < LEVELS; k++)
	{
	  hpc_free (lev[k].f);
	  hpc_free (lev[k].s);
	}
    }
  MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (bad)
    fprintf (stderr, "aligned-levels-ghosts: %ld wrong elements\n", bad);
  return bad != 0;
}
