/* png.c - pictures of 2-D distributed arrays as PNG files: a field of
   floats or doubles through a colour map (hpc_write_png_float/double),
   and which process holds each element (hpc_write_owner_png).

   Dimension 0 runs down the picture, dimension 1 across, so the picture
   reads like the matrix.  The pixels are made on process 0 of the active
   process group and written there with libpng's simplified API; the
   field's values reach it through hpc_gather.  Small arrays are enlarged
   (each element a square of pixels) so that a picture is at least
   MIN_SIDE pixels on its longer side.  Without libpng (configure did not
   find it) the calls end the job with a message saying so.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef HAVE_LIBPNG
#include <png.h>
#endif

enum { MIN_SIDE = 512 };

/* The 2-D section A of a picture call FN (into TMP), checked: rank 2,
   group inside the APG.  Collective start of every call here.  */
static const struct hpc_section *
picture_section (const char *fn, const void *a, struct hpc_section *tmp)
{
  hpc__collective (fn);
  const struct hpc_section *s = hpc__section_arg (fn, a, tmp);
  if (s->rank != 2)
    hpc__fatal (fn, "%s: a picture needs a 2-D array or section, not %d-D",
		s->array->name, s->rank);
  if (!hpc__group_subset (s->array->group, hpc_apg ()))
    hpc__fatal (fn, "%s's group is not part of the active process group",
		s->array->name);
#ifndef HAVE_LIBPNG
  hpc__fatal (fn, "libhpc was built without libpng (install libpng-dev "
	      "and run configure again)");
#endif
  return s;
}

/* Pixels per element along each side: enough for MIN_SIDE pixels.  */
static long
zoom (const struct hpc_section *s)
{
  long side = s->shape[0] > s->shape[1] ? s->shape[0] : s->shape[1];
  return side >= MIN_SIDE || side == 0 ? 1 : MIN_SIDE / side;
}

/* Write the RGB picture whose element (i, j) has colour RGB + 3 * (i *
   S->shape[1] + j) to PATH, each element a ZOOM x ZOOM square.  On the
   calling process (APG rank 0) only.  */
static void
write_rgb (const char *fn, const char *path, const struct hpc_section *s,
	   const unsigned char *rgb)
{
#ifdef HAVE_LIBPNG
  long n0 = s->shape[0], n1 = s->shape[1], z = zoom (s);
  if (n0 * z > INT_MAX / 4 || n1 * z > INT_MAX / 4 || n0 == 0 || n1 == 0)
    hpc__fatal (fn, "%s: a %ld x %ld picture cannot be written",
		s->array->name, n0, n1);
  unsigned char *pix = hpc__xcalloc (fn, (size_t) (n0 * z) * (n1 * z) * 3);
  for (long r = 0; r < n0 * z; r++)
    for (long c = 0; c < n1 * z; c++)
      memcpy (pix + 3 * (r * n1 * z + c), rgb + 3 * (r / z * n1 + c / z), 3);
  png_image image;
  memset (&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32) (n1 * z);
  image.height = (png_uint_32) (n0 * z);
  image.format = PNG_FORMAT_RGB;
  if (!png_image_write_to_file (&image, path, 0, pix, 0, NULL))
    hpc__fatal (fn, "cannot write '%s': %s", path, image.message);
  free (pix);
#else
  (void) fn, (void) path, (void) s, (void) rgb;
#endif
}

/* ---------------------------------------------------------- fields */

/* Viridis (matplotlib's default map) at nine evenly spaced points:
   dark blue through teal and green to yellow, monotone in lightness so
   that the picture also reads in grey.  */
static const unsigned char viridis[9][3] = {
  { 68, 1, 84 }, { 71, 44, 122 }, { 59, 81, 139 }, { 44, 113, 142 },
  { 33, 144, 141 }, { 39, 173, 129 }, { 92, 200, 99 }, { 170, 220, 50 },
  { 253, 231, 37 }
};

/* The colour of V on the scale LO..HI (clamped; NaN is grey).  */
static void
colour (unsigned char *out, double v, double lo, double hi)
{
  if (isnan (v))
    {
      memset (out, 128, 3);
      return;
    }
  double t = hi > lo ? (v - lo) / (hi - lo) : 0.5;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  int k = t >= 1 ? 7 : (int) (t * 8);
  double f = t * 8 - k;
  for (int c = 0; c < 3; c++)
    out[c] = (unsigned char) lrint (viridis[k][c] * (1 - f)
				    + viridis[k + 1][c] * f);
}

/* Lowest and highest non-NaN values of V[0..N-1] into *LO, *HI.  */
static void
value_bounds (const double *v, long n, double *lo, double *hi)
{
  *lo = HUGE_VAL;
  *hi = -HUGE_VAL;
  for (long i = 0; i < n; i++)
    if (!isnan (v[i]))
      {
	*lo = v[i] < *lo ? v[i] : *lo;
	*hi = v[i] > *hi ? v[i] : *hi;
      }
}

