/* { dg-do compile } */
/* { dg-options "-std=c11" } */
/* C11 and later compile without diagnostics.  */
#include <stdalign.h>
int
f (Procs1 p, int n)
{
  alignas (16) int r = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed int u[x];
    over (i = x | :) r += u[i];
  }
  _Static_assert (sizeof (Location) == sizeof (ptrdiff_t), "Location");
  return r;
}
