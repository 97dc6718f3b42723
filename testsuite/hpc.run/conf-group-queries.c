/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Grid queries: hpc_ndims, hpc_shape, hpc_coord (row-major placement of
   the active group's processes), hpc_group_size, hpc_group_rank,
   hpc_member; a 3-D automatic grid uses every process; a grid smaller
   than the active group leaves the rest outside (coordinates -1).  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  int n = hpc_nprocs (), r = hpc_rank ();
  Procs3 p = hpc_procs3 (HPC_AUTO, HPC_AUTO, HPC_AUTO);
  CHECK (hpc_ndims (p) == 3);
  CHECK (hpc_shape (p, 0) * hpc_shape (p, 1) * hpc_shape (p, 2) == n);
  CHECK (hpc_group_size (p) == n && hpc_group_rank (p) == r && hpc_member (p));
  int c0 = hpc_coord (p, 0), c1 = hpc_coord (p, 1), c2 = hpc_coord (p, 2);
  CHECK ((c0 * hpc_shape (p, 1) + c1) * hpc_shape (p, 2) + c2 == r);
  Procs1 one = hpc_procs1 (1);
  CHECK (hpc_group_size (one) == 1);
  CHECK (hpc_member (one) == (r == 0));
  CHECK (hpc_coord (one, 0) == (r == 0 ? 0 : -1));
  CHECK (hpc_group_rank (one) == (r == 0 ? 0 : -1));
  int shape[2] = { 1, HPC_AUTO };
  Group g = hpc_procs (2, shape);
  CHECK (hpc_shape (g, 0) == 1 && hpc_shape (g, 1) == n);
  return 0;
}
