/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-dump=checks,expand,subscripts" } */
/* over (i = hpc_expand (x, b, a)): the checks stage leaves the header
   as written, the expand stage takes the call apart into the marker's
   widths, and the subscripts stage puts the checks of the widths and of
   the shifts before the over.  */
void
f (distributed float u[Range x], distributed float v[Range y])
{
  over (i = hpc_expand (x, 1, 2))
    v[i] = u[i - 1];
}
/* { dg-final { scan-hpc-stage-dump checks "__hpc_over_begin \\(__hpc_expand \\(x, 1, 2\\), 0, 0, 0, 0\\);" } } */
/* { dg-final { scan-hpc-stage-dump expand "__hpc_over_begin \\(x, 0, 0, 0, 0, 1, 2\\);" } } */
/* { dg-final { scan-hpc-stage-dump-not expand "__hpc_expand|__hpc_over_check_expand|__hpc_check_subscript" } } */
/* { dg-final { scan-hpc-stage-dump subscripts "__hpc_over_check_expand \\(\\(const struct hpc_range \\*\\) x, 1, 2, " } } */
/* { dg-final { scan-hpc-stage-dump subscripts "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) x, \\(const void \\*\\) &u, 0, -2, " } } */
