/* { dg-do compile } */
/* Arrays over subranges, irregular ranges and ranges with asymmetric
   ghosts compile.  */
void
f (Procs1 p, int n, const long *cuts)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range s = hpc_subrange (x, 1, n - 1, 2);
    Range c = hpc_cut_range_ghost (hpc_dim (p, 0), cuts, 1, 1);
    Range g = hpc_block_range_ghost (n, hpc_dim (p, 0), 2, 0);
    distributed float a[s], b[c], d[g];
    over (i = s | :) a[i] = 1;
    over (i = c | :) b[i] = b[i - 1];
    over (i = g | :) d[i] = d[i - 2];
  }
}
