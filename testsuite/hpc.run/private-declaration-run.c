/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A variable that a declaration in the over body reads before the body
   assigns it is not private: each iteration after a process's first
   reads what the iteration before it left, as the loop run in order
   does (each process checks its own elements).  */
#include <hpc.h>

enum { N = 40 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long wrong = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed long a[x];
    long k = -7;
    over (i = x | :)	/* { dg-warning "runs on one thread" } */
      {
	long z = k;
	k = hpc_idx (x, i);
	a[i] = z;
      }
    long first = N;
    over (i = x | :)
      {
	long g = hpc_idx (x, i);
	first = g < first ? g : first;
      }
    over (i = x | :)
      {
	long g = hpc_idx (x, i);
	wrong += a[i] != (g == first ? -7 : g - 1);
      }
  }
  return wrong != 0;
}
