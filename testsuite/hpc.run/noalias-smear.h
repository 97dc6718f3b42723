/* noalias-smear.h - a loop through two distributed parameters that may
   be bound to one array, shared by hpc.dg/noalias-param.c (compiled)
   and hpc.run/noalias-param-1.c (run with smear (a, a)): U's row i
   becomes V's, shifted one column right, plus one.  */
void
smear (distributed float u[Range x][int n],
       distributed float v[Range y][int m])
{
  over (i = x | :)
    for (int j = 1; j < n; j++)
      u[i][j] = v[i][j - 1] + 1;
}
