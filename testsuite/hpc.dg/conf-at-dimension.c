/* { dg-do compile } */
/* at of a Dimension is an error.  */
void
f (Procs1 p)
{
  Dimension d = hpc_dim (p, 0);
  at (l = d[0]) ;           /* { dg-error "subscripted value is neither array nor pointer nor vector|'at' needs a Range" } */
}
