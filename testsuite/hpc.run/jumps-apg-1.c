/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* break / continue / return / goto out of on and at bodies mean what
   they mean out of an if, and the active process group is restored on
   every exit path.  */
#include <stdlib.h>

static Group world;
static int bad;

static void
expect_world (int line)
{
  if (hpc_apg () != world)
    {
      bad = line;
    }
}

/* Returns from inside on and at.  */
static int
returns (Procs1 p, Range x, int k)
{
  on (p) {
    at (l = x[k]) {
      (void) l;
      return 1;
    }
    return 2;
  }
  return 3;
}

int
main (void)
{
  world = hpc_apg ();
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (12, hpc_dim (p, 0));
  int n = 0;
  for (int k = 0; k < 12; k++)
    {
      on (p) {
        if (k == 5)
          break;                      /* leaves the for loop */
        at (l = x[k]) {
          (void) l;
          if (k % 2)
            continue;                 /* next k */
          n++;
        }
        if (k == 3)
          continue;
      }
      expect_world (__LINE__);
    }
  expect_world (__LINE__);
  for (int k = 0; k < 12; k++)
    {
      int r = returns (p, x, k);
      expect_world (__LINE__);
      if (r != (hpc_owner (x, k) == hpc_coord (p, 0) ? 1 : 2))
        bad = __LINE__;
    }
  on (p) {
    at (l = x[0]) {
      (void) l;
      goto out;
    }
  }
 out:
  expect_world (__LINE__);
  switch (n)
    {
    default:
      on (p) break;                   /* leaves the switch */
      bad = __LINE__;
    }
  expect_world (__LINE__);
  MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_INT, MPI_MAX, hpc_comm (world));
  return bad;
}
