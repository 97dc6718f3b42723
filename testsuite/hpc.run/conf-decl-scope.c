/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* A distributed array is freed on every exit from its block: the end of
   a loop iteration, continue, break and return.  After 300 rounds of
   declaring 1 MB arrays, the heap in use is what it was before.  */
#include <hpc.h>
#include <malloc.h>
#include "conf-kinds.h"

enum { N = 1 << 17 };

static size_t
in_use (void)
{
  struct mallinfo2 m = mallinfo2 ();
  return m.uordblks + m.hblkhd;
}

static long
use (Range x, int k)
{
  distributed double big[x];
  over (i = x | :)
    big[i] = k;
  if (k % 3 == 0)
    return (long) hpc_sum (big);
  return 1;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long s = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    s += use (x, 1);
    size_t before = in_use ();
    for (int k = 0; k < 300; k++)
      {
        distributed double big[x];
        over (i = x | 0 : 0) big[i] = k;
        if (k % 2)
          continue;
        if (k == 298)
          break;
        s += use (x, k);
      }
    size_t after = in_use ();
    CHECK (after < before + (1 << 20));
  }
  CHECK (s > 0);
  return 0;
}
