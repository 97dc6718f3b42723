/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_remap: array: stride 0 in dimension 1 is not positive" } */
/* A section with stride 0 (as the plugin lowers it inside hpc_remap).  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  float *a = hpc_array_new (sizeof (float), 2, NULL, (long[]) { 4, 4 });
  const struct hpc_section *s
    = __hpc_section (&(struct hpc_section) { 0 }, "hpc_remap", a, 2,
                     (const struct hpc_triplet[]) { {0, 3, 1, 0},
                                                    {0, 3, 0, 0} });
  return s->size > 0 ? 0 : 0;
}
