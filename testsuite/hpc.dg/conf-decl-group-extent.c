/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* A process group is not an extent.  */
void
f (Procs1 p)
{
  distributed int a[p];             /* { dg-error "size of array 'a' has non-integer type|extent of distributed array 'a' must be a Range or an integer, not 'Procs1'" } */
}
