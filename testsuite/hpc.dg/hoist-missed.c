/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fopt-info-loop-missed" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* The inner over of a perfect nest whose set-up may differ from row to
   row stays set up in every row (plugin/hoist.cc), and a
   missed-optimisation note names the part of the set-up and why.  A nest
   whose set-up is the same every row gets no note.  */

static int global_hi;

void
hoisted (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | 1 : n - 2)	/* { dg-bogus "inner over set up" } */
	a[i][j] = 1;
  }
}

void
triangle (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_cyclic_range (n, hpc_dim (p, 0));
    Range t = hpc_cyclic_range (n, hpc_dim (p, 1));
    distributed double a[x][t];
    over (i = x | :)
      over (j = t | hpc_idx (x, i) :)	/* { dg-warning "missed: inner over set up in every row: its lower bound depends on 'i', a location of the overs or at around it" } */
	a[i][j] = 1;
  }
}

void
addressed (Procs2 p, int n, void (*g) (int *))
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range w = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][w];
    int m = n - 1;
    g (&m);
    over (i = x | :)
      over (j = w | 0 : m)	/* { dg-warning "missed: inner over set up in every row: its upper bound reads 'm', which has its address taken" } */
	a[i][j] = 1;
  }
}

void
global (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range w = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][w];
    over (i = x | :)
      over (j = w | 0 : global_hi)	/* { dg-warning "missed: inner over set up in every row: its upper bound reads 'global_hi', which is static, global" } */
	a[i][j] = 1;
  }
}

void
strided (Procs2 p, int n, long s)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range w = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][w];
    long k = s;
    over (i = x | :)	/* { dg-warning "runs on one thread: its body writes .k." } */
      over (j = w | 0 : n - 1 : k + 1)	/* { dg-warning "missed: inner over set up in every row: its stride reads 'k', which is changed by the outer body" } */
	a[i][j] = k++;
  }
}
