/* png.c - pictures of 2-D distributed arrays as PNG files: a field of
   floats or doubles through a colour map (hpc_write_png_float/double),
   and which process holds each element (hpc_write_owner_png).

   Dimension 0 runs down the picture, dimension 1 across, so the picture
   reads like the matrix.  The pixels are made on process 0 of the active
   process group and written there with libpng's simplified API; the
   field's values reach it through hpc_gather.  Small arrays are enlarged
   (each element a square of pixels) so that a picture is at least
   MIN_SIDE pixels on its longer side.  The data take the picture's top
   left corner; to their right a field's picture has a colour bar
   labelled with its value range, an owner picture a key of the ranks'
   colours, and below both a caption names the array and its shape, in
   a small built-in font.  Without libpng (configure did not find it) the
   calls end the job with a message saying so.

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

/* ------------------------------------------------------- drawing */

/* What a picture shows beside its data: a field's colour scale from LO
   (bottom) to HI (top), or the colours of NRANKS ranks.  */
struct legend
{
  int owners;
  double lo, hi;
  int nranks;
};

#ifdef HAVE_LIBPNG
/* Legends and captions, drawn only where pictures are written.  */

/* The characters font[] draws, in order.  */
static const char font_chars[] = " ()*+,-./0123456789:<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz";
/* 5 x 7 glyphs of font_chars: a byte per row, bit 4 the leftmost pixel.  */
static const unsigned char font[79][7] = {
  { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 },
  { 0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02 },
  { 0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08 },
  { 0x00, 0x04, 0x15, 0x0e, 0x15, 0x04, 0x00 },
  { 0x00, 0x04, 0x04, 0x1f, 0x04, 0x04, 0x00 },
  { 0x00, 0x00, 0x00, 0x00, 0x0c, 0x04, 0x08 },
  { 0x00, 0x00, 0x00, 0x1f, 0x00, 0x00, 0x00 },
  { 0x00, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x0c },
  { 0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x00 },
  { 0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e },
  { 0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e },
  { 0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f },
  { 0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e },
  { 0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02 },
  { 0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e },
  { 0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e },
  { 0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08 },
  { 0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e },
  { 0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c },
  { 0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x0c, 0x00 },
  { 0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02 },
  { 0x00, 0x00, 0x1f, 0x00, 0x1f, 0x00, 0x00 },
  { 0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08 },
  { 0x0e, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04 },
  { 0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11 },
  { 0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e },
  { 0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e },
  { 0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c },
  { 0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f },
  { 0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10 },
  { 0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f },
  { 0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11 },
  { 0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e },
  { 0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c },
  { 0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11 },
  { 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f },
  { 0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11 },
  { 0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11 },
  { 0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e },
  { 0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10 },
  { 0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d },
  { 0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11 },
  { 0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e },
  { 0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04 },
  { 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e },
  { 0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04 },
  { 0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a },
  { 0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11 },
  { 0x11, 0x11, 0x0a, 0x04, 0x04, 0x04, 0x04 },
  { 0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f },
  { 0x0e, 0x08, 0x08, 0x08, 0x08, 0x08, 0x0e },
  { 0x0e, 0x02, 0x02, 0x02, 0x02, 0x02, 0x0e },
  { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1f },
  { 0x00, 0x00, 0x0e, 0x01, 0x0f, 0x11, 0x0f },
  { 0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1e },
  { 0x00, 0x00, 0x0e, 0x10, 0x10, 0x11, 0x0e },
  { 0x01, 0x01, 0x0d, 0x13, 0x11, 0x11, 0x0f },
  { 0x00, 0x00, 0x0e, 0x11, 0x1f, 0x10, 0x0e },
  { 0x06, 0x09, 0x08, 0x1c, 0x08, 0x08, 0x08 },
  { 0x00, 0x0f, 0x11, 0x11, 0x0f, 0x01, 0x0e },
  { 0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x11 },
  { 0x04, 0x00, 0x0c, 0x04, 0x04, 0x04, 0x0e },
  { 0x02, 0x00, 0x06, 0x02, 0x02, 0x12, 0x0c },
  { 0x10, 0x10, 0x12, 0x14, 0x18, 0x14, 0x12 },
  { 0x0c, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e },
  { 0x00, 0x00, 0x1a, 0x15, 0x15, 0x11, 0x11 },
  { 0x00, 0x00, 0x16, 0x19, 0x11, 0x11, 0x11 },
  { 0x00, 0x00, 0x0e, 0x11, 0x11, 0x11, 0x0e },
  { 0x00, 0x00, 0x1e, 0x11, 0x1e, 0x10, 0x10 },
  { 0x00, 0x00, 0x0d, 0x13, 0x0f, 0x01, 0x01 },
  { 0x00, 0x00, 0x16, 0x19, 0x10, 0x10, 0x10 },
  { 0x00, 0x00, 0x0e, 0x10, 0x0e, 0x01, 0x1e },
  { 0x08, 0x08, 0x1c, 0x08, 0x08, 0x09, 0x06 },
  { 0x00, 0x00, 0x11, 0x11, 0x11, 0x13, 0x0d },
  { 0x00, 0x00, 0x11, 0x11, 0x11, 0x0a, 0x04 },
  { 0x00, 0x00, 0x11, 0x11, 0x15, 0x15, 0x0a },
  { 0x00, 0x00, 0x11, 0x0a, 0x04, 0x0a, 0x11 },
  { 0x00, 0x00, 0x11, 0x11, 0x0f, 0x01, 0x0e },
  { 0x00, 0x00, 0x1f, 0x02, 0x04, 0x08, 0x1f }
};

