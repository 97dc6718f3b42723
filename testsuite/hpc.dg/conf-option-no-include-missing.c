/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-no-include" } */
/* With -fplugin-arg-hpc-no-include and no #include <hpc.h>, the types
   of the library are unknown: a located error, not a crash.  */
void f (Procs1 p) { on (p) ; }    /* { dg-error "unknown type name 'Procs1'" } */
