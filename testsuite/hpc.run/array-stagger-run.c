/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* Local blocks of a page or more start at staggered offsets in their
   pages (libhpc/array.c), so that arrays of one shape do not share their
   addresses modulo 4 KB (4K aliasing): eight blocks made in a row lie
   at eight different offsets past where malloc put them, 512 bytes apart
   or more (for 2 MB-aligned blocks, 4 MB and more, at eight different
   addresses modulo 4 KB), each 64-byte aligned, zero-filled over its
   whole size, and freed (check-valgrind runs this under memcheck).
   Blocks under a page are not staggered.  */
#include <hpc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

enum { BLOCKS = 8 };

/* Eight arrays of N doubles a process; the offsets of their bases modulo
   4 KB must differ pairwise by at least 512 bytes.  */
static void
check_staggered (long n)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (n * hpc_shape (p, 0), hpc_dim (p, 0));
  double *a[BLOCKS];
  for (int k = 0; k < BLOCKS; k++)
    {
      a[k] = hpc_array_new (sizeof (double), 1, (Range[]) { x }, NULL);
      CHECK ((uintptr_t) a[k] % 64 == 0);
      for (long i = 0; i < n; i++)
        CHECK (a[k][i] == 0.0);
      a[k][n - 1] = k;		/* the whole block is there */
    }
  for (int k = 0; k < BLOCKS; k++)
    for (int l = 0; l < k; l++)
      {
        /* Past where malloc put the block: always staggered.  */
        const struct hpc_array *dk = __hpc_array_lookup (a[k]);
        const struct hpc_array *dl = __hpc_array_lookup (a[l]);
        long sk = (char *) dk->base - (char *) dk->storage;
        long sl = (char *) dl->base - (char *) dl->storage;
        CHECK (sk >= 0 && sk < 4096 && sl >= 0 && sl < 4096);
        CHECK (sk - sl >= 512 || sl - sk >= 512);
        /* The addresses themselves, where malloc aligns the blocks to
           2 MB (4 MB and more).  */
        long d = (long) (((uintptr_t) a[k] - (uintptr_t) a[l]) % 4096);
        if (n * sizeof (double) >= 4 << 20)
          CHECK (d >= 512 && d <= 4096 - 512);
      }
  for (int k = 0; k < BLOCKS; k++)
    hpc_array_free (a[k]);
}

int
main (void)
{
  check_staggered (64 * 1024);		/* 512 KB */
  check_staggered (1024 * 1024);	/* 8 MB: 2 MB boundaries */
  /* Under a page: as malloc places it, not moved.  */
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (16 * hpc_shape (p, 0), hpc_dim (p, 0));
  double *s = hpc_array_new (sizeof (double), 1, (Range[]) { x }, NULL);
  const struct hpc_array *d = __hpc_array_lookup (s);
  CHECK (d && d->base == s && d->storage == s);
  hpc_array_free (s);
  return 0;
}
