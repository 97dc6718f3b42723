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
#ifndef HPC_EDITOR
typedef const struct hpc_range *Range;
#else
/* hpc-editor.h: a range is an integer, so that C parsers take it as the
   extent of distributed T a[x] (a variable-length array to them).  */
typedef long Range;
#endif

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

#ifdef __HPC_CHECK__
/* Check mode: a collective first notes where it is called, so that
   processes at different collectives are reported with file and line.  */
#define HPC__CALL(call) (__hpc_check_at (__FILE__, __LINE__), call)
#else
#define HPC__CALL(call) call
#endif

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

/* X's distribution with ghost regions of GHOST (or GHOST_LO below,
   GHOST_HI above) cells: arrays over either are aligned, and a location
   of one subscripts the other.  X block or irregular, or a subrange of
   one (any width), or any range with its own widths.  Local.  hpc_ghosts (x, g) and
   hpc_ghosts (x, lo, hi) both work.  */
Range hpc_ghosts_range (Range x, int ghost_lo, int ghost_hi);
#define hpc_ghosts(...)                                                    \
  HPC__ARG3 (__VA_ARGS__, hpc__ghosts3, hpc__ghosts2, )(__VA_ARGS__)
#define hpc__ghosts2(x, g) hpc_ghosts_range ((x), (g), (g))
#define hpc__ghosts3(x, lo, hi) hpc_ghosts_range ((x), (lo), (hi))

/* Only as the range of an over: over (i = hpc_expand (x, w) | ...) S, or
   hpc_expand (x, below, above), visits the indices of X held here and
   also up to W (BELOW, ABOVE) ghost indices on either side, within the
   triplet (by default 0..n-1).  The widths are integer constants within
   X's ghost widths.  The plugin takes the call apart; anywhere else it
   is an error.  Unprototyped, so that the plugin sees the widths' own
   types (a width of 1.5 is not 1).  */
#ifndef __cplusplus
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstrict-prototypes"
Range __hpc_expand ()
  __attribute__ ((__error__ ("hpc_expand (x, w) is only the range of an "
                             "over: over (i = hpc_expand (x, w)) S")));
#pragma GCC diagnostic pop
#endif
#define hpc_expand(...)                                                    \
  HPC__ARG3 (__VA_ARGS__, hpc__expand3, hpc__expand2, )(__VA_ARGS__)
#define hpc__expand2(x, w) __hpc_expand ((x), (w), (w))
#define hpc__expand3(x, lo, hi) __hpc_expand ((x), (lo), (hi))

/* Global extent of X, number of indices held here, owner coordinate of
   global index G, and X's process dimension.  Local.
   The first three are queries: their results depend on X's descriptor
   alone, which never changes once made (ranges are interned and freed
   only when libhpc shuts down).  Compiled with the plugin, they are
   const functions that may not return (they end the job on what is not
   a range, or an index outside X): GCC keeps every call, and the plugin
   sets up an over whose bounds call them once a thread (hoist.cc).  */
#ifdef __HPC__
#define HPC__QUERY __attribute__ ((__hpc_query__))
#else
#define HPC__QUERY
#endif
long hpc_size (Range x) HPC__QUERY;
long hpc_local_size (Range x) HPC__QUERY;
int hpc_owner (Range x, long g) HPC__QUERY;
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

/* Handles (doc/reference.md, "Handles"): p = hpc_new (e0, e1, ...) makes
   an array of p's element type over the APG, dimension d over range ed
   (or of ed sequential indices), zero-filled; hpc_free (p) frees the
   array p names and sets p to NULL.  Local.  hpc_redistribute (p, e0,
   e1, ...) moves the array p names to hpc_new's ranges and extents,
   keeping its data and the extents; every handle naming it sees the
   move.  Collective over the APG.  */
#define hpc_new(...) __hpc_new (__VA_ARGS__)
#define hpc_free(h) __hpc_handle_free ((void **) &(h), #h, 0)
#define hpc_redistribute(h, ...) __hpc_redistribute ((h), __VA_ARGS__)

