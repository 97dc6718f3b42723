/* { dg-do compile } */
/* Arithmetic on a location in a declaration's initialiser is reported at
   that declaration, not at the end of the function.  */
void
f (Procs1 p, int n, long *out)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    over (i = x)
      {
        int k = i * 2;      /* { dg-error "arithmetic on location 'i' other than a subscript shift; write 'hpc_idx \\(x, i\\)' for its global index" } */
        out[0] = k;
      }
  }
}
