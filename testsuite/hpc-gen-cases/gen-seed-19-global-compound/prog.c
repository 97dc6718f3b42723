#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long H = 14695981039346656037UL;
static void mix (unsigned long v) { H = (H ^ v) * 1099511628211UL; }

/* Cuts of N indices over P processes: block c takes W[c] (clipped), the
   last one the rest; some blocks may be empty.  */
static void gen_cuts (long *cuts, int p, long n, const long *w)
{
  cuts[0] = 0;
  for (int c = 0; c < p; c++)
    cuts[c + 1] = c == p - 1 ? n : (cuts[c] + w[c] < n ? cuts[c] + w[c] : n);
}
static void gen_sizes (long *sizes, int p, long n, const long *w)
{
  long cuts[5];
  gen_cuts (cuts, p, n, w);
  for (int c = 0; c < p; c++)
    sizes[c] = cuts[c + 1] - cuts[c];
}
static unsigned long gen_allreduce (unsigned long v, MPI_Op op)
{
  unsigned long out;
  MPI_Allreduce (&v, &out, 1, MPI_UNSIGNED_LONG, op, hpc_comm (hpc_apg ()));
  return out;
}

int
main (void)
{
  Procs1 p = hpc_procs1 ((hpc_nprocs () >= 2 ? 2 : 1));
  on (p)
    {
      long cuts_x2[5];
      gen_sizes (cuts_x2, hpc_shape (p, 0), 9, (const long[]) { 4, 1, 5, 4 });
      Range x2 = hpc_irregular_range (hpc_dim (p, 0), cuts_x2);
      long cuts_x7[5];
      gen_cuts (cuts_x7, hpc_shape (p, 0), 8, (const long[]) { 3, 8, 1, 3 });
      Range x7 = hpc_cut_range (hpc_dim (p, 0), cuts_x7);
      Range x9 = hpc_block_range (8, hpc_dim (p, 0), 2);
      distributed long a1[x2];
      distributed long a3[x2];
      distributed int a4[9];
      distributed int a5[x2];
      distributed double a6[x7];
      distributed double a8[x9];
      distributed double a10[8];
      unsigned long s0 = 3;
      unsigned long s1 = 10;
      unsigned long s2 = 17;
      unsigned long s3 = 24;
      {
        long g12 = 0;
        at (l11 = x9[g12])
          a8[g12] += (double) (((unsigned long) (16) * 2 ^ (unsigned long) (a8[l11]) * 4) & 0xffUL);
      }
      {
        long *buf = malloc (sizeof (long) * 9);
        hpc_gather (buf, a1, 0);
        if (hpc_rank () == 0)
          for (long q = 0; q < 9; q++)
            mix ((unsigned long) buf[q]);
        free (buf);
      }
      {
        long *buf = malloc (sizeof (long) * 9);
        hpc_gather (buf, a3, 0);
        if (hpc_rank () == 0)
          for (long q = 0; q < 9; q++)
            mix ((unsigned long) buf[q]);
        free (buf);
      }
      {
        int *buf = malloc (sizeof (int) * 9);
        hpc_gather (buf, a4, 0);
        if (hpc_rank () == 0)
          for (long q = 0; q < 9; q++)
            mix ((unsigned long) buf[q]);
        free (buf);
      }
      {
        int *buf = malloc (sizeof (int) * 9);
        hpc_gather (buf, a5, 0);
        if (hpc_rank () == 0)
          for (long q = 0; q < 9; q++)
            mix ((unsigned long) buf[q]);
        free (buf);
      }
      {
        double *buf = malloc (sizeof (double) * 8);
        hpc_gather (buf, a6, 0);
        if (hpc_rank () == 0)
          for (long q = 0; q < 8; q++)
            mix ((unsigned long) buf[q]);
        free (buf);
      }
      {
        double *buf = malloc (sizeof (double) * 8);
        hpc_gather (buf, a8, 0);
        if (hpc_rank () == 0)
          for (long q = 0; q < 8; q++)
            mix ((unsigned long) buf[q]);
        free (buf);
      }
      {
        double *buf = malloc (sizeof (double) * 8);
        hpc_gather (buf, a10, 0);
        if (hpc_rank () == 0)
          for (long q = 0; q < 8; q++)
            mix ((unsigned long) buf[q]);
        free (buf);
      }
      if (hpc_rank () == 0)
        {
          mix (s0);
          mix (s1);
          mix (s2);
          mix (s3);
          printf ("%016lx\n", H);
        }
    }
  return 0;
}
