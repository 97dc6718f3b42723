/* { dg-do compile } */
/* The keywords stay identifiers after . and -> and when not followed by
   their construct's syntax.  */
struct d { int on, at, over, distributed; int (*fn) (int); };
int
f (struct d *q, struct d v)
{
  int on = v.on, at = q->at, over = q-> over;
  int distributed = v . distributed;
  return on + at + over + distributed + q->fn (v.on) + v.fn (q->on);
}