/* Range of dimension D of array A (NULL for a sequential dimension),
   extent of the local block along D (ghosts included), the stride in
   elements of dimension D in the local block, and the storage offset of
   global index G along D (G must be held here or be one of its ghosts):
   the element at storage offsets o[0..rank-1] is at A + the sum of
   o[d] * hpc_array_stride (A, d).  The local block is row-major unless
   the compiler chose to store a sequential dimension innermost (see
   doc/reference.md); code that hands a local block to BLAS or other
   libraries should take the strides from hpc_array_stride.  Local.  */
Range hpc_array_range (const void *a, int d);
#define hpc_rng(a, d) hpc_array_range ((a), (d))
long hpc_array_extent (const void *a, int d);
ptrdiff_t hpc_array_stride (const void *a, int d);
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
#define hpc_section(...) (hpc_section) (__VA_ARGS__)

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

/* The elements of X (a distributed array or a section) with its
   dimensions in another order: dimension i of hpc_permute (x, p0, p1,
   ...) is dimension p_i of X (scalar entries dropped; the p_i a
   permutation of 0 .. rank - 1); hpc_transpose (x) is a 2-D X with its
   dimensions exchanged.  So hpc_remap (t, hpc_transpose (a)) transposes
   A into T in one call.  hpc_copy takes sections in the same order only
   (a permuted one is not identically distributed).  It yields a pointer
   to a section that lives until the end of the enclosing block; a wrong
   permutation ends the job with a "libhpc: hpc_permute:" message.
   Local.  */
#define hpc_permute(x, ...)                                                \
  __hpc_permute (&(struct hpc_section) { 0 }, "hpc_permute", (x),         \
                 (int) (sizeof ((int[]) { __VA_ARGS__ }) / sizeof (int)),  \
                 (const int[]) { __VA_ARGS__ })
#define hpc_transpose(x) hpc_permute ((x), 1, 0)

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

/* hpc_cut_range and hpc_irregular_range (see there) with ghost regions
   of GHOST_LO cells below and GHOST_HI above each process's indices (as
   hpc_block_range_ghost), for hpc_write_halo and shifted subscripts.
   Local; every process must pass the same values.  */
Range hpc_cut_range_ghost (Dimension d, const long *cuts, int ghost_lo,
                           int ghost_hi);
Range hpc_irregular_range_ghost (Dimension d, const long *sizes,
                                 int ghost_lo, int ghost_hi);

/* Ghost handling past the global edges, per dimension (MODES[d]):
     HPC_HALO_NONE      ghosts past the edges are left as they are;
     HPC_HALO_PERIODIC  they hold the periodic image: global index g of a
                        ghost stands for g mod n (the width may not exceed
                        the extent n);
     HPC_HALO_BOUNDARY  they are written by the boundary function.  */
enum { HPC_HALO_NONE = 0, HPC_HALO_PERIODIC = 1, HPC_HALO_BOUNDARY = 2 };

/* A boundary function (Orca C's derivative functions): store into CELL
   the value of the ghost cell at GLOBAL_INDEX (one entry per array
   dimension; sequential dimensions give the local index, periodic ones
   the image in 0..n-1, the others may lie outside 0..n-1), which lies past
   the edge of dimension DIM.  Corner cells past the edges of several
   dimensions are written by the call for the last of them.  Runs on the
   calling thread, once per cell and call.  */
typedef void (*hpc_boundary_fn) (void *cell, const long *global_index,
                                 int dim, void *user);

/* hpc_write_halo with MODES per dimension (NULL: all HPC_HALO_NONE) and
   boundary function F, called with USER, for HPC_HALO_BOUNDARY dimensions
   (may be NULL when there are none).  Corners are filled in every mode.
   Collective over the processes of A's grid.  */
void hpc_write_halo_mode (void *a, const int *widths, const int *modes,
                          hpc_boundary_fn f, void *user);