enum { GLYPH_W = 5, GLYPH_H = 7 };

static const unsigned char WHITE[3] = { 255, 255, 255 },
  INK[3] = { 32, 32, 32 };

struct canvas
{
  unsigned char *pix;		/* RGB, row-major */
  long w, h;
};

/* Fill the W x H rectangle at (X, Y) of C with RGB, clipped to C.  */
static void
fill (struct canvas *c, long x, long y, long w, long h,
      const unsigned char *rgb)
{
  for (long r = y < 0 ? 0 : y; r < y + h && r < c->h; r++)
    for (long k = x < 0 ? 0 : x; k < x + w && k < c->w; k++)
      memcpy (c->pix + 3 * (r * c->w + k), rgb, 3);
}

/* CH's glyph ('?' for a character the font lacks).  */
static const unsigned char *
glyph (char ch)
{
  const char *at = ch ? strchr (font_chars, ch) : NULL;
  if (!at)
    at = strchr (font_chars, '?');
  return font[at - font_chars];
}

/* Width in pixels of TEXT drawn SCALE pixels per font dot.  */
static long
text_width (const char *text, int scale)
{
  long n = (long) strlen (text);
  return n ? (n * (GLYPH_W + 1) - 1) * scale : 0;
}

/* Draw TEXT with its top left corner at (X, Y), SCALE pixels a dot.  */
static void
draw_text (struct canvas *c, long x, long y, int scale, const char *text)
{
  for (; *text; text++, x += (GLYPH_W + 1) * scale)
    {
      const unsigned char *g = glyph (*text);
      for (int r = 0; r < GLYPH_H; r++)
	for (int k = 0; k < GLYPH_W; k++)
	  if (g[r] & (0x10 >> k))
	    fill (c, x + k * scale, y + r * scale, scale, scale, INK);
    }
}

static void colour (unsigned char *out, double v, double lo, double hi);
static void owner_colour (unsigned char *out, int p);

/* The colour bar, BAR_H pixels high at (X, 0), and its three labels.  */
static long
draw_colour_bar (struct canvas *c, long x, long bar_h, int scale,
		 const struct legend *l, int draw)
{
  long bar_w = 6 * scale, label_x = x + bar_w + 2 * scale, widest = 0;
  if (draw)
    for (long r = 0; r < bar_h; r++)
      {
	unsigned char rgb[3];
	double t = bar_h > 1 ? (double) (bar_h - 1 - r) / (bar_h - 1) : 0.5;
	colour (rgb, t, 0, 1);
	fill (c, x, r, bar_w, 1, rgb);
      }
  double mid = (l->lo + l->hi) / 2;
  if (fabs (mid) < 1e-9 * fabs (l->hi - l->lo))
    mid = 0;			/* not 2.998e-17 for -x .. x */
  double values[3] = { l->hi, mid, l->lo };
  long ys[3] = { 0, (bar_h - GLYPH_H * scale) / 2, bar_h - GLYPH_H * scale };
  for (int i = 0; i < 3; i++)
    {
      char label[32];
      snprintf (label, sizeof label, "%.4g", values[i]);
      long w = text_width (label, scale);
      widest = w > widest ? w : widest;
      if (draw)
	draw_text (c, label_x, ys[i], scale, label);
    }
  return label_x + widest;
}

