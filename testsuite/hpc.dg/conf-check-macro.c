/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* Check mode defines __HPC_CHECK__.  */
#ifndef __HPC_CHECK__
#error "__HPC_CHECK__ is not defined in check mode"
#endif
int f (void) { return 0; }
