/* { dg-do compile } */
/* { dg-options "-Wno-return-type" } */
/* A location in arithmetic outside a subscript is an error.  */
long
f (Range x)
{
  long s = 0;
  over (i = x | :)
    s += i + 1;             /* { dg-error "arithmetic on location 'i' other than a subscript shift" } */
  return s;
}
