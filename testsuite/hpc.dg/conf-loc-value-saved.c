/* { dg-do compile } */
/* A location saved into an int (to index with later) is an error; so is
   a location compared as a number, or passed to a function other than
   hpc_idx: each is a storage offset, not the element's global index.
   (void) l; stays the way to mark a location unused.  */
long g (long);

/* (The errors are kept on lines past 20: DejaGnu would take a line
   number seen as another message's column for that line.)  */

long
f (Procs1 p, int n)
{
  long last = 0, first = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed long u[x];
    over (i = x)
      {
        last = i;           /* { dg-error "location 'i' used as a value; write 'hpc_idx \\(x, i\\)' for its global index" } */
        if (i == 0)         /* { dg-error "location 'i' used as a value" } */
          first = 1;
        u[i] = g (i);       /* { dg-error "location 'i' used as a value" } */
      }
    at (l = x[0])
      {
        (void) l;
        first = l;          /* { dg-error "location 'l' used as a value; write 'hpc_idx \\(x, l\\)'" } */
      }
  }
  return last + first;
}
