/* { dg-do compile } */
/* break inside a loop or switch of its own within an over body is fine.  */
int
f (Range x, int k)
{
  int n = 0;
  over (i = x | :)
    {
      for (int j = 0; j < 4; j++)
        if (j == k)
          break;
      while (1)
        break;
      switch (k) { case 0: break; default: break; }
      do { break; } while (0);
    }
  return n;
}
