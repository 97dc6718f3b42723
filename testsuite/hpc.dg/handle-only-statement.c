/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A function whose body is one over nest through a handle (alone, or
   alone in an inner block) compiles: its views are bound inside the
   function's outermost block, which GCC lowers only as the outermost
   one (an internal error in lower_gimple_bind otherwise).  */

typedef distributed double grid[Range][Range];
typedef distributed double line[Range];
distributed double fh[Range];

void nest (Range x, Range y, grid u)
{
  over (i = x)
    over (j = y)
      u[i][j] = 1.0;
}

void inner_block (line v, Range x)
{
  {
    over (i = x)
      v[i] = 1.0;
  }
}

void file_scope (Range x)
{
  over (i = x | 1 : hpc_size (x) - 2)
    fh[i] += fh[i - 1];
}
