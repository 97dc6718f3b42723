/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-noalias" } */
/* (no-noalias: each nest once, without apart.cc's copy for distinct
   parameters, so that the counts below are the fusion's alone.)  */
/* A sweep into one array followed by an update of the array it read
   become one pass (lag.cc): the PRK stencil; Jacobi's copy back on
   parameters within bounds; a lopsided sweep and a triangular update
   whose row bounds use hpc_idx (x, i); local arrays reading a third
   array.  Then pairs that each break one of lag.cc's conditions, which
   stay as written.  lag-2.c, lag-3.c, lag-4.c: none fused with
   -fplugin-arg-hpc-no-fuse, in check mode, at -O0.  */

void
prk (Procs2 p, int n, int niter)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    for (int iter = 0; iter < niter; iter++) {
      hpc_write_halo (in);
      over (i = x | 2 : n - 3)
	over (j = y | 2 : n - 3)
	  out[i][j] += 0.25 * (in[i][j + 1] - in[i][j - 1])
		       + 0.125 * (in[i][j + 2] - in[i][j - 2])
		       + 0.25 * (in[i + 1][j] - in[i - 1][j])
		       + 0.125 * (in[i + 2][j] - in[i - 2][j]);
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += 1.0;
    }
  }
}

void
jacobi (distributed float u[Range x][Range y],
	distributed float t[Range xt][Range yt], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      t[i][j] = 0.25f * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			 + u[i][j + 1]);
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      u[i][j] = t[i][j];
}

void
lopsided (Procs2 p, int n, double c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 3);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 3);
    distributed double in[x][y], out[x][y];
    over (i = x | 3 : n - 2)
      over (j = y | 0 : n - 3)
	out[i][j] = c * out[i - 1][j] + in[i - 3][j] - in[i + 1][j + 2];
    over (i = x | 8 : n - 7)
      over (j = y | hpc_idx (x, i) % 5 :)
	in[i][j] = c * in[i][j] + out[i][j];
  }
}

/* Local arrays: the sweep reads a third array around [i][j], the
   update one at [i][j].  */
void
sources (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double in[x][y], out[x][y], f[x][y];
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	out[i][j] = in[i - 1][j] + in[i + 1][j] + f[i][j] - f[i + 1][j - 1];
    over (i = x | :)
      over (j = y | :)
	in[i][j] += f[i][j];
  }
}

/* Braces that declare nothing make no statement of their own: CASE
   keeps each case's nests apart from the next case's.  */
#define CASE __asm__ ("")

void
not_fused (Procs2 p, int n, double c, double (*f) (double))
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 9);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 9);
    Range z = hpc_block_range (n, hpc_dim (p, 0), 9);
    distributed double in[x][y], out[x][y], v[x][y], w[z][y];
    { CASE; /* The update reads a neighbour.  */
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  out[i][j] = in[i - 1][j] + in[i + 1][j];
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  in[i][j] += in[i + 1][j];
    }
    { CASE; /* The sweep reads 9 rows away.  */
      over (i = x | 9 : n - 10)
	over (j = y | :)
	  out[i][j] = in[i - 9][j];
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += c;
    }
    { CASE; /* The sweep writes the array it reads.  */
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  in[i][j] = in[i][j] * c;
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += c;
    }
    { CASE; /* The sweep reads its row through a global index, not its location.  */
      over (i = x | 1 : n - 2)
	over (j = y | 1 : n - 2)
	  out[i][j] = in[hpc_idx (x, i)][j];
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += c;
    }
    { CASE; /* The update over another range.  */
      over (i = z | 1 : n - 2)
	over (j = y | :)
	  w[i][j] = w[i][j] + c;
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  out[i][j] = in[i - 1][j];
      over (i = z | :)
	over (j = y | :)
	  in[i][j] += c;
    }
    { CASE; /* A statement between them.  */
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  out[i][j] = in[i - 1][j];
      c = c * 2;
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += c;
    }
    { CASE; /* The update strided, and with a bound from a call.  */
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  out[i][j] = in[i - 1][j];
      over (i = x | : : 2)
	over (j = y | :)
	  in[i][j] += c;
      CASE;
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  out[i][j] = in[i - 1][j];
      over (i = x | 0 : (int) f (c))
	over (j = y | :)
	  in[i][j] += c;
    }
    { CASE; /* The sweep's rows' bounds read IN, which the update writes.  */
      over (i = x | 1 : n - 2)
	over (j = y | 0 : (int) in[i][0])
	  out[i][j] = in[i - 1][j];
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += c;
    }
    { CASE; /* The sweep reads a volatile array, whose reads may not move.  */
      distributed volatile double vol[x][y];
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  out[i][j] = in[i - 1][j] + vol[i][j];
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += c;
    }
    { CASE; /* A call in the sweep; two statements in the update.  */
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  out[i][j] = f (in[i - 1][j]);
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += c;
      CASE;
      over (i = x | 1 : n - 2)
	over (j = y | :)
	  out[i][j] = in[i - 1][j];
      over (i = x | :)
	over (j = y | :) {
	  in[i][j] += c;
	  v[i][j] = c;
	}
    }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_done \\(" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_end \\(" 4 "original" } } */
/* No pass is guarded by addresses (parameters that may be one array:
   rows-shared-missed.c).  */
/* { dg-final { scan-hpc-dump-not " != \\(void \\*\\)" "original" } } */
/* The reach and the update's bounds (none: the extremes of long).  */
/* { dg-final { scan-hpc-dump "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 2, -9223372036854775808, 9223372036854775807, 0B, 0B\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_rows_begin \\(\[^;\]*u, \[^;\]*t, \[^;\]*x, 1, 1, \\(long int\\) \\(n \\+ -2\\), 0B, 0B\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 3, 8, \\(long int\\) \\(n \\+ -7\\), 0B, 0B\\)" "original" } } */
/* The third array's reads do not count in the reach.  */
/* { dg-final { scan-hpc-dump "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 1, -9223372036854775808, 9223372036854775807, 0B, 0B\\)" "original" } } */
/* The update's rows R behind the sweep's, its inner bounds too.  */
/* { dg-final { scan-hpc-dump "in\\\[i \\+ -2\\\]\\\[j\\\] = in\\\[i \\+ -2\\\]\\\[j\\\] \\+ 1.0e\\+0" "original" } } */
/* { dg-final { scan-hpc-dump "u\\\[i \\+ -1\\\]\\\[j\\\] = t\\\[i \\+ -1\\\]\\\[j\\\]" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_idx \\(x, i \\+ -3\\) % 5" "original" } } */
