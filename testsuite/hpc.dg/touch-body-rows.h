/* Nests whose inner over's body walks the last dimension with loops of
   its own (NAS MG's resid, a star stencil), for touch-body-rows*.c.  */

void
resid (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y][n], v[x][y][n], r[x][y][n];
    over (i3 = x | 1 : n - 2)
      over (i2 = y | 1 : n - 2)
	{
	  double u1[n], u2[n];
	  for (int i1 = 0; i1 < n; i1++)
	    {
	      u1[i1] = u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1]
		       + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1];
	      u2[i1] = u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1]
		       + u[i3 + 1][i2 - 1][i1] + u[i3 + 1][i2 + 1][i1];
	    }
	  for (int i1 = 1; i1 < n - 1; i1++)
	    r[i3][i2][i1] = v[i3][i2][i1] - u[i3][i2][i1]
			    - 0.5 * (u2[i1] + u1[i1 - 1] + u1[i1 + 1]);
	}
  }
}

void
star (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double s[x][y][n], t[x][y][n];
    over (i3 = x | 1 : n - 2)
      over (i2 = y | 1 : n - 2)
	for (int i1 = 0; i1 < n; i1++)
	  t[i3][i2][i1] = s[i3][i2 - 1][i1] + s[i3][i2 + 1][i1]
			  + s[i3 - 1][i2][i1] + s[i3 + 1][i2][i1];
  }
}
