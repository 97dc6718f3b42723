/* { dg-do compile } */
/* A location on a sequential dimension is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float u[x][8];
    over (i = x | :)
      u[i][i] = 0;          /* { dg-error "location 'i' used on sequential dimension 1 of 'u'" } */
  }
}
