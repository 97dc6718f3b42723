/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* { dg-hpc-threads "1 2" } */
/* A triangular over (its inner loop's trip count depends on the
   location: Figure 1's update) is dealt to the threads in stripes.  Each
   run of it after the first takes every thread's stripes in the other
   order from the run before (reference, "over"), each stripe still in
   index order; every location is visited once a run, by the same thread
   both ways, and the results do not change.  over-alternate-2.c: the
   same with -fplugin-arg-hpc-no-alternate, every run forwards.  */
#include <hpc.h>
#include <omp.h>
#include "conf-kinds.h"

#ifndef ALTERNATE
#define ALTERNATE 1
#endif

enum { N = 1000, RUNS = 4, MAX_THREADS = 64 };

/* Visits so far of each thread, in this run.  */
static long visits[MAX_THREADS];
static long stamp[N];		/* a location's place in its thread's visits */
static int thread_of[N], thread_before[N];

static long
visit (long g)
{
  int t = omp_get_thread_num ();
  thread_of[g] = t;
  return stamp[g] = visits[t]++;
}

/* Check one run (BACK: stripes last first) of the locations G held here,
   OWNED[0..N_OWNED) in index order: each thread's visits go up one
   location at a time inside a stripe, and its stripes' first locations
   rise (forwards) or fall (backwards).  */
static void
check_run (const long *owned, long n_owned, int back, int run)
{
  for (int t = 0; t < MAX_THREADS; t++)
    {
      long seen = 0, prev_pos = -1, stripe_first = -1, stripes = 0;
      for (long s = 0; s < visits[t]; s++)
	{
	  long pos = -1;	/* the location visited S-th by thread T */
	  for (long k = 0; k < n_owned && pos < 0; k++)
	    if (thread_of[owned[k]] == t && stamp[owned[k]] == s)
	      pos = k;
	  CHECK (pos >= 0);
	  if (run > 0)
	    CHECK (thread_before[owned[pos]] == t);
	  if (pos != prev_pos + 1 || s == 0)
	    {
	      /* A new stripe.  */
	      if (stripes++ > 0)
		CHECK (back ? pos < stripe_first : pos > stripe_first);
	      stripe_first = pos;
	    }
	  prev_pos = pos;
	  seen++;
	}
      CHECK (seen == visits[t]);
      /* Backwards, a thread's stripes cannot run together (forwards, one
	 thread's do: they are side by side).  */
      if (back && visits[t] > 64)
	CHECK (stripes > 1);
    }
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed double a[x];
    long owned[N], n_owned = 0;
    for (long g = hpc_coord (p, 0); g < N; g += hpc_shape (p, 0))
      owned[n_owned++] = g;
    for (int run = 0; run < RUNS; run++)
      {
	memset (visits, 0, sizeof visits);
	for (long k = 0; k < n_owned; k++)
	  stamp[owned[k]] = -1;
	over (m = x | :)
	  {
	    double s = 0;
	    for (int i = hpc_idx (x, m); i < N; i++)
	      s += i;
	    a[m] = s;
	    visit (hpc_idx (x, m));
	  }
	long total = 0;
	for (int t = 0; t < MAX_THREADS; t++)
	  total += visits[t];
	CHECK (total == n_owned);
	for (long k = 0; k < n_owned; k++)
	  CHECK (stamp[owned[k]] >= 0);
	check_run (owned, n_owned, ALTERNATE && run % 2 == 1, run);
	memcpy (thread_before, thread_of, sizeof thread_of);
	over (m = x | :)
	  {
	    long g = hpc_idx (x, m);
	    CHECK (a[m] == (double) (N - 1 + g) * (N - g) / 2);
	  }
      }
  }
  return 0;
}