/* Split-phase hpc_write_halo: hpc_write_halo_begin (a, widths) starts the
   exchange, hpc_write_halo_end (a) completes it (corners, modes and
   boundary values included), so that computation on A's owned cells can
   run in between.  What overlaps: the whole exchange when it is one
   round of messages (every process holds at least as many indices as
   the ghosts are wide, at most three dimensions have ghosts, no boundary
   mode: the corners come from the diagonal neighbours); otherwise the
   exchange of the first dimension with messages, and the later ones,
   which carry the corners and need the earlier ones, run inside
   hpc_write_halo_end.  Between the two
   calls the program may read A's owned cells but must neither write A nor
   read its ghosts, nor begin another exchange of A.  WIDTHS may be
   omitted (the whole ghosts).  Both collective over A's grid.  */
void hpc_write_halo_begin_w (void *a, const int *widths);
void hpc_write_halo_begin_mode (void *a, const int *widths,
                                const int *modes, hpc_boundary_fn f,
                                void *user);
void hpc_write_halo_end (void *a);
#define hpc_write_halo_begin(...)                                          \
  HPC__ARG2 (__VA_ARGS__, hpc_write_halo_begin_w,                         \
             hpc__write_halo_begin1, )(__VA_ARGS__)
#define hpc__write_halo_begin1(a) hpc_write_halo_begin_w ((a), (const int *) 0)

/* Accumulate ghost copies into their owners (the reverse of
   hpc_write_halo): every owned element becomes its own value combined by
   OP with each ghost copy of it on any process, corners included.  The
   combination order is fixed (dimension by dimension, the last first;
   within one, copies in order of the holder's coordinate, lower ghosts
   before upper ones), so results do not depend on timing; they may
   depend on the process grid, as any parallel floating-point sum.
   Elements are arrays of TYPE (an MPI datatype such as MPI_FLOAT,
   MPI_DOUBLE, MPI_INT or MPI_LONG whose size divides the element size);
   OP is an MPI operation (MPI_SUM, MPI_PROD, MPI_MAX, MPI_MIN, or a
   user's).  Ghost cells keep whatever they held (their values are not
   defined as results).  hpc_reduce_halo_mode takes the WIDTHS (NULL: the
   whole ghosts) and MODES (NULL or HPC_HALO_NONE: ghosts past the edges
   are dropped; HPC_HALO_PERIODIC: they go to their periodic image's
   owner) per dimension.  Collective over A's grid.  */
void hpc_reduce_halo (void *a, MPI_Datatype type, MPI_Op op);
void hpc_reduce_halo_mode (void *a, const int *widths, const int *modes,
                           MPI_Datatype type, MPI_Op op);

/* Shift along section dimension DIM: DST[..., i, ...] = SRC[..., i +
   AMOUNT, ...] (indices of the sections, i.e. global indices for whole
   arrays), for any distributions of DST and SRC (arrays or sections of
   the same shape and element size; they may be the same array).  Modes:
     HPC_SHIFT_CYCLIC  indices wrap around (Fortran CSHIFT);
     HPC_SHIFT_EDGE    end-off (Fortran EOSHIFT with boundary 0): elements
                       whose source lies outside are set to zero bytes.
   hpc_cshift (dst, src, amount, dim) is the cyclic shift.  Arrays over
   the same ranges shifted along a block dimension exchange slabs with
   the processes whose blocks overlap; anything else moves with one
   MPI_Alltoallv.  Collective over the active process group, which must
   contain both arrays' groups; distributed dimensions must be over the
   array's own grid.  */
enum { HPC_SHIFT_CYCLIC = 0, HPC_SHIFT_EDGE = 1 };
void hpc_shift (const void *dst, const void *src, long amount, int dim,
                int mode);
void hpc_cshift (const void *dst, const void *src, long amount, int dim);

