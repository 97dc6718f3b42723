/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-original" } */
/* A loop that subscripts handles binds their views once, before it,
   where nothing in it can change them: it assigns no handle and calls
   only libhpc (not hpc_free).  Otherwise each statement binds its own:
   a call of another function, an assignment to a handle, hpc_free, a
   handle chosen by the loop's variable, a label (a jump to it from
   outside would skip a binding before the loop).  */

distributed double a[Range][Range], b[Range][Range];
distributed double lev[3][Range][Range];

void other (void);

void
once (Range x, Range y, int n)
{
  for (int s = 0; s < n; s++)		/* 1 bind of a */
    {
      hpc_write_halo (a);
      over (i = x | 1 : 8)
	over (j = y | :)
	  a[i][j] = a[i - 1][j];
      hpc_write_halo (a);
      over (i = x | :)
	over (j = y | :)
	  a[i][j] += 1.0;
    }
}

void
per_statement (Range x, Range y, int n)
{
  for (int s = 0; s < n; s++)		/* 2 binds of a: a call between */
    {
      over (i = x | :)
	over (j = y | :)
	  a[i][j] = 1.0;
      other ();
      over (i = x | :)
	over (j = y | :)
	  a[i][j] += 1.0;
    }
  for (int s = 0; s < n; s++)		/* 2 binds of b: b is assigned */
    {
      over (i = x | :)
	over (j = y | :)
	  b[i][j] = 1.0;
      b = a;
      over (i = x | :)
	over (j = y | :)
	  b[i][j] += 1.0;
    }
  for (int k = 0; k < 3; k++)		/* 1 bind of lev[k] in the body */
    over (i = x | :)
      over (j = y | :)
	lev[k][i][j] = k;
  for (int s = 0; s < n; s++)		/* 1 bind of a per statement */
    {
      a[0][0] = s;
      hpc_free (a);
    }
  if (n > 5)
    goto inside;
  for (int s = 0; s < n; s++)		/* 1 bind of b, after the label */
    {
    inside:
      b[0][0] = 2.0;
    }
}

/* { dg-final { scan-hpc-dump-times "__hpc_handle_bind \\(\\(const void \\*\\) a," 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_handle_bind \\(\\(const void \\*\\) b," 3 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_handle_bind \\(\\(const void \\*\\) lev\\\[k\\\]," 1 "original" } } */
/* { dg-final { scan-hpc-dump "inside:;(\[^;\]*DEBUG BEGIN STMT;)?\[^;\]*__hpc_parm_base_b;" "original" } } */
