/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* Only libhpc's own functions may take an array without exposing its
   storage: a user function named like them keeps the array row-major.  */
void hpc_my_kernel (void *);

void
f (Procs1 p, int N)
{
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];
    over (m = x | :)
      for (int i = 0; i < N; i++)
	a[i][m] = i;
    hpc_my_kernel (a);
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_array_alloc_inner_v" "original" } } */
