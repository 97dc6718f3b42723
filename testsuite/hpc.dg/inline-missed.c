/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fopt-info-loop-missed -fno-tree-vectorize -Wno-infinite-recursion" } */
/* Calls of functions of distributed arrays next to over nests that
   inline.cc keeps as calls, each with its reason as a missed-optimisation
   note at the call.  */

distributed double h[Range][Range];

#define NEST(dst, src, n)			\
  over (i = x | 1 : n - 2)			\
    over (j = y | 1 : n - 2)			\
      dst[i][j] = src[i - 1][j] + src[i + 1][j]

void
not_static (distributed double dst[Range x][Range y],
	    distributed double src[Range xs][Range ys], int n)
{
  NEST (dst, src, n);
}

static __attribute__ ((noinline)) void
no_inline (distributed double dst[Range x][Range y],
	   distributed double src[Range xs][Range ys], int n)
{
  NEST (dst, src, n);
}

static void
early_return (distributed double dst[Range x][Range y],
	      distributed double src[Range xs][Range ys], int n)
{
  if (n < 3)
    return;
  NEST (dst, src, n);
}

static void
static_local (distributed double dst[Range x][Range y],
	      distributed double src[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2) {
      static const double c = 0.5;
      dst[i][j] = c * src[i][j];
    }
}

static void
address (distributed double dst[Range x][Range y],
	 distributed double src[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2) /* { dg-warning "runs on one thread" } */
    over (j = y | 1 : n - 2)
      dst[i][j] = src[i][j] * *(volatile int *) &n;
}

static void
with_value (distributed double dst[Range x][Range y],
	    distributed double src[Range xs][Range ys], int n)
{
  double w = 0.25;
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      dst[i][j] = w * src[i][j];
}

static void
good (distributed double dst[Range x][Range y],
      distributed double src[Range xs][Range ys], int n)
{
  NEST (dst, src, n);
}

static void later (distributed double dst[Range x][Range y],
		   distributed double src[Range xs][Range ys], int n);

void
recursive (distributed double dst[Range x][Range y],
	   distributed double src[Range xs][Range ys], int n)
{
  NEST (dst, src, n);
  recursive (src, dst, n - 1); /* { dg-message "missed: call to 'recursive' not inlined for the passes joining over nests: it is recursive" } */
}

int f (int);

void
callers (Procs2 p, int n, Range r)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y], v[x][y];
    Range z = r;
    distributed double w[z][y];
    NEST (v, u, n);
    not_static (u, v, n); /* { dg-message "missed: call to 'not_static' not inlined for the passes joining over nests: it is neither static nor inline" } */
    NEST (v, u, n);
    no_inline (u, v, n); /* { dg-message "missed: call to 'no_inline' not inlined for the passes joining over nests: it is declared noinline" } */
    NEST (v, u, n);
    early_return (u, v, n); /* { dg-message "missed: call to 'early_return' not inlined for the passes joining over nests: its body holds a statement other than over nests \\(line 32\\)" } */
    NEST (v, u, n);
    static_local (u, v, n); /* { dg-message "missed: call to 'static_local' not inlined for the passes joining over nests: it declares the static variable 'c' \\(line 43\\)" } */
    NEST (v, u, n);
    address (u, v, n); /* { dg-message "missed: call to 'address' not inlined for the passes joining over nests: it takes the address of 'n'" } */
    NEST (v, u, n);
    with_value (u, v, n); /* { dg-message "missed: call to 'with_value' not inlined for the passes joining over nests: it declares 'w' with a value other than an integer computed from its parameters \\(line 61\\)" } */
    NEST (v, u, n);
    later (u, v, n); /* { dg-message "missed: call to 'later' not inlined for the passes joining over nests: it is not defined before this function" } */
    NEST (v, u, n);
    good (h, v, n); /* { dg-message "missed: call to 'good' not inlined for the passes joining over nests: an argument is not an array this function declares" } */
    NEST (v, u, n);
    good (u, v, f (n)); /* { dg-message "missed: call to 'good' not inlined for the passes joining over nests: the argument for 'n' is not built from constants and variables whose addresses are never taken" } */
    NEST (v, u, n);
    good (w, v, n); /* { dg-message "missed: call to 'good' not inlined for the passes joining over nests: a dimension of 'w' is not a constant or a variable this function leaves unchanged" } */
    z = x;
  }
}

static void
later (distributed double dst[Range x][Range y],
       distributed double src[Range xs][Range ys], int n)
{
  NEST (dst, src, n);
}
