/* hpc.h - public interface of libhpc, the runtime of HPC (HPJava-style
   distributed arrays for C).

   Every program compiled by hpcc (or gcc -fplugin=hpc.so) sees this header:
   the plugin force-includes it.  Plain C programs may include it and link
   with -lhpc to use the runtime directly.

   Conventions used in the comments below:
     "collective over G"  every process of group G must make the call, in the
                          same order relative to other collectives over G;
     "local"              the call involves no communication.
   Every call starts libhpc (and MPI, when the program has not) on first use.
   Misuse ends the whole job with a "libhpc: <call>: ..." message.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_H
#define HPC_H 1

#include <stddef.h>
#include <mpi.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- types */

/* A process group: a grid of processes (Procs1/2/3 and N-d), or a grid
   restricted to one coordinate in some of its dimensions.  Groups live
   until libhpc shuts down.  */
typedef struct hpc_group *Group;
typedef Group Procs, Procs1, Procs2, Procs3;

/* One dimension of a process grid.  */
typedef struct hpc_dimension { Group grid; int dim; } Dimension;

/* A distributed index range.  Ranges are interned: equal constructions
   return the same pointer, so arrays built from them are aligned.  */
typedef const struct hpc_range *Range;

/* A location (at) or index (over) of a range: the storage offset, ghosts
   included, of that location in the local block of arrays over the range.  */
typedef ptrdiff_t Location;
typedef ptrdiff_t Index;

/* The largest rank of a process grid or distributed array.  */
#define HPC_MAX_DIMS 8

/* Grid extent chosen by the runtime (MPI_Dims_create-style).  */
#define HPC_AUTO 0

#ifdef __cplusplus
}
#endif

#include "hpc_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------ start and stop */

/* Start libhpc explicitly (optional: the first hpc_ call does it).  Calls
   MPI_Init_thread (MPI_THREAD_FUNNELED) unless the program already
   initialised MPI.  Collective over all processes.  */
void hpc_init (int *argc, char ***argv);

/* Number of processes of the job and this process's rank in it.  Local.  */
int hpc_nprocs (void);
int hpc_rank (void);

/* End the whole job with status CODE after printing "libhpc: MSG".  */
void hpc_abort (int code, const char *msg) __attribute__ ((noreturn));

/* -------------------------------------------------------------- groups */

/* A grid of NDIMS dimensions with extents SHAPE[0..NDIMS-1] (HPC_AUTO for
   an extent the runtime chooses), made of the first processes of the
   active process group in rank order.  Processes of the active group
   outside the grid get a group they are not members of.  Collective over
   the active process group; an error if it has too few processes.  */
Group hpc_procs (int ndims, const int *shape);
Procs1 hpc_procs1 (int n0);
Procs2 hpc_procs2 (int n0, int n1);
Procs3 hpc_procs3 (int n0, int n1, int n2);

/* Dimension D of grid P.  Local.  */
Dimension hpc_dim (Group p, int d);

/* Whether this process belongs to P (HPJava's local()).  Local.  */
int hpc_member (Group p);

/* Number of dimensions of P's grid, extent of dimension D, this process's
   coordinate along D (-1 when not a member), number of processes in P and
   this process's rank among them (-1 when not a member).  Local.  */
int hpc_ndims (Group p);
int hpc_shape (Group p, int d);
int hpc_coord (Group p, int d);
int hpc_group_size (Group p);
int hpc_group_rank (Group p);

/* P restricted to coordinate COORD in dimension D: a subgroup (what at and
   over make).  Local.  */
Group hpc_restrict (Group p, int d, int coord);

/* The active process group (all processes at start; on (p) changes it).  */
Group hpc_apg (void);

/* A communicator of P's members, for direct MPI calls (MPI_COMM_NULL on
   non-members).  Do not free it.  Collective over P the first time it is
   asked for a subgroup (the communicator is then cached).  */
MPI_Comm hpc_comm (Group p);

/* -------------------------------------------------------------- ranges */

/* Block distribution of N indices over dimension D, with ghost regions of
   GHOST (or GHOST_LO below, GHOST_HI above) cells.  Local.
   hpc_block_range (n, d) and hpc_block_range (n, d, ghost) both work.  */
Range hpc_block_range_ghost (long n, Dimension d, int ghost_lo, int ghost_hi);
#define HPC__ARG3(a, b, c, d, ...) d
#define hpc_block_range(...)                                               \
  HPC__ARG3 (__VA_ARGS__, hpc__block_range3, hpc__block_range2, )(__VA_ARGS__)
#define hpc__block_range2(n, d) hpc_block_range_ghost ((n), (d), 0, 0)
#define hpc__block_range3(n, d, g) hpc_block_range_ghost ((n), (d), (g), (g))

