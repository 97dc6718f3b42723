/* { dg-do compile } */
/* hpc_idx turns a location into a global index, usable anywhere.  */
long
f (Procs1 p, int n, long *out)
{
  long s = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed long u[x][4];
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        u[i][g % 4] = g;
        out[g] = 2 * hpc_idx (x, i) + 1;
        s += g;
      }
  }
  return s;
}
