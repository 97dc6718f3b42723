/* { dg-do compile } */
/* { dg-options "-Wno-return-type" } */
/* return inside an over body is an error.  */
int
f (Range x)
{
  over (i = x | :)
    return 1;               /* { dg-error "'return' statement inside 'over' body" } */
  return 0;
}
