/* { dg-do compile } */
/* hpc_redistribute moves the array a handle names: it takes a handle
   (not a block-scope array, a distributed parameter or another
   pointer), one extent of the right kind per dimension, no handle with
   side effects, and is not called in an over body.  */

distributed double d2[Range][Range];
distributed double m2[Range][int];
distributed double lev[3][Range];

void
g (distributed double a[Range x][Range y])
{
  hpc_redistribute (a, x, y);	/* { dg-error "'a' is a distributed parameter" } */
}

void
f (Range x, Range y, double *q, int k)
{
  distributed double b[x][y];
  hpc_redistribute (b, x, y);	/* { dg-error "'b' is a distributed array declared in a block" } */
  hpc_redistribute (q, x);	/* { dg-error "first argument of 'hpc_redistribute' must be a handle" } */
  hpc_redistribute (d2, x);	/* { dg-error "'hpc_redistribute' for handle 'd2' of rank 2 has 1 extents" } */
  hpc_redistribute (m2, x, y);	/* { dg-error "extent 1 of 'hpc_redistribute' for 'm2' must be an integer" } */
  hpc_redistribute (d2, x, 4);	/* { dg-error "extent 1 of 'hpc_redistribute' for 'd2' must be a Range" } */
  hpc_redistribute (lev[k++], x);	/* { dg-error "takes a handle variable, member or element without side effects" } */
  over (i = x)
    {
      d2[i][0] = 1;
      hpc_redistribute (d2, y, x);	/* { dg-error "a handle is assigned, freed or redistributed in an .over. body" } */
    }
}

double
h (Range x)
{
  return (hpc_redistribute (d2, x, x), d2[0][0]);	/* { dg-error "a statement that subscripts a handle calls 'hpc_redistribute'" } */
}
