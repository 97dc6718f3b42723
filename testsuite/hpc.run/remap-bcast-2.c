/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_remap of one process's column into a replicated array whose
   section is one block: the holder copies straight into its own copy
   and the broadcast lands in place (remap.c, try_bcast_local).  Sources
   stored contiguously (HPJava Figure 1's a[N][x], which the plugin
   stores column-wise) and with a stride (the same array kept
   row-major), strided sections, single elements, elements of 1, 8 and
   24 bytes, and destination sections with a stride or of rank 2, which
   keep the packed path.  Every copy is checked, and the elements around each
   destination section must keep their values.  */
#include "report.h"
#include "keep-row-major.h"

enum { N = 11 };

struct triple
{
  double x, y, z;
};

static double
value (long i, long j)
{
  return i * 100 + j;
}

enum { SENTINEL = -1 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed double a[N][x], r[N][x];
    distributed char c[N][x];
    distributed struct triple t[N][x];
    distributed double b[N];
    distributed char cb[N];
    distributed struct triple tb[N];
    over (m = x | :)
      for (int i = 0; i < N; i++)
	{
	  long j = hpc_idx (x, m);
	  a[i][m] = r[i][m] = value (i, j);
	  c[i][m] = (char) (i * 11 + j);
	  t[i][m] = (struct triple) { value (i, j), -i, -j };
	}
    at (l = x[0])
      keep_row_major (&r[0][l]);
    check (hpc_array_stride (a, 0) != 1 || hpc_array_stride (r, 1) != 1,
	   "a stored column-wise, r row-major");

    long bad = 0;
    for (int k = 0; k < N; k++)
      {
	for (int i = 0; i < N; i++)
	  b[i] = SENTINEL;
	hpc_remap (b[[k :]], a[[k :, k]]);
	for (int i = 0; i < N; i++)
	  bad += b[i] != (i < k ? SENTINEL : value (i, k));
      }
    check (bad, "contiguous columns (Figure 1's pivot columns)");

    bad = 0;
    for (int k = 0; k < N; k++)
      {
	for (int i = 0; i < N; i++)
	  b[i] = SENTINEL;
	hpc_remap (b[[: N - 1 - k]], r[[k :, k]]);
	for (int i = 0; i < N; i++)
	  bad += b[i] != (i < N - k ? value (k + i, k) : SENTINEL);
      }
    check (bad, "strided columns of a row-major array");

    bad = 0;
    for (int k = 0; k < N; k++)
      {
	long n = (N - 1 - k) / 2 + 1;	/* rows k, k + 2, ... */
	for (int i = 0; i < N; i++)
	  b[i] = SENTINEL;
	hpc_remap (b[[1 : n]], a[[k : N - 1 : 2, k]]);
	for (int i = 0; i < N; i++)
	  bad += b[i] != (i >= 1 && i <= n ? value (k + 2 * (i - 1), k)
			  : SENTINEL);
	hpc_remap (b[[0]], a[[N - 1 - k, k]]);
	bad += b[0] != value (N - 1 - k, k);
      }
    check (bad, "strided sections of a column, single elements");

    bad = 0;
    for (int k = 0; k < N; k++)
      {
	for (int i = 0; i < N; i++)
	  {
	    cb[i] = SENTINEL;
	    tb[i] = (struct triple) { SENTINEL, SENTINEL, SENTINEL };
	  }
	hpc_remap (cb[[k :]], c[[k :, k]]);
	hpc_remap (tb[[k :]], t[[k :, k]]);
	for (int i = 0; i < N; i++)
	  {
	    bad += cb[i] != (i < k ? SENTINEL : (char) (i * 11 + k));
	    struct triple want = { value (i, k), -i, -k };
	    if (i < k)
	      want = (struct triple) { SENTINEL, SENTINEL, SENTINEL };
	    bad += tb[i].x != want.x || tb[i].y != want.y
		   || tb[i].z != want.z;
	  }
      }
    check (bad, "columns of chars and of 24-byte structs");

    bad = 0;
    for (int k = 0; k < N; k++)
      {
	for (int i = 0; i < N; i++)
	  b[i] = SENTINEL;
	hpc_remap (b[[0 : N - 1 : 2]], a[[0 : N - 1 : 2, k]]);
	for (int i = 0; i < N; i++)
	  bad += b[i] != (i % 2 ? SENTINEL : value (i, k));
      }
    check (bad, "a destination section with a stride");

    /* Planes of a 3-D array into a replicated 2-D one: sections of rank
       2 keep the packed path.  */
    distributed double v[x][3][4], w[3][4];
    over (m = x | :)
      for (int i = 0; i < 3; i++)
	for (int j = 0; j < 4; j++)
	  v[m][i][j] = value (hpc_idx (x, m), i * 4 + j);
    bad = 0;
    for (int k = 0; k < N; k++)
      {
	hpc_remap (w, v[[k, :, :]]);
	for (int i = 0; i < 3; i++)
	  for (int j = 0; j < 4; j++)
	    bad += w[i][j] != value (k, i * 4 + j);
	/* One row of a plane, as a [1][4] section starting at row 2.  */
	hpc_remap (w[[2 : 2, :]], v[[N - 1 - k, 0 : 0, :]]);
	for (int i = 0; i < 3; i++)
	  for (int j = 0; j < 4; j++)
	    bad += w[i][j] != value (i < 2 ? k : N - 1 - k,
				     (i < 2 ? i * 4 : 0) + j);
      }
    check (bad, "planes and a [1][4] row: sections of rank 2");
  }
  return failures != 0;
}
