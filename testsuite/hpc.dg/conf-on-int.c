/* { dg-do compile } */
/* on of an int is an error.  */
void
f (int k)
{
  on (k) ;                  /* { dg-error "'on' needs a process group \\(a 'Group' or a 'ProcsN'\\), not 'int'" } */
}
