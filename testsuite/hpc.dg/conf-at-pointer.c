/* { dg-do compile } */
/* at of a pointer to Range is an error.  */
void
f (Range *x)
{
  at (l = x[0]) ;           /* { dg-error "'at' needs a Range, not" } */
}
