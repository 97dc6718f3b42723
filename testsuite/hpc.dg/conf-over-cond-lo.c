/* { dg-do compile } */
/* A conditional expression as the low part must be parenthesised.  */
void
f (Range x, int k)
{
  over (i = x | k ? 1 : 2 :) ;     /* { dg-error "conditional expression in an 'over' triplet must be parenthesised" } */
}
