/* { dg-do compile } */
/* on takes a Group and every ProcsN.  */
void
f (Group g, Procs1 p1, Procs2 p2, Procs3 p3)
{
  on (g) ;
  on (p1) ;
  on (p2) ;
  on (p3) ;
  on (hpc_restrict (p2, 0, 0)) ;
  on (hpc_apg ()) ;
}
