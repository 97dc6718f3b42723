/* { dg-do compile } */
/* A distributed parameter binds each dimension as [Range NAME] or [int
   NAME].  */
void
f (distributed double u[10]) { (void) u; }    /* { dg-error "a distributed parameter binds each dimension as '\\\[Range NAME\\\]' or '\\\[int NAME\\\]'" } */
