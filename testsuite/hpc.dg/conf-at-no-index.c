/* { dg-do compile } */
/* An at header needs NAME = RANGE[INDEX].  */
void
f (Range x)
{
  at (l = x) ;              /* { dg-error "expected 'at \\(NAME = RANGE\\\[INDEX\\\]\\)'" } */
}
