/* { dg-do compile } */
/* { dg-options "-Wno-unused-variable" } */
/* Where distributed arrays may be declared, and how.  */
distributed float g[10];    /* { dg-error "variably modified|distributed array 'g' at file scope" } */

void
f (Range x, int n)
{
  distributed float a[x] = { 0 };   /* { dg-error "cannot have an initializer|variable-sized object may not be initialized" } */
  distributed double s;             /* { dg-error "expected a distributed array declaration" } */
  distributed int b[x][];           /* { dg-error "needs an extent" } */
  static distributed int c[x];      /* { dg-error "storage size|cannot be 'static'" } */
  distributed float ok[x][n], ok2[n];
  (void) ok; (void) ok2; (void) b; (void) s; (void) a; (void) c;
}
