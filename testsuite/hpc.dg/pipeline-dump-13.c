/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-hpc-dump=reductions" } */
/* The reductions stage's dump lists what each outermost over's body
   does to the variables declared outside it: reductions with their
   operators, privates, or one thread and the variable that forces it.  */
double
f (distributed double u[Range x][Range y], double *last)
{
  double s = 0, m = 0, t, r = 0;
  over (i = x | :)
    over (j = y | :)
      {
	t = u[i][j] * 2;
	s += t;
	m = m < t ? t : m;
      }
  over (i = x | :)	/* { dg-warning "runs on one thread" } */
    r = r * 0.5 + u[i][0];
  *last = r;
  return s + m;
}
/* { dg-final { scan-hpc-stage-dump reductions "\n;;   line 11: over j: inside another over\n;;   line 10: over i: may run on threads; reductions s \\(\\+\\) m \\(max\\); privates t\n;;   line 17: over i: one thread \\(writes r\\)\n" } } */
