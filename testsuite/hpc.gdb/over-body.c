/* Debugging: gdb stops on a line inside an over body and prints the
   index, the distributed array and its elements (gdb.exp drives it).  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  float s = 0;
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    distributed float u[x][4];
    over (i = x | :)
      for (int j = 0; j < 4; j++)
        u[i][j] = hpc_idx (x, i) * 10 + j;     /* LINE-FILL */
    over (i = x | 2 : 6)
      s += u[i][2] + u[i - 1][3];              /* LINE-SUM */
  }
  return s != 182;
}
