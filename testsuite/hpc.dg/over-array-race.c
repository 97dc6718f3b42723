/* { dg-do compile } */
/* An over body that writes elements of an array declared outside it at
   subscripts not built from the loop's location would race between
   threads.  A small array of numbers updated only as  h[k] op= e  (one
   operator) is an array reduction, computed in parallel; any other such
   write makes the loop run on one thread, with a warning naming the
   array at the write.  Elements chosen by the location are each
   iteration's own, and arrays declared in the body are the iteration's.  */
void
f (Procs1 p, Range x, double *out, double q[8], int k)
{
  double h[8] = { 0 }, hm[8] = { 0 }, mixed[8] = { 0 }, h2[8] = { 0 };
  double big[2000] = { 0 }, grid[4][4] = { { 0 } }, s = 0;
  on (p) {
    distributed double u[x];
    over (i = x | :)
      out[hpc_idx (x, i)] = u[i];
    over (i = x | :)
      out[2 * hpc_idx (x, i) + 1] = u[i];
    over (i = x | :)
      out[hpc_idx (x, i)] += u[i];
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        out[g - k] = u[i];
      }
    over (i = x | :)
      {
        double loc[8];
        loc[k] = u[i];
        u[i] = loc[k] + 1;
      }
    over (i = x | :)
      {
        int l = (int) u[i] % 8;
        h[l] += 1.0;                   /* an array reduction: no warning */
      }
    over (i = x | :)
      {
        int l = (int) u[i] % 8;
        hm[l] = hm[l] < u[i] ? u[i] : hm[l];
      }
    over (i = x | :)
      {
        int l = (int) u[i] % 8;
        big[l] += 1.0;                 /* { dg-warning "'over' loop runs on one thread: its body writes elements of 'big', declared outside it, at subscripts not built from the location 'i', which other iterations may write too; to run on all threads, give each iteration elements of its own \\(subscripts built from 'i'\\)" } */
      }
    over (i = x | :)
      {
        int l = (int) u[i] % 8;
        q[l]++;                        /* { dg-warning "its body writes elements of 'q'" } */
      }
    over (i = x | :)
      {
        int l = (int) u[i] % 8;
        mixed[l] += 1.0;               /* { dg-warning "its body writes elements of 'mixed'" } */
        mixed[0] *= 2.0;
      }
    over (i = x | :)
      {
        int l = (int) u[i] % 8;
        h2[l] += 1.0;                  /* { dg-warning "its body writes elements of 'h2'" } */
        u[i] = h2[0];
      }
    over (i = x | :)
      {
        int l = (int) u[i] % 4;
        grid[l][l] += 1.0;             /* { dg-warning "its body writes elements of 'grid'" } */
      }
    over (i = x | :)
      out[k] = u[i];                   /* { dg-warning "its body writes elements of 'out'" } */
    over (i = x | :)
      u[k] = u[i];                     /* { dg-warning "its body writes elements of 'u'" } */
    for (int b = 0; b < 8; b++)
      s += h[b] + hm[b] + mixed[b] + h2[b] + big[b] + grid[b % 4][b % 4];
  }
  out[0] = s;
}
