/* { dg-do compile } */
/* break in an at body with no loop around it is an error.  */
void
f (Range x)
{
  at (l = x[0])
    break;                  /* { dg-error "break statement not within loop or switch" } */
}
