/* { dg-do compile } */
/* { dg-options "-w" } */
/* Fuzzer find: a macro call left open in an over header at the end of the
   file; peeking for the header popped the main buffer and libcpp then
   read through it.  */
void
f (Range x, Range y)
{
  over ( j = y | 1 + ( hpc_idx ( x,  /* { dg-error "the file ends inside this 'over' construct" } */
