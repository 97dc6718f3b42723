/* { dg-do compile } */
/* { dg-options "-O1 -fopt-info-loop-missed -fdump-tree-original" } */
/* What a function holds of groups, told to libhpc as for ranges: a
   followed Group variable takes a reference at its declaration and each
   assignment and gives it back at the end of its block; a construction
   used within its statement gives its reference back; a group or
   Dimension value stored where the plugin cannot follow it is pinned,
   and a group kept to the end says why.  */
#include <hpc.h>

struct level { Group g; Dimension d; };
Group global;
void opaque (Group g);

void
f (long n, struct level *lv)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, 1);
  Group row;
  Group q = p; /* { dg-warning "missed: Group variable q not followed \\(its groups are kept to the end\\): its address is taken" } */
  Group *pq = &q;
  row = hpc_restrict (p, 0, 0);
  if (n > 3)
    row = hpc_restrict (p, 1, 0);
  global = row;
  lv->g = hpc_procs1 (1); /* { dg-warning "missed: group not reclaimed: the value is kept where it is not followed" } */
  lv->d = hpc_dim (p, 1);
  opaque (*pq);
  (void) hpc_group_size (hpc_procs1 (HPC_AUTO));
  if (hpc_restrict (p, 0, 0) == row)
    on (row)
      (void) hpc_size (hpc_block_range (n, hpc_dim (p, 1)));
}

/* { dg-final { scan-hpc-dump "p = \\(struct hpc_group \\*\\) __hpc_group_hold \\(__hpc_group_float \\(\\(struct hpc_group \\*\\) hpc_procs2 \\(0, 1\\)\\)\\)" "original" } } */
/* { dg-final { scan-hpc-dump "row = 0B;" "original" } } */
/* { dg-final { scan-hpc-dump "row = __hpc_group_set \\(row, __hpc_group_float \\(hpc_restrict \\(p, 0, 0\\)\\)\\)" "original" } } */
/* An if's branch is a statement: the assignment is not pinned.  */
/* { dg-final { scan-hpc-dump "  row = __hpc_group_set \\(row, __hpc_group_float \\(hpc_restrict \\(p, 1, 0\\)\\)\\)" "original" } } */
/* { dg-final { scan-hpc-dump "global = __hpc_group_pin \\(row\\);" "original" } } */
/* { dg-final { scan-hpc-dump "lv->d = __hpc_dim_pin \\(hpc_dim \\(p, 1\\)\\);" "original" } } */
/* { dg-final { scan-hpc-dump "opaque \\(__hpc_group_pin \\(\\*pq\\)\\);" "original" } } */
/* { dg-final { scan-hpc-dump "hpc_group_size \\(\\(struct hpc_group \\*\\) __hpc_group_float \\(\\(struct hpc_group \\*\\) hpc_procs1 \\(0\\)\\)\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_group_float \\(hpc_restrict \\(p, 0, 0\\)\\) == row" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_group_drop \\(row\\);" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_group_drop \\(\\(struct hpc_group \\*\\) p\\);" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_group_pin \\(row = " "original" } } */
