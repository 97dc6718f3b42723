/* { dg-do compile } */
/* { dg-options "-Wall" } */
/* What a distributed array may be used as, besides subscripts: an
   argument of libhpc's calls, of a distributed parameter (also of a
   prototype), a void * handle (as libhpc's plain-C calls take it), an
   explicit cast to the local block (also in a macro), and an element's
   address.  */
#define BLOCK(a) ((double *) (a))
void relax (distributed double w[Range y]);
double block_sum (double *p, long n);
void keep (void *p);

void
relax (distributed double w[Range y])
{
  over (i = y | :)
    w[i] += 1;
  hpc_write_halo (w);
}

void
f (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed double u[x];
    distributed int c[x][3];
    relax (u);
    hpc_write_halo (u);
    double s = hpc_sum (u) + hpc_sum_int (c[[:, 1]]);
    s += block_sum ((double *) u, hpc_array_extent (u, 0));
    s += block_sum ((double *) (u), 1);
    s += block_sum (BLOCK (u), 1);
    keep ((void *) c);
    keep (u);
    const void *handle = c;
    keep ((void *) handle);
    keep (&u[2]);
    (void) u;
    (void) s;
  }
}
