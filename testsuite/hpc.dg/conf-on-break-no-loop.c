/* { dg-do compile } */
/* break in an on body with no loop around the construct is an error.  */
void
f (Procs1 p)
{
  on (p)
    break;                  /* { dg-error "break statement not within loop or switch" } */
}
