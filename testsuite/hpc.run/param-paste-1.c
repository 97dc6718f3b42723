/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Distributed parameters written by macros that paste their names
   (nm##3, nm##_n, nm##x, the array's own nm##1): the pasted names bind
   as written ones do.  */
#include "conf-kinds.h"

#define D1(nm) distributed double nm[Range nm##3]
#define D2(nm) distributed long nm[Range nm##x][int nm##_n]
#define D3(nm) distributed double nm##1[Range nm]

static double
total1 (D1 (u))
{
  double s = 0;
  over (i = u3 | :)
    s += u[i];
  return s + 0 * hpc_size (u3);
}

static long
total2 (D2 (v))
{
  long s = 0;
  over (i = vx | :)
    for (int k = 0; k < v_n; k++)
      s += v[i][k];
  return s;
}

static double
total3 (D3 (w))
{
  double s = 0;
  over (i = w | :)
    s += w1[i];
  return s;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    distributed double a[x];
    distributed long b[x][3];
    over (i = x | :)
      {
	a[i] = hpc_idx (x, i);
	for (int k = 0; k < 3; k++)
	  b[i][k] = k;
      }
    double s1 = total1 (a) + total3 (a);
    long s2 = total2 (b);
    MPI_Allreduce (MPI_IN_PLACE, &s1, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &s2, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
    CHECK (s1 == 90 && s2 == 30);
  }
  return 0;
}
