/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* Compound assignments, increments and decrements with a shift in each
   dimension compile alike through every kind of array: block-scope,
   parameter, handle parameter of a typedef'd type, block-scope handle,
   file-scope handle.  (Through a handle, the reference u[i][j - 1] that
   the front end shares between the two sides of += used to be lowered
   twice and its shift taken for other arithmetic.)  */

typedef distributed double grid[Range][Range];
distributed double fh[Range][Range];

#define OPS(u)					\
  over (i = x | 1 : hpc_size (x) - 2)		\
    over (j = y | 1 : hpc_size (y) - 2)		\
      {						\
	u[i - 1][j] += 1.0;			\
	u[i][j - 1] += 1.0;			\
	u[i + 1][j] -= 1.0;			\
	u[i][j + 1] -= 1.0;			\
	u[i - 1][j]++;				\
	u[i][j - 1]++;				\
	++u[i + 1][j];				\
	++u[i][j + 1];				\
	u[i - 1][j]--;				\
	u[i][j - 1]--;				\
	--u[i + 1][j];				\
	--u[i][j + 1];				\
	u[i + 1][j + 1] *= 2.0;			\
      }

void block (Range x, Range y) { distributed double u[x][y]; OPS (u); }
void param (distributed double u[Range x][Range y]) { OPS (u); }
void tparam (Range x, Range y, grid u) { OPS (u); hpc_write_halo (u); }
void local (Range x, Range y) { grid u = hpc_new (x, y); OPS (u); hpc_free (u); }
void file (Range x, Range y) { OPS (fh); hpc_write_halo (fh); }

/* No subscript became a global-index lookup.  */
/* { dg-final { scan-hpc-dump-not "__hpc_global_offset" "original" } } */
