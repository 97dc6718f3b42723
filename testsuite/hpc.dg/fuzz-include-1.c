/* { dg-do compile } */
/* { dg-options "-w" } */
/* Fuzzer find: a distributed "declaration" running into an #include
   (here: the word in a comment whose opening was lost) crashed libcpp
   once its tokens were pushed back.  */
void f (void);
distributed dimension is a global index , ( see below ) .  /* { dg-error "this 'distributed' construct is not finished where '.*stdlib.h' begins" } */
#include <stdlib.h>
