/* libhpc.h - internal declarations of libhpc, grouped by source file.
   Everything here has hidden visibility: only hpc.h and hpc_abi.h names
   are exported.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef LIBHPC_H
#define LIBHPC_H 1

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#include "hpc.h"
#include <pthread.h>
#include <stdarg.h>

#define HPC_HIDDEN __attribute__ ((visibility ("hidden")))

#pragma GCC visibility push(hidden)

/* ---------------------------------------------------------- error.c */

/* Print "libhpc: FN: <message>" naming the process, then end the whole
   job with a non-zero status: an exit where the launcher ends the others
   or all processes detected the error, MPI_Abort otherwise.  */
void hpc__fatal (const char *fn, const char *fmt, ...)
  __attribute__ ((noreturn, format (printf, 2, 3)));
/* N zeroed bytes (at least one), or the end of the job naming FN.  */
void *hpc__xcalloc (const char *fn, size_t n);
/* Print "libhpc: warning: <message>" and go on.  */
void hpc__warning (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
/* Print "libhpc: <message>" (HPC_DEBUG reports) and go on.  */
void hpc__note (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
/* Set while the job is being torn down after a fatal error.  */
extern volatile int hpc__aborting;
/* Duplicate of the world for hpc__fatal's agreement only.  */
extern MPI_Comm hpc__fatal_comm;

/* ---------------------------------------------------------- env.c */

/* Start libhpc (and MPI if needed) on first use; cheap after that.  FN
   names the public call for messages.  */
void hpc__ensure_started (const char *fn);
/* The library's private duplicate of MPI_COMM_WORLD.  */
extern MPI_Comm hpc__world;
extern int hpc__world_rank, hpc__world_size;
/* Whether libhpc is running (started and not yet shut down).  */
int hpc__running (void);
/* HPC_DEBUG (0..9): 1 reports start-up and shut-down, 2 also grids.  */
extern int hpc__debug;
/* Integer environment variable NAME in LO..HI; DFLT when unset, and with a
   warning when malformed or out of range.  */
int hpc__env_int (const char *name, int dflt, int lo, int hi);

/* ---------------------------------------------------------- check.c */

/* Whether the program was built in check mode (-fplugin-arg-hpc-check).  */
extern int hpc__check_mode;
/* Start-up / shut-down of check mode's own communicator.  */
void hpc__check_start (void);
void hpc__check_stop (void);
/* Check mode: all processes of the APG are at collective FN, within
   HPC_CHECK_TIMEOUT seconds; else end the job saying where each is.  */
void hpc__check_collective (const char *fn);
/* Check mode, as this process leaves main (HOW: "exit" or "MPI_Finalize"):
   no other process is still waiting in a collective.  */
void hpc__check_exit (const char *how);
/* Check mode's stale-ghost records (check.c): top-level over loops step
   HPC__CHECK_PHASE; __hpc_check_ghost notes each access of global index
   I on dimension D of A (a write, or a read through a shifted
   subscript).  hpc__check_track starts the records of a new array with
   ghosts, hpc__check_exchanged clears them at its exchange (after
   comparing them with the neighbours' where A's group is not the APG:
   collectives of the APG compare its arrays), hpc__check_untrack drops
   them when A is freed.  Comparisons are collective over A's group.  */
extern int hpc__check_phase;
void hpc__check_track (const struct hpc_array *a);
void hpc__check_ghost_access (const struct hpc_array *a, int d, long i,
			      int write, const char *where);
void hpc__check_exchanged (const struct hpc_array *a);
void hpc__check_untrack (const struct hpc_array *a);

/* ---------------------------------------------------------- threads.c */

/* At start-up: unless OMP_NUM_THREADS or the program chose, give over
   loops the CPUs this process may run on shared out among the processes
   of its node that may run on them.  Collective over hpc__world.  */
void hpc__threads_choose (void);

/* ---------------------------------------------------------- touch.c */

/* At start-up: set __hpc_touch_min_bytes and hpc__fuse_min_bytes to the
   share of the last-level cache of the CPUs MINE among the SHARING
   processes that may run on them (or HPC_TOUCH_MIN_KB, HPC_FUSE_MIN_KB).
   Declared where <sched.h> came first, with _GNU_SOURCE.  */
#ifdef CPU_SETSIZE
void hpc__touch_choose (const cpu_set_t *mine, int sharing);
#endif
/* The local bytes of the arrays a sweep and its update read from which
   they run as one pass (rowfuse.c).  */
extern long hpc__fuse_min_bytes;

/* ---------------------------------------------------- group.c, apg.c */

/* A process group: the grid ROOT (a grid is its own root), or ROOT
   restricted to one coordinate in the dimensions where FIXED >= 0.
   Dimensions keep the grid's numbering in restricted groups: ndims, shape
   and coord describe the grid, size and rank the group.  Every process
   that made the grid holds the same groups (made collectively, or derived
   from them locally); all live until libhpc shuts down.  */
struct hpc_group
{
  struct hpc_group *root;	/* the grid this group is part of */
  struct hpc_group *parent;	/* grids: the APG they were made from */
  int ndims;
  int shape[HPC_MAX_DIMS];	/* the grid's extents */
  int fixed[HPC_MAX_DIMS];	/* restricted coordinate, or -1 */
  int coord[HPC_MAX_DIMS];	/* this process's grid coordinates, or -1 */
  int member;			/* whether this process belongs to the group */
  int size;			/* number of processes */
  int rank;			/* this process's rank among them, or -1 */
  int *world_ranks;		/* hpc__world rank of each, in rank order */
  int *world_pos;		/* grids: each world rank's grid position
				   (row-major), or -1; NULL elsewhere */
  MPI_Comm comm;		/* members' communicator (lazy for subgroups) */
  int comm_owned;		/* whether COMM is freed with the group */
  /* Bookkeeping (group.c).  */
  struct hpc_group *grids;	/* grids made with this group as APG, most
				   recently asked for first */
  struct hpc_group *grid_next;
  struct hpc_group **subs;	/* root: hash table of its restrictions */
  size_t nsubs, subs_cap;
  struct hpc_group *sub_next;
  /* Lifetime (group.c), on the root for the whole grid: references held
     by ranges, arrays, the APG stack and the program's variables and
     unfinished constructions, to the grid or any of its restrictions.
     PENDING: the count fell to 0 since the last collection point.
     PINNED: one reference never given back.  */
  long refs;
  int pending, pinned;
  struct hpc_group *pending_next;
};

/* The 1-D grid of all processes: the initial active process group.  */
extern Group hpc__world_group;
/* Make the world group (start-up) / free every group and its
   communicator (shut-down).  */
void hpc__groups_start (void);
void hpc__groups_free_all (void);
/* End the job naming FN if P is NULL.  */
void hpc__group_check (const char *fn, Group p);
/* Take a reference to P's grid / give one back (P may be NULL).  A grid
   nothing holds is freed by a later grid construction over its parent
   (group.c), never by the release itself.  */
void hpc__group_retain (Group p);
void hpc__group_release (Group p);
/* The collection point of groups (called by hpc__ranges_collect): grids
   whose count fell to 0 in a finished statement may be freed.  */
void hpc__groups_collect (void);
/* Incremented whenever groups are freed, so that a cache keyed by a
   group's address (construct.c) never finds a group made at a recycled
   address.  */
extern unsigned long hpc__groups_epoch;
/* The lock of the restriction caches and of the groups' counts.  */
extern pthread_mutex_t hpc__group_lock;
/* After grid construction over APG (collective over APG, on the main
   thread): free the grids of APG's list that no process of APG holds,
   beyond the most recently asked-for.  */
void hpc__grids_sweep (const char *fn, struct hpc_group *apg);
/* hpc_restrict without the caller's reference: libhpc's own restrictions
   of a group something already holds.  */
Group hpc__restrict (const char *fn, Group p, int d, int coord);
/* Whether every process of P belongs to Q.  Local.  */
int hpc__group_subset (Group p, Group q);
/* Whether world rank W belongs to P, computed here for any process:
   COORD (HPC_MAX_DIMS entries, may be NULL) gets W's coordinates in P's
   grid, -1 when W is not a process of the grid.  O(P's dimensions).  */
int hpc__group_coords_of (Group p, int w, int *coord);
/* "a 2 x 3 grid" or "... restricted to coordinate 1 of dimension 0", for
   messages.  */
void hpc__group_describe (Group p, char *buf, size_t size);

/* ---------------------------------------------------------- range.c */

/* Free every range (at shutdown, after the arrays).  */
void hpc__ranges_free_all (void);
/* The lock of the range table and of every range's lifetime fields.  */
extern pthread_mutex_t hpc__range_lock;
/* Take R out of the table (the lock held).  */
void hpc__range_unintern (struct hpc_range *r);
/* The irregular block range CUTS over D with ghosts, interned.  */
Range hpc__cut_range_intern (const char *fn, Dimension d, const long *cuts,
			     int ghost_lo, int ghost_hi);

/* ---------------------------------------------------------- range_life.c */

/* Take a reference to R / give one back (R may be NULL).  A range whose
   count falls to 0 stays until hpc__ranges_collect.  */
void hpc__range_retain (Range r);
void hpc__range_release (Range r);
/* A collection point: free the ranges no one holds (ended arrays,
   variables gone out of scope, temporaries of finished statements).  Not
   inside over bodies or OpenMP parallel regions, where another thread
   may be between a construction and its use.  */
void hpc__ranges_collect (void);
/* Forget the pending list (shut-down, the lock held).  */
void hpc__range_pending_clear (void);
/* End the job with a message naming FN if X is not a range.  */
void hpc__range_check (const char *fn, Range x);
Range hpc__subrange_ghosts (Range s, int ghost_lo, int ghost_hi);

/* ---------------------------------------------------------- align.c */

/* Whether a location of BOUND may subscript a dimension over R (R is
   BOUND, an ancestor of it, or either with other ghost widths).  */
int hpc__aligned (const struct hpc_range *bound, const struct hpc_range *r);
/* End the job: dimension DIM of A is not over a range aligned to the
   location's (WHERE: the subscript's file and line).  */
void hpc__not_aligned (const char *where, const struct hpc_array *a, int dim)
  __attribute__ ((noreturn));

/* ---------------------------------------------- array.c, section.c */

/* The descriptor of the array whose local block is at P; ends the job
   naming FN when P is not one.  */
const struct hpc_array *hpc__array_get (const char *fn, const void *p);
/* __hpc_array_alloc with dimension INNER stored innermost (-1: none).  */
void *hpc__array_alloc_inner (size_t elem_size, int rank, const Range *ranges,
                              const long *extents, int inner,
                              const char *name);
/* hpc_array_free without collecting ranges, for libhpc's own scratch
   arrays.  */
void hpc__array_free (void *a);
/* Free every array still allocated (at exit).  */
void hpc__arrays_free_all (void);
/* hpc_free's release: with KEEP (check mode, where another handle may
   still name the array) the block's and the descriptor's memory is kept,
   so that no later array takes their addresses (handle.c).  */
void hpc__array_release_handle (const struct hpc_array *a, int keep);
/* hpc_redistribute: A moves to RANGES / EXTENTS (hpc_array_new's
   arguments) keeping its descriptor and the element at each global
   index; the extents must not change (a message for FN at WHERE,
   "FILE:LINE").  Collective over the APG.  */
void hpc__array_redistribute (const char *fn, const char *where,
                              struct hpc_array *a, const Range *ranges,
                              const long *extents);
/* An argument X of library call FN that may be a distributed array or a
   section, as a section: X itself, or the whole array written into TMP.
   Ends the job naming FN when X is neither.  */
const struct hpc_section *hpc__section_arg (const char *fn, const void *x,
                                            struct hpc_section *tmp);

/* A new zero-filled array with A's element size, group, distribution
   and storage order (a scratch copy to hold another array's elements in
   A's layout); free with hpc_array_free.  FN names the call.  Local.  */
void *hpc__array_like (const char *fn, const struct hpc_array *a);
/* scratch.c: buffer SLOT (< HPC__SCRATCH_SLOTS), at least BYTES long,
   kept from call to call (its contents are not); the next call with the
   same slot may move it.  Local; master thread only.  Slots 0 and 1: the
   staged copies of a reduction's operands (reduce.c); the others: the
   boxes hpc_remap packs to send and those it receives (remap_plan.c).  */
enum
{
  HPC__SCRATCH_REMAP_SENDS = 2,
  HPC__SCRATCH_REMAP_RECEIVES,
  HPC__SCRATCH_SLOTS
};

void *hpc__scratch (const char *fn, int slot, size_t bytes);
void hpc__scratch_free_all (void);

/* BYTES of memory as a local block gets it (64-byte aligned, huge pages
   from 4 MB), uninitialised, for free (); NULL when out of memory.  */
void *hpc__block_alloc (size_t bytes);

/* ---------------------------------------------------------- layout.c */

/* OUT[k] = V[d] for the k-th dimension d of A's storage order (outermost
   first): per-dimension values (extents, box sizes and starts) in the
   order MPI_ORDER_C datatypes and contiguity tests need.  */
void hpc__storage_order (const struct hpc_array *a, const int *v, int *out);
/* The committed MPI datatype of the box of A's local block with SUB[d]
   indices from local index START[d] in each dimension d (dimension
   order), one element of A's size each, in storage order: what a
   message of the box carries.  Free with MPI_Type_free.  */
MPI_Datatype hpc__box_type (const struct hpc_array *a, const int *sub,
			    const int *start);
/* Whether A and B have the same rank and strides: the same storage
   offsets for the same local indices.  */
int hpc__same_storage (const struct hpc_array *a, const struct hpc_array *b);
/* Whether A's local block is row-major in dimension order (what a C VLA
   or a row-major library call sees).  */
int hpc__row_major (const struct hpc_array *a);

/* ---------------------------------------------------------- construct.c */

/* The start of every collective call FN: start libhpc if needed, and end
   the job if called inside an over body.  */
void hpc__collective (const char *fn);
/* Whether this thread is inside an over body.  */
int hpc__in_over (void);

/* ---------------------------------------------------------- halo.c */

/* Drop the cached halo plans of A (all plans when A is NULL): when A is
   released, and at shut-down before communicators go.  */
void hpc__halo_forget (const struct hpc_array *a);

/* ------------------------------ walk.c, copy.c, remap.c (collectives) */

/* The elements of a section held by this process: section dimension S
   has D[S].N held positions K[i] (increasing section indices) at byte
   offsets OFF[i]; element (k0, k1, ...) lies at BASE + OFF0 + the sum of
   its dimensions' offsets.  HELD is 0 where nothing is held (COUNT 0).  */
struct hpc__walk_dim
{
  long n;
  long *k;
  ptrdiff_t *off;
};
struct hpc__walk
{
  int rank;
  int held;
  size_t elem_size;
  char *base;
  ptrdiff_t off0;
  long count;			/* elements walked: product of the N */
  long shape[HPC_MAX_DIMS];	/* the section's shape */
  struct hpc__walk_dim d[HPC_MAX_DIMS];
};
/* The held elements of section S (every copy of a replicated one), in
   O(local) time per dimension.  */
void hpc__walk_make (const char *fn, struct hpc__walk *w,
		     const struct hpc_section *s);
/* Positions K0 + i*DK of a section dimension at byte offsets
   OFF0 + i*DOFF, i < N.  */
struct hpc__progression
{
  long n, k0, dk;
  ptrdiff_t off0, doff;
};
/* hpc__walk_make, except that when the held positions of the innermost
   section dimension form one progression (a sequential dimension; a
   block, cut or cyclic range), *INNER describes them and the walk's
   innermost list is the single entry (0, 0): its rows are then INNER's,
   without a list as long as the row.  Returns whether it did so.  */
int hpc__walk_make_rows (const char *fn, struct hpc__walk *w,
			 const struct hpc_section *s,
			 struct hpc__progression *inner);
/* Whether this process holds every element of S (one element, or one
   section dimension) and they lie in one progression in storage: then
   *FIRST is the first element's address and *STEP the distance in bytes
   between one and the next, in section order.  O(1) time.  */
int hpc__section_run (const struct hpc_section *s, char **first,
		      ptrdiff_t *step);
/* hpc__walk_make in two steps: HEAD everything but the lists (RANK,
   HELD, OFF0, BASE, SHAPE; COUNT 0), in O(rank) time, for callers that
   work in closed form; FILL the lists (nothing if already filled).  */
/* Whether a process holds anything of S at all: a MEMBER of the array's
   group with a coordinate (COORD[d], per array dimension; -1: none) in
   every distributed dimension's grid, holding the scalar entries, and no
   empty dimension.  For any process, given its coordinates.  */
int hpc__section_held_at (const struct hpc_section *s, int member,
			  const int *coord);
void hpc__walk_head (struct hpc__walk *w, const struct hpc_section *s);
void hpc__walk_fill (const char *fn, struct hpc__walk *w,
		     const struct hpc_section *s);
/* A row-major plain C array BUF of SHAPE[0..RANK-1] elements, held (all
   of it) where HELD.  */
void hpc__walk_plain (const char *fn, struct hpc__walk *w, void *buf,
		      size_t elem_size, int rank, const long *shape, int held);
/* OUT like W with lists of W's capacity, for filtered copies of W; fill
   the lists, then hpc__walk_recount.  */
void hpc__walk_alloc_like (const char *fn, struct hpc__walk *out,
			   const struct hpc__walk *w);
void hpc__walk_recount (struct hpc__walk *w);
void hpc__walk_free (struct hpc__walk *w);
/* Move W's elements, in row-major order, into BUFFER (PACK), out of it
   (!PACK), or, when DBASE is not NULL, to the same offsets from DBASE
   (BUFFER unused).  Row by row, a row being one memcpy when adjacent;
   along the dimension whose elements are adjacent in storage when that
   is not the innermost (the buffer's order is the same).  */
void hpc__walk_move (const struct hpc__walk *w, void *buffer, int pack,
		     void *dbase);
/* Whether W's elements lie closer in storage along another dimension
   than its innermost (an array the plugin stored with a sequential
   dimension innermost): hpc__walk_move then runs along that dimension,
   and a row-major walk in place would cross the stride at every
   element.  */
int hpc__walk_across (const struct hpc__walk *w);
/* OUT := a walk, with W's positions, of a row-major copy of W's
   elements in scratch buffer SLOT (scratch.c), its rows padded off
   power-of-two pitches, packed along the dimension adjacent in storage
   (hpc__walk_across, else the innermost).  Free OUT as any walk; the
   buffer stays.  */
void hpc__walk_stage (const char *fn, struct hpc__walk *out,
		      const struct hpc__walk *w, int slot);
/* Call F (ARG, ROW, POS, IN) for each row of W in row-major order: the
   row's elements are at byte offsets ROW + IN->off[i] from W's base, at
   row-major section positions POS + IN->k[i], i < IN->n.  */
typedef void (*hpc__row_fn) (void *arg, ptrdiff_t row, long pos,
			     const struct hpc__walk_dim *in);
void hpc__walk_rows (const struct hpc__walk *w, hpc__row_fn f, void *arg);
/* The number of rows of W.  */
long hpc__walk_nrows (const struct hpc__walk *w);

/* copy.c: whether sections D and S select the same positions of
   identically distributed arrays (so every element is copied locally;
   their storage orders may differ).  */
int hpc__sections_aligned (const struct hpc_section *d,
			   const struct hpc_section *s);
/* Copy the held elements of S into D, which hpc__sections_aligned
   accepted (the same positions of the same array: nothing to do).
   Local.  */
void hpc__copy_aligned (const char *fn, const struct hpc_section *d,
			const struct hpc_section *s);

/* remap.c: move the elements of section SRC (or, with SRC NULL, of the
   plain row-major C array SPLAIN->buf held by APG rank SPLAIN->root) into
   section DST (or the plain array DPLAIN->buf held by APG rank
   DPLAIN->root, -1: by every process).  A plain side takes the other
   side's shape and element size.  No checks (see hpc__remap_check).
   Collective over the APG; used by gather.c, bcast.c, scan.c.  */
struct hpc__plain
{
  void *buf;
  int root;
};
void hpc__remap (const char *fn, const struct hpc_section *dst,
		 const struct hpc__plain *dplain,
		 const struct hpc_section *src,
		 const struct hpc__plain *splain);
/* The checks of hpc_remap (element sizes, shapes, groups in the APG),
   naming FN.  */
void hpc__remap_check (const char *fn, const struct hpc_section *d,
		       const struct hpc_section *s);

/* remap_plan.c: one MPI_Alltoallw of hpc__remap's box path, kept for the
   next call between the same sections on the same APG.  TYPE: NP send
   then NP receive datatypes, at absolute addresses (the exchange runs
   from MPI_BOTTOM; MPI_BYTE: nothing); IC: NP send counts, send
   displacements, receive counts, receive displacements.  A box that
   libhpc packs (of short runs; every send when the two sections share
   storage) has a walk in WALK (NP sends, NP receives) instead, its bytes
   at AT[] in the packing buffers, and a byte type into the buffer it was
   last packed in (PACKED_IN: sends, receives).  The process's own box,
   when packed, does not go through MPI: its count is 0 and it is
   unpacked from the packed sends.  */
struct hpc__box_plan
{
  int np;
  MPI_Datatype *type;
  int *ic;
  struct hpc__walk **walk;
  size_t *at, packed[2];
  char *packed_in[2];
  int self;			/* the own rank where its box is packed */
  /* Kept plans only: the key, and the list.  */
  struct hpc_section src, dst;
  Group apg;
  struct hpc__box_plan *next;
};
/* A new plan for NP processes: no sends or receives yet.  */
struct hpc__box_plan *hpc__box_plan_new (const char *fn, int np);
void hpc__box_plan_free (struct hpc__box_plan *p);
/* Set box R of P (R < NP: sent to rank R; NP + R: received from it) to
   be packed by libhpc along walk W (taken over by the plan).  */
void hpc__box_plan_walk (struct hpc__box_plan *p, int r, struct hpc__walk *w);
/* The own box (rank ME) packed by libhpc: WS its walk on the source, WR
   on the destination; copied through the send buffer, not by MPI.  */
void hpc__box_plan_self (struct hpc__box_plan *p, int me, struct hpc__walk *ws,
			 struct hpc__walk *wr);
/* The exchange of P (collective over COMM).  */
void hpc__box_plan_run (const char *fn, struct hpc__box_plan *p,
			MPI_Comm comm);
/* The kept plan from SRC to DST on APG, or NULL.  */
struct hpc__box_plan *hpc__box_plan_find (const struct hpc_section *src,
					  const struct hpc_section *dst,
					  Group apg);
/* Keep P (made for SRC, DST and APG); the oldest plan may go.  */
void hpc__box_plan_keep (struct hpc__box_plan *p,
			 const struct hpc_section *src,
			 const struct hpc_section *dst, Group apg);
/* Drop the kept plans of A (all plans when A is NULL): when A is
   released, and at shut-down.  */
void hpc__remap_forget (const struct hpc_array *a);

#pragma GCC visibility pop

#endif /* LIBHPC_H */
