/* { dg-do compile } */
/* An at header without NAME = is an error.  */
void
f (Range x)
{
  at (x[0]) ;               /* { dg-error "expected 'at \\(NAME = RANGE" } */
}
