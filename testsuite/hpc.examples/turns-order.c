/* turns-order.c - a program for bench-turns.exp: ITERS iterations, each
   appending "SIDE RANK ITERATION" to LOG and sleeping 2 ms, in slices
   taken in turns with a partner through bench/turns.h (its environment
   set by the test).  Rank 0 prints "waited <s>", the seconds it spent
   in the partner's turns.  Usage: turns-order LOG ITERS  */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "turns.h"

int
main (int argc, char **argv)
{
  const char *log = argc > 1 ? argv[1] : "turns.log";
  int iters = argc > 2 ? atoi (argv[2]) : 20;
  const char *side = getenv ("BENCH_SIDE");
  int rank = hpc_rank ();	/* libhpc starts MPI on first use */
  turns_begin ();
  for (int it = 0; it < iters; it++)
    {
      FILE *f = fopen (log, "a");
      if (!f)
	{
	  perror (log);
	  return 1;
	}
      fprintf (f, "%s %d %d\n", side ? side : "-", rank, it);
      fclose (f);
      usleep (2000);
      turns_between (it + 1, iters);
    }
  if (rank == 0)
    printf ("waited %.6f\n", turns_waited ());
  turns_end ();
  return 0;
}
