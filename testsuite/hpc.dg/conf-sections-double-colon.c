/* { dg-do compile } */
/* A section triplet with the high part omitted may be written lo::st.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double a[x], b[x];
    hpc_remap (a[[0::2]], b[[1::2]]);
  }
}
