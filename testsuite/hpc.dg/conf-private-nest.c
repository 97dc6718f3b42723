/* { dg-do compile } */
/* Privates assigned inside the loops and branches of an over body: a
   temporary of an inner over's rows, the counter of an inner for declared
   outside, a temporary of an if's branch.  None warns.  Where a path can
   read the old value (read after a loop that may not run, a do left by
   break before the assignment, a goto past it), the loop runs on one
   thread, with the warning.  */
double
f (Procs2 p, int n)
{
  double t = 0, s = 0, w = 0, q = 0, r = 0, c = 0;
  int j;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double u[x][y], v[x][y];
    over (i = x | :)
      over (k = y | :)
        {
          t = u[i][k] * 2;
          v[i][k] = t + 1;
        }
    over (i = x | :)
      for (j = 0; j < 4; j++)
        v[i][0] += j;
    over (i = x | :)
      if (u[i][0] > 0)
        {
          s = u[i][0];
          v[i][0] = s;
        }
      else
        v[i][0] = 0;
    over (i = x | :)
      {
        if (u[i][0] > 0)
          c = 1;
        else
          c = 2;
        v[i][0] = c;
      }
    over (i = x | :)             /* { dg-warning "runs on one thread: its body writes 'w'" } */
      {
        for (j = 0; j < 4; j++)
          w = j;
        v[i][0] = w;
      }
    over (i = x | :)             /* { dg-warning "runs on one thread: its body writes 'q'" } */
      {
        do { if (u[i][0] > 1) break; q = 1; } while (0);
        v[i][0] = q;
      }
    over (i = x | :)             /* { dg-warning "runs on one thread: its body writes 'r'" } */
      {
        if (u[i][0] > 1)
          goto skip;
        r = 2;
      skip:
        v[i][0] = r;
      }
    over (i = x | :)             /* { dg-warning "runs on one thread: its body writes 't'" } */
      over (k = y | :)
        {
          v[i][k] = t;
          t = u[i][k];
        }
  }
  return t + s + w + q + r + c;
}
