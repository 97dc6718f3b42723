/* { dg-do compile } */
/* Every optional-part form of the over header compiles without
   diagnostics.  */
static long g (long v) { return v; }
void
f (Range x, int k, int n)
{
  over (i = x) ;
  over (i = x | :) ;
  over (i = x | k + 1 :) ;
  over (i = x | : n - 2) ;
  over (i = x | : : 2) ;
  over (i = x | 1 : : 3) ;
  over (i = x | : n : 2) ;
  over (i = x | 1 : n - 2) ;
  over (i = x | g (1) : g (n) : g (2)) ;
}