/* ------------------------------------ remap, copy, reductions, scans,
   broadcast, gather and scatter (remap.c, copy.c, reduce.c, scan.c,
   bcast.c, gather.c).  Every argument named A, SRC or DST is a distributed
   array (its local block pointer) or a section (a[[...]], hpc_sec (...),
   &s for a struct hpc_section s); a destination is written through its
   const void * (sections are const pointers).  "APG" is the active
   process group.  All of these are collective over the APG unless said
   otherwise; the groups of the arrays involved must lie inside it.  */

/* Copy SRC into DST, whatever the two distributions: block, cyclic,
   block-cyclic, irregular, subranges, sequential and replicated
   dimensions, different grids; ghosts are neither read nor written.  The
   shapes, scalar section entries dropped, must be equal dimension by
   dimension, and so must the element sizes.  Every copy of a replicated
   destination receives the data.  Overlapping SRC and DST behave as if
   SRC were copied first.  Identical distributions and replicated
   sources copy locally; a source held by one process into a replicated
   destination is one broadcast; anything else is one MPI_Alltoallv (no
   message per element; every process plans it alone, with no other
   communication), or, for block, irregular, cyclic and block-cyclic
   ranges, one MPI_Alltoallw of derived datatypes computed in closed
   form, without packing.  */
void hpc_remap (const void *dst, const void *src);

/* Copy SRC into DST when both are identically distributed (same group,
   same ranges and extents, same section entries; their local blocks may
   be stored in different orders): a local copy of the held elements
   (every copy of a replicated array), ghosts untouched.  Anything else
   is an error naming hpc_remap.  Local.  */
void hpc_copy (const void *dst, const void *src);

/* Sum, product, maximum and minimum of the elements of A, whose element
   type the name gives (float and double give a double, int and long a
   long).  Each element counts once, however many copies a replicated
   array has.  Deterministic: each process cuts the elements it holds,
   in row-major order, into min (count, 64) fixed chunks of nearly equal
   counts (chunk c: elements c*count/k .. (c+1)*count/k - 1), combines
   each chunk's elements in order (chunks on OpenMP threads), then the
   chunks in order; the per-process results are combined in a fixed
   order (APG rank order), so every process gets the same bits, whatever
   the thread count; a floating sum can differ in the last
   bits between distributions (the combination order follows the
   distribution).  An empty A gives 0 (sum), 1 (product), and for max/min
   the identity (-HUGE_VAL/HUGE_VAL, LONG_MIN/LONG_MAX).  */
double hpc_sum_float (const void *a);
double hpc_sum_double (const void *a);
long hpc_sum_int (const void *a);
long hpc_sum_long (const void *a);
double hpc_prod_float (const void *a);
double hpc_prod_double (const void *a);
long hpc_prod_int (const void *a);
long hpc_prod_long (const void *a);
double hpc_max_float (const void *a);
double hpc_max_double (const void *a);
long hpc_max_int (const void *a);
long hpc_max_long (const void *a);
double hpc_min_float (const void *a);
double hpc_min_double (const void *a);
long hpc_min_int (const void *a);
long hpc_min_long (const void *a);

/* hpc_sum (u) etc. on a distributed array of float, double, int or long
   pick the typed call from U's element type: U decays to T *, T (*)[],
   or T (*)[][n] (1 to 3 dimensions; the plugin's arrays are VLAs, whose
   row types are compatible with these).  A section or a void * has no
   element type: that is a compile-time error; use the typed calls.  */
#define HPC__BY_ELEM(a, F, D, I, L)                                        \
  __extension__ _Generic ((a),                                            \
    float *: F, const float *: F, float (*)[]: F, const float (*)[]: F,    \
    float (*)[][1]: F, const float (*)[][1]: F,                            \
    double *: D, const double *: D, double (*)[]: D,                       \
    const double (*)[]: D, double (*)[][1]: D, const double (*)[][1]: D,   \
    int *: I, const int *: I, int (*)[]: I, const int (*)[]: I,            \
    int (*)[][1]: I, const int (*)[][1]: I,                                \
    long *: L, const long *: L, long (*)[]: L, const long (*)[]: L,        \
    long (*)[][1]: L, const long (*)[][1]: L)
