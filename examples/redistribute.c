/* redistribute.c - an N x M matrix held in row blocks (dimension 0
   block-distributed over a 1-D process grid, dimension 1 sequential)
   redistributed to column blocks by one hpc_remap, then transposed into
   an M x N matrix in row blocks, also by one hpc_remap: of
   hpc_transpose (a), A's section with its dimensions exchanged, which
   hpc_remap pairs with T's dimensions in order (one all-to-all
   exchange).  Every element of both results is checked against the
   value it must hold.

   Also draws who holds what: PREFIX_rows.png (A: horizontal bands, one
   colour per process) and PREFIX_cols.png (B: vertical bands).

   Usage: redistribute [-n N] [-m M] [-o FILE.npy] [-t FILE.npy] [-p PREFIX]
   (defaults 600, 400, redistribute.npy (B), redistribute_t.npy (T),
   redistribute)  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct options
{
  int n, m;
  const char *npy, *npy_t, *prefix;
};

/* What element (i, j) of the N x M matrix holds: exact in a double.  */
static double
value (long i, long j, long m)
{
  return (double) (i * m + j) + 0.5;
}

static void
usage (void)
{
  fprintf (stderr, "usage: redistribute [-n N] [-m M] [-o FILE.npy] "
	   "[-t FILE.npy] [-p PREFIX]\n");
  exit (2);
}

static struct options
parse (int argc, char **argv)
{
  struct options o = { 600, 400, "redistribute.npy", "redistribute_t.npy",
		       "redistribute" };
  for (int c; (c = getopt (argc, argv, "n:m:o:t:p:")) != -1;)
    switch (c)
      {
      case 'n': o.n = atoi (optarg); break;
      case 'm': o.m = atoi (optarg); break;
      case 'o': o.npy = optarg; break;
      case 't': o.npy_t = optarg; break;
      case 'p': o.prefix = optarg; break;
      default: usage ();
      }
  if (optind != argc || o.n < 1 || o.m < 1)
    usage ();
  return o;
}

int
main (int argc, char **argv)
{
  struct options o = parse (argc, argv);
  int n = o.n, m = o.m;
  long wrong = 0;
  double t_remap = 0, t_transpose = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range rows = hpc_block_range (n, hpc_dim (p, 0));
    Range cols = hpc_block_range (m, hpc_dim (p, 0));
    distributed double a[rows][m];	/* row blocks */
    distributed double b[n][cols];	/* column blocks */
    distributed double t[cols][n];	/* the transpose, in row blocks */
    over (i = rows | :)
      for (int j = 0; j < m; j++)
	a[i][j] = value (hpc_idx (rows, i), j, m);

    double t0 = MPI_Wtime ();
    hpc_remap (b, a);
    t_remap = MPI_Wtime () - t0;
    t0 = MPI_Wtime ();
    hpc_remap (t, hpc_transpose (a));
    t_transpose = MPI_Wtime () - t0;

    over (j = cols | :)
      for (int i = 0; i < n; i++)
	{
	  wrong += b[i][j] != value (i, hpc_idx (cols, j), m);
	  wrong += t[j][i] != value (i, hpc_idx (cols, j), m);
	}
    MPI_Comm comm = hpc_comm (p);
    MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM, comm);
    MPI_Allreduce (MPI_IN_PLACE, &t_remap, 1, MPI_DOUBLE, MPI_MAX, comm);
    MPI_Allreduce (MPI_IN_PLACE, &t_transpose, 1, MPI_DOUBLE, MPI_MAX, comm);

    hpc_write_npy (o.npy, b, "<f8");
    hpc_write_npy (o.npy_t, t, "<f8");
    char png[1024];
    snprintf (png, sizeof png, "%s_rows.png", o.prefix);
    hpc_write_owner_png (png, a);
    snprintf (png, sizeof png, "%s_cols.png", o.prefix);
    hpc_write_owner_png (png, b);
  }
  if (hpc_rank () == 0)
    printf ("redistribute: %dx%d rows -> columns %.3f s, transpose %.3f "
	    "s, %d processes: %ld wrong elements: %s\n", n, m, t_remap,
	    t_transpose, hpc_nprocs (), wrong, wrong ? "WRONG" : "ok");
  return wrong != 0;
}
