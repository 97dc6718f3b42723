/* { dg-do compile } */
/* Arithmetic on a location other than a shift is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float u[x];
    over (i = x | :)
      u[2 * i] = 0;         /* { dg-error "arithmetic on location 'i' other than a shift" } */
  }
}
