/* { dg-do compile } */
/* A location stored as a number is a storage offset, not the element's
   global index: an error that says to write hpc_idx.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed long u[x];
    over (i = x)
      u[i] = i;             /* { dg-error "location 'i' used as a value; write 'hpc_idx \\(x, i\\)' for its global index" } */
  }
}