/* Cyclic and block-cyclic (blocks of B) distributions.  Local.  */
Range hpc_cyclic_range (long n, Dimension d);
Range hpc_block_cyclic_range (long n, Dimension d, long b);

/* Irregular block distribution: process c of D holds SIZES[c] indices
   (hpc_irregular_range), or the indices CUTS[c] .. CUTS[c+1]-1 with
   CUTS[0] = 0 (hpc_cut_range, N = CUTS[P]).  Local; every process must
   pass the same values.  */
Range hpc_irregular_range (Dimension d, const long *sizes);
Range hpc_cut_range (Dimension d, const long *cuts);

/* The indices LO, LO+ST, ... <= HI of X as a range of their own, each
   index held by the process holding it in X.  Local.  */
Range hpc_subrange (Range x, long lo, long hi, long st);

/* Global extent of X, number of indices held here, owner coordinate of
   global index G, and X's process dimension.  Local.  */
long hpc_size (Range x);
long hpc_local_size (Range x);
int hpc_owner (Range x, long g);
Dimension hpc_range_dim (Range x);

/* Global index of location/index I of X (inline arithmetic).  */
#define hpc_idx(x, i) __hpc_idx ((x), (i))

/* ------------------------------------------------------------- arrays */

/* Plain-C form of a distributed array: RANK dimensions, dimension d
   distributed over RANGES[d], or sequential of extent EXTENTS[d] when
   RANGES[d] is NULL (RANGES itself may be NULL).  Returns the local block
   (ghosts included, row-major, zero-filled).  The array's group is the
   active process group.  Local.  */
void *hpc_array_new (size_t elem_size, int rank, const Range *ranges,
                     const long *extents);
void hpc_array_free (void *a);

/* Range of dimension D of array A (NULL for a sequential dimension),
   extent of the local block along D (ghosts included), and the storage
   offset of global index G along D (G must be held here or be one of its
   ghosts).  Local.  */
Range hpc_array_range (const void *a, int d);
#define hpc_rng(a, d) hpc_array_range ((a), (d))
long hpc_array_extent (const void *a, int d);
ptrdiff_t hpc_array_offset (const void *a, int d, long g);

/* ----------------------------------------------------------- sections */

/* A section of a distributed array: a[[t0, t1, ...]] in extended C, where
   each entry is a global index (that dimension is dropped) or a triplet
   lo:hi:st (both ends included, st > 0, parts optional).  Every hpc_
   library call that takes an array also takes a section.

   hpc_section (x) turns X, a section or a distributed array (meaning the
   whole array), into a value that can be kept and passed later as &s.
   Local.  */
struct hpc_section hpc_section (const void *x);

/* The plain-C spelling of a[[...]]: hpc_sec (a, hpc_triplet (1, HPC_END, 2),
   hpc_scalar (k)) is a[[1 : : 2, k]]; hpc_all () is ":".  It yields a
   pointer to a section that lives until the end of the enclosing block; an
   entry outside a's bounds, or a stride <= 0, ends the job with a
   "libhpc: hpc_sec:" message.  Local.  */
#define hpc_triplet(lo, hi, st) ((struct hpc_triplet) { (lo), (hi), (st), 0 })
#define hpc_scalar(i) ((struct hpc_triplet) { (i), (i), 1, 1 })
#define hpc_all() hpc_triplet (0, HPC_END, 1)
#define hpc_sec(a, ...)                                                    \
  __hpc_section (&(struct hpc_section) { 0 }, "hpc_sec", (a),             \
                 (int) (sizeof ((struct hpc_triplet[]) { __VA_ARGS__ })    \
                        / sizeof (struct hpc_triplet)),                    \
                 (const struct hpc_triplet[]) { __VA_ARGS__ })

/* --------------------------------------------------------- collectives */

/* Fill the ghost cells of distributed array A from their owners: WIDTHS[d]
   cells (at most the ghost width of dimension d; 0 for none) in every
   dimension, corners included; NULL or no argument: the whole ghosts.
   hpc_write_halo (a) and hpc_write_halo (a, widths) both work.
   Collective over the processes of A's grid.  */
void hpc_write_halo_w (void *a, const int *widths);
#define HPC__ARG2(a, b, c, ...) c
#define hpc_write_halo(...)                                                \
  HPC__ARG2 (__VA_ARGS__, hpc_write_halo_w, hpc__write_halo1, )(__VA_ARGS__)
#define hpc__write_halo1(a) hpc_write_halo_w ((a), (const int *) 0)

#ifdef __cplusplus
}
#endif

#endif /* HPC_H */
