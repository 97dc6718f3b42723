/* A process killed in the middle of a run (SIGKILL, as the OOM killer or
   a node failure would) must end the whole job with a non-zero status
   within 30 s: the other processes are waiting in halo exchanges and
   reductions for it, and must not hang.  */
/* { dg-do run } */
/* { dg-hpc-procs "2 3 4" } */
/* { dg-hpc-fail "(signal 9|illed|KILLED|SIGKILL)" } */
/* { dg-hpc-timeout 30 } */
#include <signal.h>
#include <stdio.h>

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (64, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (64, hpc_dim (p, 1), 1);
    distributed double u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = hpc_idx (x, i) + hpc_idx (y, j);
    /* Iterate for far longer than the timeout unless stopped.  */
    for (long iter = 0; iter < 100000000; iter++) {
      if (iter == 50 && hpc_rank () == hpc_nprocs () - 1)
        raise (SIGKILL);
      hpc_write_halo (u);
      over (i = x | 1 : 62)
        over (j = y | 1 : 62)
          u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
                            + u[i][j + 1]);
      if (hpc_sum (u) < 0)
        break;
    }
  }
  printf ("not reached: the job outlived a killed process\n");
  return 0;
}
