/* { dg-do compile } */
/* Shifts of an at location are checked as well.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    distributed float u[x];
    at (l = x[1])
      u[l] = u[l - 1] + u[l + 2];   /* { dg-error "shift 2 of 'l' is wider" } */
  }
}
