/* { dg-do compile } */
/* Distributed parameters bind ranges and extents; callers pass the array
   by name.  */
static double
relax (distributed double u[Range x][int n])
{
  double s = 0;
  over (i = x | :)
    for (int k = 0; k < n; k++)
      s += u[i][k];
  return s;
}
double
f (Procs1 p, int m)
{
  double r = 0;
  on (p) {
    Range x = hpc_block_range (m, hpc_dim (p, 0));
    distributed double u[x][5];
    r = relax (u);
  }
  return r;
}
