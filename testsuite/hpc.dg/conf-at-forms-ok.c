/* { dg-do compile } */
/* at headers with index expressions compile without diagnostics.  */
static long g (long v) { return v; }
void
f (Range x, int k, long *tab)
{
  at (l = x[0]) ;
  at (l = x[k + 1]) ;
  at (l = x[g (k)]) ;
  at (l = x[tab[k]]) ;
  at (l = x[hpc_size (x) - 1]) ;
}
