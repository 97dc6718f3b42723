/* { dg-do compile } */
/* Fuzzer find: an on header the front end rejected (error_mark_node)
   once crashed the header check after the error.  */
int
main (void)
{
  on ( \ ) {			/* { dg-error "stray" } */
    Range x = hpc_block_range (6, hpc_dim (hpc_procs1 (1), 0));
    distributed double u[x];
    hpc_write_npy ("a.npy", u, "<f8");
  }
  return 0;
}
