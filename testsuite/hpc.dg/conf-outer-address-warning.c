/* { dg-do compile } */
/* Taking the address of an outer variable counts as a write: warning.  */
static void bump (int *c) { ++*c; }
int
f (Procs1 p, int n)
{
  int c = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)              /* { dg-warning "'over' loop runs on one thread: its body writes 'c'" } */
      {
        bump (&c);
        u[i] = 0;
      }
  }
  return c;
}
