/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* distributed needs an array declarator.  */
void
f (void)
{
  distributed double s;             /* { dg-error "expected a distributed array declaration" } */
}
