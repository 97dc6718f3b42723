/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* In the pass that runs two colour sweeps as one (fuse.cc), a colour
   start's signed remainder by 2 of a value never negative on the rows
   is its lowest bit (colours.cc, hpc_colour_start_bits): the pass's
   copies of the sweeps compute (hpc_idx (x, i) + parity) % 2 as & 1,
   as the spelling with & 1 does, while the loop as written (run where
   __hpc_rows_begin declines) keeps % 2.  Figure 2's loop, then the two
   sweeps written out.  */

void
loop (distributed double u[Range x][Range y], int n)
{
  for (int parity = 0; parity < 2; parity++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}

void
written_out (distributed double v[Range x][Range y], int n)
{
  hpc_write_halo (v);
  over (i = x | 1 : n - 2)
    over (j = y | 1 + hpc_idx (x, i) % 2 : n - 2 : 2)
      v[i][j] = 0.25 * (v[i - 1][j] + v[i + 1][j] + v[i][j - 1] + v[i][j + 1]);
  hpc_write_halo (v);
  over (i = x | 1 : n - 2)
    over (j = y | 1 + (hpc_idx (x, i) + 1) % 2 : n - 2 : 2)
      v[i][j] = 0.25 * (v[i - 1][j] + v[i + 1][j] + v[i][j - 1] + v[i][j + 1]);
}

/* Both fused; each pass's lagged row, its two edge columns and its two
   sweeps' set-ups start at & 1; only the sweeps as written at % 2.  */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lo \\(\[^;\]*& 1\\) \\+ 1\\)" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_edge \\(\[^;\]*& 1\\) \\+ 1," 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "& 1\\) \\+ 1" 10 "original" } } */
/* { dg-final { scan-hpc-dump-times "% 2 \\+ 1" 3 "original" } } */
