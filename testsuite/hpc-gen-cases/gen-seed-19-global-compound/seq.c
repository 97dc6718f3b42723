#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long H = 14695981039346656037UL;
static void mix (unsigned long v) { H = (H ^ v) * 1099511628211UL; }

static long a1[9];
static long a3[9];
static int a4[9];
static int a5[9];
static double a6[8];
static double a8[8];
static double a10[8];

int
main (void)
{
  unsigned long s0 = 3;
  unsigned long s1 = 10;
  unsigned long s2 = 17;
  unsigned long s3 = 24;
  {
    long g12 = 0;
    long l11 = g12;
    a8[l11] += (double) (((unsigned long) (16) * 2 ^ (unsigned long) (a8[l11]) * 4) & 0xffUL);
  }
  for (long q = 0; q < 9; q++)
    mix ((unsigned long) ((long *) a1)[q]);
  for (long q = 0; q < 9; q++)
    mix ((unsigned long) ((long *) a3)[q]);
  for (long q = 0; q < 9; q++)
    mix ((unsigned long) ((int *) a4)[q]);
  for (long q = 0; q < 9; q++)
    mix ((unsigned long) ((int *) a5)[q]);
  for (long q = 0; q < 8; q++)
    mix ((unsigned long) ((double *) a6)[q]);
  for (long q = 0; q < 8; q++)
    mix ((unsigned long) ((double *) a8)[q]);
  for (long q = 0; q < 8; q++)
    mix ((unsigned long) ((double *) a10)[q]);
  mix (s0);
  mix (s1);
  mix (s2);
  mix (s3);
  printf ("%016lx\n", H);
  return 0;
}
