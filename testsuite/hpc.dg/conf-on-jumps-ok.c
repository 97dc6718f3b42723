/* { dg-do compile } */
/* In on and at bodies break, continue, return and goto mean what they
   would inside an if.  */
int
f (Procs1 p, Range x, int k)
{
  for (int n = 0; n < 4; n++)
    {
      on (p)
        {
          if (n == k)
            break;
          if (n == 1)
            continue;
          at (l = x[n])
            {
              if (k < 0)
                return -1;
              if (k > 9)
                goto out;
            }
        }
    }
 out:
  return 0;
}
