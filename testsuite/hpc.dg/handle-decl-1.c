/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* Every place a handle may be declared: file scope (also static and
   extern), a block, a struct or union member, an element of a C array
   (in a struct too), a typedef, a parameter and a result of a handle
   type; each subscripted through a view.  */

typedef distributed float plane[Range][Range];
extern distributed double ext[Range];
static distributed int counts[Range][int];
struct hierarchy { int levels; plane lev[4]; };
union either { distributed double d[Range]; distributed float f[Range]; };

static plane
pick (struct hierarchy *h, int k)
{
  return h->lev[k];
}

float
use (struct hierarchy *h, union either u, plane q, Range x, Range y)
{
  distributed short local[Range] = hpc_new (x);
  float s = 0;
  over (i = x)
    {
      local[i] = 1;
      counts[i][1] = local[i];
      ext[i] = u.d[i];
      over (j = y)
	s += h->lev[2][i][j] + (pick (h, 1) == q ? q[i][j] : 0);
    }
  hpc_free (local);
  return s;
}

/* { dg-final { scan-hpc-dump-times "__hpc_handle_bind \\(" 6 "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_handle_bind \\(\\(const void \\*\\) h->lev\\\[2\\\], 2, 4, &\"RR\"" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_handle_bind \\(\\(const void \\*\\) counts, 2, 4, &\"RI\"" "original" } } */
