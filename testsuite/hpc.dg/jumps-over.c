/* { dg-do compile } */
/* Jumps out of and into over bodies.  */
void
f (Range x, int k)
{
  over (i = x | :)
    {
      if (k > 3)
        break;              /* { dg-error "'break' statement jumps out of 'over' body" } */
      for (;;)
        break;              /* a loop of its own: fine */
      switch (k) { case 1: break; }
      if (k)
        continue;           /* next location: fine */
    }
  over (i = x | 1 :)
    return;                 /* { dg-error "'return' statement inside 'over' body" } */
  over (i = x | :)
    goto out;               /* { dg-error "'goto' jumps out of 'over' body" } */
 out:
  goto in;                  /* { dg-error "'goto' jumps into 'over' body" } */
  over (i = x | :)
    {
    in:
      k++;
    }
}
