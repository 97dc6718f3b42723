/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fopt-info-loop-missed -fdump-tree-original" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* An inner over whose bounds call const functions (hpc.h's range
   queries, a function of the program declared const) with unchanging
   arguments is set up once a thread (plugin/hoist.cc); a call of a
   function that is not const keeps the set-up in every row, with a
   missed-optimisation note.  */

long scaled (long n) __attribute__ ((const));
long counted (long n);

void
sized (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | 1 : hpc_size (y) - 2)	/* { dg-bogus "inner over set up" } */
	a[i][j] = 1;
  }
}

void
own_const (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | 0 : scaled (n) : scaled (2))	/* { dg-bogus "inner over set up" } */
	a[i][j] = 1;
  }
}

void
not_const (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | 0 : counted (n))	/* { dg-warning "missed: inner over set up in every row: its upper bound is not built from constants, local variables and const functions" } */
	a[i][j] = 1;
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_hoist_group = __hpc_over_setup \\(&__hpc_hoist_loop, \\(const struct hpc_range \\*\\) y, 3, 1, hpc_size \\(y\\) \\+ -2" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_hoist_group = __hpc_over_setup \\(&__hpc_hoist_loop, \\(const struct hpc_range \\*\\) y, 7, 0, scaled \\(\\(long int\\) n\\), scaled \\(2\\)" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_hoist_group = __hpc_over_setup" 2 "original" } } */
