/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* An extent must be a Range or an integer.  */
void
f (double e)
{
  distributed int a[e];             /* { dg-error "size of array 'a' has non-integer type|extent of distributed array 'a' must be a Range or an integer" } */
}
