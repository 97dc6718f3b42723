/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fopt-info-loop-missed" } */
/* Sweeps and updates whose nests' shapes keep the update from following
   the sweep row by row (rowfuse.cc's hpc_nest_shape_of, lag.cc's
   update_over_p): the two nests are kept, with the reason.  */

void
sweep_end_read (Procs2 p, int n, double c, const int *end)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | 1 : n - 2) /* { dg-message "missed: sweep and update not fused: the set-up of the sweep's inner over reads memory" } */
      over (j = y | : end[0])
	out[i][j] = in[i - 1][j];
    over (i = x | :)
      over (j = y | :)
	in[i][j] += c;
  }
}

void
update_end_read (Procs2 p, int n, double c, const int *end)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | 1 : n - 2) /* { dg-message "missed: sweep and update not fused: the update's rows are not built from constants and variables neither nest changes" } */
      over (j = y | :)
	out[i][j] = in[i - 1][j];
    over (i = x | : end[0])
      over (j = y | :)
	in[i][j] += c;
  }
}
