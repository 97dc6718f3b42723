/* { dg-do compile } */
/* { dg-options "-fchecking" } */
/* The checks stage only reads the tree: with -fchecking it verifies
   that the function prints the same after it as before, here for
   every kind of statement and header it diagnoses.  Each error is
   given once, though the jumps stay for the later stages to meet.  */
void
f (Procs1 p, int n, double d)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    distributed float u[x];
    over (i = x | :)
      break;			/* { dg-error "'break' statement jumps out of 'over' body" } */
    over (i = x | :)
      over (j = x | :)
	goto out;		/* { dg-error "'goto' jumps out of 'over' body" } */
  out:
    goto in;			/* { dg-error "'goto' jumps into 'over' body" } */
    over (i = x | :)
      over (j = x | :)
	{
	in:
	  u[j] = 1;
	}
    over (i = x | d : n)	/* { dg-error "'over' needs integer triplet bounds and strides, not 'double'" } */
      u[i] = 2;
    over (i = hpc_expand (x, 1.5))	/* { dg-error "the widths of 'hpc_expand' must be non-negative integer constants" } */
      u[i] = 3;
    over (i = hpc_expand (x, 1))
      u[i] = u[i + 1];
    over (i = n | :)		/* { dg-error "'over' needs a Range, not 'int'" } */
      u[i] = 4;
  }
  on (p)
    continue;			/* { dg-error "continue statement not within a loop" } */
}

int
g (Range x)
{
  over (i = x | :)
    return 1;			/* { dg-error "'return' statement inside 'over' body" } */
  return 0;
}