/* The key of owner colours at (X, 0): a square and "rank P" for as many
   ranks as fit in KEY_H pixels ("..." after them when not all do).  */
static long
draw_owner_key (struct canvas *c, long x, long key_h, int scale,
		const struct legend *l, int draw)
{
  long step = (GLYPH_H + 3) * scale, fits = key_h / step;
  long shown = l->nranks <= fits ? l->nranks : fits - 1, right = x;
  for (long p = 0; p <= shown && p < l->nranks; p++)
    {
      char label[32];
      if (p == shown)
	snprintf (label, sizeof label, "...");
      else
	snprintf (label, sizeof label, "rank %ld", p);
      long label_x = x + (GLYPH_H + 2) * scale;
      long end = label_x + text_width (label, scale);
      right = end > right ? end : right;
      if (!draw)
	continue;
      if (p < shown)
	{
	  unsigned char rgb[3];
	  owner_colour (rgb, (int) p);
	  fill (c, x, p * step, GLYPH_H * scale, GLYPH_H * scale, rgb);
	}
      draw_text (c, label_x, p * step, scale, label);
    }
  return right;
}

/* Lay out (DRAW 0: only measure, returning the canvas's size in *W, *H)
   or draw the legend and caption of a picture of S whose data take the
   W0 x H0 pixels at the top left.  */
static void
annotate (struct canvas *c, const struct hpc_section *s, long w0, long h0,
	  const struct legend *l, int draw, long *w, long *h)
{
  long side = w0 > h0 ? w0 : h0;
  int scale = side / 256 < 2 ? 2 : side / 256 > 8 ? 8 : (int) (side / 256);
  long pad = 4 * scale, x = w0 + pad;
  long legend_h = h0 > 40 * scale ? h0 : 40 * scale;
  long right = l->owners ? draw_owner_key (c, x, legend_h, scale, l, draw)
			 : draw_colour_bar (c, x, legend_h, scale, l, draw);
  char caption[160];
  snprintf (caption, sizeof caption, "%.100s  %ld x %ld", s->array->name,
	    s->shape[0], s->shape[1]);
  long caption_w = text_width (caption, scale);
  if (draw)
    draw_text (c, 0, legend_h + pad, scale, caption);
  *w = (right > caption_w ? right : caption_w) + pad;
  *h = legend_h + pad + GLYPH_H * scale + pad;
}

#endif /* HAVE_LIBPNG */

/* Write the RGB picture whose element (i, j) has colour RGB + 3 * (i *
   S->shape[1] + j) to PATH, each element a ZOOM x ZOOM square, with
   legend L and a caption.  On the calling process (APG rank 0) only.  */
static void
write_rgb (const char *fn, const char *path, const struct hpc_section *s,
	   const unsigned char *rgb, const struct legend *l)
{
#ifdef HAVE_LIBPNG
  long n0 = s->shape[0], n1 = s->shape[1], z = zoom (s);
  if (n0 * z > INT_MAX / 8 || n1 * z > INT_MAX / 8 || n0 == 0 || n1 == 0)
    hpc__fatal (fn, "%s: a %ld x %ld picture cannot be written",
		s->array->name, n0, n1);
  struct canvas c = { NULL, 0, 0 };
  annotate (&c, s, n1 * z, n0 * z, l, 0, &c.w, &c.h);
  c.pix = hpc__xcalloc (fn, (size_t) c.w * c.h * 3);
  fill (&c, 0, 0, c.w, c.h, WHITE);
  for (long r = 0; r < n0 * z; r++)
    for (long k = 0; k < n1 * z; k++)
      memcpy (c.pix + 3 * (r * c.w + k), rgb + 3 * (r / z * n1 + k / z), 3);
  long w, h;
  annotate (&c, s, n1 * z, n0 * z, l, 1, &w, &h);
  png_image image;
  memset (&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32) c.w;
  image.height = (png_uint_32) c.h;
  image.format = PNG_FORMAT_RGB;
  if (!png_image_write_to_file (&image, path, 0, c.pix, 0, NULL))
    hpc__fatal (fn, "cannot write '%s': %s", path, image.message);
  free (c.pix);
#else
  (void) fn, (void) path, (void) s, (void) rgb, (void) l;
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
  struct legend l = { 0, lo, hi, 0 };
  write_rgb (fn, path, s, rgb, &l);
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
      struct legend l = { 1, 0, 0, apg->size };
      write_rgb (fn, path, s, rgb, &l);
      free (rgb);
    }
  free (owner);
}