#define hpc_sum(a)                                                         \
  HPC__CALL (HPC__BY_ELEM (a, hpc_sum_float, hpc_sum_double,               \
                           hpc_sum_int, hpc_sum_long) (a))
#define hpc_prod(a)                                                        \
  HPC__CALL (HPC__BY_ELEM (a, hpc_prod_float, hpc_prod_double,             \
                           hpc_prod_int, hpc_prod_long) (a))
#define hpc_max(a)                                                         \
  HPC__CALL (HPC__BY_ELEM (a, hpc_max_float, hpc_max_double,               \
                           hpc_max_int, hpc_max_long) (a))
#define hpc_min(a)                                                         \
  HPC__CALL (HPC__BY_ELEM (a, hpc_min_float, hpc_min_double,               \
                           hpc_min_int, hpc_min_long) (a))

/* The largest (smallest) element of A and, in INDEX[0..rank-1] (one
   entry per dimension of the array, scalar section entries included),
   the global index of its first occurrence in row-major order.  An empty
   A gives 0 and indices -1.  */
double hpc_maxloc_float (const void *a, long *index);
double hpc_maxloc_double (const void *a, long *index);
long hpc_maxloc_int (const void *a, long *index);
long hpc_maxloc_long (const void *a, long *index);
double hpc_minloc_float (const void *a, long *index);
double hpc_minloc_double (const void *a, long *index);
long hpc_minloc_int (const void *a, long *index);
long hpc_minloc_long (const void *a, long *index);

/* Whether any (every) element of the int array A is non-zero; an empty
   A gives 0 (1).  (hpc_all () is the ":" section entry.)  */
int hpc_any_true (const void *a);
int hpc_all_true (const void *a);

/* A user reduction: RESULT (ELEM_SIZE bytes, which must be A's element
   size) = IDENTITY combined by OP with every element of A, OP (acc, x)
   doing acc = acc op x.  OP must be associative; elements are combined in
   the order described for hpc_sum.  OP may be called on several OpenMP
   threads at once (on different accumulators).  */
typedef void (*hpc_reduce_fn) (void *acc, const void *x);
void hpc_reduce (void *result, const void *a, hpc_reduce_fn op,
                 const void *identity, size_t elem_size);

/* Sum of A[i] * B[i] over identically distributed (hpc_copy's rule)
   float or double arrays or sections, accumulated in double, combined as
   hpc_sum does.  hpc_dot (a, b) picks by A's element type (1-D and 2-D
   arrays).  */
double hpc_dot_float (const void *a, const void *b);
double hpc_dot_double (const void *a, const void *b);
#define hpc_dot(a, b)                                                      \
  HPC__CALL (__extension__ _Generic ((a),                                \
    float *: hpc_dot_float, const float *: hpc_dot_float,                 \
    float (*)[]: hpc_dot_float, const float (*)[]: hpc_dot_float,         \
    double *: hpc_dot_double, const double *: hpc_dot_double,             \
    double (*)[]: hpc_dot_double, const double (*)[]: hpc_dot_double) (a, b))

/* Prefix sums of the one-dimensional array or section SRC into DST (any
   distributions, equal sizes): DST[i] = SRC[0] + ... + SRC[i] when
   INCLUSIVE, else SRC[0] + ... + SRC[i-1] (DST[0] = 0).  Accumulated in
   double (float, double) or long (int, long) in global order within a
   block distribution's parts, then offset by the totals of the parts
   before, in coordinate order: the result is the same on every process
   and for any thread count.  hpc_prefix_sum picks by SRC's type.  */
void hpc_prefix_sum_float (const void *dst, const void *src, int inclusive);
void hpc_prefix_sum_double (const void *dst, const void *src, int inclusive);
void hpc_prefix_sum_int (const void *dst, const void *src, int inclusive);
void hpc_prefix_sum_long (const void *dst, const void *src, int inclusive);
#define hpc_prefix_sum(dst, src, inclusive)                                \
  HPC__CALL (HPC__BY_ELEM (src, hpc_prefix_sum_float,                     \
                           hpc_prefix_sum_double, hpc_prefix_sum_int,     \
                           hpc_prefix_sum_long) (dst, src, inclusive))

