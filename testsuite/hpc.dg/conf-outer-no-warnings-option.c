/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-no-warnings" } */
/* -fplugin-arg-hpc-no-warnings silences the one-thread warning.  */
double
f (Procs1 p, int n)
{
  double s = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)
      s = s * u[i] + 1;
  }
  return s;
}
