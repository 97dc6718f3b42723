/* { dg-do compile } */
/* break in an at body nested in an over body leaves the over body: an
   error.  */
void
f (Range x, Range y)
{
  over (i = x | :)
    at (l = y[0])
      break;                /* { dg-error "'break' statement jumps out of 'over' body|break statement not within loop or switch" } */
}
