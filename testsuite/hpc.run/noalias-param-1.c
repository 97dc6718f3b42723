/* { dg-do run } */
/* { dg-options "-O3" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Accesses through parameters are apart only in the copy of a nest run
   where the parameters are bound to distinct arrays (apart.cc): smear
   (a, a) runs the nest as written, which reads each element just
   written, so every row becomes its first element plus the column
   index, as a sequential run gives; a loop vectorised as if u and v lay
   apart would read the old values (-1) instead.  smear (c, a), two
   arrays, runs the copy and reads only a's old values.  */
#include "report.h"
#include "noalias-smear.h"

enum { N = 13, M = 70 };

/* Wrong elements of A's rows: a[i][j] should be i * 1000 + j for j below
   UPTO, and 0 from there on.  */
long
wrong (distributed float a[Range x][int n], int upto)
{
  long bad = 0;
  over (i = x | :)
    for (int j = 0; j < n; j++)
      bad += a[i][j] != (j < upto ? hpc_idx (x, i) * 1000 + j : 0);
  return bad;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 0);
    distributed float a[x][M], c[x][M];
    over (i = x | :)
      for (int j = 0; j < M; j++)
	{
	  a[i][j] = j == 0 ? hpc_idx (x, i) * 1000 : -1;
	  c[i][j] = j == 0 ? hpc_idx (x, i) * 1000 : -2;
	}
    smear (c, a);
    check (wrong (c, 2), "smear (c, a): a's old values plus one");
    smear (a, a);
    check (wrong (a, M), "smear (a, a): each row its start plus the column");
  }
  return failures != 0;
}
