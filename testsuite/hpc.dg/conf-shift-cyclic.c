/* { dg-do compile } */
/* A cyclic range has no ghosts: a shift is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_cyclic_range (n, hpc_dim (p, 0));
    distributed float u[x];
    over (i = x | :)
      u[i + 1] = 0;         /* { dg-error "shift 1 of 'i' is wider than the ghost region \\(0 below, 0 above\\)" } */
  }
}
