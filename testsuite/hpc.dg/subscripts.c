/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* Subscripts of distributed arrays: shifts within the ghosts, locations
   only on distributed dimensions, no arithmetic on locations.  */
void
f (Procs1 p, int n, int k, float *plain)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range c = hpc_cyclic_range (n, hpc_dim (p, 0));
    distributed float u[x][n], v[c];
    over (i = x | 1 : n - 2)
      {
        u[i - 1][0] = u[i + 1][1];           /* within the ghost: fine */
        u[i + 2][0] = 0;                     /* { dg-error "shift 2 of 'i' is wider than the ghost region \\(1 below, 1 above\\) of dimension 0 of 'u'" } */
        u[i - 3][0] = 0;                     /* { dg-error "shift -3 of 'i' is wider" } */
        u[0][i] = 1;                         /* { dg-error "location 'i' used on sequential dimension 1 of 'u'" } */
        u[i * 2][0] = 1;                     /* { dg-error "arithmetic on location 'i' other than a shift" } */
        plain[i] = 2;                        /* { dg-error "location 'i' used to index a pointer, not a distributed array" } */
        float s = i + 1;                     /* { dg-error "arithmetic on location 'i' other than a subscript shift" } */
        u[i][k] = s + hpc_idx (x, i);        /* an integer on a sequential dimension: fine */
      }
    over (j = c | :)
      v[j + 1] = 0;                          /* { dg-error "shift 1 of 'j' is wider than the ghost region \\(0 below, 0 above\\)" } */
  }
}
