/* { dg-do compile } */
/* A triplet has at most two ':'.  */
void
f (Range x)
{
  over (i = x | 0 : 1 : 1 : 1) ;   /* { dg-error "too many ':' in an 'over' triplet" } */
}
