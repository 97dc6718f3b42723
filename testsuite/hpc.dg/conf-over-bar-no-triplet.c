/* { dg-do compile } */
/* A '|' must be followed by a triplet.  */
void
f (Range x)
{
  over (i = x | 3) ;        /* { dg-error "expected a triplet 'LO : HI : STEP' \\(parts optional\\) after '\\|'" } */
}
