/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-dump=all" } */
/* After an error the discard stage drops the function's body and the
   lowering stages' gates decline: their dumps show the functions of
   hpc.h, compiled before the error, but not f.  */
void
f (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed float u[x];
    float *q = u;		/* { dg-error "distributed array 'u' used as a plain pointer" } */
    (void) q;
  }
}
/* { dg-final { scan-hpc-stage-dump decay "float \\* q = \\(float \\*\\) &u;" } } */
/* { dg-final { scan-hpc-stage-dump discard ";; Function f\n;; after stage discard \[^\n\]*\n\n\n*$" } } */
/* { dg-final { scan-hpc-stage-dump-not layout ";; Function f\n" } } */
/* { dg-final { scan-hpc-stage-dump-not arrays ";; Function f\n" } } */
/* { dg-final { scan-hpc-stage-dump-not lower ";; Function f\n" } } */
