/* { dg-do compile } */
/* hpc_expand: widths that are not non-negative constants, a use other
   than as an over's range, and shifts that reach past the ghosts from
   the expanded locations are compile-time errors.  */
void
f (Procs1 p, int n, int k)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    distributed float u[x], v[x];
    over (i = hpc_expand (x, k))      /* { dg-error "the widths of 'hpc_expand' must be non-negative integer constants" } */
      u[i] = 0;
    over (i = hpc_expand (x, 1, -1))  /* { dg-error "the widths of 'hpc_expand' must be non-negative integer constants" } */
      u[i] = 0;
    over (i = hpc_expand (x, 1.5))    /* { dg-error "the widths of 'hpc_expand' must be non-negative integer constants" } */
      u[i] = 0;
    over (i = __hpc_expand (x, 1, 1, 1))  /* { dg-error "'hpc_expand' takes a range and one or two widths|'hpc_expand' is only the range of an 'over'" } */
      u[i] = 0;
    Range e = hpc_expand (x, 1);      /* { dg-error "'hpc_expand' is only the range of an 'over'" } */
    (void) e;
    over (i = hpc_expand (x, 1))
      v[i] = u[i + 1] + u[i - 1];     /* shifts 1 + 1 and -1 - 1 reach the ghosts' ends */
    over (i = hpc_expand (x, 1, 2))
      v[i] = u[i + 1];                /* { dg-error "shift 1 of 'i', which 'hpc_expand' takes 1 below and 2 above the indices held, reaches past the ghost region \\(2 below, 2 above\\) of dimension 0 of 'u'" } */
    over (i = hpc_expand (x, 2, 0))
      v[i] = u[i - 1];                /* { dg-error "shift -1 of 'i', which 'hpc_expand' takes 2 below and 0 above" } */
  }
}
