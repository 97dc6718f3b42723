/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-original" } */
/* An inner over whose body walks the last dimension with its own loops
   prefetches, before each run of the body, the row the next location
   reads at the largest shifts (the outer over's first): in resid, the
   row after u[i3 + 1][i2 + 1]; in the star stencil, the row after
   s[i3 + 1][i2].  Rows read at one shift only (v, r, t) are not
   prefetched.  */
#include "touch-body-rows.h"
/* { dg-final { scan-hpc-dump "__hpc_prefetch_row \\(\\(const void \\*\\) \\(&u\\\[i3 \\+ 1\\\]\\\[i2 \\+ 1\\\] \\+ " "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_prefetch_row \\(\\(const void \\*\\) \\(&s\\\[i3 \\+ 1\\\]\\\[i2\\\] \\+ " "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_prefetch_row \\(\\(const void \\*\\) \\(&(u\\\[i3( - 1)?\\\]|s\\\[i3 \\+ 1\\\]\\\[i2 \\+ 1|\[vrt\]\\\[)" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_touch_row \\(\\(const void" "original" } } */
