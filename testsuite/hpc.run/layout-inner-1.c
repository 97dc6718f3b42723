/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Arrays stored with a sequential dimension innermost
   (__hpc_array_alloc_inner_v, the plugin's choice for arrays walked
   along that dimension) behave exactly as row-major ones in every
   collective.  Plain C against the ABI: each array is made twice, once
   permuted and once row-major (__hpc_array_alloc_v), both are filled
   alike, every collective runs on both (and across the two layouts),
   and the local blocks, ghosts included, must agree bit for bit; so
   must reduction results, gathered buffers and .npy files.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(c, what)                                                    \
  do { if (!(c)) { fprintf (stderr, "%s:%d: process %d: %s: check "     \
                            "failed: %s\n", __FILE__, __LINE__,           \
                            hpc_rank (), (what), #c);                     \
                   abort (); } } while (0)

enum { N = 5, M = 3, NX = 11, NY = 7 };

/* An array declaration: per dimension a range (NULL: sequential of
   extent N[d]); INNER: the dimension the permuted twin stores
   innermost.  */
struct shape
{
  const char *name;
  int rank;
  Range r[3];
  long n[3];
  int inner;
};

/* ---------------------------------------------------------- arrays */

/* A new zero-filled array of doubles of shape S, permuted (stored with
   S->inner innermost) or row-major, as the plugin would allocate it.  */
static void *
alloc (const struct shape *s, int permuted)
{
  long e[3];
  for (int d = 0; d < s->rank; d++)
    e[d] = s->r[d] ? __hpc_range_extent (s->r[d], s->name) : s->n[d];
  size_t es = sizeof (double);
  if (s->rank == 2 && permuted)
    return __hpc_array_alloc_inner_v (es, s->name, 2, s->inner, s->r[0],
                                      e[0], s->r[1], e[1]);
  if (s->rank == 2)
    return __hpc_array_alloc_v (es, s->name, 2, s->r[0], e[0], s->r[1],
                                e[1]);
  if (permuted)
    return __hpc_array_alloc_inner_v (es, s->name, 3, s->inner, s->r[0],
                                      e[0], s->r[1], e[1], s->r[2], e[2]);
  return __hpc_array_alloc_v (es, s->name, 3, s->r[0], e[0], s->r[1], e[1],
                              s->r[2], e[2]);
}

static long
global_extent (const struct shape *s, int d)
{
  return s->r[d] ? hpc_size (s->r[d]) : s->n[d];
}

/* The cell of A at local indices IDX, through hpc_array_stride.  */
static double *
cell (const void *a, const int *idx)
{
  const struct hpc_array *d = __hpc_array_lookup (a);
  ptrdiff_t off = 0;
  for (int e = 0; e < d->rank; e++)
    off += idx[e] * hpc_array_stride (a, e);
  return (double *) a + off;
}

/* The next local indices of A after IDX (dimension order, ghosts
   included); 0 after the last.  */
static int
next_idx (const void *a, int *idx)
{
  int e = __hpc_array_lookup (a)->rank - 1;
  while (e >= 0 && ++idx[e] == hpc_array_extent (a, e))
    idx[e--] = 0;
  return e >= 0;
}

/* Global indices G of local indices IDX of A; whether the cell is an
   owned one (not a ghost, not a dummy).  */
static int
global_of (const void *a, const int *idx, long *g)
{
  const struct hpc_array *d = __hpc_array_lookup (a);
  int owned = 1;
  for (int e = 0; e < d->rank; e++)
    {
      Range r = d->range[e];
      g[e] = idx[e];
      if (!r)
        continue;
      long o = idx[e] - r->ghost_lo;
      owned &= r->coord >= 0 && o >= 0 && o < r->count;
      g[e] = owned ? __hpc_idx (r, idx[e]) : -1;
    }
  return owned;
}

/* The value of global element G: not exactly summable, so that
   reductions show their combination order in the last bits.  */
static double
value (const long *g, int rank, int salt)
{
  double v = 0;
  for (int e = 0; e < rank; e++)
    v = v * 100 + g[e];
  return v + salt + 1.0 / (7 + v + salt);
}

/* Owned cells get value (), every other cell a poison that depends on
   its local indices only, the same in both twins.  */
static void
fill (void *a, int salt)
{
  int idx[3] = { 0 }, rank = __hpc_array_lookup (a)->rank;
  long g[3], k = 0;
  do
    *cell (a, idx) = global_of (a, idx, g) ? value (g, rank, salt)
                     : -1000.0 - salt - k;
  while (k++, next_idx (a, idx));
}

/* A and B (of equal shapes) hold the same bits in every cell, or in
   their owned cells only.  */
static void
expect_same (const char *what, const void *a, const void *b, int owned_only)
{
  int idx[3] = { 0 };
  long g[3];
  do
    if (!owned_only || global_of (a, idx, g))
      {
        double x = *cell (a, idx), y = *cell (b, idx);
        if (memcmp (&x, &y, sizeof x))
          fprintf (stderr, "process %d: %s: local (%d, %d, %d): %g, "
                   "row-major %g\n", hpc_rank (), what, idx[0], idx[1],
                   idx[2], x, y);
        CHECK (!memcmp (&x, &y, sizeof x), what);
      }
  while (next_idx (a, idx));
}

/* Section A[[T0, T1, ...]] (one entry per dimension) into BUF.  */
static const struct hpc_section *
sec (struct hpc_section *buf, const void *a, const struct hpc_triplet *t)
{
  return __hpc_section (buf, "sec", a, __hpc_array_lookup (a)->rank, t);
}

/* The permuted twin is really permuted, and hpc_array_stride says so.  */
static void
check_layout (const struct shape *s, const void *p, const void *r)
{
  const struct hpc_array *dp = __hpc_array_lookup (p);
  const struct hpc_array *dr = __hpc_array_lookup (r);
  for (int d = 0; d < s->rank; d++)
    {
      CHECK (hpc_array_stride (p, d) == dp->stride[d], s->name);
      CHECK (hpc_array_stride (r, d) == dr->stride[d], s->name);
    }
  CHECK (dp->stride[s->inner] == 1 && dp->order[s->rank - 1] == s->inner,
         s->name);
  CHECK (dr->stride[s->rank - 1] == 1, s->name);
}

/* ---------------------------------------------------------- halos */

static void
boundary (void *c, const long *g, int dim, void *user)
{
  *(double *) c = -value (g, *(int *) user, 0) * 10 - dim;
}

static int
has_ghosts (const struct shape *s)
{
  for (int d = 0; d < s->rank; d++)
    if (s->r[d] && s->r[d]->ghost_lo + s->r[d]->ghost_hi > 0)
      return 1;
  return 0;
}

/* One write_halo call on both twins, compared everywhere.  */
static void
halo_once (const char *what, void *p, void *r, const int *w, const int *m,
           int *rank)
{
  fill (p, 1);
  fill (r, 1);
  hpc_write_halo_mode (p, w, m, boundary, rank);
  hpc_write_halo_mode (r, w, m, boundary, rank);
  expect_same (what, p, r, 0);
}

static void
test_halo (const struct shape *s)
{
  if (!has_ghosts (s))
    return;
  void *p = alloc (s, 1), *r = alloc (s, 0);
  int rank = s->rank, ones[3], per[3], bnd[3], mixed[3];
  for (int d = 0; d < rank; d++)
    {
      ones[d] = s->r[d] && s->r[d]->ghost_lo ? 1 : 0;
      per[d] = HPC_HALO_PERIODIC;
      bnd[d] = HPC_HALO_BOUNDARY;
      mixed[d] = d % 2 ? HPC_HALO_BOUNDARY : HPC_HALO_PERIODIC;
    }
  halo_once ("write_halo", p, r, NULL, NULL, &rank);
  halo_once ("write_halo widths", p, r, ones, NULL, &rank);
  halo_once ("write_halo periodic", p, r, NULL, per, &rank);
  halo_once ("write_halo boundary", p, r, ones, bnd, &rank);
  halo_once ("write_halo mixed", p, r, NULL, mixed, &rank);
  fill (p, 2);
  fill (r, 2);
  hpc_write_halo_begin (p);
  hpc_write_halo_end (p);
  hpc_write_halo_begin (r);
  hpc_write_halo_end (r);
  expect_same ("write_halo split", p, r, 0);
  /* Ghosts hold their poison: the sums include it.  */
  fill (p, 3);
  fill (r, 3);
  hpc_reduce_halo (p, MPI_DOUBLE, MPI_SUM);
  hpc_reduce_halo (r, MPI_DOUBLE, MPI_SUM);
  expect_same ("reduce_halo", p, r, 1);
  fill (p, 4);
  fill (r, 4);
  hpc_reduce_halo_mode (p, ones, per, MPI_DOUBLE, MPI_SUM);
  hpc_reduce_halo_mode (r, ones, per, MPI_DOUBLE, MPI_SUM);
  expect_same ("reduce_halo periodic", p, r, 1);
  hpc_array_free (p);
  hpc_array_free (r);
}

/* ---------------------------------------------------------- shifts */

/* DST = shift of SRC for each layout pair, against row-major to
   row-major (REF), all destinations filled alike first.  */
static void
shift_pairs (const char *what, const struct shape *s, void *const *src,
             const void *ssec, long amount, int dim, int mode,
             const struct hpc_triplet *dt)
{
  void *ref = alloc (s, 0), *dst = NULL;
  struct hpc_section b1, b2;
  fill (ref, 5);
  const void *rs = ssec ? sec (&b1, src[0], ssec) : src[0];
  hpc_shift (dt ? (const void *) sec (&b2, ref, dt) : ref, rs, amount, dim,
             mode);
  for (int pair = 1; pair < 4; pair++)
    {
      int dperm = pair & 1, sperm = pair >> 1;
      dst = alloc (s, dperm);
      fill (dst, 5);
      const void *sa = ssec ? sec (&b1, src[sperm], ssec) : src[sperm];
      hpc_shift (dt ? (const void *) sec (&b2, dst, dt) : dst, sa, amount,
                 dim, mode);
      expect_same (what, dst, ref, 0);
      hpc_array_free (dst);
    }
  hpc_array_free (ref);
}

static void
test_shift (const struct shape *s)
{
  void *src[2] = { alloc (s, 0), alloc (s, 1) };
  fill (src[0], 6);
  fill (src[1], 6);
  static const long amounts[] = { 1, -2, 4 };
  for (int d = 0; d < s->rank; d++)
    for (int k = 0; k < 3; k++)
      for (int mode = 0; mode < 2; mode++)
        shift_pairs ("shift", s, src, NULL, amounts[k], d, mode, NULL);
  /* Sections: every other index of dimension 0 (sequential or not),
     all of the others, shifted along the last dimension.  */
  struct hpc_triplet t[3];
  for (int d = 0; d < s->rank; d++)
    t[d] = d == 0 ? hpc_triplet (0, HPC_END, 2) : hpc_all ();
  shift_pairs ("shift section", s, src, t, 1, s->rank - 1,
               HPC_SHIFT_CYCLIC, t);
  /* In place, both twins.  */
  hpc_cshift (src[0], src[0], 3, s->rank - 1);
  hpc_cshift (src[1], src[1], 3, s->rank - 1);
  expect_same ("cshift in place", src[1], src[0], 0);
  hpc_array_free (src[0]);
  hpc_array_free (src[1]);
}

/* ---------------------------------------------------------- remap, copy */

typedef void (*move_fn) (const void *dst, const void *src);

/* MOVE (D[[DT]], S[[ST]]) from shape S to shape D, for every layout
   pair, against row-major to row-major.  */
static void
move_pairs (const char *what, move_fn move, const struct shape *d,
            const struct hpc_triplet *dt, const struct shape *s,
            const struct hpc_triplet *st)
{
  void *src[2] = { alloc (s, 0), alloc (s, 1) };
  void *ref = alloc (d, 0);
  struct hpc_section b1, b2;
  fill (src[0], 7);
  fill (src[1], 7);
  fill (ref, 8);
  move (dt ? (const void *) sec (&b1, ref, dt) : ref,
        st ? (const void *) sec (&b2, src[0], st) : src[0]);
  for (int pair = 1; pair < 4; pair++)
    {
      void *dst = alloc (d, pair & 1), *sa = src[pair >> 1];
      fill (dst, 8);
      move (dt ? (const void *) sec (&b1, dst, dt) : dst,
            st ? (const void *) sec (&b2, sa, st) : sa);
      expect_same (what, dst, ref, 0);
      hpc_array_free (dst);
    }
  hpc_array_free (ref);
  hpc_array_free (src[0]);
  hpc_array_free (src[1]);
}

static int
same_global_shape (const struct shape *a, const struct shape *b)
{
  if (a->rank != b->rank)
    return 0;
  for (int d = 0; d < a->rank; d++)
    if (global_extent (a, d) != global_extent (b, d))
      return 0;
  return 1;
}

/* Whole arrays, strided sections and a section with a scalar entry, from
   every shape of the same global shape to every other.  */
static void
test_remap (const struct shape *sh, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        const struct shape *d = &sh[j], *s = &sh[i];
        if (!same_global_shape (d, s))
          continue;
        struct hpc_triplet dt[3], st[3];
        move_pairs ("remap", hpc_remap, d, NULL, s, NULL);
        /* Reverse the last two dimensions' parity: 0::2 <- 1::2.  */
        for (int e = 0; e < d->rank; e++)
          {
            dt[e] = hpc_triplet (0, global_extent (d, e) - 2, 2);
            st[e] = hpc_triplet (1, HPC_END, 2);
          }
        move_pairs ("remap section", hpc_remap, d, dt, s, st);
        /* A line along the first dimension into one along the last.  */
        for (int e = 0; e < d->rank; e++)
          {
            dt[e] = e == d->rank - 1 ? hpc_triplet (0, N - 1, 1)
                    : hpc_scalar (1);
            st[e] = e == 0 ? hpc_all () : hpc_scalar (2);
          }
        if (global_extent (s, 0) == N && global_extent (d, d->rank - 1) >= N)
          move_pairs ("remap line", hpc_remap, d, dt, s, st);
        if (d->r[0] == s->r[0] && d->r[1] == s->r[1]
            && (d->rank == 2 || d->r[2] == s->r[2]))
          {
            move_pairs ("copy", hpc_copy, d, NULL, s, NULL);
            move_pairs ("copy section", hpc_copy, d, st, s, st);
          }
      }
}

