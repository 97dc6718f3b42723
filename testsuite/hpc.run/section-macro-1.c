/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* Sections written inside user macros reach hpc_ calls: a function-like
   macro in the arguments, an object-like one, one that names another,
   and a macro holding the whole call.  Each gives what the section
   written out gives.  */
#include <stdio.h>

#define ROWS(a, lo) a[[lo :, :]]
#define FIRST_COL u[[:, 0]]
#define TAIL(a) ROWS (a, 2)
#define TOTAL(a) hpc_sum_double (a[[1 : 3, 1 :]])

enum { N = 7, M = 4 };

int
main (void)
{
  int bad = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double u[x][M];
    distributed double col[N];	/* replicated */
    over (i = x | :)
      for (int j = 0; j < M; j++)
        u[i][j] = hpc_idx (x, i) * 10 + j;
    double s_rows = 0, s_col = 0, s_tot = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++) {
        s_rows += i >= 3 ? i * 10 + j : 0;
        s_col += j == 0 ? i * 10 : 0;
        s_tot += i >= 1 && i <= 3 && j >= 1 ? i * 10 + j : 0;
      }
    double got[4];
    got[0] = hpc_sum_double (ROWS (u, 3));
    got[1] = hpc_sum_double (FIRST_COL);
    got[2] = hpc_sum_double (TAIL (u));
    got[3] = TOTAL (u);
    /* TAIL starts at row 2: ROWS (u, 3) and row 2.  */
    double want[4] = { s_rows, s_col, s_rows + 2 * 10 * M + 0 + 1 + 2 + 3,
                       s_tot };
    for (int k = 0; k < 4; k++)
      if (got[k] != want[k]) {
        printf ("case %d: %g, want %g\n", k, got[k], want[k]);
        bad = 1;
      }
    /* And in a collective that moves data.  */
    hpc_remap (col, FIRST_COL);
    for (int i = 0; i < N; i++)
      bad |= col[i] != i * 10;
  }
  return bad;
}
