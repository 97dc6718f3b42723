/* { dg-do compile } */
/* on of a Range is an error.  */
void
f (Range x)
{
  on (x) ;                  /* { dg-error "'on' needs a process group" } */
}
