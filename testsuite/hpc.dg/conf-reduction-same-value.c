/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-original" } */
/* A min/max reduction names its value twice and an array reduction its
   element up to three times; hpc_idx calls inside those expressions (and
   in the element's subscript) have equal values, so each over is still
   a reduction: no warning, lowered to fixed chunks.  So is a value in
   which a factor of 0 (a macro's, as W below) leaves the front end
   (hpc_idx (x, i), 0), and an element whose subscript e % 1 it folds
   to (e, 0).  */
#define W 0
unsigned long
f (Procs1 p, int n)
{
  unsigned long t = 0, m = 100, q[4] = { 0 }, z = 0, o[1] = { 0 };
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed long a[x];
    over (i = x | :)
      t = t < (unsigned long) hpc_idx (x, i) + 3
	  ? (unsigned long) hpc_idx (x, i) + 3 : t;
    over (i = x | :)
      m = 34 + (unsigned long) hpc_idx (x, i) * 6 < m
	  ? 34 + (unsigned long) hpc_idx (x, i) * 6 : m;
    over (i = x | :)
      q[((unsigned long) hpc_idx (x, i) * 6 ^ (unsigned long) a[i]) % 4]
	= q[((unsigned long) hpc_idx (x, i) * 6 ^ (unsigned long) a[i]) % 4]
	  < (unsigned long) a[i]
	  ? (unsigned long) a[i]
	  : q[((unsigned long) hpc_idx (x, i) * 6 ^ (unsigned long) a[i]) % 4];
    over (i = x | :)
      q[((unsigned long) hpc_idx (x, i) * 6 ^ (unsigned long) a[i]) % 4]
	|= (unsigned long) a[i] * 2;
    over (i = x | :)
      z = z < (unsigned long) a[i] * 2 + (unsigned long) hpc_idx (x, i) * W
	  ? (unsigned long) a[i] * 2 + (unsigned long) hpc_idx (x, i) * W : z;
    over (i = x | :)
      o[((unsigned long) hpc_idx (x, i) * 2 ^ (unsigned long) a[i]) % 1]
	= o[((unsigned long) hpc_idx (x, i) * 2 ^ (unsigned long) a[i]) % 1]
	  < (unsigned long) a[i] + 1
	  ? (unsigned long) a[i] + 1
	  : o[((unsigned long) hpc_idx (x, i) * 2 ^ (unsigned long) a[i]) % 1];
  }
  return t + m + q[1] + z + o[0];
}
/* { dg-final { scan-hpc-dump-times "__hpc_partials\\\[64\\\]" 6 "original" } } */
