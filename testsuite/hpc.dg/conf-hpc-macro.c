/* { dg-do compile } */
/* The plugin defines __HPC__ and force-includes hpc.h.  */
#ifndef __HPC__
#error "__HPC__ is not defined"
#endif
#ifndef HPC_H
#error "hpc.h is not included"
#endif
int f (void) { return HPC_MAX_DIMS; }
