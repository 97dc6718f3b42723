/* { dg-do compile } */
/* Fuzzer find: an over of a struct (not a Range) still bound its
   location, and the subscript check built for w[i] against that struct
   crashed the compiler.  Now the header's error is the only one.  */
void
relax (distributed double w[Range y])
{
  over (i = *y | :)		/* { dg-error "'over' needs a Range, not 'struct hpc_range'" } */
    w[i] += 1;
}
