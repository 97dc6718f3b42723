/* { dg-do compile } */
/* An over body that writes a variable declared outside it, other than
   in a reduction or before reading it, runs on one thread, with a warning
   saying why; locals and array elements are fine.  */
float
f (Procs1 p, Range x, float *out)
{
  float s = 0;
  on (p) {
    distributed float u[x];
    over (i = x | :)
      {
        float t = u[i] * 2;          /* declared inside: fine */
        out[hpc_idx (x, i)] = t;     /* an element: fine */
      }
    over (i = x | :)
      s = s + u[i];                  /* a reduction: fine */
    over (i = x | :)                 /* { dg-warning "'over' loop runs on one thread: its body writes 's', declared outside it, which is neither a reduction nor assigned before use" } */
      s = s * u[i] + 1;
  }
  return s;
}
