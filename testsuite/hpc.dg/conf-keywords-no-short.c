/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-no-short-keywords" } */
/* With -fplugin-arg-hpc-no-short-keywords the short names are ordinary
   identifiers and the long ones still work.  */
static int over (int v) { return v + 1; }
static int on (int v) { return v; }
int
f (Procs1 p, int n)
{
  int r = over (1) + on (2);
  __hpc_on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    __hpc_distributed int u[x];
    __hpc_over (i = x | :) u[i] = r;
  }
  return r;
}
