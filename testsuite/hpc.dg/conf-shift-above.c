/* { dg-do compile } */
/* A shift above wider than the ghost width is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    distributed float u[x];
    over (i = x | :)
      u[i] = u[i + 2];      /* { dg-error "shift 2 of 'i' is wider than the ghost region \\(1 below, 1 above\\) of dimension 0 of 'u'" } */
  }
}
