/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fdump-tree-vect-details" } */
/* -fno-tree-loop-vectorize keeps over loops scalar at -O2: the plugin
   asks GCC to vectorise them only where the user left vectorising on.  */
void
sweep (distributed double u[Range x][Range y],
       distributed double v[Range xv][Range yv], long n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
}
/* { dg-final { scan-hpc-dump-not "loop vectorized" "vect" } } */
