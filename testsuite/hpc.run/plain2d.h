/* plain2d.h - shared by the remap and .npy tests that make 2-D arrays of
   doubles with libhpc's plain API: making an array, and the address of
   a held element.  */

/* Element (I, J) of 2-D array A, which must be held.  */
static inline double *
at2 (double *a, long i, long j)
{
  return a + hpc_array_offset (a, 0, i) * hpc_array_extent (a, 1)
         + hpc_array_offset (a, 1, j);
}

/* An N0 x N1 array of doubles over R0 x R1 (NULL: sequential).  */
static inline double *
make2 (Range r0, Range r1, long n0, long n1)
{
  return hpc_array_new (sizeof (double), 2, (Range[]) { r0, r1 },
                        (long[]) { n0, n1 });
}
