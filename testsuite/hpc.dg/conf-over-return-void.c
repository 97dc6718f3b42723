/* { dg-do compile } */
/* A bare return inside an over body is an error as well.  */
void
f (Range x, int k)
{
  over (i = x | :)
    if (k)
      return;               /* { dg-error "'return' statement inside 'over' body" } */
}
