/* { dg-do compile } */
/* Locations on dimensions whose ranges the compiler cannot tell apart
   from the construct's compile: the run-time check decides.  */
void
f (Procs2 p, Range r, Range s, int n, int c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, c));
    Range z = hpc_block_range (n, hpc_dim (p, 0), 1);
    distributed double u[x][y], w[r][s], t[z];
    over (i = x)
      over (j = y)
        u[j][i] = 0;        /* y may be over dimension 0 too */
    over (i = r)
      over (j = s)
        w[j][i] = 0;        /* parameters: maybe the same range */
    over (i = x)
      t[i] = 0;             /* the same grid dimension */
    Range q = x;
    q = y;
    distributed double v[q];
    over (i = x)
      v[i] = 0;             /* q is assigned: not known */
  }
}
