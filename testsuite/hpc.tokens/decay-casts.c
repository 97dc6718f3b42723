/* Explicit casts of distributed arrays to their local blocks, written
   out and inside a macro, compile alike whichever way the preprocessor
   runs: through gcc -E the macro's line has other columns than its
   source, where no cast can be read.  */
#define BLOCK(a) ((double *) (a))

double block_sum (double *p, long n);

double
f (Procs1 p)
{
  double s = 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed double u[x];
    s += block_sum ((double *) u, hpc_array_extent (u, 0));
    s += block_sum (BLOCK (u), hpc_array_extent (u, 0));
  }
  return s;
}