/* The element of A at INDEX[0..r-1] (r: A's rank, scalar entries of a
   section dropped; section indices count from 0) into OUT (A's element
   size) on every process of the APG.  */
void hpc_bcast_elem (void *out, const void *a, const long *index);

/* All of A into BUF, an ordinary C array in row-major order (scalar
   section entries dropped) on the process of APG rank ROOT (BUF is
   ignored elsewhere); hpc_scatter is the reverse, from ROOT's BUF into
   every copy of A.  */
void hpc_gather (void *buf, const void *a, int root);
void hpc_scatter (const void *a, const void *buf, int root);
/* ------------------------------------------------------------ I/O */

/* Write distributed array or section A to PATH as a .npy file (numpy's
   format: numpy.load reads it) of numpy type DTYPE ("<f8" for double,
   "<f4" float, "<i4" int, "<i8" long; its size must be the elements'),
   in C order over the section's dimensions.  Collective over the APG;
   every process writes its own part with collective MPI-IO.  */
void hpc_write_npy (const char *path, const void *a, const char *dtype);

/* Read A (array or section) from a .npy file of type DTYPE and exactly
   A's shape (a "libhpc: hpc_read_npy:" error otherwise).  Collective.  */
void hpc_read_npy (const void *a, const char *path, const char *dtype);

/* Print how A (array or section) is distributed: its global shape, each
   dimension's range (kind, extent, ghosts, process dimension) and every
   process's part of it, one line each, from process 0 of the APG to
   standard output.  Collective over the APG.  */
void hpc_describe (const void *a);

/* Pictures (png.c; need libpng, found by configure).  Dimension 0 of the
   2-D array or section A runs down the picture, dimension 1 across; an
   array smaller than 512 elements on its longer side is enlarged, each
   element a square of pixels.  The data take the picture's top left
   corner; a legend (below) stands to their right and a caption with
   A's name and shape under them.  The picture is made and written by
   process 0 of the APG.  Collective over the APG.

   hpc_write_png_float / _double (PATH, A, LO, HI): A's values (float or
   double elements) through the viridis colour map, dark blue at LO to
   yellow at HI, values outside clamped, NaN grey; LO >= HI (say 0, 0)
   scales to A's own smallest and largest values; the legend is a
   colour bar labelled HI, the middle and LO.  hpc_write_png (PATH,
   A, LO, HI) picks by A's element type (an array, not a section: use the
   typed calls for those).

   hpc_write_owner_png (PATH, A): each element in the colour of the APG
   rank holding it (the lowest one for replicated copies), from a
   palette of twelve: blue, orange, green, red, purple, brown, pink, grey,
   olive, cyan, yellow, navy, darker for ranks 12 and up; the legend
   is a key of the ranks' colours (as many as fit).  */
void hpc_write_png_float (const char *path, const void *a, double lo,
                          double hi);
void hpc_write_png_double (const char *path, const void *a, double lo,
                           double hi);
void hpc_write_owner_png (const char *path, const void *a);
/* What hpc_write_png picks for any other A: calling it is a compile-time
   error that names the element types it takes (not a _Generic error
   about A's internal pointer type).  */
void __hpc_write_png_other (const char *path, const void *a, double lo,
                            double hi)
  __attribute__ ((__error__ ("hpc_write_png takes a distributed array of "
                             "float or double elements; copy other "
                             "elements into a float or double array first, "
                             "and write a section with hpc_write_png_float "
                             "or hpc_write_png_double")));
