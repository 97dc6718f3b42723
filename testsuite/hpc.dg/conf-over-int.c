/* { dg-do compile } */
/* over of an int is an error.  */
void
f (int k)
{
  over (i = k | :) ;        /* { dg-error "'over' needs a Range, not 'int'" } */
}
