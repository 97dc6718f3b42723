/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2 3" } */
/* Check mode: ghosts past the edges given values by a periodic halo, or
   by writes through shifted subscripts, may be read.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  double s = 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed float u[x], v[x];
    over (i = x | :) { u[i] = 1; v[i] = 2; }
    int periodic[] = { HPC_HALO_PERIODIC };
    hpc_write_halo_mode (u, NULL, periodic, NULL, NULL);
    over (i = x | :) s += u[i - 1] + u[i + 1];
    over (i = x | 0 : 0) v[i - 1] = 0;         /* the edge ghost, written */
    over (i = x | 0 : 0) s += v[i - 1];
  }
  MPI_Allreduce (MPI_IN_PLACE, &s, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (hpc_apg ()));
  return s != 20;
}
