/* { dg-do compile } */
/* A ghost width known only at run time is checked at run time: no compile
   error.  */
void
f (Procs1 p, int n, int g)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), g);
    distributed float u[x];
    over (i = x | 3 : n - 4)
      u[i] = u[i + 3];
  }
}
