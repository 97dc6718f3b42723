/* { dg-do run } */
/* { dg-options "-O3" } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "1" } */
/* noalias.cc marks the accesses through a distributed array's own base
   pointer, which arrays.cc marks as such, whatever it is named: two
   pointers of the program that overlap keep GCC's alias analysis even
   when their names are those the plugin gives its base pointers.  A
   loop vectorised as if they lay apart would double the old values
   instead of the ones just written.  */
#include <stdio.h>

enum { N = 64 };

__attribute__ ((noinline)) void
doubling (double *p, int n)
{
  /* Pointers to arrays, read as the plugin reads its base pointers.  */
  double (*__hpc_base_dst)[N] = (double (*)[N]) (p + 1);
  double (*__hpc_base_src)[N] = (double (*)[N]) p;
  for (int i = 0; i < n; i++)
    (*__hpc_base_dst)[i] = (*__hpc_base_src)[i] * 2.0;
}

int
main (void)
{
  double p[N + 1] = { 1.0 };
  doubling (p, N);
  long bad = 0;
  double want = 1.0;
  for (int k = 0; k <= N; k++, want *= 2.0)
    bad += p[k] != want;
  printf ("%s: overlapping pointers named like base pointers\n",
	  bad ? "FAIL" : "PASS");
  return bad != 0;
}
