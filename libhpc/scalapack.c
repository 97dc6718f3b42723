/* scalapack.c - ScaLAPACK array descriptors for distributed arrays.

   A 2-D array whose dimensions are block-cyclic over the two dimensions
   of a 2-D grid is already laid out as ScaLAPACK expects, but transposed:
   our local blocks are row-major, ScaLAPACK's column-major, and a
   row-major block read column-major is the block of the transpose.  So
   the descriptor describes A^T: rows = A's dimension 1, columns = A's
   dimension 0, leading dimension = the local extent of dimension 1, on a
   BLACS grid whose process (r, c) is the process with coordinate r along
   the grid dimension of A's dimension 1 and c along that of dimension 0.

   Linking: this file only needs four BLACS calls (Cblacs_*, in
   libscalapack).  They are declared here as weak references, so libhpc
   builds and links without ScaLAPACK and does not drag it (with its
   BLAS, LAPACK and Fortran run time) into every program; a program that
   calls ScaLAPACK links -lscalapack-openmpi itself, which resolves them
   at load time.  Called without ScaLAPACK linked in, hpc_scalapack_desc
   ends the job with a message saying so.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <stdlib.h>

/* BLACS's C interface (no header ships with Debian's ScaLAPACK).  */
extern int Csys2blacs_handle (MPI_Comm comm) __attribute__ ((weak));
extern void Cblacs_gridmap (int *context, int *usermap, int ldumap,
			    int nprow, int npcol) __attribute__ ((weak));
extern void Cblacs_gridinfo (int context, int *nprow, int *npcol,
			     int *myrow, int *mycol) __attribute__ ((weak));

/* ScaLAPACK's descriptor entries (DTYPE_ .. LLD_, 0-based).  */
enum { DTYPE_, CTXT_, M_, N_, MB_, NB_, RSRC_, CSRC_, LLD_, DLEN_ };

static const char FN[] = "hpc_scalapack_desc";

/* BLACS contexts already made, one per grid and orientation, so that a
   program asking for descriptors in a loop does not use up MPI
   communicators.  They live as long as the job.  */
struct blacs_grid
{
  Group grid;
  int row_dim;			/* the grid dimension of BLACS rows */
  int context;
  struct blacs_grid *next;
};
static struct blacs_grid *blacs_grids;

/* The block size of ScaLAPACK's layout equal to range X of dimension D of
   A, or the end of the job when there is none.  Block-cyclic ranges with
   first block on coordinate 0 are exactly ScaLAPACK's layout with RSRC
   (CSRC) 0; cyclic ones have blocks of 1; block ranges (ceil (n / P)
   indices each, the last ones shorter or empty) have one block each.  */
static int
range_block (const struct hpc_array *a, int d, Range x)
{
  long b;
  switch (x->kind)
    {
    case HPC_RANGE_BLOCK_CYCLIC:
      b = x->block;
      break;
    case HPC_RANGE_CYCLIC:
      b = 1;
      break;
    case HPC_RANGE_BLOCK:
      if (x->ghost_lo || x->ghost_hi)
	hpc__fatal (FN, "dimension %d of %s has ghost cells (%d below, %d "
		    "above); ScaLAPACK's local blocks have none", d, a->name,
		    x->ghost_lo, x->ghost_hi);
      b = x->block > 0 ? x->block : 1;
      break;
    default:
      hpc__fatal (FN, "dimension %d of %s is an irregular range or a "
		  "subrange; ScaLAPACK needs a block-cyclic, cyclic or block "
		  "range", d, a->name);
    }
  if (x->n > INT_MAX || b > INT_MAX)
    hpc__fatal (FN, "dimension %d of %s has %ld indices in blocks of %ld; "
		"ScaLAPACK's descriptors hold int", d, a->name, x->n, b);
  return (int) b;
}

/* The 2-D grid both dimensions of A are distributed over, one grid
   dimension each, or the end of the job.  */
