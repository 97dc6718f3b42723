/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* hpc_restrict: a grid restricted to one coordinate of a dimension is
   the subgroup of those processes (members, size, its communicator's
   size), restricting again to the same coordinate gives it back, and
   on of it runs there only.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  for (int d = 0; d < 2; d++)
    for (int c = 0; c < hpc_shape (p, d); c++)
      {
        Group g = hpc_restrict (p, d, c);
        CHECK (hpc_restrict (g, d, c) == g);
        CHECK (hpc_group_size (g) == hpc_shape (p, 1 - d));
        CHECK (hpc_member (g) == (hpc_coord (p, d) == c));
        MPI_Comm comm = hpc_comm (g);
        if (hpc_member (g))
          {
            int size;
            MPI_Comm_size (comm, &size);
            CHECK (size == hpc_group_size (g));
          }
        else
          CHECK (comm == MPI_COMM_NULL);
        int ran = 0;
        on (g) ran = 1;
        CHECK (ran == hpc_member (g));
      }
  return 0;
}
