/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Each process ends an over with the values its own iterations leave when
   run in order on one thread, whatever the thread count: a conditional
   write keeps the value of the last iteration that wrote (or the value
   from before the loop where none did), a variable assigned before use
   holds the last iteration's value; a variable read before it is written
   makes the loop run on one thread, with a warning.  Checked against a plain loop over
   the process's own indices.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 1000 };

static double
value (long g)
{
  return (g * 37) % 101;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double u[x];
    long lo = N, hi = -1;
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        u[i] = value (g);
        lo = g < lo ? g : lo;
        hi = g > hi ? g : hi;
      }
    int found = 0, never = 0;
    double seen = -1, t = -5, cond_t = -6;
    long last = -1, first_hit = -1;
    over (i = x | :)
      if (u[i] > 90)
        found = 1;
    int found_or = 0;
    over (i = x | :)
      found_or |= u[i] > 90;
    over (i = x | :)
      if (u[i] > 1000)
        never = 1;
    /* A recurrence runs the loop on one thread: the private beside it
       keeps its last write too.  */
    double chain = 0;
    long hit = -1;
    over (i = x | :)    /* { dg-warning "runs on one thread: its body writes 'chain'" } */
      {
        chain = chain * 0.5 + u[i];
        if (u[i] > 50)
          hit = hpc_idx (x, i);
      }
    over (i = x | :)
      if (hpc_idx (x, i) == 3)
        seen = u[i];
    over (i = x | :)
      if (u[i] > 50)
        last = hpc_idx (x, i);
    over (i = x | :)    /* { dg-warning "runs on one thread: its body writes 'first_hit'" } */
      if (u[i] > 50 && first_hit < 0)
        first_hit = hpc_idx (x, i);
    over (i = x | :)
      {
        t = u[i] * 2;
        u[i] = t + 1;
      }
    over (i = x | :)
      if (u[i] > 100)
        {
          cond_t = u[i];
          u[i] = cond_t - 1;
        }

    /* The same loops, in order, over this process's indices.  */
    int e_found = 0;
    double e_seen = -1, e_t = -5, e_cond_t = -6, e_chain = 0;
    long e_last = -1, e_first_hit = -1;
    for (long g = lo; g <= hi; g++)
      {
        double v = value (g);
        if (v > 90)
          e_found = 1;
        if (g == 3)
          e_seen = v;
        if (v > 50)
          e_last = g;
        if (v > 50 && e_first_hit < 0)
          e_first_hit = g;
        e_chain = e_chain * 0.5 + v;
        e_t = v * 2;
        if (v * 2 + 1 > 100)
          e_cond_t = v * 2 + 1;
      }
    CHECK (found == e_found);
    CHECK (found_or == e_found);
    CHECK (never == 0);
    CHECK (chain == e_chain && hit == e_last);
    CHECK (seen == e_seen);
    CHECK (last == e_last);
    CHECK (first_hit == e_first_hit);
    CHECK (t == e_t);
    CHECK (cond_t == e_cond_t);
  }
  return 0;
}
