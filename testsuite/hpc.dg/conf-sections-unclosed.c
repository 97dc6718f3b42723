/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* A section needs its closing ]].  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float a[x];
    hpc_describe (a[[0 : 2]);           /* { dg-error "expected ']]' closing the section" } */
  }
}
