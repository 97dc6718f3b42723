/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fopt-info-loop-missed" } */
/* An update reading a third array off its row, where it and the array
   updated are parameters, which the caller may bind to one array: the
   update would read a row already updated, so lag.cc keeps the two
   nests and says why.  */

void
f (distributed double out[Range x][Range y],
   distributed double in[Range xi][Range yi],
   distributed double v[Range xv][Range yv], int n)
{
  over (i = x | 1 : n - 2) /* { dg-message "missed: sweep and update not fused: the update reads 'v' at \\\[i \\+ 1\\\]\\\[j\\\], off the row it updates, and it may be the array updated \\(both parameters\\)" } */
    over (j = y | :)
      out[i][j] = in[i - 1][j] + in[i + 1][j];
  over (i = x | 1 : n - 2)
    over (j = y | :)
      in[i][j] += v[i + 1][j];
}
