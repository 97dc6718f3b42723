/* { dg-do compile } */
/* A distributed array assigned to a pointer or used in pointer
   arithmetic is an error at the array's name.  */
void
f (Procs1 p, int k)
{
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed float u[x];
    float *q = u;		/* { dg-error "distributed array 'u' used as a plain pointer" } */
    q = u + k;			/* { dg-error "distributed array 'u' used as a plain pointer" } */
    *u = 1;			/* { dg-error "distributed array 'u' used as a plain pointer" } */
    (void) q;
  }
}
