/* { dg-do compile } */
/* { dg-options "-w" } */
/* Fuzzer find: a distributed declaration running to the end of the file,
   whose last token is a function-like macro name: libcpp looked past the
   end (popping the main buffer) while we were still reading.  */
void
f (Range x)
{
  distributed float u[x] = hpc_idx  /* { dg-error "the file ends inside this .distributed. construct" } */
