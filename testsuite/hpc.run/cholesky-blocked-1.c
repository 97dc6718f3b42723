/* { dg-do run } */
/* { dg-hpc-libs "lapacke blas" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-hpc-args "203 16 cholesky-blocked-1.npy" } */
/* The blocked Cholesky example (lookahead, panel exchanges along grid rows
   and columns) on 1x1, 2x1, 3x1 and 2x2 grids, N not a multiple of NB:
   it checks its own residual max |A - L L^T| / max |A| and fails when it
   is not at rounding level.  */
#include "../../examples/cholesky_blocked.c"
