/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A sweep and the update after it written as two static functions of
   distributed parameters: the calls are replaced by the callees' nests
   (inline.cc), which then run as one pass (lag.cc), as when written in
   the caller: Jacobi's spelling; the parameters in the other order, a
   static inline callee and a scalar argument built from variables; the
   caller's arrays its own parameters, the update's bounds a local of
   the callee computed from its parameter.  The callees keep their own
   definitions (one pass each, not fused).  inline-lag-2.c, -3.c, -4.c:
   none with -fplugin-arg-hpc-no-fuse, at -O0, in check mode.  */

static void
sweep (distributed double dst[Range x][Range y],
       distributed double src[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      dst[i][j] = 0.25 * (src[i - 1][j] + src[i + 1][j]
			  + src[i][j - 1] + src[i][j + 1]);
}

static void
copy (distributed double dst[Range x][Range y],
      distributed double src[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      dst[i][j] = src[i][j];
}

/* The source first, the last row a parameter.  */
static inline void
copy_from (distributed double src[Range xs][Range ys],
	   distributed double dst[Range x][Range y], int last)
{
  over (i = x | 1 : last)
    over (j = y | 1 : last)
      dst[i][j] = src[i][j];
}

/* The last row a local computed from the parameter.  */
static void
copy_last (distributed double dst[Range x][Range y],
	   distributed double src[Range xs][Range ys], int n)
{
  int last = n - 2;
  over (i = x | 1 : last)
    over (j = y | 1 : last)
      dst[i][j] = src[i][j];
}

void
jacobi (Procs2 p, int n, int niter)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y], v[x][y];
    for (int iter = 0; iter < niter; iter++) {
      hpc_write_halo (u);
      sweep (v, u, n);
      copy (u, v, n);
    }
  }
}

void
other_order (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y], v[x][y];
    int m = n - 1;
    sweep (v, u, n);
    copy_from (v, u, m - 1);
  }
}

/* The caller's own parameters, over one range pair.  */
void
parameters (distributed double u[Range x][Range y], int n)
{
  distributed double w[x][y];
  sweep (w, u, n);
  copy_last (u, w, n);
}

/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 3 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_end \\(" 3 "original" } } */
/* The copy lags one row behind the sweep, in the callers' names.  */
/* { dg-final { scan-hpc-dump "u\\\[i \\+ -1\\\]\\\[j\\\] = v\\\[i \\+ -1\\\]\\\[j\\\]" "original" } } */
/* { dg-final { scan-hpc-dump "u\\\[i \\+ -1\\\]\\\[j\\\] = w\\\[i \\+ -1\\\]\\\[j\\\]" "original" } } */
/* No call to them is left in the callers.  */
/* { dg-final { scan-hpc-dump-not "(sweep|copy|copy_from|copy_last) \\(\\(void \\*\\)" "original" } } */
