/* { dg-do compile } */
/* A distributed parameter binds each dimension as [Range NAME] or [int
   NAME]: a later dimension with a plain extent is an error.  */
void
f (distributed double u[Range x][10]) { }             /* { dg-error "a distributed parameter binds each dimension as '\\\[Range NAME\\\]' or '\\\[int NAME\\\]'" } */
