/* { dg-do compile } */
/* A variable both reduced and assigned otherwise is not a reduction:
   warning.  */
double
f (Procs1 p, int n)
{
  double s = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)              /* { dg-warning "'over' loop runs on one thread: its body writes 's'" } */
      {
        s += u[i];
        if (s > 10)
          s = 0;
      }
  }
  return s;
}
