/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo: check mode: not every process of the active group reached this collective within 3 s" } */
/* Check mode: a process that skips a collective is reported (after
   HPC_CHECK_TIMEOUT seconds) instead of leaving the others waiting (and
   the compiler warns).  */
#include <stdlib.h>
int
main (void)
{
  setenv ("HPC_CHECK_TIMEOUT", "3", 1);
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed float u[x];
    if (hpc_coord (p, 0) == 0)
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition that may differ between processes" } */
  }
  return 0;
}
