/* { dg-do compile } */
/* A distributed array with an initializer is an error.  */
void
f (int n)
{
  distributed int a[n] = { 1 };     /* { dg-error "cannot have an initializer|variable-sized object may not be initialized" } */
  (void) a;
}
