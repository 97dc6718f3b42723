/* { dg-do compile } */
/* A distributed declaration whose extent does not parse gets the front
   end's errors only, not a crash of the stage that gives block-scope
   arrays their handles.  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (6, hpc_dim (p, 0));
  distributed float u[#];	/* { dg-error "stray '#'|expected expression" } */
  distributed double v[x];
  hpc_remap (v, u);
  return 0;
}
