/* env.c - start-up (lazy, at the first hpc_ call), shut-down (at MPI_Finalize
   or exit) and the HPC_* environment variables.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

MPI_Comm hpc__world = MPI_COMM_NULL;
int hpc__world_rank = -1, hpc__world_size = 0;
int hpc__debug;

/* Life cycle: NEW until the first hpc_ call, RUNNING until MPI_Finalize (or
   exit) shuts libhpc down, then DONE for good.  Read without the lock on the
   fast path of every call.  */
enum { STATE_NEW, STATE_RUNNING, STATE_DONE };
static int state = STATE_NEW;
static pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER;

/* Whether libhpc called MPI_Init_thread (and so must call MPI_Finalize).  */
static int owns_mpi;
/* Keyval of the MPI_COMM_SELF attribute whose deletion (the first thing
   MPI_Finalize does) shuts libhpc down.  */
static int self_keyval = MPI_KEYVAL_INVALID;

int
hpc__env_int (const char *name, int dflt, int lo, int hi)
{
  const char *s = getenv (name);
  if (s == NULL || *s == '\0')
    return dflt;
  char *end;
  errno = 0;
  long v = strtol (s, &end, 10);
  if (errno != 0 || *end != '\0' || v < lo || v > hi)
    {
      hpc__warning ("%s=\"%s\" is not an integer in %d..%d; using %d",
                    name, s, lo, hi, dflt);
      return dflt;
    }
  return (int) v;
}

/* How many threads over loops may use in this process.  */
static int
max_threads (void)
{
#ifdef _OPENMP
  return omp_get_max_threads ();
#else
  return 1;
#endif
}

/* Initialise MPI ourselves, or adopt the program's MPI after checking its
   thread level: over loops run on OpenMP threads while MPI is called from
   the main thread only, which is exactly MPI_THREAD_FUNNELED.  */
static void
start_mpi (int *argc, char ***argv)
{
  int init, provided;
  MPI_Initialized (&init);
  if (!init)
    {
      if (PMPI_Init_thread (argc, argv, MPI_THREAD_FUNNELED, &provided)
          != MPI_SUCCESS)
        hpc__fatal ("MPI_Init_thread", "MPI could not be initialised");
      owns_mpi = 1;
    }
  else
    MPI_Query_thread (&provided);
  MPI_Comm_dup (MPI_COMM_WORLD, &hpc__world);
  MPI_Comm_dup (MPI_COMM_WORLD, &hpc__fatal_comm);
  MPI_Comm_rank (hpc__world, &hpc__world_rank);
  MPI_Comm_size (hpc__world, &hpc__world_size);
  if (provided < MPI_THREAD_FUNNELED && max_threads () > 1
      && hpc__world_rank == 0)
    hpc__warning ("MPI was initialised with a thread level below "
                  "MPI_THREAD_FUNNELED but over loops may use %d OpenMP "
                  "threads; call MPI_Init_thread with MPI_THREAD_FUNNELED "
                  "or set OMP_NUM_THREADS=1",
                  max_threads ());
}

/* Free everything that holds MPI objects.  Runs as the delete callback of
   our MPI_COMM_SELF attribute, i.e. at the start of MPI_Finalize while MPI
   still works.  Array blocks survive (the program may still read arrays in
   scope after MPI_Finalize, as it could read malloc'd memory); they are
   freed when their scope ends or at exit.  */
static int
shut_down (MPI_Comm comm, int keyval, void *attr, void *extra)
{
  (void) comm, (void) keyval, (void) attr, (void) extra;
  if (hpc__debug > 0 && hpc__world_rank == 0)
    hpc__note ("debug: shutting down");
  hpc__halo_forget (NULL);
  hpc__remap_forget (NULL);
  hpc__ranges_free_all ();
  hpc__groups_free_all ();
  MPI_Comm_free (&hpc__world);
  MPI_Comm_free (&hpc__fatal_comm);
  hpc__check_stop ();
  MPI_Comm_free_keyval (&self_keyval);
  __atomic_store_n (&state, STATE_DONE, __ATOMIC_RELEASE);
  return MPI_SUCCESS;
}

/* atexit handler.  If libhpc initialised MPI it finalises it (which shuts
   libhpc down through the attribute); if the program owns MPI and never
   finalised it, libhpc only frees its own objects.  Nothing is done after
   a fatal error: the job is being torn down.  */
/* Check mode: a process leaving main while another waits in a collective
   is reported (once, HOW naming the way out).  */
static void
check_leaving (const char *how)
{
  static int checked;
  if (!checked && state == STATE_RUNNING)
    {
      checked = 1;
      hpc__check_exit (how);
    }
}

