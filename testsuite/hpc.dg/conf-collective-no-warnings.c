/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-no-warnings" } */
/* -fplugin-arg-hpc-no-warnings silences the warning about a collective
   under a condition that may differ between processes.  */
void
f (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0));
    distributed double u[x];
    if (hpc_coord (p, 0) == 0)
      hpc_write_halo (u);
  }
}
