/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* An extern distributed array is an error.  */
void
f (void)
{
  extern distributed int c[4];      /* { dg-error "storage size of 'c' isn't constant" } */
  /* { dg-error "distributed array 'c' (cannot be 'static' or 'extern'|at file scope)" "" { target *-*-* } 7 } */
  /* { dg-error "variably modified type must have no linkage" "" { target *-*-* } 7 } */
}
