/* { dg-do compile } */
/* Fuzzer find: a distributed parameter whose extent is undeclared has an
   erroneous type, which the check of arrays used as plain pointers read
   at the call and crashed on.  */
static void f (distributed int v[r]) { (void) v; }	/* { dg-error "'r' undeclared" } */
void
g (void)
{
  int w[5] = { 0 };
  f (w);			/* { dg-error "type of formal parameter 1 is incomplete" } */
}
