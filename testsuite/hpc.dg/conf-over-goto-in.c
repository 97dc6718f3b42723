/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* goto into an over body is an error.  */
void
f (Range x, int k)
{
  if (k)
    goto inside;            /* { dg-error "'goto' jumps into 'over' body" } */
  over (i = x | :)
    {
    inside:
      k++;
    }
}
