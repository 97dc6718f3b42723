/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* Consecutive over nests on handles share one binding of their views
   (views.cc), so they stay consecutive and the sweep with the update
   after it becomes one pass (lag.cc) as for distributed parameters; a
   statement between them that may reassign a handle (a call) makes the
   next nests bind again.  */

distributed double in[Range][Range], out[Range][Range];

void other (void);

void
jacobi (int n, int steps)
{
  Range x = hpc_array_range (in, 0), y = hpc_array_range (in, 1);
  for (int s = 0; s < steps; s++)
    {
      hpc_write_halo (in);
      over (i = x | 1 : n - 2)
	over (j = y | 1 : n - 2)
	  out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1]
			      + in[i][j + 1]);
      over (i = x | 1 : n - 2)
	over (j = y | 1 : n - 2)
	  in[i][j] = out[i][j];
      other ();
      over (i = x | 1 : n - 2)
	over (j = y | 1 : n - 2)
	  in[i][j] += 1.0;
    }
}

/* { dg-final { scan-hpc-dump-times "__hpc_handle_bind \\(\\(const void \\*\\) in," 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_handle_bind \\(\\(const void \\*\\) out," 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_lag_begin \\(" 1 "original" } } */
