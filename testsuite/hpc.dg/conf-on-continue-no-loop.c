/* { dg-do compile } */
/* continue in an on body with no loop around it is an error.  */
void
f (Procs1 p)
{
  on (p)
    continue;               /* { dg-error "continue statement not within a loop" } */
}