static Group
array_grid (const struct hpc_array *a)
{
  if (a->rank != 2)
    hpc__fatal (FN, "%s has %d dimensions; a ScaLAPACK matrix has 2",
		a->name, a->rank);
  for (int d = 0; d < 2; d++)
    if (!a->range[d])
      hpc__fatal (FN, "dimension %d of %s is sequential; both dimensions "
		  "must be distributed over a 2-D process grid", d, a->name);
  Group g = a->range[0]->grid;
  if (!g || g != a->range[1]->grid || g->ndims != 2
      || a->range[0]->dim == a->range[1]->dim)
    hpc__fatal (FN, "the dimensions of %s are not distributed over the two "
		"dimensions of one 2-D process grid", a->name);
  /* The descriptor's transpose trick needs a row-major block.  Only a
     sequential dimension is ever stored innermost, so this holds for
     every array accepted above; it is checked all the same, as the
     descriptor would silently describe the wrong matrix otherwise.  */
  if (!hpc__row_major (a))
    hpc__fatal (FN, "the local block of %s is not row-major (strides %td "
		"and %td); ScaLAPACK needs a row-major block", a->name,
		a->stride[0], a->stride[1]);
  return g;
}

/* A BLACS context for grid G, BLACS process (r, c) being G's process with
   coordinate r along ROW_DIM and c along the other dimension.  Collective
   over G's members.  */
static int
blacs_context (Group g, int row_dim)
{
  for (struct blacs_grid *b = blacs_grids; b; b = b->next)
    if (b->grid == g && b->row_dim == row_dim)
      return b->context;
  int col_dim = 1 - row_dim;
  int nprow = g->shape[row_dim], npcol = g->shape[col_dim];
  /* USERMAP is column-major (ldumap nprow): entry (r, c) is the rank, in
     the system context's communicator hpc_comm (g), of the process at
     coordinates (r, c) along (ROW_DIM, COL_DIM); G's ranks are row-major
     in its coordinates.  */
  int *usermap = hpc__xcalloc (FN, (size_t) nprow * npcol * sizeof *usermap);
  for (int r = 0; r < nprow; r++)
    for (int c = 0; c < npcol; c++)
      {
	int coord[2];
	coord[row_dim] = r;
	coord[col_dim] = c;
	usermap[r + c * nprow] = coord[0] * g->shape[1] + coord[1];
      }
  int context = Csys2blacs_handle (hpc_comm (g));
  Cblacs_gridmap (&context, usermap, nprow, nprow, npcol);
  free (usermap);
  int pr, pc, myr, myc;
  Cblacs_gridinfo (context, &pr, &pc, &myr, &myc);
  if (pr != nprow || pc != npcol || myr != g->coord[row_dim]
      || myc != g->coord[col_dim])
    hpc__fatal (FN, "BLACS placed this process at (%d, %d) of a %d x %d "
		"grid instead of (%d, %d) of %d x %d", myr, myc, pr, pc,
		g->coord[row_dim], g->coord[col_dim], nprow, npcol);
  struct blacs_grid *b = hpc__xcalloc (FN, sizeof *b);
  *b = (struct blacs_grid) { g, row_dim, context, blacs_grids };
  hpc__group_retain (g);	/* the context lives as long as the job */
  blacs_grids = b;
  return context;
}

int
hpc_scalapack_desc (int desc[9], const void *p)
{
  hpc__collective (FN);
  const struct hpc_array *a = hpc__array_get (FN, p);
  Group g = array_grid (a);
  /* ScaLAPACK rows are A's dimension 1, columns its dimension 0.  */
  int mb = range_block (a, 1, a->range[1]);
  int nb = range_block (a, 0, a->range[0]);
  if (!desc)
    hpc__fatal (FN, "DESC is NULL");
  if (!Csys2blacs_handle || !Cblacs_gridmap || !Cblacs_gridinfo)
    hpc__fatal (FN, "ScaLAPACK is not linked into this program (link it "
		"with -lscalapack-openmpi, Debian's "
		"libscalapack-openmpi-dev)");
  int context = -1;
  if (g->member)
    context = blacs_context (g, a->range[1]->dim);
  desc[DTYPE_] = 1;		/* a dense matrix */
  desc[CTXT_] = context;
  desc[M_] = (int) a->range[1]->n;
  desc[N_] = (int) a->range[0]->n;
  desc[MB_] = mb;
  desc[NB_] = nb;
  desc[RSRC_] = 0;
  desc[CSRC_] = 0;
  desc[LLD_] = (int) a->extent[1];	/* >= 1, as ScaLAPACK asks */
  return context;
}
