/* { dg-do compile } */
/* A collective under a condition that may differ between processes (the
   rank, the grid coordinate, membership, distributed elements) is
   reached by some processes only, and the others wait forever: a
   warning at the call, a note at the condition.  */
#include <stdio.h>

void
f (Procs1 p, Procs1 q)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    distributed double u[x];
    if (rank == 0)
      printf ("%g\n", hpc_sum (u));	/* { dg-warning "collective call 'hpc_sum' under a condition that may differ between processes" } */
    int me = hpc_coord (p, 0);
    if (me > 0)
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    if (hpc_member (q))
      hpc_describe (u);		/* { dg-warning "collective call 'hpc_describe' under a condition" } */
    if (u[3] > 1.0)
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    for (long k = 0; k < hpc_local_size (x); k++)
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    while (hpc_sum (u) > me)	/* { dg-warning "collective call 'hpc_sum' under a condition" } */
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    double s = (me == 0 && hpc_sum (u) > 0);	/* { dg-warning "collective call 'hpc_sum' under a condition" } */
    (void) s;
  }
}

void
g (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0));
    distributed int u[x];
    if (hpc_rank () != 0)
      return;
    hpc_write_halo (u);		/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    long s = hpc_sum (u);	/* { dg-warning "collective call 'hpc_sum' under a condition" } */
    (void) s;
  }
}
