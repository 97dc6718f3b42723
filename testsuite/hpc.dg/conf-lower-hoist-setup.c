/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* The inner over of a perfect nest whose range, bounds and stride are the
   same for every row is set up once a thread (plugin/hoist.cc), before
   its first row, outside the row loop, and left after its last; its rows
   read the loop's shape from copies in variables of the thread, never
   from the struct the set-up wrote; anything the body may change keeps
   the set-up in the row loop.  */
void
hoisted (Procs2 p, int n, long s)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | 2 : n - 3)
      over (j = y | 2 : n - 3 : s)
	out[i][j] += in[i - 2][j] + in[i + 2][j] + in[i][j - 2] + in[i][j + 1];
  }
}

/* Bounds that depend on the outer location.  */
void
triangle (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_cyclic_range (n, hpc_dim (p, 0));
    Range t = hpc_cyclic_range (n, hpc_dim (p, 1));
    distributed double a[x][t];
    over (i = x | :)
      over (j = t | hpc_idx (x, i) :)
	a[i][j] = 1;
  }
}

/* A bound the body assigns.  */
void
assigned (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range u = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][u];
    int k = n - 1;
    over (i = x | :)	/* { dg-warning "runs on one thread: its body writes .k." } */
      over (j = u | 0 : k)
	{
	  k = 3;
	  a[i][j] = k;
	}
  }
}

/* Something else in the outer body.  */
void
not_perfect (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range v = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][v];
    over (i = x | :)
      {
	a[i][0] = 2;
	over (j = v | 1 :)
	  a[i][j] = 1;
      }
  }
}

/* A bound whose address is taken: a pointer may change it.  */
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
      over (j = w | 0 : m)
	a[i][j] = 1;
  }
}
/* { dg-final { scan-hpc-dump "__hpc_hoist_group = __hpc_over_setup \\(&__hpc_hoist_loop, \\(const struct hpc_range \\*\\) y, 7, 2, \\(long int\\) \\(n \\+ -3\\), s," "original" } } */
/* { dg-final { scan-hpc-dump "if \\(!__hpc_hoist_ready\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_hoist_one_run = __hpc_over_one_run \\(\\(const struct hpc_loop \\*\\) &__hpc_hoist_loop, 0\\);\[ \\n\]*__hpc_hoist_first = \\(long int\\) __hpc_hoist_loop.first;\[ \\n\]*__hpc_hoist_count = __hpc_hoist_loop.count;\[ \\n\]*__hpc_hoist_step = \\(long int\\) __hpc_hoist_loop.step;\[ \\n\]*__hpc_hoist_touch = \[^\\n\]*>= __hpc_touch_min_bytes\\);\[ \\n\]*\}\[ \\n\]*if \\(__hpc_hoist_one_run\\)\[ \\n\]*\{\[ \\n\]*if \\(__hpc_hoist_touch\\)\[ \\n\]*\{\[ \\n\]*i = \\(__hpc_index_t\\) __hpc_f;" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_k1 = __hpc_hoist_count;" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_over_run \\(\\(const struct hpc_loop \\*\\) &__hpc_hoist_loop, __hpc_hoist_one_run, \\(ptrdiff_t\\) __hpc_hoist_first, 0," "original" } } */
/* { dg-final { scan-hpc-dump "j = j \\+ \\(__hpc_index_t\\) __hpc_hoist_step;" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_k1 = __hpc_hoist_loop.count|__hpc_e = __hpc_f \\+ __hpc_n \\* __hpc_hoist_loop.step" "original" } } */
/* { dg-final { scan-hpc-dump "if \\(__hpc_hoist_ready\\)\[^;\]*__hpc_over_leave \\(\\);\[ \\n\]*__hpc_over_done \\(&__hpc_hoist_loop\\);" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_over_setup \\(&__hpc_loop, \\(const struct hpc_range \\*\\) y," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_group = __hpc_over_setup \\(&__hpc_loop, \\(const struct hpc_range \\*\\) t," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_group = __hpc_over_setup \\(&__hpc_loop, \\(const struct hpc_range \\*\\) u," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_group = __hpc_over_setup \\(&__hpc_loop, \\(const struct hpc_range \\*\\) v," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_group = __hpc_over_setup \\(&__hpc_loop, \\(const struct hpc_range \\*\\) w," "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_hoist_loop, \\(const struct hpc_range \\*\\) \[tuvwx\]," "original" } } */
