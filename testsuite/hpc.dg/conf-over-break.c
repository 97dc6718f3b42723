/* { dg-do compile } */
/* break leaving an over body is an error.  */
void
f (Range x)
{
  over (i = x | :)
    break;                  /* { dg-error "'break' statement jumps out of 'over' body" } */
}
