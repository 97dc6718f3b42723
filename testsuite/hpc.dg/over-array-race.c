/* { dg-do compile } */
/* An over body that writes elements of an array declared outside it at
   subscripts not built from the loop's location (a histogram) would race
   between threads: it runs on one thread, with a warning naming the array
   at the write.  Elements chosen by the location are each iteration's
   own, and arrays declared in the body are the iteration's.  */
void
f (Procs1 p, Range x, double *out, double q[8], int k)
{
  double h[8] = { 0 };
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
        h[l] += 1.0;                   /* { dg-warning "'over' loop runs on one thread: its body writes elements of 'h', declared outside it, at subscripts not built from the location 'i', which other iterations may write too; to run on all threads, give each iteration elements of its own \\(subscripts built from 'i'\\)" } */
      }
    over (i = x | :)
      {
        int l = (int) u[i] % 8;
        q[l]++;                        /* { dg-warning "its body writes elements of 'q'" } */
      }
    over (i = x | :)
      out[k] = u[i];                   /* { dg-warning "its body writes elements of 'out'" } */
    over (i = x | :)
      u[k] = u[i];                     /* { dg-warning "its body writes elements of 'u'" } */
  }
  out[0] = h[0];
}
