/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp" } */
/* A variable the over body assigns after a declaration in the body read
   it (the initializer of a temporary, the bounds of an inner over, read
   again in the next row) is not private: the loop runs on one thread,
   with the warning.  Assigned before the declaration reads it, it is.  */
void
f (Procs2 p, int n)
{
  int k = n, m = n, q = n;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)	/* { dg-warning "runs on one thread: its body writes .k." } */
      {
	double z = k;
	k = 3;
	a[i][0] = z;
      }
    over (i = x | :)	/* { dg-warning "runs on one thread: its body writes .m." } */
      over (j = y | 0 : m)
	{
	  m = 3;
	  a[i][j] = m;
	}
    over (i = x | :)
      {
	q = hpc_idx (x, i);
	double z = q;
	a[i][0] = z;
      }
  }
}
