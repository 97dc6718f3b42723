/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Reductions in over bodies run in parallel in a fixed number of chunks:
   the results are bitwise the same for 1, 2 and 3 threads, and right.
   Private variables (assigned before use) do not stop threading.  */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 1000 };

/* prod is unsigned: 3^k wraps (signed overflow would be undefined).  */
struct results { double sum; float fsum; long count; double mx, mn;
                 unsigned long prod; unsigned bits; int first; };

static struct results
reduce (Range x, double *u)
{
  struct results r = { 0, 0, 0, -1e300, 1e300, 1, 0, 1 << 30 };
  distributed double v[x];
  over (i = x | :)
    v[i] = u[hpc_idx (x, i)];
  double sum = 0, mx = -1e300, mn = 1e300;
  float fsum = 0;
  long count = 0;
  unsigned long prod = 1;
  unsigned bits = 0;
  int first = 1 << 30;
  over (i = x | 1 : N - 1 : 3)
    {
      double t;                 /* private: assigned before use */
      t = v[i] / 3.0;
      sum += t;
      fsum -= (float) t;
      count++;
      mx = v[i] > mx ? v[i] : mx;
      mn = mn < v[i] ? mn : v[i];
      prod *= (hpc_idx (x, i) % 7 == 0) ? 3 : 1;
      bits |= 1u << (hpc_idx (x, i) % 32);
      int g = (int) hpc_idx (x, i);     /* private: declared inside */
      first = first < g ? first : g;
    }
  r.sum = sum; r.fsum = fsum; r.count = count; r.mx = mx; r.mn = mn;
  r.prod = prod; r.bits = bits; r.first = first;
  return r;
}

int
main (void)
{
  static double u[N];
  for (int g = 0; g < N; g++)
    u[g] = sin (g * 0.37) * 100.0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  int bad = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    omp_set_num_threads (1);
    struct results one = reduce (x, u);
    for (int nt = 2; nt <= 3; nt++)
      {
        omp_set_num_threads (nt);
        struct results r = reduce (x, u);
        if (r.sum != one.sum || r.fsum != one.fsum || r.count != one.count
            || r.mx != one.mx || r.mn != one.mn || r.prod != one.prod
            || r.bits != one.bits || r.first != one.first)
          {
            fprintf (stderr, "%d threads: sum %.17g vs %.17g\n", nt, r.sum, one.sum);
            bad = 1;
          }
      }
    /* Right values (on the locally held part).  */
    double sum = 0, mx = -1e300, mn = 1e300;
    long count = 0;
    over (i = x | 1 : N - 1 : 3)
      {
        sum += u[hpc_idx (x, i)] / 3.0;
        count++;
      }
    for (long g = 1; g < N; g += 3)
      if (hpc_owner (x, g) == hpc_coord (p, 0))
        {
          mx = u[g] > mx ? u[g] : mx;
          mn = u[g] < mn ? u[g] : mn;
        }
    if (fabs (sum - one.sum) > 1e-9 * (1 + fabs (sum)) || count != one.count
        || mx != one.mx || mn != one.mn || fabsf (one.fsum + (float) sum) > 1e-2f * (1 + fabs (sum)))
      {
        fprintf (stderr, "wrong: sum %g/%g count %ld/%ld max %g/%g min %g/%g\n",
                 one.sum, sum, one.count, count, one.mx, mx, one.mn, mn);
        bad = 1;
      }
  }
  MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_INT, MPI_LOR, hpc_comm (hpc_apg ()));
  return bad;
}
