/* { dg-do compile } */
/* goto between labels of the same over body is fine.  */
void
f (Range x, int k)
{
  over (i = x | :)
    {
      int n = k;
    again:
      if (--n > 0)
        goto again;
    }
}
