/* { dg-do compile } */
/* A variable assigned before any use in the body is private: no warning.  */
double
f (Procs1 p, int n)
{
  double t = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x], v[x];
    over (i = x | :)
      {
        t = u[i] * 2;
        v[i] = t + 1;
      }
  }
  return t;
}
