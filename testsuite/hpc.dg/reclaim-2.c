/* { dg-do compile } */
/* { dg-options "-O1 -fopt-info-loop-missed -fdump-tree-original" } */
/* Range variables the plugin cannot follow keep their ranges to the end
   and say why: one set in an over or at body declared outside it (the
   body may run on threads, and at and over keep their range through
   it), every one of a function with a label (a jump past a declaration
   would skip its reference), one in a statement expression, one set
   within its own assignment.  */
#include <hpc.h>

double
f (Procs1 p)
{
  double s = 0;
  on (p) {
    Range x = hpc_block_range (100, hpc_dim (p, 0));
    Range y = x; /* { dg-warning "missed: Range variable y not followed \\(its ranges are kept to the end\\): it is set in an over, at or on body it is declared outside of" } */
    distributed double u[x];
    over (i = x) {
      y = hpc_subrange (x, 0, 10, 1); /* { dg-warning "missed: range not reclaimed: the value is kept where it is not followed" } */
      u[i] = hpc_size (y);
    }
    s = hpc_sum (u);
  }
  return s;
}

long
g (Procs1 p, int n)
{
  Range x = hpc_block_range (n, hpc_dim (p, 0)); /* { dg-warning "missed: range not reclaimed: the value is kept where it is not followed" } */
  if (n > 3)
    goto out;
  n++;
 out: /* { dg-warning "missed: Range variables of g not followed \\(their ranges are kept to the end\\): the function has labels" } */
  return hpc_size (x);
}

struct level { Range x; };

/* A variable of a statement expression, whose value outlives its block,
   and one set within its own assignment (the old value the outer
   assignment gives back may be the one the inner gave back already).  */
long
h (Procs1 p, struct level *lv)
{
  lv->x = ({ Range t = hpc_block_range (44, hpc_dim (p, 0)); /* { dg-warning "missed: Range variable t not followed \\(its ranges are kept to the end\\): it is declared in a statement expression" } */
             t; });
  Range z = hpc_block_range (10, hpc_dim (p, 0)); /* { dg-warning "missed: Range variable z not followed \\(its ranges are kept to the end\\): it is set within its own assignment" } */
  z = (z = hpc_block_range (11, hpc_dim (p, 0)), hpc_block_range (12, hpc_dim (p, 0)));
  return hpc_size (z);
}

/* { dg-final { scan-hpc-dump-not "__hpc_range_hold \\(x\\)" "original" } } */
/* { dg-final { scan-hpc-dump "x = __hpc_range_hold \\(__hpc_range_float \\(hpc_block_range_ghost \\(100, " "original" } } */
/* { dg-final { scan-hpc-dump "y = __hpc_range_pin \\(x\\);" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_range_float \\(hpc_subrange" "original" } } */
/* { dg-final { scan-hpc-dump "x = hpc_block_range_ghost \\(\\(long int\\) n, " "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_range_drop" 1 "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_range_set" "original" } } */
