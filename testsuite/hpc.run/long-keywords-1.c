/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-no-short-keywords" } */
/* { dg-hpc-procs "1 2" } */
/* With the short keywords off, on / at / over / distributed are plain
   identifiers and the __hpc_ spellings still work.  */
static int on (int v) { return v + 1; }
static int over = 3, at = 4;

int
main (void)
{
  int distributed = on (over) + at;     /* 8 */
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long sum = 0, want = 0;
  __hpc_on (p) {
    Range x = hpc_block_range (20, hpc_dim (p, 0));
    __hpc_distributed long u[x];
    __hpc_over (i = x | :)
      u[i] = hpc_idx (x, i) * distributed;
    for (int g = 0; g < 20; g++)
      {
        want += g * 8;
        __hpc_at (l = x[g])
          sum += u[l];
      }
    MPI_Allreduce (MPI_IN_PLACE, &sum, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
  }
  return sum != want;
}
