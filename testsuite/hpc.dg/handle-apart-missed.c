/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fplugin-arg-hpc-dump=apart" } */
/* A nest through two handles that cannot be copied (it declares a
   variable-length array) runs as written, without a copy for distinct
   arrays, and a missed-optimisation note says why (matched as dg-warning
   matches any message at its line).  */
distributed double u[Range], r[Range];

void
f (int n)
{
  Range x = hpc_array_range (u, 0);
  over (i = x | :) /* { dg-warning "missed: no copy of this over nest with the arrays of its handles and parameters apart \\(they declare a static, external or variable-length variable\\)" } */
    {
      double t[n];
      t[0] = r[i];
      u[i] = t[0];
    }
}
/* { dg-final { scan-hpc-stage-dump-not apart "!= \\(void \\*\\) &r" } } */
