/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-options "-O3 -march=native" } */
/* blend-spell-1.c with the vectors of the machine the test runs on (8
   doubles with AVX-512, 4 with AVX: the doubles blended too), as make
   bench compiles: the same results, bit for bit.  */
#include "blend-spell-1.c"
