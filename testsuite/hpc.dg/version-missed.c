/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fopt-info-loop-missed" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* Rows of a nest whose inner over is set up once a thread that
   plugin/version.cc cannot copy keep one copy, and a missed-optimisation
   note at the outer over says why; rows it copies get no note.  */

void
plain (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)	/* { dg-bogus "rows not compiled apart" } */
      over (j = y | :)
	a[i][j] = 1;
  }
}

void
with_static (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)	/* { dg-warning "missed: rows not compiled apart for an inner over of one run: they declare a static, external or variable-length variable" } */
      over (j = y | :)
	{
	  static long calls;
	  calls++;
	  a[i][j] = calls;
	}
  }
}

void
with_compound_literal (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)	/* { dg-warning "missed: rows not compiled apart for an inner over of one run: they hold a compound literal" } */
      over (j = y | :)
	a[i][j] = (double[]) { 1, 2 }[hpc_idx (y, j) % 2];
  }
}

void
with_vla_cast (Procs2 p, int n, double *table, int m)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)	/* { dg-warning "missed: rows not compiled apart for an inner over of one run: they cast to a variable-length type" } */
      over (j = y | :)
	a[i][j] = ((double (*)[m]) table)[1][hpc_idx (y, j) % m];
  }
}
