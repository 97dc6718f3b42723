/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hpc-check -fdump-tree-original" } */
/* In check mode each shifted subscript carries its own check, (check,
   i + 1): the two copies of a max reduction's value are still equal, so
   the over is a reduction (no warning, lowered to fixed chunks).  */
unsigned long
f (Procs2 p, int n)
{
  unsigned long t = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (3, hpc_dim (p, 1));
    distributed long a[x][y];
    hpc_write_halo (a);
    over (i = x | 1 : n - 2)
      over (j = y | :)
	t = t < ((unsigned long) hpc_idx (y, j) ^ (unsigned long) a[i + 1][j] * 3)
	    ? ((unsigned long) hpc_idx (y, j) ^ (unsigned long) a[i + 1][j] * 3) : t;
  }
  return t;
}
/* { dg-final { scan-hpc-dump-times "__hpc_partials\\\[64\\\]" 1 "original" } } */
