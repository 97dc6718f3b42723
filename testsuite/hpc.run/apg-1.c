/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* The active process group: on enters only on members, nests, is per
   thread, and tells which process dimensions at and over may use.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

int
main (void)
{
  int n = hpc_nprocs (), me = hpc_rank ();
  Group w = hpc_apg ();
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Procs1 first = hpc_procs1 (1);

  CHECK (__hpc_apg_has_dim (hpc_dim (w, 0)));
  CHECK (!__hpc_apg_has_dim (hpc_dim (p, 0)));

  /* Members enter and see the group as APG; the others skip.  */
  int entered = __hpc_on_enter (first);
  CHECK (entered == (me == 0));
  if (entered)
    {
      CHECK (hpc_apg () == first);
      CHECK (__hpc_apg_has_dim (hpc_dim (first, 0)));
      CHECK (!__hpc_apg_has_dim (hpc_dim (w, 0)));
      /* A group equal to the APG may be entered again.  */
      CHECK (__hpc_on_enter (first));
      CHECK (hpc_apg () == first);
      __hpc_on_leave ();
      CHECK (hpc_apg () == first);
      __hpc_on_leave ();
    }
  CHECK (hpc_apg () == w);

  /* Nesting: p, then a 2-D grid made inside it, then its rows.  */
  CHECK (__hpc_on_enter (p));
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  CHECK (__hpc_on_enter (q));
  CHECK (hpc_apg () == q);
  Group row = __hpc_apg_sub (hpc_dim (q, 0), hpc_coord (q, 0), "over");
  __hpc_apg_push (row);
  CHECK (hpc_apg () == row);
  /* The row contains the grid restricted in both dimensions.  */
  Group one = hpc_restrict (q, 1, hpc_coord (q, 1));
  CHECK (__hpc_on_enter (hpc_restrict (one, 0, hpc_coord (q, 0))));
  CHECK (hpc_group_size (hpc_apg ()) == 1);
  __hpc_on_leave ();
  __hpc_apg_pop ();
  __hpc_on_leave ();
  __hpc_on_leave ();
  CHECK (hpc_apg () == w);

  /* Deep nesting (the stack grows past its first levels).  */
  for (int i = 0; i < 100; i++)
    CHECK (__hpc_on_enter (p));
  CHECK (hpc_apg () == p);
  for (int i = 0; i < 100; i++)
    __hpc_on_leave ();
  CHECK (hpc_apg () == w);

  /* The stack is per thread: each thread starts from the world group and
     pushes its own APG, as the threads of an over body do.  */
  Group mine = hpc_restrict (w, 0, me);
  CHECK (__hpc_on_enter (p));
  int bad = 0;
#pragma omp parallel reduction(+ : bad)
  {
    for (int k = 0; k < 1000; k++)
      {
        Group g = hpc_restrict (w, 0, me);	/* cache used by threads */
        __hpc_apg_push (g);
        bad += hpc_apg () != mine;
        bad += __hpc_apg_has_dim (hpc_dim (w, 0)) != 0;
        __hpc_apg_pop ();
      }
  }
  CHECK (bad == 0);
  CHECK (hpc_apg () == p);
  __hpc_on_leave ();
  (void) n;
  return 0;
}
