/* { dg-do compile } */
/* A location as the subscript of a pointer is an error.  */
void
f (Range x, float *q)
{
  over (i = x | :)
    q[i] = 0;               /* { dg-error "location 'i' used to index a pointer, not a distributed array" } */
}
