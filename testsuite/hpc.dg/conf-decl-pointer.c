/* { dg-do compile } */
/* distributed on a pointer declarator is an error: distributed arrays
   cannot be pointed to yet (it used to declare an array of pointers
   silently).  */
typedef double *row_ptr;
void
f (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0));
    distributed double u[x];
    distributed double *lev[3];		/* { dg-error "'distributed' on a pointer declarator: distributed arrays cannot be pointed to yet: declare each array itself, 'distributed double lev\\\[...\\\]', and pass it to functions as a distributed parameter" } */
    distributed row_ptr rows[x];	/* { dg-error "distributed arrays cannot be pointed to yet" } */
    (void) u; (void) lev; (void) rows;
  }
}
