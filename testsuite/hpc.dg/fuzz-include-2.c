/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Fuzzer find: an over header left open before an #include.  The
   plugin's look-ahead made libcpp process the directive under it, and
   GCC 12 later read uninitialised token locations (a flaky crash).  The
   #include now stops the compilation, located.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_cyclic_range (n, hpc_dim (p, 0));
    distributed float u[x];
    over (i = x | :
#include <stdio.h>	/* { dg-error "'#include' inside an unfinished 'over'" } */
      u[i + 1] = 0;
  }
}
