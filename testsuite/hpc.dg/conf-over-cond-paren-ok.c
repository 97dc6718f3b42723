/* { dg-do compile } */
/* Parenthesised conditional expressions in every part are fine.  */
void
f (Range x, int k)
{
  over (i = x | (k ? 1 : 2) : (k ? 8 : 9) : (k ? 1 : 2)) ;
  over (i = x | (k > 0 ? k : 0) :) ;
}
