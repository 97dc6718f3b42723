/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A histogram into a small array declared outside the over is an array
   reduction: each process counts its own elements exactly, on every
   thread, and sums of fractions come out with the same bits as the same
   loop kept on one thread (by a recurrence beside it).  An update the
   compiler cannot reduce runs on one thread (warned) and counts exactly
   too.  Checked against plain loops over each process's indices.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 400000, BINS = 4 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double u[x];
    long lo = N, hi = -1;
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        u[i] = g % 7;
        lo = g < lo ? g : lo;
        hi = g > hi ? g : hi;
      }
    double e[BINS] = { 0 }, e_max[BINS];
    long e_bits[BINS] = { 0 };
    for (int b = 0; b < BINS; b++)
      e_max[b] = -1;
    for (long g = lo; g <= hi; g++)
      {
        int l = (g % 7) % BINS;
        e[l] += 1.0;
        e_bits[l] |= 1L << (g % 7);
        e_max[l] = g > e_max[l] ? g : e_max[l];
      }
    for (int rep = 0; rep < 3; rep++)
      {
        double q[BINS] = { 0 }, fr[BINS] = { 0 }, fr1[BINS] = { 0 };
        double mx[BINS] = { -1, -1, -1, -1 }, q1[BINS] = { 0 };
        long bits[BINS] = { 0 };
        double chain = 0;
        over (i = x | :)
          {
            int l = (int) u[i] % BINS;
            q[l] += 1.0;
          }
        over (i = x | :)
          {
            int l = (int) u[i] % BINS;
            bits[l] |= 1L << (long) u[i];
          }
        over (i = x | :)
          {
            int l = (int) u[i] % BINS;
            double g = hpc_idx (x, i);
            mx[l] = g > mx[l] ? g : mx[l];
          }
        over (i = x | :)
          {
            int l = (int) u[i] % BINS;
            fr[l] += 0.1 * u[i] + 1e-7 * hpc_idx (x, i);
          }
        over (i = x | :)    /* { dg-warning "writes 'chain'" } */
          {
            int l = (int) u[i] % BINS;
            fr1[l] += 0.1 * u[i] + 1e-7 * hpc_idx (x, i);
            chain = chain * 0.5 + u[i];
          }
        over (i = x | :)
          {
            int l = (int) u[i] % BINS;
            q1[l] += 1.0;    /* { dg-warning "writes elements of 'q1'" } */
            q1[0] *= 1.0;
          }
        for (int b = 0; b < BINS; b++)
          {
            CHECK (q[b] == e[b]);
            CHECK (q1[b] == e[b]);
            CHECK (bits[b] == e_bits[b]);
            CHECK (mx[b] == e_max[b]);
            CHECK (memcmp (&fr[b], &fr1[b], sizeof fr[b]) == 0);
          }
      }
  }
  return 0;
}