/* The common part of the two typed calls: gather A's ELEM_SIZE-byte
   elements to APG rank 0, widen them to doubles there and colour them.  */
static void
write_field (const char *fn, const char *path, const void *a,
	     size_t elem_size, double lo, double hi)
{
  struct hpc_section tmp;
  const struct hpc_section *s = picture_section (fn, a, &tmp);
  if (s->array->elem_size != elem_size)
    hpc__fatal (fn, "%s has %zu-byte elements, not %zu-byte ones",
		s->array->name, s->array->elem_size, elem_size);
  int root = hpc_apg ()->rank == 0;
  char *data = root ? hpc__xcalloc (fn, s->size * elem_size) : NULL;
  hpc_gather (data, a, 0);
  if (!root)
    return;
  double *v = hpc__xcalloc (fn, s->size * sizeof *v);
  for (long i = 0; i < s->size; i++)
    v[i] = elem_size == sizeof (float) ? ((float *) data)[i]
	   : ((double *) data)[i];
  if (!(hi > lo))
    value_bounds (v, s->size, &lo, &hi);
  unsigned char *rgb = hpc__xcalloc (fn, s->size * 3);
  for (long i = 0; i < s->size; i++)
    colour (rgb + 3 * i, v[i], lo, hi);
  write_rgb (fn, path, s, rgb);
  free (rgb);
  free (v);
  free (data);
}

void
hpc_write_png_float (const char *path, const void *a, double lo, double hi)
{
  write_field ("hpc_write_png_float", path, a, sizeof (float), lo, hi);
}

void
hpc_write_png_double (const char *path, const void *a, double lo, double hi)
{
  write_field ("hpc_write_png_double", path, a, sizeof (double), lo, hi);
}

/* ---------------------------------------------------------- owners */

/* Twelve well separated colours (a qualitative palette); process P gets
   entry P % 12, darkened for each further round of twelve.  */
static const unsigned char palette[12][3] = {
  { 31, 119, 180 }, { 255, 127, 14 }, { 44, 160, 44 }, { 214, 39, 40 },
  { 148, 103, 189 }, { 140, 86, 75 }, { 227, 119, 194 }, { 127, 127, 127 },
  { 188, 189, 34 }, { 23, 190, 207 }, { 255, 221, 113 }, { 0, 0, 128 }
};

static void
owner_colour (unsigned char *out, int p)
{
  if (p == INT_MAX)		/* held by nobody: cannot happen */
    {
      memset (out, 255, 3);
      return;
    }
  double dim = 1.0 / (1 + p / 12);
  for (int c = 0; c < 3; c++)
    out[c] = (unsigned char) (palette[p % 12][c] * dim);
}

/* hpc__walk_rows callback: mark a row's held positions with our rank.  */
struct mark
{
  int *owner;
  int rank;
};
static void
mark_row (void *arg, ptrdiff_t row, long pos, const struct hpc__walk_dim *in)
{
  struct mark *m = arg;
  (void) row;
  for (long i = 0; i < in->n; i++)
    m->owner[pos + in->k[i]] = m->rank;
}

void
hpc_write_owner_png (const char *path, const void *a)
{
  static const char fn[] = "hpc_write_owner_png";
  struct hpc_section tmp;
  const struct hpc_section *s = picture_section (fn, a, &tmp);
  Group apg = hpc_apg ();
  /* Every process marks what it holds; the lowest rank wins (copies of
     replicated elements show their first holder).  */
  if (s->size > INT_MAX)
    hpc__fatal (fn, "%s: %ld elements are too many for a picture",
		s->array->name, s->size);
  int *owner = malloc ((s->size > 0 ? s->size : 1) * sizeof *owner);
  if (!owner)
    hpc__fatal (fn, "out of memory for a %ld-element picture", s->size);
  for (long i = 0; i < s->size; i++)
    owner[i] = INT_MAX;
  struct hpc__walk w;
  hpc__walk_make (fn, &w, s);
  struct mark m = { owner, apg->rank };
  hpc__walk_rows (&w, mark_row, &m);
  hpc__walk_free (&w);
  MPI_Reduce (apg->rank == 0 ? MPI_IN_PLACE : owner, owner, (int) s->size,
	      MPI_INT, MPI_MIN, 0, hpc_comm (apg));
  if (apg->rank == 0)
    {
      unsigned char *rgb = hpc__xcalloc (fn, s->size * 3);
      for (long i = 0; i < s->size; i++)
	owner_colour (rgb + 3 * i, owner[i]);
      write_rgb (fn, path, s, rgb);
      free (rgb);
    }
  free (owner);
}
