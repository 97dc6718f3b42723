/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Handle subscripts in every kind of statement: an at body, a switch,
   a bare if branch, an initializer, a statement expression, a do-while
   body; each checked against the value plain C gives.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 10 };

distributed int p[Range];

int
main (void)
{
  Procs1 g = hpc_procs1 (HPC_AUTO);
  int bad = 0;
  on (g) {
    Range x = hpc_block_range (N, hpc_dim (g, 0));
    p = hpc_new (x);
    at (l = x[7])
      p[l] = 5;
    switch (hpc_sum (p))
      {
      case 5:
	at (l = x[7])
	  p[l] += 1;
	break;
      default:
	bad |= 1;
      }
    int owner7 = hpc_owner (x, 7) == hpc_coord (g, 0);
    if (owner7)
      {
	int seven = p[7];
	if (seven != 6)
	  bad |= 2;
      }
    if (owner7)
      p[7] *= 2;				/* 12 */
    int t = ({ int u = 0; over (i = x) u += p[i]; u; });
    if (t != (owner7 ? 12 : 0))
      bad |= 4;
    int k = 0;
    do
      over (i = x)
	p[i] += 1;				/* N more in all, k times */
    while (++k < 3);
    if (hpc_sum (p) != 12 + 3 * N)
      bad |= 8;
    hpc_free (p);
  }
  if (bad)
    {
      printf ("checks failed: %d\n", bad);
      abort ();
    }
  return 0;
}
