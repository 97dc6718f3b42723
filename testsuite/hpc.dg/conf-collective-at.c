/* { dg-do compile } */
/* Inside an at body only the processes holding the location run; a
   collective on an array declared outside it (whose group is wider than
   the at's) leaves the other processes of that group waiting.  */
void
f (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    distributed float u[x];
    at (l = x[3])
      {
	u[l] = 1;
	hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' on 'u' inside an 'at' body" } */
      }
  }
}
