/* threads-start.h - shared by the threads-* tests: the CPUs this process
   may run on, and libhpc's start-up with its messages captured, so that a
   test can check what start-up chose and said.  Include after
   conf-kinds.h, with _GNU_SOURCE defined first.  */
#include <omp.h>
#include <sched.h>
#include <unistd.h>

static int
cpus_of_process (void)
{
  cpu_set_t mine;
  CHECK (sched_getaffinity (0, sizeof mine, &mine) == 0);
  return CPU_COUNT (&mine);
}

/* hpc_init with stderr sent to a file; TEXT := what it wrote.  */
static void
start_capturing (int *argc, char ***argv, char *text, size_t size)
{
  char log[] = "/tmp/hpc-threads-start.XXXXXX";
  int fd = mkstemp (log), saved = dup (2);
  CHECK (fd >= 0 && saved >= 0);
  dup2 (fd, 2);
  hpc_init (argc, argv);
  dup2 (saved, 2);
  ssize_t got = pread (fd, text, size - 1, 0);
  close (fd);
  close (saved);
  unlink (log);
  CHECK (got >= 0);
  text[got] = '\0';
}
