/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-dump=checks,expand" } */
/* The checks stage diagnoses and leaves the tree as it is: the jumps it
   rejects are still in its dump, and the header whose widths it rejects
   still holds the hpc_expand call, which the expand stage takes apart
   with widths 0 (for the later stages' diagnostics; no code is made).  */
void
f (Range x, Range y)
{
  over (i = x | :)
    break;		/* { dg-error "'break' statement jumps out of 'over' body" } */
  over (i = x | :)
    goto out;		/* { dg-error "'goto' jumps out of 'over' body" } */
 out:
  over (i = hpc_expand (y, 1.5))	/* { dg-error "the widths of 'hpc_expand' must be non-negative integer constants" } */
    ;
}
/* { dg-final { scan-hpc-stage-dump checks "<<< Unknown tree: break_stmt >>>" } } */
/* { dg-final { scan-hpc-stage-dump checks "goto out;" } } */
/* { dg-final { scan-hpc-stage-dump checks "__hpc_over_begin \\(__hpc_expand \\(y, 1.5e\\+0, 1.5e\\+0\\), 0, 0, 0, 0\\);" } } */
/* { dg-final { scan-hpc-stage-dump expand "__hpc_over_begin \\(y, 0, 0, 0, 0, 0, 0\\);" } } */
