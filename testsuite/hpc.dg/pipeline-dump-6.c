/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-dump" } */
/* -fplugin-arg-hpc-dump without stages is an error.  */
int f (void) { return 0; }
/* { dg-error "'-fplugin-arg-hpc-dump' needs the stages to dump: '-fplugin-arg-hpc-dump=STAGE\\\[,STAGE...\\\]' or '=all'; the stages, in order, are inline, views, decay, " "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
