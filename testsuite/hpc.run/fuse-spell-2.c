/* { dg-do run } */
/* { dg-options "-fdump-tree-original" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* fuse-spell-1.c in float, whose stride-2 loops blend.cc vectorises
   where the body is one assignment: the fused passes of the spellings
   blended too, the results still the sequential loop's, bit for bit.  */
#define REAL float
#include "fuse-spell-1.c"
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 7 "original" } } */
/* { dg-final { scan-hpc-dump "VEC_PERM_EXPR" "original" } } */
