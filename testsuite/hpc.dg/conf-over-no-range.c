/* { dg-do compile } */
/* An over header needs a range after '='.  */
void
f (Range x)
{
  over (i = | :) ;          /* { dg-error "expected a range after '='" } */
}
