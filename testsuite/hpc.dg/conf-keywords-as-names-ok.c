/* { dg-do compile } */
/* on, at, over and distributed are ordinary names where their construct's
   syntax does not follow.  */
struct s { int on, at, over, distributed; };
int
f (struct s *q, struct s v)
{
  int on = 1, at = 2, over = 3, distributed = 4;
  on = at + over;
  q->on = v.at + q->over + v.distributed;
  return on + distributed + q->at;
}
