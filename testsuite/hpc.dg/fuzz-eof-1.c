/* { dg-do compile } */
/* { dg-options "-w" } */
/* Fuzzer find: an over header inside a distributed declaration cut off by
   the end of the file once crashed the token layer.  */
void
f (Range x) {
  distributed int a [ over ( i = x | 1 : 2 )  /* { dg-error "the file ends inside this 'distributed' construct" } */
