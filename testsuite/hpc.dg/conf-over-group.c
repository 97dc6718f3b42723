/* { dg-do compile } */
/* over of a process group is an error.  */
void
f (Procs1 p)
{
  over (i = p | :) ;        /* { dg-error "'over' needs a Range, not 'Procs1'" } */
}
