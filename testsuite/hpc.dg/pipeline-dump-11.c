/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-hpc-dump=hoist" } */
/* The hoist stage's dump lists, after the tree, each over's decision:
   the inner over whose set-up is made once a thread (its range and
   bounds the same every row), or nothing (the bound reads the row's
   index).  The lowering follows it.  */
void
f (distributed double u[Range x][Range y], int n)
{
  over (i = x | :)
    over (j = y | 0 : n - 1)
      u[i][j] = 1.0;
  over (k = x | :)
    over (l = y | 0 : hpc_idx (x, k))
      u[k][l] = 2.0;
}
/* { dg-final { scan-hpc-stage-dump hoist ";; set-ups hoisted, innermost over first:\n;;   line 11: over j: nothing hoisted\n;;   line 10: over i: hoist inner over j\n;;   line 14: over l: nothing hoisted\n;;   line 13: over k: nothing hoisted\n" } } */
