/* { dg-do compile } */
/* An over header needs NAME = RANGE.  */
void
f (Range x)
{
  over (x | :) ;            /* { dg-error "expected 'over \\(NAME = RANGE" } */
}
