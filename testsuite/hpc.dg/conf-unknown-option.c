/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-bogus" } */
/* An unknown plugin option is an error.  */
int f (void) { return 0; }
/* { dg-error "unknown option '-fplugin-arg-hpc-bogus'; '-fplugin-arg-hpc-help' lists the options" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
