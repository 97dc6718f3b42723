/* { dg-do compile } */
/* { dg-options "-O1 -fopt-info-loop-missed -fdump-tree-original" } */
/* What a function holds of ranges, told to libhpc: a followed Range
   variable takes a reference at its declaration and each assignment and
   gives it back at the end of its block; a construction used within its
   statement gives its reference back; a value stored where the plugin
   cannot follow it is pinned, and a range kept to the end says why.  */
#include <hpc.h>

struct level { Range x; };
Range global;
void opaque (Range x);
static void mine (Range x) { (void) hpc_size (x); }

void
f (Procs1 p, long n, struct level *lv)
{
  Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
  Range y;
  Range z = x; /* { dg-warning "missed: Range variable z not followed \\(its ranges are kept to the end\\): its address is taken" } */
  Range *pz = &z;
  y = hpc_subrange (x, 1, n - 2, 2);
  global = y;
  mine (x);
  opaque (x);
  lv->x = hpc_cyclic_range (n, hpc_dim (p, 0)); /* { dg-warning "missed: range not reclaimed: the value is kept where it is not followed" } */
  opaque (hpc_block_range (n + 1, hpc_dim (p, 0))); /* { dg-warning "missed: range not reclaimed: the value is kept where it is not followed" } */
  y = hpc_block_range (n + (*pz != 0), hpc_dim (p, 0));
  (void) hpc_size (hpc_block_range (n + 2, hpc_dim (p, 0)));
  distributed double u[hpc_block_range (n + 3, hpc_dim (p, 0))];
  u[0] = 1;
}

/* { dg-final { scan-hpc-dump "x = __hpc_range_hold \\(__hpc_range_float \\(hpc_block_range_ghost \\(n, " "original" } } */
/* { dg-final { scan-hpc-dump "y = 0B;" "original" } } */
/* { dg-final { scan-hpc-dump "y = __hpc_range_set \\(y, __hpc_range_float \\(hpc_subrange \\(x, 1, " "original" } } */
/* { dg-final { scan-hpc-dump "global = __hpc_range_pin \\(y\\);" "original" } } */
/* { dg-final { scan-hpc-dump "z = __hpc_range_pin \\(x\\);" "original" } } */
/* { dg-final { scan-hpc-dump "mine \\(x\\);" "original" } } */
/* { dg-final { scan-hpc-dump "opaque \\(__hpc_range_pin \\(x\\)\\);" "original" } } */
/* { dg-final { scan-hpc-dump "hpc_size \\(__hpc_range_float \\(hpc_block_range_ghost \\(n \\+ 2, " "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_range_float \\(SAVE_EXPR <hpc_block_range_ghost \\(n \\+ 3, " "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_range_drop \\(\[xy\]\\);" 2 "original" } } */
