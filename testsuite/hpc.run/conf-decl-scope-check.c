/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2" } */
/* Check mode keeps the memory of arrays freed through hpc_free, which
   other handles may still name, but not a block-scope array's, which
   nothing else names: declaring arrays in a loop runs in constant memory
   there too.  */
#include "conf-decl-scope.c"
