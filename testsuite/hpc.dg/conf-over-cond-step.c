/* { dg-do compile } */
/* A conditional expression as the stride must be parenthesised.  */
void
f (Range x, int k)
{
  over (i = x | 0 : 9 : k ? 1 : 2) ;   /* { dg-error "conditional expression in an 'over' triplet must be parenthesised" } */
}
