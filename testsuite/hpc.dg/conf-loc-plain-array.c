/* { dg-do compile } */
/* { dg-options "-Wno-return-type" } */
/* A location as the subscript of an ordinary array is an error.  */
float
f (Range x)
{
  float plain[16] = { 0 };
  float s = 0;
  over (i = x | :)
    s += plain[i];          /* { dg-error "location 'i' used as a subscript of 'plain', which is not a distributed array; write 'hpc_idx \\(x, i\\)'" } */
  return s;
}
