/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* lag-1.c without HPC_FUSE_MIN_KB: arrays of a few hundred KB stay in
   cache, so __hpc_rows_begin declines every case and the nests run as
   written, with the same results.  */
#define DEFAULT_THRESHOLD 1
#include "lag-1.c"
