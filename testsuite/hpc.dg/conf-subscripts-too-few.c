/* { dg-do compile } */
/* Fewer subscripts than dimensions is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float a[x][n][n];
    float *row = a[0][0];             /* { dg-error "distributed array 'a' has 3 dimensions but 2 subscripts" } */
    (void) row;
  }
}
