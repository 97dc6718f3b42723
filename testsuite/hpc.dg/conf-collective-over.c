/* { dg-do compile } */
/* A collective inside an over body is a compile-time error where the
   compiler sees it: the body runs once per location, possibly on several
   threads.  */
void
f (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    distributed float u[x];
    over (i = x | :)
      {
	u[i] = 1;
	if (u[i] > 0)
	  hpc_write_halo (u);	/* { dg-error "collective call 'hpc_write_halo' inside an 'over' body: call it outside the 'over'" } */
      }
    over (i = x | :)
      u[i] = hpc_sum (u);	/* { dg-error "collective call 'hpc_sum' inside an 'over' body" } */
  }
}
