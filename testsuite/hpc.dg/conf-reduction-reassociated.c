/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-original" } */
/* Reductions whose right-hand side C's front end reassociates: for
   unsigned types 's += e + 1' reaches the plugin as '(s + e) + 1', and
   a user may write 's = s + e + 1' or 's = s * a * b'; each is still a
   reduction (no warning, lowered to fixed chunks).  A chain where the
   variable appears twice or is subtracted is not.  */
unsigned long
f (Procs1 p, int n)
{
  unsigned long t = 0, m = 1, b = 0, h[5] = { 0 };
  double s = 0, d = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed long a[x];
    over (i = x | :)
      {
	t += (unsigned long) a[i] + 1;
	m *= (unsigned long) a[i] * 3 + 1;
	b ^= (unsigned long) a[i] ^ 7;
	s = s + a[i] + 1.0;
	d = d - a[i] + 2.0;
	h[a[i] % 5] += (unsigned long) a[i] + 1;
      }
  }
  return t + m + b + (unsigned long) (s + d) + h[2];
}

unsigned long
g (Procs1 p, int n)
{
  unsigned long t = 0, u = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed long a[x];
    over (i = x | :)	/* { dg-warning "writes 't'" } */
      t = t + a[i] + t;
    over (i = x | :)	/* { dg-warning "writes 'u'" } */
      u = a[i] - u + 1;
  }
  return t + u;
}
/* { dg-final { scan-hpc-dump-times "__hpc_partials\\\[64\\\]" 6 "original" } } */
