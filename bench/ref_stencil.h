/* ref_stencil.h - what the hand-written stencil references
   (stencil_ref.c, stencil_onepass_ref.c) share: the PRK star stencil of
   radius R = 2 on ref_grid2d.h's blocks, its input, the points it
   updates and the update of one row.  */
#ifndef REF_STENCIL_H
#define REF_STENCIL_H

#include "ref_grid2d.h"

#define R 2
#define W1 (1.0 / (2 * 1 * R))
#define W2 (1.0 / (2 * 2 * R))

/* The points at least R from the global edges held here: rows [ilo, ihi),
   columns [jlo, jhi) (local indices, ghosts counted).  */
struct stencil_points
{
  long ilo, ihi, jlo, jhi;
};

static inline struct stencil_points
stencil_points_of (const struct grid2d *g)
{
  struct stencil_points p;
  long n = g->n;
  p.ilo = grid2d_clamp (R, g->r0, g->r0 + g->nr) - g->r0 + R;
  p.ihi = grid2d_clamp (n - R, g->r0, g->r0 + g->nr) - g->r0 + R;
  p.jlo = grid2d_clamp (R, g->c0, g->c0 + g->nc) - g->c0 + R;
  p.jhi = grid2d_clamp (n - R, g->c0, g->c0 + g->nc) - g->c0 + R;
  return p;
}

/* O[j] += the stencil of the row C (rows LD apart) for j in [JLO, JHI).  */
static inline void
stencil_row (const double *restrict c, double *restrict o, long ld,
	     long jlo, long jhi)
{
  for (long j = jlo; j < jhi; j++)
    o[j] += W1 * (c[j + 1] - c[j - 1])
	    + W2 * (c[j + 2] - c[j - 2])
	    + W1 * (c[j + ld] - c[j - ld])
	    + W2 * (c[j + 2 * ld] - c[j - 2 * ld]);
}

/* IN = i + j at every owned point (global indices).  */
static inline void
stencil_fill_input (const struct grid2d *g, double *in)
{
#pragma omp parallel for schedule(static)
  for (long i = 0; i < g->nr; i++)
    for (long j = 0; j < g->nc; j++)
      in[(i + R) * g->ld + j + R] = (g->r0 + i) + (g->c0 + j);
}

#endif
