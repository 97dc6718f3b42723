/* { dg-do compile } */
/* continue in an over body goes to the next location: fine.  */
void
f (Range x, int k)
{
  over (i = x | :)
    {
      if (k)
        continue;
      hpc_rank ();
    }
}
