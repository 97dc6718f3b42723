/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* What a program can still reach is never reclaimed: ranges in Range
   variables, a global, a struct, a returned value, a function's
   argument, a statement expression's value, a subrange's parent, each
   used after
   collection points (hpc_free, block exits) that free everything else.
   Each use checks the range's extent and distribution.  */
#include <mpi.h>
#include <stdio.h>

struct level { Range x; long n; };
static Range global;
static distributed double h[Range], g[Range];
static int bad;

static void
expect (Range x, long n, int line)
{
  long held = 0;
  over (i = x)
    held++;
  long total = 0;
  MPI_Allreduce (&held, &total, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (hpc_size (x) != n || total != n)
    {
      printf ("line %d: a range of %ld indices (%ld held) where %ld\n", line,
              hpc_size (x), held, n);
      bad = 1;
    }
}

/* Frees the only array over a fresh range: a collection point.  */
static void
churn (Procs1 p, long n)
{
  g = hpc_new (hpc_block_range (n, hpc_dim (p, 0)));
  hpc_free (g);
}

static Range
made (Procs1 p, long n)
{
  Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
  return x;
}

/* X is the caller's; the callee keeps it in a global.  */
static void
keep (Range x)
{
  global = x;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (101, hpc_dim (p, 0));
    struct level lv = { hpc_cyclic_range (37, hpc_dim (p, 0)), 37 };
    Range r = made (p, 55);
    Range s = hpc_subrange (hpc_block_range (90, hpc_dim (p, 0)), 3, 80, 7);
    struct level se = { ({ Range t = hpc_block_range (44, hpc_dim (p, 0));
                           t; }) };
    keep (hpc_block_range (64, hpc_dim (p, 0)));
    Range y;
    {
      Range inner = hpc_block_range (77, hpc_dim (p, 0));
      y = inner;                       /* outlives inner's block */
      h = hpc_new (inner);
    }
    for (int k = 0; k < 20; k++)
      churn (p, 200 + k);
    expect (x, 101, __LINE__);
    expect (lv.x, 37, __LINE__);
    expect (se.x, 44, __LINE__);
    expect (r, 55, __LINE__);
    expect (s, 12, __LINE__);
    expect (hpc_array_range (h, 0), 77, __LINE__);
    expect (global, 64, __LINE__);
    expect (y, 77, __LINE__);
    hpc_free (h);
    churn (p, 500);
    expect (y, 77, __LINE__);          /* y still holds it */
    y = hpc_ghosts (s, 1);
    churn (p, 501);
    expect (y, 12, __LINE__);
    expect (s, 12, __LINE__);
  }
  return bad;
}
