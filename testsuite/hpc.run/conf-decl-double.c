/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* Distributed arrays of double: a 2-D array over a 2-D grid (block with
   ghosts x cyclic, 7 x 5), zero-filled at declaration, written and read
   through locations, with its halo exchanged (ghosts hold the
   neighbours' elements, every byte), and remapped into a replicated
   array that every process checks whole.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 7, N1 = 5 };
enum colour { RED, GREEN, BLUE };

typedef double elem;

static elem f (long a, long b) { return a * 1e-3 + b * 1e6; }

#include "conf-decl.h"
