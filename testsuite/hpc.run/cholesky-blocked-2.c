/* { dg-do run } */
/* { dg-hpc-libs "lapacke blas" } */
/* { dg-hpc-procs "2 3 4" } */
/* { dg-hpc-args "150 8 cholesky-blocked-2.npy 1x0" } */
/* The blocked Cholesky example on 1 x P grids (1x2, 1x3, 1x4): panels
   travel along the process row only; it checks its own residual.  */
#include "../../examples/cholesky_blocked.c"
