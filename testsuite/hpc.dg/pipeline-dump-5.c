/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-dump=arrays,lowering" } */
/* A stage -fplugin-arg-hpc-dump does not know is an error listing the
   stages in order.  */
int f (void) { return 0; }
/* { dg-error "unknown stage 'lowering' in '-fplugin-arg-hpc-dump'; the stages, in order, are inline, views, decay, collectives, checks, expand, subscripts, discard, layout, apart, arrays, reclaim, terms, fuse, hoist, touch, reductions, lower, overterms, missed, vectorise, noalias \\(or 'all'\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
