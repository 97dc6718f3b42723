/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* .npy files through collective MPI-IO: 2-D arrays of every range kind
   (kinds.h) in each dimension at uneven sizes, strided sections written
   and read, arrays replicated over a grid dimension and everywhere
   (written once), checked by numpy; a file numpy wrote (np.save, int32)
   read into several distributions.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#include "kinds.h"
#include "plain2d.h"

enum { N0 = 7, N1 = 13 };

static double
value (long i, long j)
{
  return 100.0 * i + j + 0.25;
}

static int
run_python (const char *code)
{
  char cmd[2048];
  snprintf (cmd, sizeof cmd, "/usr/bin/python3 -c \"%s\"", code);
  return system (cmd);
}

/* Write a KA x KB array and its section [1 : : 2, 0 : : 3]; read the
   file back into a KB x KA array and the section file into the same
   section of a zeroed KA x KA array.  */
static void
kinds (Procs2 p, int ka, int kb, const char *tag)
{
  Dimension d0 = hpc_dim (p, 0), d1 = hpc_dim (p, 1);
  Range a0 = make_range (ka, N0, d0), a1 = make_range (kb, N1, d1);
  Range b0 = make_range (kb, N0, d0), b1 = make_range (ka, N1, d1);
  Range c1 = make_range (ka, N1, d1);
  double *u = make2 (a0, a1, N0, N1), *v = make2 (b0, b1, N0, N1);
  double *w = make2 (a0, c1, N0, N1);
  for (long i = 0; i < N0; i++)
    for (long j = 0; j < N1; j++)
      if (held (a0, i) && held (a1, j))
        *at2 (u, i, j) = value (i, j);
  char file[96], sec[96];
  snprintf (file, sizeof file, "npy-2-%s-%d-%d.npy", tag, ka, kb);
  snprintf (sec, sizeof sec, "npy-2-%s-%d-%d-sec.npy", tag, ka, kb);
  hpc_write_npy (file, u, "<f8");
  hpc_write_npy (sec, hpc_sec (u, hpc_triplet (1, HPC_END, 2),
                               hpc_triplet (0, HPC_END, 3)), "<f8");
  hpc_read_npy (v, file, "<f8");
  hpc_read_npy (hpc_sec (w, hpc_triplet (1, HPC_END, 2),
                         hpc_triplet (0, HPC_END, 3)), sec, "<f8");
  for (long i = 0; i < N0; i++)
    for (long j = 0; j < N1; j++)
      {
        if (held (b0, i) && held (b1, j))
          CHECK (*at2 (v, i, j) == value (i, j));
        if (held (a0, i) && held (c1, j))
          CHECK (*at2 (w, i, j)
                 == (i % 2 == 1 && j % 3 == 0 ? value (i, j) : 0));
      }
  hpc_array_free (u);
  hpc_array_free (v);
  hpc_array_free (w);
}

/* A block array replicated over grid dimension 1 and a sequential one
   replicated everywhere, written once each.  */
static void
replicated (Procs2 p, const char *tag)
{
  Range x = hpc_block_range (N0, hpc_dim (p, 0), 1);
  double *r = make2 (x, NULL, N0, N1), *s = make2 (NULL, NULL, N0, N1);
  for (long i = 0; i < N0; i++)
    for (long j = 0; j < N1; j++)
      {
        if (held (x, i))
          *at2 (r, i, j) = value (i, j);
        *at2 (s, i, j) = value (i, j);
      }
  char file[96];
  snprintf (file, sizeof file, "npy-2-%s-rep0.npy", tag);
  hpc_write_npy (file, r, "<f8");
  snprintf (file, sizeof file, "npy-2-%s-rep1.npy", tag);
  hpc_write_npy (file, s, "<f8");
  hpc_array_free (r);
  hpc_array_free (s);
}

/* Read numpy's int32 FILE (N0 x N1, i * 1000 + j) into every kind
   pair's array, and into a replicated one.  */
static void
from_numpy (Procs2 p, const char *file)
{
  for (int k = 0; k < KINDS; k++)
    {
      Range r0 = make_range (k, N0, hpc_dim (p, 0));
      Range r1 = make_range ((k + 5) % KINDS, N1, hpc_dim (p, 1));
      int *a = hpc_array_new (sizeof (int), 2, (Range[]) { r0, r1 },
                              (long[]) { N0, N1 });
      hpc_read_npy (a, file, "<i4");
      for (long i = 0; i < N0; i++)
        for (long j = 0; j < N1; j++)
          if (held (r0, i) && held (r1, j))
            CHECK (a[hpc_array_offset (a, 0, i) * hpc_array_extent (a, 1)
                     + hpc_array_offset (a, 1, j)] == i * 1000 + j);
      hpc_array_free (a);
    }
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  MPI_Comm comm = hpc_comm (hpc_apg ());
  int me = hpc_rank (), bad = 0;
  char tag[16], code[1024];
  snprintf (tag, sizeof tag, "%d", hpc_nprocs ());
  for (int k = 0; k < KINDS; k++)
    kinds (p, k, (k + 3) % KINDS, tag);
  replicated (p, tag);
  if (me == 0)
    {
      snprintf (code, sizeof code,
                "import numpy as np, sys\n"
                "def f(s): return np.load('npy-2-%s-' + s + '.npy')\n"
                "i, j = np.indices((%d, %d))\n"
                "v = 100.0 * i + j + 0.25\n"
                "ok = all((f('%%d-%%d' %% (k, (k + 3) %% %d)) == v).all()\n"
                "         and (f('%%d-%%d-sec' %% (k, (k + 3) %% %d))\n"
                "              == v[1::2, ::3]).all() for k in range(%d))\n"
                "ok = ok and (f('rep0') == v).all() and (f('rep1') == v).all()\n"
                "np.save('npy-2-%s-np.npy', (1000 * i + j).astype('<i4'))\n"
                "sys.exit(0 if ok else 1)",
                tag, N0, N1, KINDS, KINDS, KINDS, tag);
      bad = run_python (code) != 0;
      if (bad)
        fprintf (stderr, "npy-2: numpy disagrees\n");
    }
  MPI_Bcast (&bad, 1, MPI_INT, 0, comm);
  char file[64];
  snprintf (file, sizeof file, "npy-2-%s-np.npy", tag);
  if (!bad)
    from_numpy (p, file);
  if (me == 0)
    {
      snprintf (code, sizeof code,
                "import glob, os\n"
                "[os.remove(f) for f in glob.glob('npy-2-%s-*.npy')]", tag);
      run_python (code);
    }
  return bad;
}
