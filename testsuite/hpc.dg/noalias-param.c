/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-vect-details" } */
/* Parameters are not marked: both may be bound to one array (a call
   smear (a, a)), so GCC keeps its run-time alias check between u and v.
   hpc.run/noalias-param-1.c runs that call.  */
void
smear (distributed float u[Range x][int n],
       distributed float v[Range y][int m])
{
  over (i = x | :)
    for (int j = 1; j < n; j++)
      u[i][j] = v[i][j - 1] + 1;
}
/* { dg-final { scan-hpc-dump "versioning for alias required" "vect" } } */
