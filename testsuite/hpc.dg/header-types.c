/* { dg-do compile } */
/* Fuzzer find: over's triplet bounds and at's index must be integers (a
   double bound once reached the lowering and crashed it).  */
void
f (Range x, int n, double h)
{
  distributed double u[x];
  over (i = x | 1 : n - 0.5)	/* { dg-error "'over' needs integer triplet bounds and strides, not 'double'" } */
    u[i] = 0;
  over (i = x | h : : 2)	/* { dg-error "'over' needs integer triplet bounds and strides, not 'double'" } */
    u[i] = 1;
  at (l = x[h])			/* { dg-error "'at' needs integer indices, not 'double'" } */
    u[l] = 2;
  over (i = x | 0 : n : (char) 1)	/* a char stride is an integer */
    u[i] = 3;
}
