/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-hpc-dump=touch" } */
/* The touch stage's dump lists the rows each innermost over touches
   ahead of its runs: a stencil's new row, not a loop that streams each
   row once.  */
void
f (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed double u[x][y], v[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | :)
	v[i][j] = u[i - 1][j] + u[i + 1][j];
    over (i = x | :)
      over (j = y | :)
	v[i][j] += 1.0;
  }
}
/* { dg-final { scan-hpc-stage-dump touch ";; rows touched ahead, innermost over first:\n;;   line 14: over j: touch rows u\\\[i \\+ 1\\\] v\\\[i\\\]\n;;   line 13: over i: no rows touched\n;;   line 17: over j: no rows touched\n;;   line 16: over i: no rows touched\n" } } */
