/* redblack.c - HPJava's Figure 2 as successive over-relaxation: red-black
   SOR for Laplace's equation on an N x N grid, block-distributed over an
   automatically shaped 2-D process grid.  Each point moves OMEGA of the
   way from its value to the average of its neighbours (OMEGA = 1 is
   Gauss-Seidel red-black, Figure 2 itself; 1 < OMEGA < 2 converges
   faster).  Checked against the same sweeps run sequentially on process
   0 (bitwise: a point's update is the same expression of the same values
   in both, and red-black order reorders no sum).

   Usage: redblack [-n N] [-i NITER] [-w OMEGA] [-o FILE.npy] [-g FILE.png]
   (defaults 256, 400, 1.9, redblack.npy, redblack.png)  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct options
{
  int n, niter;
  float omega;
  const char *npy, *png;
};

/* u + omega * (average - u) may be contracted to a fused multiply-add in
   one loop and not in another (GCC's -ffp-contract=fast default): the
   parallel and the sequential sweeps must round alike.  */
#define SAME_ROUNDING __attribute__ ((optimize ("fp-contract=off")))

/* Boundary and initial values: a parabola peaking at 16 along the top
   edge, 8 down the left edge, 0 on the others and inside.  */
static float
initial (long i, long j, long n)
{
  if (i == 0)
    return (float) (64.0 * j * (n - 1 - j) / ((double) (n - 1) * (n - 1)));
  return j == 0 ? 8.0f : 0.0f;
}

/* The same sweeps on one plain array; returns it.  */
static SAME_ROUNDING float *
sequential (const struct options *o)
{
  int n = o->n;
  float omega = o->omega;
  float (*s)[n] = malloc (sizeof (float[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s[i][j] = initial (i, j, n);
  for (int iter = 0; iter < o->niter; iter++)
    for (int parity = 0; parity < 2; parity++)
      for (int i = 1; i <= n - 2; i++)
	for (int j = 1 + (i + parity) % 2; j <= n - 2; j += 2)
	  s[i][j] += omega * (0.25f * (s[i - 1][j] + s[i + 1][j]
				       + s[i][j - 1] + s[i][j + 1])
			      - s[i][j]);
  return &s[0][0];
}

/* NITER red-black SOR sweeps of U (ghost width 1), as in Figure 2.  */
static SAME_ROUNDING void
relax (distributed float u[Range x][Range y], int niter, float omega)
{
  int n = hpc_size (x), widths[] = { 1, 1 };
  for (int iter = 0; iter < niter; iter++)
    for (int parity = 0; parity < 2; parity++) {
      hpc_write_halo (u, widths);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
	  u[i][j] += omega * (0.25f * (u[i - 1][j] + u[i + 1][j]
				       + u[i][j - 1] + u[i][j + 1])
			      - u[i][j]);
    }
}

static void
usage (void)
{
  fprintf (stderr, "usage: redblack [-n N] [-i NITER] [-w OMEGA] "
	   "[-o FILE.npy] [-g FILE.png]\n");
  exit (2);
}

static struct options
parse (int argc, char **argv)
{
  struct options o = { 256, 400, 1.9f, "redblack.npy", "redblack.png" };
  for (int c; (c = getopt (argc, argv, "n:i:w:o:g:")) != -1;)
    switch (c)
      {
      case 'n': o.n = atoi (optarg); break;
      case 'i': o.niter = atoi (optarg); break;
      case 'w': o.omega = atof (optarg); break;
      case 'o': o.npy = optarg; break;
      case 'g': o.png = optarg; break;
      default: usage ();
      }
  if (optind != argc || o.n < 3 || o.niter < 0 || !(o.omega > 0)
      || !(o.omega < 2))
    usage ();
  return o;
}

int
main (int argc, char **argv)
{
  struct options o = parse (argc, argv);
  int N = o.n;
  long wrong = 0;
  double t = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);   /* ghost width 1 */
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    over (i = x | :)
      over (j = y | :)
	u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j), N);
    double t0 = MPI_Wtime ();
    relax (u, o.niter, o.omega);
    t = MPI_Wtime () - t0;
    MPI_Comm comm = hpc_comm (p);
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, comm);

    /* The whole field on process 0, against the sequential run there.  */
    float *all = hpc_rank () == 0 ? malloc (sizeof (float[N][N])) : NULL;
    hpc_gather (all, u, 0);
    if (hpc_rank () == 0)
      {
	float *s = sequential (&o);
	for (long k = 0; k < (long) N * N; k++)
	  wrong += memcmp (&all[k], &s[k], sizeof *s) != 0;
	free (s);
      }
    free (all);
    MPI_Bcast (&wrong, 1, MPI_LONG, 0, comm);
    hpc_write_npy (o.npy, u, "<f4");
    hpc_write_png (o.png, u, 0, 0);
  }
  if (hpc_rank () == 0)
    printf ("redblack: %dx%d SOR (omega %g), %d iterations, %d processes: "
	    "%.3f s, %s\n", N, N, o.omega, o.niter, hpc_nprocs (), t,
	    wrong ? "DIFFERS from sequential" : "bitwise equal to sequential");
  return wrong != 0;
}
