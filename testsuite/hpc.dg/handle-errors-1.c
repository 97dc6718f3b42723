/* { dg-do compile } */
/* Handles take only handles of their own element type and dimensions,
   hpc_new gives an array only to a handle and takes one extent of the
   right kind per dimension, and an over body does not assign handles.  */

distributed double d1[Range];
distributed float f1[Range];
distributed double d2[Range][Range];
distributed double m2[Range][int];

void
f (Range x, Range y)
{
  d1 = f1;	/* { dg-error "assignment to handle 'd1' from 'float \\*'" } */
  /* { dg-warning "incompatible pointer type" "" { target *-*-* } 14 } */
  d2 = m2;	/* { dg-error "assignment to handle 'd2' from" } */
  d1 = hpc_new (x, y);	/* { dg-error "'hpc_new' for handle 'd1' of rank 1 has 2 extents" } */
  m2 = hpc_new (x, y);	/* { dg-error "extent 1 of 'hpc_new' for 'm2' must be an integer" } */
  d2 = hpc_new (x, 4);	/* { dg-error "extent 1 of 'hpc_new' for 'd2' must be a Range" } */
  void *q = hpc_new (x);	/* { dg-error "is assigned to a handle" } */
  (void) q;
  while (d1[3] > 0)	/* { dg-error "a handle is subscripted in the condition or step of a loop" } */
    d1[3]--;
  over (i = x)
    {
      d1[i] = 1;
      d1 = 0;	/* { dg-error "a handle is assigned, freed or redistributed in an .over. body" } */
      hpc_free (d2);	/* { dg-error "a handle is assigned, freed or redistributed in an .over. body" } */
    }
}
