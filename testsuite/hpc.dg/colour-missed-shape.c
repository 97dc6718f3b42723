/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* Colour loops whose sweep is not a nest of the shape the fused pass
   runs (rowfuse.cc's hpc_nest_shape_of, colours.cc's colour_nest): each
   is kept as written, with the reason.  GCC's own loop notes (the
   vectoriser's) are turned off.  */

void
one_deep (distributed double u[Range x][Range y], int n)
{
  for (int p = 0; p < 2; p++) /* { dg-message "missed: red-black loop not fused: the over is not a nest of two overs" } */
    {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	u[i][p + 1] = 0.5 * (u[i - 1][p + 1] + u[i + 1][p + 1]);
    }
}

void
no_stride (distributed double u[Range x][Range y], int n)
{
  for (int p = 0; p < 2; p++) /* { dg-message "missed: red-black loop not fused: the inner over does not give its start, end and stride" } */
    {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : n - 2)
	  u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    }
}

void
stride_three (distributed double u[Range x][Range y], int n)
{
  for (int p = 0; p < 2; p++) /* { dg-message "missed: red-black loop not fused: the inner over's stride is not 2" } */
    {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : n - 2 : 3)
	  u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    }
}

void
rows_by_two (distributed double u[Range x][Range y], int n)
{
  for (int p = 0; p < 2; p++) /* { dg-message "missed: red-black loop not fused: the sweep's rows have a stride other than 1" } */
    {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2 : 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : n - 2 : 2)
	  u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    }
}

void
end_read (distributed double u[Range x][Range y], int n, const int *end)
{
  for (int p = 0; p < 2; p++) /* { dg-message "missed: red-black loop not fused: the sweep's inner over is not built from constants, variables neither nest changes and the row" } */
    {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : end[0] : 2)
	  u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    }
}
