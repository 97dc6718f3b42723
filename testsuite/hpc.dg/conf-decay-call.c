/* { dg-do compile } */
/* A distributed array does not decay to a pointer: passing it to a
   function taking a pointer to its elements or rows (which would see the
   local block, ghosts and all, as a C array) is an error that shows the
   parameter form to write instead, with the array's element type and
   rank.  */
double sum (double *p, int n);
void fill (const double *p);
void rows (double (*p)[4]);
#define SUM_ALL(a) sum (a, 10)

void
f (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    distributed double u[x];
    distributed double v[x][4];
    double s = sum (u, 10);	/* { dg-error "distributed array 'u' used as a plain pointer: declare the parameter as 'distributed double u\\\[Range x\\\]', or cast the array explicitly for this process's local block" } */
    fill (u);			/* { dg-error "distributed array 'u' used as a plain pointer" } */
    rows (v);			/* { dg-error "'distributed double v\\\[Range x\\\]\\\[int n1\\\]'" } */
    s = s + SUM_ALL (u);	/* { dg-error "distributed array 'u' used as a plain pointer" } */
    (void) s;
  }
}
