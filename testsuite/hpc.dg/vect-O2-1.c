/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-vect-details -fplugin-arg-hpc-no-noalias" } */
/* (no-noalias: the nest once, without apart.cc's copy for distinct
   parameters, which needs no alias check.)  */
/* At -O2 an over's innermost loop vectorises as at -O3, also where it
   needs a run-time alias check (two distributed parameters, which may
   be one array) and its trip count is known only at run time: the
   5-point sweep of XcalableMP's Laplace.  */
void
sweep (distributed double u[Range x][Range y],
       distributed double v[Range xv][Range yv], long n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
}

/* A 1-D over on its own, a sum and a scaled copy.  */
double
scale (distributed double a[Range z], distributed double b[Range zb],
       double f)
{
  double s = 0;
  over (k = z | :)
    {
      b[k] = f * a[k];
      s += a[k];
    }
  return s;
}
/* sweep names the ranges of u and v apart, so it is compiled twice (its
   subscripts of v mapped, and a copy where the map is the identity:
   subscripts.cc); in each the inner over's set-up is hoisted out of the
   row loop (its subscript checks made at the nest's entry), which gives
   the row its copy for one run (version.cc), and all four loops
   vectorise.  */
/* { dg-final { scan-hpc-dump-times "vect-O2-1.c:14:5: optimized: loop vectorized" 4 "vect" } } */
/* { dg-final { scan-hpc-dump "vect-O2-1.c:24:3: optimized: loop vectorized" "vect" } } */
