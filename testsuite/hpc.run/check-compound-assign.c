/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2 3" } */
/* { dg-hpc-threads "1 2" } */
/* Check mode instruments writes through locations, shifted or not; a
   compound assignment's target (reached twice by the plugin) compiles and
   runs as in a normal build.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  double s = 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed double u[x];
    over (i = x | :) u[i] = 1;
    over (i = x | :) u[i] += 2;
    over (i = x | :) u[i] *= 2;
    over (i = x | 1 : 8) u[i + 1] -= 0;
    s = hpc_sum (u);
  }
  return s != 60;
}