static void
at_exit (void)
{
  if (hpc__aborting)
    return;
  if (state == STATE_RUNNING)
    {
      check_leaving ("exit (main returned or exit was called)");
      if (owns_mpi)
        MPI_Finalize ();
      else
        MPI_Comm_delete_attr (MPI_COMM_SELF, self_keyval);
    }
  hpc__arrays_free_all ();
  hpc__scratch_free_all ();
}

/* The whole start-up, under START_LOCK.  */
static void
start (const char *fn, int *argc, char ***argv)
{
  int fini;
  MPI_Finalized (&fini);
  if (fini)
    hpc__fatal (fn, "called after MPI_Finalize");
  hpc__debug = hpc__env_int ("HPC_DEBUG", 0, 0, 9);
  /* MPI_THREAD_FUNNELED makes the thread that initialises MPI the only one
     allowed to call it: that must be the program's main thread.  */
  if (syscall (SYS_gettid) != getpid ())
    hpc__warning ("%s: libhpc is starting on a thread other than the main "
                  "thread; call hpc_init from the main thread first", fn);
  start_mpi (argc, argv);
  hpc__check_start ();
  hpc__threads_choose ();
  MPI_Comm_create_keyval (MPI_COMM_NULL_COPY_FN, shut_down, &self_keyval,
                          NULL);
  MPI_Comm_set_attr (MPI_COMM_SELF, self_keyval, NULL);
  atexit (at_exit);
  hpc__groups_start ();
  if (hpc__debug > 0 && hpc__world_rank == 0)
    hpc__note ("debug: started on %d processes; MPI initialised by %s",
               hpc__world_size, owns_mpi ? "libhpc" : "the program");
}

/* Start unless running; an error once libhpc has shut down.  */
static void
ensure_started (const char *fn, int *argc, char ***argv)
{
  pthread_mutex_lock (&start_lock);
  int s = __atomic_load_n (&state, __ATOMIC_ACQUIRE);
  if (s == STATE_NEW)
    {
      start (fn, argc, argv);
      __atomic_store_n (&state, STATE_RUNNING, __ATOMIC_RELEASE);
    }
  pthread_mutex_unlock (&start_lock);
  if (s == STATE_DONE)
    hpc__fatal (fn, "called after MPI_Finalize (libhpc has shut down)");
}

void
hpc__ensure_started (const char *fn)
{
  if (__builtin_expect (__atomic_load_n (&state, __ATOMIC_ACQUIRE)
                        == STATE_RUNNING, 1))
    return;
  ensure_started (fn, NULL, NULL);
}

int
hpc__running (void)
{
  return __atomic_load_n (&state, __ATOMIC_ACQUIRE) == STATE_RUNNING;
}

void
hpc_init (int *argc, char ***argv)
{
  if (__atomic_load_n (&state, __ATOMIC_ACQUIRE) != STATE_RUNNING)
    ensure_started ("hpc_init", argc, argv);
}

int
hpc_nprocs (void)
{
  hpc__ensure_started ("hpc_nprocs");
  return hpc__world_size;
}

int
hpc_rank (void)
{
  hpc__ensure_started ("hpc_rank");
  return hpc__world_rank;
}

/* MPI_Init after libhpc has started would initialise MPI twice.  These
   wrappers (the PMPI profiling interface) turn that into a message naming
   the problem instead of MPI's own abort.  They take effect when -lhpc
   comes before the MPI library on the link line, as hpcc and hpc.pc put
   it.  */
static void
check_not_started (const char *fn)
{
  if (__atomic_load_n (&state, __ATOMIC_ACQUIRE) == STATE_RUNNING)
    hpc__fatal (fn, "called after libhpc had started (MPI was initialised "
                "at the program's first hpc_ call); a program that "
                "initialises MPI itself must call %s before any hpc_ call",
                fn);
}

int
MPI_Init (int *argc, char ***argv)
{
  check_not_started ("MPI_Init");
  return PMPI_Init (argc, argv);
}

int
MPI_Init_thread (int *argc, char ***argv, int required, int *provided)
{
  check_not_started ("MPI_Init_thread");
  return PMPI_Init_thread (argc, argv, required, provided);
}

/* A barrier before MPI_Finalize.  When a process ends normally while
   others abort on a libhpc error, Open MPI 4.1's mpirun may hang or crash
   (seen here in about 1 run in 7 with plain MPI as well); a process still
   waiting in a barrier is simply killed.  MPI_Finalize is collective, so
   the barrier costs only its latency.  */
int
MPI_Finalize (void)
{
  if (__atomic_load_n (&state, __ATOMIC_ACQUIRE) == STATE_RUNNING)
    {
      check_leaving ("MPI_Finalize");
      PMPI_Barrier (hpc__world);
    }
  return PMPI_Finalize ();
}
