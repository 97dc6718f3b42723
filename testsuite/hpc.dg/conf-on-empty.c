/* { dg-do compile } */
/* on needs a group in parentheses.  */
void
f (void)
{
  on () ;                   /* { dg-error "expected 'on \\(GROUP\\)'|expected expression" } */
}
