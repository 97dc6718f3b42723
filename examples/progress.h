/* progress.h - progress lines for the examples' long runs: on process 0
   of the job only, to standard error (standard output keeps the
   summary, the last line), at most one every 2 s of wall time (or
   $HPC_PROGRESS_SECONDS), so a short run prints none; with the examples'
   -q none at all.

     struct progress pr = progress_start ("jacobi", o.quiet);
     for (...) { ...; progress_report (&pr, "sweep %d, change %.2e", k, d); }

   progress_report is local (no communication): pass it values every
   process already has, or that process 0 has.  */
#ifndef PROGRESS_H
#define PROGRESS_H

#include <mpi.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

struct progress
{
  const char *program;
  double start, next;		/* MPI_Wtime of the start, of the next line */
  double every;			/* seconds between lines */
  int on;			/* process 0 and not quiet */
};

static inline struct progress
progress_start (const char *program, int quiet)
{
  int rank = 0;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  const char *env = getenv ("HPC_PROGRESS_SECONDS");
  double every = env ? atof (env) : 2.0, now = MPI_Wtime ();
  struct progress p = { program, now, now + every, every,
			rank == 0 && !quiet };
  return p;
}

/* "PROGRAM: <FORMAT...>, T s elapsed" when P->every seconds have passed
   since the last line.  */
static inline void __attribute__ ((format (printf, 2, 3)))
progress_report (struct progress *p, const char *format, ...)
{
  if (!p->on)
    return;
  double now = MPI_Wtime ();
  if (now < p->next)
    return;
  p->next = now + p->every;
  va_list ap;
  va_start (ap, format);
  fprintf (stderr, "%s: ", p->program);
  vfprintf (stderr, format, ap);
  fprintf (stderr, ", %.1f s elapsed\n", now - p->start);
  va_end (ap);
}

#endif /* PROGRESS_H */
