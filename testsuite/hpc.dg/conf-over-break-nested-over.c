/* { dg-do compile } */
/* break in an inner over body leaves that body: an error too.  */
void
f (Range x, Range y)
{
  over (i = x | :)
    over (j = y | :)
      break;                /* { dg-error "'break' statement jumps out of 'over' body" } */
}
