/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Subgroups: restrictions compose and are cached; their communicators are
   made lazily, collectively over the members only.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

/* Sum of the world ranks of subgroup G over its communicator.  */
static int
rank_sum (Group g)
{
  int me = hpc_rank (), sum = -1;
  MPI_Allreduce (&me, &sum, 1, MPI_INT, MPI_SUM, hpc_comm (g));
  return sum;
}

int
main (void)
{
  int n = hpc_nprocs (), me = hpc_rank ();
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int rows = hpc_shape (p, 0), cols = hpc_shape (p, 1);
  int r = hpc_coord (p, 0), c = hpc_coord (p, 1);
  CHECK (rows * cols == n && me == r * cols + c);

  /* My row and my column.  */
  Group row = hpc_restrict (p, 0, r), col = hpc_restrict (p, 1, c);
  CHECK (hpc_member (row) && hpc_member (col));
  CHECK (hpc_group_size (row) == cols && hpc_group_rank (row) == c);
  CHECK (hpc_group_size (col) == rows && hpc_group_rank (col) == r);
  /* Dimensions keep the grid's numbering; coordinates are the grid's.  */
  CHECK (hpc_ndims (row) == 2 && hpc_shape (row, 1) == cols);
  CHECK (hpc_coord (row, 0) == r && hpc_coord (row, 1) == c);
  /* Inside the row its dimensions are the grid's; outside it (other
     rows run here too) they keep the row, for ranges made there.  */
  CHECK (hpc_dim (row, 1).dim == 1);
  on (row) CHECK (hpc_dim (row, 1).grid == p);
  CHECK (hpc_dim (row, 1).grid == (rows == 1 ? p : row));

  /* Cached, and composition in either order gives the same group.  */
  CHECK (hpc_restrict (p, 0, r) == row);
  CHECK (hpc_restrict (row, 0, r) == row);
  Group me1 = hpc_restrict (row, 1, c);
  CHECK (me1 == hpc_restrict (col, 0, r));
  CHECK (hpc_group_size (me1) == 1 && hpc_group_rank (me1) == 0);

  /* Other rows: not a member, no communicator.  */
  for (int i = 0; i < rows; i++)
    {
      Group g = hpc_restrict (p, 0, i);
      CHECK (hpc_group_size (g) == cols);
      CHECK (hpc_member (g) == (i == r));
      if (i != r)
        {
          CHECK (hpc_group_rank (g) == -1 && hpc_coord (g, 0) == -1);
          CHECK (hpc_comm (g) == MPI_COMM_NULL);
        }
    }

  /* Lazily made communicators, first in rows only where r is even (the
     other processes do not take part), then in columns.  */
  if (r % 2 == 0)
    {
      int expect = 0;
      for (int j = 0; j < cols; j++)
        expect += r * cols + j;
      CHECK (rank_sum (row) == expect);
    }
  int expect = 0;
  for (int i = 0; i < rows; i++)
    expect += i * cols + c;
  CHECK (rank_sum (col) == expect);
  CHECK (rank_sum (col) == expect);	/* cached communicator */
  CHECK (rank_sum (me1) == me);
  int size;
  MPI_Comm_size (hpc_comm (row), &size);
  CHECK (size == cols);

  /* What at does: push the APG restricted to my coordinate in dim 0.  */
  if (__hpc_on_enter (p))
    {
      Group g = __hpc_apg_sub (hpc_dim (p, 0), r, "at");
      CHECK (g == row);
      __hpc_apg_push (g);
      CHECK (hpc_apg () == row);
      CHECK (!__hpc_apg_has_dim (hpc_dim (p, 0)));
      CHECK (__hpc_apg_has_dim (hpc_dim (p, 1)));
      /* A grid made inside: collective over the row only.  */
      Procs1 q = hpc_procs1 (HPC_AUTO);
      CHECK (hpc_group_size (q) == cols && hpc_group_rank (q) == c);
      CHECK (rank_sum (q) == rank_sum (row));
      __hpc_apg_pop ();
      __hpc_on_leave ();
    }

  /* The world restricted to each process.  */
  Group self = hpc_restrict (hpc_apg (), 0, me);
  CHECK (hpc_group_size (self) == 1 && rank_sum (self) == me);
  return 0;
}
