/* { dg-do compile } */
/* A variable given a value that may differ between processes in part
   (an element, a member, a complex number's real or imaginary part)
   may differ: a collective under a condition on it is reached by some
   processes only.  */

struct pair { int a, b; };

void
f (Procs1 p)
{
  on (p) {
    Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
    distributed double u[x];
    _Complex double z = 0;
    __real__ z = hpc_rank ();
    if (__real__ z > 0)
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    _Complex double w = 0;
    __imag__ w = hpc_coord (p, 0);
    if (__imag__ w > 0)
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    struct pair s = { 0, 0 };
    s.b = hpc_rank ();
    if (s.b)
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    int e[2] = { 0, 0 };
    e[1] = hpc_rank ();
    if (e[1])
      hpc_write_halo (u);	/* { dg-warning "collective call 'hpc_write_halo' under a condition" } */
    _Complex double same = 0;
    __real__ same = 2.0;
    if (__real__ same > 0)
      hpc_write_halo (u);
  }
}
