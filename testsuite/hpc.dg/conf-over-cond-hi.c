/* { dg-do compile } */
/* A conditional expression as the high part must be parenthesised.  */
void
f (Range x, int k)
{
  over (i = x | 0 : k ? 5 : 6) ;   /* { dg-error "conditional expression in an 'over' triplet must be parenthesised" } */
}
