/* { dg-do compile } */
/* { dg-options "-fsanitize=undefined" } */
/* -fsanitize=undefined adds static source-location records whose
   addresses its checks pass along; they are not the user's outer
   variables, so the over loops stay threaded (no "runs on one thread"
   warning) and the sum stays a reduction.  */
double
f (Range x, int n, int k)
{
  distributed int a[x];
  double s = 0;
  over (i = x | :)
    a[i] = (int) hpc_idx (x, i) / k + (n << k);
  over (i = x | :)
    s += a[i] % k;
  return s;
}
