/* { dg-do run } */
/* { dg-options "-O3" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A nest through two handles runs as a copy with its arrays apart only
   where the handles name distinct arrays (apart.cc): with p and q
   distinct, p's rows become q's old values shifted one column right
   plus one; with q = p, each element reads the one just written, so
   every row becomes its first element plus the column index, as a
   sequential loop gives (the copy, vectorised as if p and q lay apart,
   would read the old values, -1, instead).  The same through
   distributed parameters: hpc.run/noalias-param-1.c.  */
#include "report.h"

enum { N = 13, M = 70 };

distributed float p[Range][int], q[Range][int];

static void
smear (void)
{
  Range x = hpc_array_range (p, 0);
  over (i = x | :)
    for (int j = 1; j < M; j++)
      p[i][j] = q[i][j - 1] + 1;
}

/* Wrong elements of p: p[i][j] should be i * 1000 + j for j below UPTO,
   and 0 from there on.  */
static long
wrong_p (int upto)
{
  Range x = hpc_array_range (p, 0);
  long bad = 0;
  over (i = x | :)
    for (int j = 0; j < M; j++)
      bad += p[i][j] != (j < upto ? hpc_idx (x, i) * 1000 + j : 0);
  return bad;
}

static void
fill (float first_other)
{
  Range x = hpc_array_range (p, 0);
  over (i = x | :)
    for (int j = 0; j < M; j++)
      {
	q[i][j] = j == 0 ? hpc_idx (x, i) * 1000 : -1;
	p[i][j] = j == 0 ? hpc_idx (x, i) * 1000 : first_other;
      }
}

int
main (void)
{
  Procs1 g = hpc_procs1 (HPC_AUTO);
  on (g) {
    Range x = hpc_block_range (N, hpc_dim (g, 0), 0);
    p = hpc_new (x, M);
    q = hpc_new (x, M);
    fill (-2);
    smear ();
    check (wrong_p (2), "p and q distinct: q's old values plus one");
    distributed float other[Range][int] = q;
    q = p;
    fill (-2);
    smear ();
    check (wrong_p (M), "q = p: each row its start plus the column");
    hpc_free (other);
    hpc_free (p);
  }
  return failures != 0;
}
