/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* .npy files: a 2-D block x cyclic array and a strided section written,
   checked by numpy itself (Debian's python3-numpy), read back into
   another distribution, and described.  */
#include <stdio.h>
#include <stdlib.h>

enum { N0 = 7, N1 = 5 };

static double
value (long i, long j)
{
  return 100.0 * i + j + 0.25;
}

/* numpy's view of FILE: 0 when it holds what we wrote.  */
static int
numpy_agrees (const char *file, const char *expr)
{
  char cmd[1024];
  snprintf (cmd, sizeof cmd, "/usr/bin/python3 -c \"import numpy, sys; "
            "a = numpy.load('%s'); ix = numpy.indices(a.shape); "
            "sys.exit(0 if %s else 1)\"", file, expr);
  return system (cmd);
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int bad = 0;
  char file[64], file2[64];
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    distributed double u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = value (hpc_idx (x, i), hpc_idx (y, j));
    int nprocs = hpc_nprocs ();
    snprintf (file, sizeof file, "npy-1-%d.npy", nprocs);
    snprintf (file2, sizeof file2, "npy-1-%d-sec.npy", nprocs);
    hpc_write_npy (file, u, "<f8");
    hpc_write_npy (file2, u[[1 : : 2, 3]], "<f8");
    hpc_describe (u);
    if (hpc_rank () == 0)
      bad |= numpy_agrees (file, "a.shape == (7, 5) and (a == 100.0 * ix[0] + ix[1] + 0.25).all()")
             || numpy_agrees (file2, "a.shape == (3,) and (a == 100.0 * (2 * ix[0] + 1) + 3 + 0.25).all()");
    /* Read back into a cyclic x block-cyclic array.  */
    Range x2 = hpc_cyclic_range (N0, hpc_dim (p, 0));
    Range y2 = hpc_block_cyclic_range (N1, hpc_dim (p, 1), 2);
    distributed double v[x2][y2];
    hpc_read_npy (v, file, "<f8");
    over (i = x2 | :)
      over (j = y2 | :)
        bad |= v[i][j] != value (hpc_idx (x2, i), hpc_idx (y2, j));
  }
  MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_INT, MPI_LOR, hpc_comm (hpc_apg ()));
  if (hpc_rank () == 0)
    {
      remove (file);
      remove (file2);
    }
  return bad;
}
