/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* The inner over of Figure 2 (stride 2) is computed on vectors blended
   into the row (blend.cc): its row's neighbours at j - 1 from the vector
   before (PREV), the odd lanes stored back from CUR, the rest of the row
   by the scalar loop.  The loops of not_blended stay scalar: each breaks
   one of blend.cc's conditions.  blend-2.c, -3.c, -4.c: none blended
   with -fplugin-arg-hpc-no-blend, in check mode, at -O0.  */

void
figure2 (Procs2 p, int N, int parity)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
			  + u[i][j - 1] + u[i][j + 1]);
  }
}

void
not_blended (Procs2 p, int N, int k, float (*f) (float))
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y];
    distributed int n[x][y];
    /* Reads what it wrote (j - 2).  */
    over (i = x | 1 : N - 2)
      over (j = y | 2 : N - 2 : 2)
	u[i][j] = u[i][j - 2] + 1.0f;
    /* Row k may be row i.  */
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2)
	u[i][j] = u[k][j - 1] + 1.0f;
    /* Row 1 is every iteration's: no thread owns it (the over runs on
       one thread, with a warning).  */
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2)
	u[1][j] = u[i][j - 1] + 1.0f; /* { dg-warning "its body writes elements of 'u'" } */
    /* A double constant not exact in float: arithmetic in double.  */
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2)
	u[i][j] = 0.3 * u[i][j - 1];
    /* A call; integers.  */
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2)
	u[i][j] = f (u[i][j - 1]);
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2)
	n[i][j] = n[i][j - 1] + 1;
    /* Stride 1, and stride 4.  */
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2)
	u[i][j] = u[i - 1][j] + 1.0f;
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 4)
	u[i][j] = u[i - 1][j] + 1.0f;
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_j0 = __hpc_j0 \\+ \[0-9\]+;" 1 "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_j0 = \\(__hpc_index_t\\) __hpc_f;" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_prev =  VEC_PERM_EXPR < MEM <vector\\(\[0-9\]+\\) float> \\\[\\(float \\*\\)&u\\\[i\\\]\\\[__hpc_j0 \\+ -1\\\]\\\]" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_cur = MEM <vector\\(\[0-9\]+\\) float> \\\[\\(float \\*\\)&u\\\[i\\\]\\\[NON_LVALUE_EXPR <__hpc_j0>\\\]\\\];" "original" } } */
/* { dg-final { scan-hpc-dump "MEM <vector\\(\[0-9\]+\\) float> \\\[\\(float \\*\\)&u\\\[i \\+ 1\\\]\\\[NON_LVALUE_EXPR <__hpc_j0>\\\]\\\]" "original" } } */
/* { dg-final { scan-hpc-dump "VEC_PERM_EXPR < __hpc_prev , __hpc_cur , . \[0-9\]+, " "original" } } */
/* { dg-final { scan-hpc-dump " , __hpc_cur , . 0, \[0-9\]+, 2, " "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_prev = __hpc_cur;" "original" } } */
