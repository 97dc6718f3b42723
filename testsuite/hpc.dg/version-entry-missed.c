/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fopt-info-loop-missed" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* A counted loop in the rows of a hoisted nest whose bounds are the same
   every row is compiled as running in the one-run copy of the rows
   (plugin/version.cc); where it cannot be, a missed-optimisation note
   at the loop says why.  Loops whose bounds change get none.  */

void
notes (Procs2 p, int n, int d)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y][130];
    over (i3 = x | :)
      over (i2 = y | :)
	{
	  for (int i1 = 0; i1 < n; i1++)	/* { dg-bogus "loop's entry" } */
	    u[i3][i2][i1] = i1;
	  for (int i1 = 0; i1 < n / d; i1++)	/* { dg-warning "missed: loop's entry tested in every row: its first test divides or calls a function" } */
	    u[i3][i2][i1] += 1;
	  for (int i1 = 1; i1 < n; i1++)	/* { dg-warning "missed: loop's entry tested in every row: its body continues" } */
	    {
	      if (i1 == 3)
		continue;
	      u[i3][i2][i1] += 2;
	    }
	  for (int i1 = 0; i1 < hpc_idx (y, i2) % 5; i1++)	/* { dg-bogus "loop's entry" } */
	    u[i3][i2][i1] += 3;
	}
  }
}
