/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* Every dimension needs an extent.  */
void
f (Range x)
{
  distributed int b[];              /* { dg-error "needs an extent" } */
}