#define hpc_write_png(path, a, lo, hi)                                     \
  __extension__ _Generic ((a),                                            \
    float *: hpc_write_png_float, const float *: hpc_write_png_float,     \
    float (*)[]: hpc_write_png_float,                                     \
    const float (*)[]: hpc_write_png_float,                               \
    double *: hpc_write_png_double, const double *: hpc_write_png_double, \
    double (*)[]: hpc_write_png_double,                                   \
    const double (*)[]: hpc_write_png_double,                             \
    default: __hpc_write_png_other) (path, a, lo, hi)

/* ------------------------------------------------------- ScaLAPACK */

/* Fill DESC, a ScaLAPACK array descriptor, for the 2-D distributed array
   A, and return its BLACS context (-1 on processes outside A's grid, as
   ScaLAPACK expects).  A's two dimensions must be distributed over the
   two dimensions of one 2-D process grid by block-cyclic, cyclic or block
   ranges without ghosts (blocks of b, 1 and ceil (n / P) indices).
   Because A's local block is row-major and ScaLAPACK's column-major, DESC
   describes A^T: M = extent of A's dimension 1, N = of dimension 0, MB,
   NB their blocks, RSRC = CSRC = 0, LLD = local extent of dimension 1;
   A's local block pointer is the local array ScaLAPACK takes.  The BLACS
   grid is P1 x P0 (P_d: processes along the grid dimension of A's
   dimension d), its process (r, c) being the one at coordinate r of the
   grid dimension of A's dimension 1 and c of dimension 0's (grid
   coordinates (c, r) for the usual a[x][y], x over grid dimension 0);
   it is made once per grid and kept by libhpc (do not free it).
   For symmetric A, A^T = A: pdpotrf_ ("U", ...) on DESC leaves A's lower
   triangle L with A = L L^T (doc/reference.md, "ScaLAPACK").  The program
   must link ScaLAPACK (-lscalapack-openmpi); libhpc itself does not.
   Collective over A's grid.  */
int hpc_scalapack_desc (int desc[9], const void *a);

/* ------------------------------------------------ section arguments */

/* Calls that take distributed arrays or sections are also function-like
   macros: the plugin rewrites a[[...]] in the arguments of hpc_ macros
   before they are collected (so commas inside a section do not split
   them).  The parenthesised name calls the function itself.  */
#ifdef __HPC__
#define hpc_remap(...) HPC__CALL ((hpc_remap) (__VA_ARGS__))
#define hpc_copy(...) HPC__CALL ((hpc_copy) (__VA_ARGS__))
#define hpc_shift(...) HPC__CALL ((hpc_shift) (__VA_ARGS__))
#define hpc_cshift(...) HPC__CALL ((hpc_cshift) (__VA_ARGS__))
#define hpc_gather(...) HPC__CALL ((hpc_gather) (__VA_ARGS__))
#define hpc_scatter(...) HPC__CALL ((hpc_scatter) (__VA_ARGS__))
#define hpc_bcast_elem(...) HPC__CALL ((hpc_bcast_elem) (__VA_ARGS__))
#define hpc_reduce(...) HPC__CALL ((hpc_reduce) (__VA_ARGS__))
#define hpc_reduce_halo(...) HPC__CALL ((hpc_reduce_halo) (__VA_ARGS__))
#define hpc_reduce_halo_mode(...)                                          \
  HPC__CALL ((hpc_reduce_halo_mode) (__VA_ARGS__))
#define hpc_write_halo_mode(...)                                           \
  HPC__CALL ((hpc_write_halo_mode) (__VA_ARGS__))
#define hpc_write_halo_begin_mode(...)                                     \
  HPC__CALL ((hpc_write_halo_begin_mode) (__VA_ARGS__))
