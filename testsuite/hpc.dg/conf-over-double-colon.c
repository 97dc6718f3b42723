/* { dg-do compile } */
/* A triplet with the high part omitted may be written lo::st, as in Python
   and Fortran (the ':' ':' the lexer may read as one token).  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double a[x];
    over (i = x | 1::2) a[i] = 0;
    over (i = x | ::3) a[i] = 1;
  }
}
