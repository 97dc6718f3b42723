/* { dg-do compile } */
/* Shifts of a parameter's range are checked at run time (the ghost width
   is unknown): no compile error.  */
void
smooth (distributed double u[Range x])
{
  over (i = x | 1 : hpc_size (x) - 2)
    u[i] = (u[i - 1] + u[i + 1]) / 2;
}