/* Overlapping source and destination in one array, both layouts.  */
static void
test_remap_overlap (const struct shape *s)
{
  void *p = alloc (s, 1), *r = alloc (s, 0);
  struct hpc_triplet dt[3], st[3];
  struct hpc_section b1, b2;
  for (int e = 0; e < s->rank; e++)
    {
      dt[e] = hpc_triplet (0, global_extent (s, e) - 2, 1);
      st[e] = hpc_triplet (1, HPC_END, 1);
    }
  fill (p, 9);
  fill (r, 9);
  hpc_remap (sec (&b1, p, dt), sec (&b2, p, st));
  hpc_remap (sec (&b1, r, dt), sec (&b2, r, st));
  expect_same ("remap overlap", p, r, 0);
  hpc_array_free (p);
  hpc_array_free (r);
}

/* A replicated array (all dimensions sequential, stored column-wise):
   remaps into it (broadcast and general paths) and out of it (local).  */
static void
test_replicated (const struct shape *s)
{
  struct shape rep = { "rep", s->rank, { NULL, NULL, NULL }, { 0 }, 0 };
  for (int d = 0; d < s->rank; d++)
    rep.n[d] = global_extent (s, d);
  rep.inner = s->rank - 2;
  move_pairs ("remap into replicated", hpc_remap, &rep, NULL, s, NULL);
  move_pairs ("remap out of replicated", hpc_remap, s, NULL, &rep, NULL);
  /* One column: held by one process, so a broadcast.  */
  struct hpc_triplet t[3];
  for (int d = 0; d < s->rank; d++)
    t[d] = d == 0 ? hpc_all () : hpc_scalar (global_extent (s, d) - 1);
  move_pairs ("remap broadcast", hpc_remap, &rep, t, s, t);
}

