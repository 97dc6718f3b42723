/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A range freed at the end of each step, the next step's range over the
   other dimension of a 2-D grid (likely at the same address): each over
   body's active group is its own range's dimension restricted to this
   process's coordinate, not one remembered from the freed range.  */
#include <stdio.h>

int
main (void)
{
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int bad = 0;
  on (q) {
    for (int k = 0; k < 40; k++)
      {
        int d = k % 2;
        Range x = hpc_block_range (30 + k, hpc_dim (q, d));
        distributed double a[x];
        long held = 0, wrong = 0;
        over (i = x)
          {
            a[i] = 1;
            held++;
            if (hpc_group_size (hpc_apg ()) != hpc_shape (q, 1 - d)
                || hpc_coord (hpc_apg (), d) != hpc_coord (q, d))
              wrong++;
          }
        if (held != hpc_local_size (x) || wrong)
          {
            printf ("step %d: %ld of %ld held, %ld in the wrong group\n", k,
                    held, hpc_local_size (x), wrong);
            bad = 1;
          }
      }
  }
  return bad;
}
