/* { dg-do compile } */
/* { dg-options "-w" } */
/* Fuzzer find: a distributed "declaration" running into an #include
   (here: the word in a comment whose opening was lost) crashed libcpp
   once its tokens were pushed back.  The #include itself now stops the
   compilation.  */
void f (void);
distributed dimension is a global index , ( see below ) .
#include <stdlib.h>	/* { dg-error "'#include' inside an unfinished 'distributed'" } */
