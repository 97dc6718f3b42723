/* { dg-do compile } */
/* An empty section entry is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float a[x][n];
    struct hpc_section s = hpc_section (a[[, 0]]);    /* { dg-error "empty section entry" } */
    (void) s;
  }
}
