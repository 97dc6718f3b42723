/* { dg-do compile } */
/* A function pointer member named like a keyword can be called after '.'
   and '->'.  */
struct ops { int (*on) (int); int (*over) (int); int (*at) (int); };
int
f (struct ops *o, struct ops v)
{
  return o->on (1) + v.over (2) + o->at (3) + v.on (4);
}
