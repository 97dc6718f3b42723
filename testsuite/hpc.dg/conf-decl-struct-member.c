/* { dg-do link } */
/* A distributed array as a struct member is not supported: a located
   compile-time error, never an undefined reference to __hpc_extent at
   link time.  */
void
f (Range x)
{
  struct grid { int n; distributed double u[x]; } g;  /* { dg-error "distributed array 'u' cannot be a struct or union member: declare it as a variable in a block" } */
  (void) g;
}

int
main (void)
{
  return 0;
}
