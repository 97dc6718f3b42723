/* { dg-do compile } */
/* hpc_sum, hpc_prod, hpc_max, hpc_min, hpc_dot pick the typed call from 1-
   to 3-D arrays of float, double, int and long.  */
double
f (Procs1 p, int n)
{
  double r = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float a[x], a2[x][3], a3[x][2][3];
    distributed double b[x], b2[x][3];
    distributed int c[x][2];
    distributed long d[x][2][2];
    r += hpc_sum (a) + hpc_sum (a2) + hpc_sum (a3) + hpc_prod (b) + hpc_max (b2);
    r += hpc_min (c) + hpc_sum (d) + hpc_max (d) + hpc_dot (a, a) + hpc_dot (b, b);
    hpc_prefix_sum (b, b, 1);
  }
  return r;
}