/* ---------------------------------------------------------- reductions */

struct sums
{
  double sum, max, maxloc, minloc, dot, dotx, secsum;
  long imax[3], imin[3];
};

static struct sums
reduce_all (const struct shape *s, void *a, void *b)
{
  struct sums x;
  struct hpc_triplet t[3];
  struct hpc_section buf;
  memset (&x, 0, sizeof x);
  for (int d = 0; d < s->rank; d++)
    t[d] = d == 1 ? hpc_triplet (1, HPC_END, 3) : hpc_all ();
  x.sum = hpc_sum_double (a);
  x.max = hpc_max_double (a);
  x.maxloc = hpc_maxloc_double (a, x.imax);
  x.minloc = hpc_minloc_double (a, x.imin);
  x.dot = hpc_dot_double (a, b);
  x.dotx = hpc_dot_double (b, a);
  x.secsum = hpc_sum_double (sec (&buf, a, t));
  return x;
}

/* The same bits from both layouts, and from mixed ones in dot.  */
static void
test_reduce (const struct shape *s)
{
  void *p = alloc (s, 1), *r = alloc (s, 0);
  void *p2 = alloc (s, 1), *r2 = alloc (s, 0);
  fill (p, 10);
  fill (r, 10);
  fill (p2, 11);
  fill (r2, 11);
  struct sums x = reduce_all (s, p, r2), y = reduce_all (s, r, r2);
  struct sums z = reduce_all (s, p, p2);
  CHECK (!memcmp (&x, &y, sizeof x), "reductions");
  CHECK (!memcmp (&z, &y, sizeof z), "reductions");
  hpc_array_free (p);
  hpc_array_free (r);
  hpc_array_free (p2);
  hpc_array_free (r2);
}

