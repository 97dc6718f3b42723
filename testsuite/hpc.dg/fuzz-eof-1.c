/* { dg-do compile } */
/* { dg-options "-w" } */
/* Fuzzer find: an over header inside a distributed declaration cut off by
   the end of the file once crashed the token layer.  */
/* { dg-error "expected expression before 'for'" "" { target *-*-* } 9 } */
/* { dg-error "at end of input" "" { target *-*-* } 9 } */
void
f (Range x) {
  distributed int a [ over ( i = x | 1 : 2 )
