/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hpc-dump=apart,noalias" } */
/* A nest writing through one distributed parameter and reading another
   runs, where the two are bound to distinct arrays (their local blocks'
   addresses differ), as a copy whose views are marked apart (apart.cc):
   the copy's accesses carry a dependence clique of their own, one base
   per array (noalias.cc).  hpc.run/noalias-param-1.c runs such a nest on one
   array and on two.  */
void
psinv (distributed double u[Range x][Range y],
       distributed double r[Range x2][Range y2])
{
  over (i = x | 1 : hpc_size (x) - 2)
    over (j = y | 1 : hpc_size (y) - 2)
      u[i][j] += 0.5 * r[i][j] + 0.25 * (r[i - 1][j] + r[i + 1][j]
					 + r[i][j - 1] + r[i][j + 1]);
}
/* { dg-final { scan-hpc-stage-dump apart "if \\(\\(void \\*\\) &u != \\(void \\*\\) &r\\)" } } */
/* { dg-final { scan-hpc-stage-dump noalias "__hpc_parm_base_u_\[0-9\]+ clique (\[0-9\]+) base 1\\\].*__hpc_parm_base_r_\[0-9\]+ clique \\1 base 2\\\]" } } */
