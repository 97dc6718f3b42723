/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* The token layer: every triplet form, headers over several lines and
   inside user macros, several declarators in one declaration, the
   __hpc_ spellings, and the keywords left alone after . and ->.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 23 };

struct thing { int on, at, over, distributed; int (*call) (int); };
static int twice (int v) { return 2 * v; }

#define EVERY(i, r) over (i = r | :)
#define SUM_OVER(acc, i, r, lo, hi, st)                                   \
  over (i = r | lo : hi : st) acc[hpc_idx (r, i)] += 1

/* How many times each global index 0..N-1 is visited by over (i = x | lo : hi : st),
   computed directly.  */
static void
expect (int *want, long lo, long hi, long st)
{
  for (long g = 0; g < N; g++)
    want[g] = g >= lo && g <= hi && (g - lo) % st == 0;
}

/* Whether the visits counted on all processes (GOT, reset) are WANT.  */
static int
check (const char *what, int *got, int *want)
{
  int all[N], bad = 0;
  MPI_Allreduce (got, all, N, MPI_INT, MPI_SUM, hpc_comm (hpc_apg ()));
  for (int g = 0; g < N; g++)
    bad |= all[g] != want[g];
  if (bad)
    fprintf (stderr, "%s: wrong indices\n", what);
  memset (got, 0, N * sizeof *got);
  return bad;
}

int
main (void)
{
  struct thing t = { 1, 2, 3, 4, twice }, *pt = &t;
  int bad = (t.on + pt->at + t.over + pt->distributed != 10)
            || pt->call (t.on) != 2;
  int got[N] = { 0 }, want[N];

  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed int a[x], b[x], c[x][3];

    over (i = x | :) got[hpc_idx (x, i)]++;
    expect (want, 0, N - 1, 1);
    bad |= check ("| :", got, want);

    __hpc_over (i = x) got[hpc_idx (x, i)]++;
    bad |= check ("no triplet", got, want);

    over (i = x | 3 :) got[hpc_idx (x, i)]++;
    expect (want, 3, N - 1, 1);
    bad |= check ("| 3 :", got, want);

    over (i = x | : 7) got[hpc_idx (x, i)]++;
    expect (want, 0, 7, 1);
    bad |= check ("| : 7", got, want);

    over (i = x | : : 4) got[hpc_idx (x, i)]++;
    expect (want, 0, N - 1, 4);
    bad |= check ("| : : 4", got, want);

    int lo = 2, hi = N - 3, st = 3;
    over (i
          = x
          | lo
          : hi
          : st)
      got[hpc_idx (x, i)]++;
    expect (want, 2, N - 3, 3);
    bad |= check ("multi-line", got, want);

    SUM_OVER (got, i, x, 1, (st > 2 ? 20 : 10), 5);
    expect (want, 1, 20, 5);
    bad |= check ("macro", got, want);

    EVERY (i, x) { a[i] = hpc_idx (x, i); b[i] = 2 * a[i]; c[i][2] = 3; }
    EVERY (i, x) got[hpc_idx (x, i)] = b[i] != 2 * a[i] || c[i][2] != 3;
    memset (want, 0, sizeof want);
    bad |= check ("several declarators", got, want);
  }
  int all = 0;
  MPI_Allreduce (&bad, &all, 1, MPI_INT, MPI_LOR, hpc_comm (hpc_apg ()));
  return all;
}