/* ---------------------------------------------------------- gather */

static long
global_size (const struct shape *s)
{
  long n = 1;
  for (int d = 0; d < s->rank; d++)
    n *= global_extent (s, d);
  return n;
}

static void
test_gather (const struct shape *s)
{
  long n = global_size (s);
  double *bp = calloc (n, sizeof *bp), *br = calloc (n, sizeof *br);
  void *p = alloc (s, 1), *r = alloc (s, 0);
  int root = hpc_group_size (hpc_apg ()) - 1;
  CHECK (bp && br, "memory");
  fill (p, 12);
  fill (r, 12);
  hpc_gather (bp, p, root);
  hpc_gather (br, r, root);
  if (hpc_group_rank (hpc_apg ()) == root)
    CHECK (!memcmp (bp, br, n * sizeof *bp), "gather");
  for (long i = 0; i < n; i++)
    bp[i] = i * 0.5 - 3;
  hpc_scatter (p, bp, 0);
  hpc_scatter (r, bp, 0);
  expect_same ("scatter", p, r, 0);
  /* A strided section, gathered.  */
  struct hpc_triplet t[3];
  struct hpc_section b1;
  for (int d = 0; d < s->rank; d++)
    t[d] = d == s->rank - 1 ? hpc_triplet (0, HPC_END, 2) : hpc_all ();
  memset (br, 0, n * sizeof *br);
  hpc_gather (br, sec (&b1, r, t), 0);
  memset (bp, 0, n * sizeof *bp);
  hpc_gather (bp, sec (&b1, p, t), 0);
  if (hpc_group_rank (hpc_apg ()) == 0)
    CHECK (!memcmp (bp, br, n * sizeof *bp), "gather section");
  /* One element to everyone.  */
  long ix[3] = { 1, 2, 0 };
  double ep, er;
  hpc_bcast_elem (&ep, p, ix);
  hpc_bcast_elem (&er, r, ix);
  CHECK (!memcmp (&ep, &er, sizeof ep), "bcast_elem");
  hpc_array_free (p);
  hpc_array_free (r);
  free (bp);
  free (br);
}

