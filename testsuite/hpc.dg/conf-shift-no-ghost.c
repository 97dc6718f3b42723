/* { dg-do compile } */
/* Any shift on a range without ghosts is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float u[x];
    over (i = x | :)
      u[i] = u[i - 1];      /* { dg-error "shift -1 of 'i' is wider than the ghost region \\(0 below, 0 above\\)" } */
  }
}
