/* { dg-do compile } */
/* A distributed parameter whose first dimension is a plain extent gets the
   plugin's message, not an internal one.  */
void
f (distributed double u[10]) { (void) u; }    /* { dg-error "distributed parameter" } */
