/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* { dg-hpc-threads "1 2" } */
/* A function that swaps two file-scope handles, called between
   statements, in the condition of an if and inside a loop: each
   subscript after it reaches the array the handle names then.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 30 };

distributed long cur[Range];
static distributed long other[Range];

static int flips;

static int
flip (void)
{
  distributed long t[Range] = cur;
  cur = other;
  other = t;
  return ++flips;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long wrong = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    cur = hpc_new (x);
    other = hpc_new (x);
    distributed long first[Range] = cur;
    for (int s = 0; s < 5; s++)
      {
	flip ();
	over (i = x)
	  cur[i] += 1;			/* other, cur, other, cur, other */
      }
    if (flip () > 0)			/* cur is first again */
      over (i = x)
	cur[i] += 10;
    int k = 0;
    while (k < 3)
      {
	if (flip ())
	  over (i = x)
	    cur[i] += 100;		/* other, cur, other */
	k++;
      }
    /* first: 2 + 10 + 100; the other: 3 + 200.  */
    over (i = x)
      if (first[i] != 112 || (first == cur ? other[i] : cur[i]) != 203)
	wrong++;
    hpc_free (cur);
    hpc_free (other);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    {
      fprintf (stderr, "%ld elements wrong\n", all);
      abort ();
    }
  return 0;
}