/* ---------------------------------------------------------- npy */

/* Whether files A and B hold the same bytes.  */
static int
same_file (const char *a, const char *b)
{
  FILE *f = fopen (a, "rb"), *g = fopen (b, "rb");
  int same = f && g, x = 0, y = 0;
  while (same && x != EOF)
    {
      x = getc (f);
      y = getc (g);
      same = x == y;
    }
  if (f)
    fclose (f);
  if (g)
    fclose (g);
  return same;
}

/* Write both twins (or the same section of both), compare the files on
   APG rank 0, read the permuted file back into a fresh permuted
   array.  */
static void
npy_once (const struct shape *s, const struct hpc_triplet *t, int tag)
{
  char fp[96], fr[96];
  struct hpc_section b1;
  void *p = alloc (s, 1), *r = alloc (s, 0), *q = alloc (s, 1);
  snprintf (fp, sizeof fp, "layout-inner-1-%s-%d-%d-p.npy", s->name, tag,
            hpc_nprocs ());
  snprintf (fr, sizeof fr, "layout-inner-1-%s-%d-%d-r.npy", s->name, tag,
            hpc_nprocs ());
  fill (p, 13);
  fill (r, 13);
  fill (q, 14);
  hpc_write_npy (fp, t ? (const void *) sec (&b1, p, t) : p, "<f8");
  hpc_write_npy (fr, t ? (const void *) sec (&b1, r, t) : r, "<f8");
  if (hpc_group_rank (hpc_apg ()) == 0)
    CHECK (same_file (fp, fr), "npy files");
  hpc_read_npy (t ? (const void *) sec (&b1, q, t) : q, fp, "<f8");
  if (!t)
    expect_same ("read_npy", q, p, 1);
  else
    {
      /* The rest of Q keeps its own values: read the row-major twin's
         file into a row-major array filled alike.  */
      void *q2 = alloc (s, 0);
      fill (q2, 14);
      hpc_read_npy (sec (&b1, q2, t), fr, "<f8");
      expect_same ("read_npy section", q, q2, 0);
      hpc_array_free (q2);
    }
  MPI_Barrier (hpc_comm (hpc_apg ()));
  if (hpc_group_rank (hpc_apg ()) == 0)
    {
      remove (fp);
      remove (fr);
    }
  hpc_array_free (p);
  hpc_array_free (r);
  hpc_array_free (q);
}

