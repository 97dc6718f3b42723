/* { dg-do compile } */
/* over of a double is an error.  */
void
f (double x)
{
  over (i = x) ;            /* { dg-error "'over' needs a Range, not 'double'" } */
}
