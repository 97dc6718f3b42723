/* { dg-do compile } */
/* Construct headers: operands of the wrong type, malformed headers.  */
void
f (Procs1 p, Range x, int k, int n)
{
  over (i = k | :) ;        /* { dg-error "'over' needs a Range, not 'int'" } */
  at (l = n[k]) ;           /* { dg-error "subscripted value is neither array nor pointer nor vector|'at' needs a Range" } */
  on (k) ;                  /* { dg-error "'on' needs a process group" } */
  on (p) {
    over (i = x | 1 : n ? 2 : 3) ;   /* { dg-error "conditional expression in an 'over' triplet must be parenthesised" } */
    over (i = x | 1 : 2 : 3 : 4) ;   /* { dg-error "too many ':' in an 'over' triplet" } */
    over (i = x | 5) ;      /* { dg-error "expected a triplet" } */
    over (i = x | (n ? 2 : 3) :) ;   /* parenthesised: fine */
    over (x) ;              /* { dg-error "expected 'over \\(NAME = RANGE" } */
    at (l = x) ;            /* { dg-error "expected 'at \\(NAME = RANGE\\\[INDEX\\\]\\)'" } */
  }
}