static void
test_npy (const struct shape *s)
{
  struct hpc_triplet t[3];
  npy_once (s, NULL, 0);
  for (int d = 0; d < s->rank; d++)
    t[d] = d == 1 ? hpc_scalar (2) : hpc_triplet (1, HPC_END, 2);
  npy_once (s, t, 1);
}

/* ---------------------------------------------------------- scans */

static void
scan_incl (const void *dst, const void *src)
{
  hpc_prefix_sum_double (dst, src, 1);
}

static void
scan_excl (const void *dst, const void *src)
{
  hpc_prefix_sum_double (dst, src, 0);
}

/* Prefix sums of lines of the array along every dimension.  */
static void
test_scan (const struct shape *s)
{
  for (int d = 0; d < s->rank; d++)
    {
      struct hpc_triplet t[3];
      for (int e = 0; e < s->rank; e++)
        t[e] = e == d ? hpc_all () : hpc_scalar (1);
      move_pairs ("prefix sum", scan_incl, s, t, s, t);
      move_pairs ("prefix sum exclusive", scan_excl, s, t, s, t);
    }
}

/* ---------------------------------------------------------- driver */

static void
test_all (const struct shape *sh, int n)
{
  for (int i = 0; i < n; i++)
    {
      void *p = alloc (&sh[i], 1), *r = alloc (&sh[i], 0);
      check_layout (&sh[i], p, r);
      hpc_array_free (p);
      hpc_array_free (r);
      test_halo (&sh[i]);
      test_shift (&sh[i]);
      test_remap_overlap (&sh[i]);
      test_replicated (&sh[i]);
      test_reduce (&sh[i]);
      test_gather (&sh[i]);
      test_npy (&sh[i]);
      test_scan (&sh[i]);
    }
  test_remap (sh, n);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  if (__hpc_on_enter (p))
    {
      Dimension d = hpc_dim (p, 0);
      Range xb = hpc_block_range (NX, d, 1), xc = hpc_cyclic_range (NX, d);
      Range xbc = hpc_block_cyclic_range (NX, d, 2);
      struct shape sh[] = {
        { "block", 2, { NULL, xb }, { N, 0 }, 0 },
        { "cyclic", 2, { NULL, xc }, { N, 0 }, 0 },
        { "bcyclic", 2, { NULL, xbc }, { N, 0 }, 0 },
        { "block3-0", 3, { NULL, xb, NULL }, { N, 0, M }, 0 },
        { "block3-2", 3, { NULL, xb, NULL }, { N, 0, M }, 2 },
        { "cyclic3-2", 3, { NULL, xc, NULL }, { N, 0, M }, 2 },
        { "seq2-0", 3, { NULL, NULL, xb }, { N, M, 0 }, 0 },
        { "seq2-1", 3, { NULL, NULL, xb }, { N, M, 0 }, 1 },
        { "bcyclic3-1", 3, { xbc, NULL, NULL }, { 0, N, M }, 1 },
      };
      test_all (sh, sizeof sh / sizeof *sh);
      __hpc_on_leave ();
    }
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  if (__hpc_on_enter (q))
    {
      Dimension d0 = hpc_dim (q, 0), d1 = hpc_dim (q, 1);
      Range x = hpc_block_range (NX, d0, 1), y = hpc_block_range (NY, d1, 2);
      Range xc = hpc_cyclic_range (NX, d0);
      Range ybc = hpc_block_cyclic_range (NY, d1, 2);
      struct shape sh[] = {
        { "grid", 3, { x, NULL, y }, { 0, N, 0 }, 1 },
        { "grid-cyc", 3, { xc, NULL, ybc }, { 0, N, 0 }, 1 },
      };
      test_all (sh, sizeof sh / sizeof *sh);
      __hpc_on_leave ();
    }
  return 0;
}
