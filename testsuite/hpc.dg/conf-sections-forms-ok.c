/* { dg-do compile } */
/* Section entries in every form (triplets with optional parts, scalars,
   expressions) compile.  */
void
f (Procs2 p, int n, int k)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (n, hpc_dim (p, 1));
    distributed double a[x][y], b[n][n];
    hpc_remap (b[[:, :]], a[[:, :]]);
    hpc_remap (b[[0, :]], a[[k, :]]);
    hpc_remap (b[[1 : : 2, 0 : n - 1]], a[[: : 2, :]]);
    hpc_remap (b[[k + 1 :, k]], a[[k + 1 :, (k > 0 ? k - 1 : 0)]]);
    hpc_remap (b[[: n / 2, :]], a[[n - n / 2 :, :]]);
  }
}
