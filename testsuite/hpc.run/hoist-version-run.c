/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Nests whose rows the plugin compiles twice, once for inner loops of
   one run and once for any (plugin/version.cc), with bodies that declare
   variables, labels and a switch, index a local array through a call (a
   SAVE_EXPR of the body's own), reduce, or cast to a variable-length
   type (compiled once).  The inner ranges are block (one run), cyclic
   and block-cyclic with strides that are several runs on a grid of more
   than one process along them.  Each result must equal the same loops
   run sequentially.  */
#include <stdio.h>
#include <stdlib.h>

enum { N0 = 9, N1 = 23 };

static int slot_calls;

static int
slot (long j)
{
  __atomic_add_fetch (&slot_calls, 1, __ATOMIC_RELAXED);	/* threads */
  return (int) (j % 4);
}

/* The body of the first nest, on plain numbers.  */
static double
shaped (long i, long j)
{
  double kept = i * 31 + j;
  switch ((int) kept % 3)
    {
    case 0:
      kept += 1;
      break;
    default:
      kept -= 1;
    }
  return kept > 100 ? 2 * kept : kept;
}

int
main (int argc, char **argv)
{
  int m = argc > 7 ? 1 : 5;	/* a length the compiler cannot see */
  double table[2][5] = { { 0 }, { 10, 11, 12, 13, 14 } };
  long wrong = 0;
  double sum = 0, want_sum = 0;
  for (long i = 0; i < N0; i++)
    for (long j = 0; j < N1; j += 3)
      want_sum += i * 31 + j;
  /* The grid puts every process along the inner dimension.  */
  Procs2 p = hpc_procs2 (1, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range b = hpc_block_range (N1, hpc_dim (p, 1), 1);
    Range c = hpc_cyclic_range (N1, hpc_dim (p, 1));
    Range k = hpc_block_cyclic_range (N1, hpc_dim (p, 1), 2);
    distributed double u[x][b], v[x][c], w[x][k], z[x][k];
    over (i = x | :)
      {
	over (j = b | :)
	  u[i][j] = -1;
      }
    over (i = x | :)
      over (j = c | :)
	v[i][j] = -1;
    over (i = x | :)
      over (j = k | :)
	w[i][j] = z[i][j] = -1;

    /* Locals, a switch and gotos, on one run (block) and on every
       other element of a cyclic range.  */
    over (i = x | :)
      over (j = b | :)
	{
	  double kept = hpc_idx (x, i) * 31 + hpc_idx (b, j);
	  switch ((int) kept % 3)
	    {
	    case 0:
	      kept += 1;
	      break;
	    default:
	      kept -= 1;
	    }
	  if (kept > 100)
	    goto doubled;
	  u[i][j] = kept;
	  goto done;
	doubled:
	  u[i][j] = 2 * kept;
	done:;
	}
    over (i = x | :)
      over (j = c | 1 : N1 - 1 : 2)
	{
	  double kept = hpc_idx (x, i) * 31 + hpc_idx (c, j);
	  if (kept > 100)
	    goto big;
	  v[i][j] = kept;
	  continue;
	big:
	  v[i][j] = -kept;
	}
    /* A local array indexed through a call, on a block-cyclic range
       stepped by 3: the call is made once an element.  */
    int calls_before = slot_calls;
    long visited = 0;
    over (i = x | :)
      over (j = k | 0 : N1 - 1 : 3)
	{
	  double hist[4] = { 0 };
	  hist[slot (hpc_idx (k, j))] += hpc_idx (x, i);
	  w[i][j] = hist[0] + 2 * hist[1] + 3 * hist[2] + 4 * hist[3];
	  visited++;
	}
    if (slot_calls - calls_before != visited)
      wrong++;
    /* A reduction.  */
    over (i = x | :)
      over (j = k | 0 : N1 - 1 : 3)
	sum += hpc_idx (x, i) * 31 + hpc_idx (k, j);
    /* A cast to a variable-length type: compiled once.  */
    over (i = x | :)
      over (j = k | 1 : N1 - 1 : 3)
	z[i][j] = ((double (*)[m]) table)[1][hpc_idx (k, j) % m];

    over (i = x | :)
      over (j = b | :)
	if (u[i][j] != shaped (hpc_idx (x, i), hpc_idx (b, j)))
	  wrong++;
    over (i = x | :)
      over (j = c | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (c, j);
	  double kept = gi * 31 + gj;
	  double want = gj % 2 == 0 ? -1 : kept > 100 ? -kept : kept;
	  if (v[i][j] != want)
	    wrong++;
	}
    over (i = x | :)
      over (j = k | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (k, j);
	  double want_w = gj % 3 == 0 ? (gj % 4 + 1) * gi : -1;
	  double want_z = gj % 3 == 1 ? 10 + gj % 5 : -1;
	  if (w[i][j] != want_w || z[i][j] != want_z)
	    wrong++;
	}
    MPI_Allreduce (MPI_IN_PLACE, &sum, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
  }
  if (wrong || sum != want_sum)
    {
      if (hpc_rank () == 0)
	fprintf (stderr, "%ld wrong elements; sum %g, want %g\n", wrong, sum,
		 want_sum);
      abort ();
    }
  return 0;
}
