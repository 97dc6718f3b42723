/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* In check mode, and for a shift by a variable, a subscript shifted from
   the location is still the iteration's own element: the loop stays
   parallel, with no warning (the checked shift reaches the analysis as
   the check's call, then the subscript).  */
void
f (distributed double u[Range t], long k, long n)
{
  over (i = t | 1 : n - 2)
    u[i + k] += 1;
  over (i = t | 1 : n - 2)
    u[i + 1] = 0;
  over (i = t | 1 : n - 2)
    u[i - 1] -= 0.5;
}
