/* { dg-do compile } */
/* More section entries than dimensions is an error.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float a[x];
    struct hpc_section s = hpc_section (a[[:, 0]]);   /* { dg-error "section of 'a' has 2 entries but the array has 1 dimensions" } */
    (void) s;
  }
}
