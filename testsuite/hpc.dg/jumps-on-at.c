/* { dg-do compile } */
/* In on and at bodies jumps mean what they mean in an if.  */
void
f (Procs1 p, Range x, int k)
{
  on (p)
    break;                  /* { dg-error "break statement not within loop or switch" } */
  at (l = x[k])
    continue;               /* { dg-error "continue statement not within a loop" } */
  for (int n = 0; n < 3; n++)
    {
      on (p)
        {
          if (k) break;     /* leaves the for loop: fine */
          at (l = x[n])
            continue;       /* next n: fine */
        }
    }
  switch (k)
    {
    case 1:
      on (p) break;         /* leaves the switch: fine */
    }
}
