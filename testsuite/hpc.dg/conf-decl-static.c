/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* A static distributed array is an error.  */
void
f (Range x)
{
  static distributed int c[x];      /* { dg-error "storage size|cannot be 'static'" } */
}
