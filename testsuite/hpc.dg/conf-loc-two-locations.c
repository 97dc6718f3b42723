/* { dg-do compile } */
/* The sum of two locations is not a shift.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    distributed float u[x];
    over (i = x | :)
      at (l = x[0])
        u[i + l] = 0;       /* { dg-error "arithmetic on location" } */
  }
}
