/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo: a collective call inside an over body" } */
/* A collective inside an over body is an error, not a hang: at run time
   where the body reaches it through a function (written in the body, it
   is a compile-time error: hpc.dg/conf-collective-over.c).  */
static void
exchange (void *a)
{
  hpc_write_halo (a);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    distributed float u[x];
    over (i = x | :)
      {
        u[i] = 1;
        exchange (u);
      }
  }
  return 0;
}
