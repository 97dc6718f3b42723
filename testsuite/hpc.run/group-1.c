/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Grids: shapes chosen by the runtime, coordinates, members and
   communicators, on 1 to 4 processes.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

/* Check grid P of NDIMS dimensions against the expected SHAPE, made from
   the first processes of an APG whose rank here is APG_RANK.  */
static void
check_grid (Group p, int ndims, const int *shape, int apg_rank)
{
  int size = 1;
  CHECK (hpc_ndims (p) == ndims);
  for (int d = 0; d < ndims; d++)
    {
      CHECK (hpc_shape (p, d) == shape[d]);
      size *= shape[d];
    }
  CHECK (hpc_group_size (p) == size);
  int member = apg_rank < size;
  CHECK (hpc_member (p) == member);
  CHECK (hpc_group_rank (p) == (member ? apg_rank : -1));
  /* Row-major coordinates.  */
  for (int d = ndims - 1, r = apg_rank; d >= 0; d--)
    {
      CHECK (hpc_coord (p, d) == (member ? r % shape[d] : -1));
      r /= shape[d];
    }
  for (int d = 0; d < ndims; d++)
    {
      Dimension dim = hpc_dim (p, d);
      CHECK (dim.grid == p && dim.dim == d);
    }
  MPI_Comm c = hpc_comm (p);
  if (!member)
    {
      CHECK (c == MPI_COMM_NULL);
      return;
    }
  int csize, crank;
  MPI_Comm_size (c, &csize);
  MPI_Comm_rank (c, &crank);
  CHECK (csize == size && crank == apg_rank);
}

int
main (void)
{
  int n = hpc_nprocs (), me = hpc_rank ();
  CHECK (n >= 1 && me >= 0 && me < n);

  /* The world group is the initial APG.  */
  Group w = hpc_apg ();
  check_grid (w, 1, (int[]) { n }, me);

  /* All extents automatic: the whole APG, MPI_Dims_create's shapes.  */
  check_grid (hpc_procs1 (HPC_AUTO), 1, (int[]) { n }, me);
  static const int auto2[5][2] = { {0, 0}, {1, 1}, {2, 1}, {3, 1}, {2, 2} };
  check_grid (hpc_procs2 (HPC_AUTO, HPC_AUTO), 2, auto2[n], me);
  static const int auto3[5][3] = { {0}, {1, 1, 1}, {2, 1, 1}, {3, 1, 1},
                                   {2, 2, 1} };
  check_grid (hpc_procs (3, (int[]) { 0, 0, 0 }), 3, auto3[n], me);

  /* Some extents fixed: the rest use as many processes as divide.  */
  if (n >= 2)
    {
      int rest = n / 2;		/* 2 x 1, 2 x 1 (one process left), 2 x 2 */
      check_grid (hpc_procs2 (2, HPC_AUTO), 2, (int[]) { 2, rest }, me);
      check_grid (hpc_procs3 (HPC_AUTO, 1, 2), 3, (int[]) { rest, 1, 2 },
                  me);
    }

  /* Fixed shapes smaller than the APG: the first processes only.  */
  check_grid (hpc_procs1 (1), 1, (int[]) { 1 }, me);
  check_grid (hpc_procs3 (1, 1, 1), 3, (int[]) { 1, 1, 1 }, me);
  if (n >= 3)
    check_grid (hpc_procs2 (1, 3), 2, (int[]) { 1, 3 }, me);

  /* Equal constructions from the same APG give the same grid.  */
  CHECK (hpc_procs1 (n) == hpc_procs1 (HPC_AUTO));
  CHECK (hpc_procs2 (1, 1) == hpc_procs2 (1, 1));
  CHECK (hpc_procs2 (1, 1) != hpc_procs1 (1));

  /* A grid made inside on (p) takes p's processes.  */
  if (n >= 2)
    {
      Procs1 p = hpc_procs1 (n - 1);	/* processes 0 .. n-2 */
      if (__hpc_on_enter (p))
        {
          CHECK (hpc_apg () == p);
          Group q = hpc_procs2 (HPC_AUTO, 1);
          check_grid (q, 2, (int[]) { n - 1, 1 }, me);
          Group r = hpc_procs1 (1);
          check_grid (r, 1, (int[]) { 1 }, me);
          __hpc_on_leave ();
        }
      else
        CHECK (me == n - 1);
    }
  return 0;
}