#define hpc_write_halo_end(...) HPC__CALL ((hpc_write_halo_end) (__VA_ARGS__))
#define hpc_any_true(...) HPC__CALL ((hpc_any_true) (__VA_ARGS__))
#define hpc_all_true(...) HPC__CALL ((hpc_all_true) (__VA_ARGS__))
#define hpc_sum_float(...) (hpc_sum_float) (__VA_ARGS__)
#define hpc_sum_double(...) (hpc_sum_double) (__VA_ARGS__)
#define hpc_sum_int(...) (hpc_sum_int) (__VA_ARGS__)
#define hpc_sum_long(...) (hpc_sum_long) (__VA_ARGS__)
#define hpc_prod_float(...) (hpc_prod_float) (__VA_ARGS__)
#define hpc_prod_double(...) (hpc_prod_double) (__VA_ARGS__)
#define hpc_prod_int(...) (hpc_prod_int) (__VA_ARGS__)
#define hpc_prod_long(...) (hpc_prod_long) (__VA_ARGS__)
#define hpc_max_float(...) (hpc_max_float) (__VA_ARGS__)
#define hpc_max_double(...) (hpc_max_double) (__VA_ARGS__)
#define hpc_max_int(...) (hpc_max_int) (__VA_ARGS__)
#define hpc_max_long(...) (hpc_max_long) (__VA_ARGS__)
#define hpc_min_float(...) (hpc_min_float) (__VA_ARGS__)
#define hpc_min_double(...) (hpc_min_double) (__VA_ARGS__)
#define hpc_min_int(...) (hpc_min_int) (__VA_ARGS__)
#define hpc_min_long(...) (hpc_min_long) (__VA_ARGS__)
#define hpc_maxloc_float(...) (hpc_maxloc_float) (__VA_ARGS__)
#define hpc_maxloc_double(...) (hpc_maxloc_double) (__VA_ARGS__)
#define hpc_maxloc_int(...) (hpc_maxloc_int) (__VA_ARGS__)
#define hpc_maxloc_long(...) (hpc_maxloc_long) (__VA_ARGS__)
#define hpc_minloc_float(...) (hpc_minloc_float) (__VA_ARGS__)
#define hpc_minloc_double(...) (hpc_minloc_double) (__VA_ARGS__)
#define hpc_minloc_int(...) (hpc_minloc_int) (__VA_ARGS__)
#define hpc_minloc_long(...) (hpc_minloc_long) (__VA_ARGS__)
#define hpc_dot_float(...) (hpc_dot_float) (__VA_ARGS__)
#define hpc_dot_double(...) (hpc_dot_double) (__VA_ARGS__)
#define hpc_write_npy(...) HPC__CALL ((hpc_write_npy) (__VA_ARGS__))
#define hpc_read_npy(...) HPC__CALL ((hpc_read_npy) (__VA_ARGS__))
#define hpc_describe(...) HPC__CALL ((hpc_describe) (__VA_ARGS__))
#define hpc_prefix_sum_float(...) (hpc_prefix_sum_float) (__VA_ARGS__)
#define hpc_prefix_sum_double(...) (hpc_prefix_sum_double) (__VA_ARGS__)
#define hpc_prefix_sum_int(...) (hpc_prefix_sum_int) (__VA_ARGS__)
#define hpc_prefix_sum_long(...) (hpc_prefix_sum_long) (__VA_ARGS__)
#define hpc_write_png_float(...) (hpc_write_png_float) (__VA_ARGS__)
#define hpc_write_png_double(...) (hpc_write_png_double) (__VA_ARGS__)
#define hpc_write_owner_png(...) (hpc_write_owner_png) (__VA_ARGS__)
#define hpc_procs(...) HPC__CALL ((hpc_procs) (__VA_ARGS__))
#define hpc_procs1(...) HPC__CALL ((hpc_procs1) (__VA_ARGS__))
#define hpc_procs2(...) HPC__CALL ((hpc_procs2) (__VA_ARGS__))
#define hpc_procs3(...) HPC__CALL ((hpc_procs3) (__VA_ARGS__))
#define hpc_write_halo_w(...) HPC__CALL ((hpc_write_halo_w) (__VA_ARGS__))
#define hpc_write_halo_begin_w(...)                                        \
  HPC__CALL ((hpc_write_halo_begin_w) (__VA_ARGS__))
#endif

#ifdef __cplusplus
}
#endif

#endif /* HPC_H */
