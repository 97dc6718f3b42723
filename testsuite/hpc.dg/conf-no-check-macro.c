/* { dg-do compile } */
/* Without check mode __HPC_CHECK__ is not defined.  */
#ifdef __HPC_CHECK__
#error "__HPC_CHECK__ is defined without check mode"
#endif
int f (void) { return 0; }
