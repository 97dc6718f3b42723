/* { dg-do compile } */
/* Distributed declarations of every shape and element type compile without
   diagnostics.  */
struct cell { double v; int tag; };
typedef unsigned short us;
void
f (Procs3 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (n + 1, hpc_dim (p, 1));
    Range z = hpc_block_cyclic_range (n, hpc_dim (p, 2), 2);
    distributed char c[x];
    distributed short s[y][3];
    distributed int i1[x], i2[x][y], i3[x][y][z];
    distributed long l[2][x];
    distributed long long ll[n];
    distributed float f1[n][n];
    distributed double d[x][4][z];
    distributed struct cell sc[x][y];
    distributed us u[z];
    distributed double _Complex cz[x];
    distributed int e0[0], e1[hpc_size (x) * 2];
    (void) c; (void) s; (void) i1; (void) i2; (void) i3; (void) l; (void) ll;
    (void) f1; (void) d; (void) sc; (void) u; (void) cz;
    (void) e0; (void) e1;
  }
}
