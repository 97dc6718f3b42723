/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fopt-info-loop-missed" } */
/* An exchange of IN between the sweep and the update: it must run after
   every row of the sweep (whose reads of IN's ghosts it would change)
   and before every row of the update (whose rows it sends), so lag.cc
   keeps the two nests and says why.  */

void
f (Procs2 p, int n, double c, double (*g) (double))
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | 1 : n - 2) /* { dg-message "missed: sweep and update not fused: hpc_write_halo between them, which must run after every row of the sweep and before every row of the update" } */
      over (j = y | :)
	out[i][j] = in[i - 1][j] + in[i + 1][j];
    hpc_write_halo (in);
    over (i = x | :)
      over (j = y | :)
	in[i][j] += c;
  }
}
