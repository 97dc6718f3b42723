/* { dg-do compile } */
/* Nothing may follow the dimensions of a distributed parameter.  */
void
f (distributed double u[Range x] __attribute__ ((unused))) { }    /* { dg-error "unexpected tokens after a distributed parameter" } */
