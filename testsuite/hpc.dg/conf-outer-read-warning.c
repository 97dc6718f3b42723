/* { dg-do compile } */
/* Reading an outer variable before writing it (neither reduction nor
   private) runs on one thread, with a warning.  */
double
f (Procs1 p, int n)
{
  double last = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)              /* { dg-warning "'over' loop runs on one thread: its body writes 'last'" } */
      {
        u[i] = last;
        last = u[i] + 1;
      }
  }
  return last;
}
