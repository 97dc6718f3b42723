/* { dg-do compile } */
/* A shift below wider than the ghost width is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    distributed float u[x];
    over (i = x | :)
      u[i] = u[i - 3];      /* { dg-error "shift -3 of 'i' is wider than the ghost region \\(2 below, 2 above\\)" } */
  }
}
