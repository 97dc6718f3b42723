/* { dg-do compile } */
/* { dg-options "-std=gnu89" } */
/* hpcc refuses C89: HPC programs need C99 or later.  */
int f (void) { return 0; }
/* { dg-error "-std=gnu89 is not supported: HPC programs need C99 or later" "" { target *-*-* } 0 } */
