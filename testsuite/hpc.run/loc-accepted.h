/* loc-accepted.h - the body of the loc-accepted tests: subscript forms
   that are valid HPC and compute what the C reads as, on any number of
   processes and threads: indirect subscripts through an element's value
   (gather, CSR), a run-time shift beside hpc_idx in one expression, and
   compound assignment through a run-time shift.  */
#include "report.h"

enum { N = 12, NNZ = 3 * N };

/* Ordinary C arrays, the same on every process.  */
static int table[N];
static double val[N];
static long col[NNZ];

static long
permuted (long g)
{
  return (5 * g + 3) % N;
}

static void
gather (Procs1 p)
{
  for (int g = 0; g < N; g++)
    table[g] = 100 + 7 * g;
  int *tp = table;
  on (p) {
    Range t = hpc_block_range (N, hpc_dim (p, 0));
    distributed long idx[t];
    distributed int x[t], y[t];
    over (i = t)
      idx[i] = permuted (hpc_idx (t, i));
    over (i = t)
      x[i] = table[idx[i]];
    over (i = t)
      y[i] = tp[idx[i]] + tp[hpc_idx (t, i)] + table[idx[i] % 2];
    long bad = 0;
    over (i = t)
      {
        long g = hpc_idx (t, i);
        bad += x[i] != table[permuted (g)];
        bad += y[i] != table[permuted (g)] + table[g]
                       + table[permuted (g) % 2];
      }
    check (bad, "gather through an index array");
  }
}

/* Row g of a sparse matrix holds 3 entries, in columns col[3g .. 3g+2].  */
static void
csr (Procs1 p)
{
  for (int g = 0; g < N; g++)
    val[g] = g + 0.5;
  for (int e = 0; e < NNZ; e++)
    col[e] = (7 * e + 1) % N;
  on (p) {
    Range t = hpc_block_range (N, hpc_dim (p, 0));
    distributed long first[t];
    distributed double y[t];
    over (i = t)
      first[i] = NNZ / N * hpc_idx (t, i);
    over (i = t)
      {
        double s = 0;
        for (long e = first[i]; e < first[i] + NNZ / N; e++)
          s += val[col[e]];
        y[i] = s;
      }
    long bad = 0;
    over (i = t)
      {
        long g = hpc_idx (t, i);
        double s = 0;
        for (long e = NNZ / N * g; e < NNZ / N * (g + 1); e++)
          s += val[col[e]];
        bad += y[i] != s;
      }
    check (bad, "sparse matrix-vector product (CSR)");
  }
}

static void
shift_and_index (Procs1 p)
{
  on (p) {
    Range t = hpc_block_range (N, hpc_dim (p, 0), 2);
    distributed double a[t], b[t];
    over (i = t)
      a[i] = hpc_idx (t, i) * hpc_idx (t, i);
    hpc_write_halo (a);
    long bad = 0;
    for (long d = -2; d <= 2; d++)
      {
        double s = 0;
        over (i = t | 2 : N - 3)
          {
            b[i] = a[i + d] + hpc_idx (t, i);
            s += a[i + d] + hpc_idx (t, i);
          }
        double want = 0;
        over (i = t | 2 : N - 3)
          {
            long g = hpc_idx (t, i);
            bad += b[i] != (g + d) * (g + d) + g;
            want += (g + d) * (g + d) + g;
          }
        bad += s != want;
      }
    check (bad, "a[i + d] + hpc_idx (t, i), d known at run time");
  }
}

/* u[i + k] += 1 must do what u[i + k] = u[i + k] + 1 does (a write
   through a shifted subscript writes the local copy, ghosts included);
   with k == 0, what the sequential loop does.  */
static void
compound_through_shift (Procs1 p, long k)
{
  on (p) {
    Range t = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed double u[t], v[t];
    over (i = t)
      u[i] = v[i] = hpc_idx (t, i);
    hpc_write_halo (u);
    hpc_write_halo (v);
    over (i = t | 1 : N - 2)
      {
        u[i + k] += 1;
        u[i + k] *= 2;
        v[i + k] = v[i + k] + 1;
        v[i + k] = v[i + k] * 2;
      }
    over (i = t | 1 : N - 2)
      u[i + 1] -= 0.5;
    over (i = t | 1 : N - 2)
      v[i + 1] = v[i + 1] - 0.5;
    long bad = 0;
    over (i = t | 1 : N - 2)
      for (int s = -1; s <= 1; s++)
        bad += u[i + s] != v[i + s];
    if (k == 0)
      over (i = t)
        {
          long g = hpc_idx (t, i);
          double want = g >= 1 && g <= N - 2 ? (g + 1) * 2 : g;
          /* u[i + 1] -= 0.5 from an element held elsewhere wrote
             that process's ghost copy.  */
          if (g >= 2 && g <= N - 1
              && hpc_owner (t, g - 1) == hpc_coord (p, 0))
            want -= 0.5;
          bad += u[i] != want;
        }
    check (bad, k ? "u[i + k] += e, k = 1 known at run time"
                  : "u[i + k] += e, k = 0 known at run time");
  }
}

int
main (int argc, char **argv)
{
  (void) argv;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  gather (p);
  csr (p);
  shift_and_index (p);
  compound_through_shift (p, argc - 1);
  compound_through_shift (p, argc);
  return failures != 0;
}
