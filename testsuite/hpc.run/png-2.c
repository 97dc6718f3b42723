/* { dg-do run } */
/* { dg-options "-Wl,--no-as-needed -lpng" } */
/* { dg-hpc-procs "1 3" } */
/* What a picture shows beside its data: the data unchanged at the top
   left; to their right a field's colour bar (yellow at the top, dark
   blue at the bottom) with its value labels, an owner picture's key
   (a square of each rank's colour); below, the caption (dark text).  */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N0 = 20, N1 = 32, ZOOM = 16 };	/* 512 pixels across */

static const unsigned char DARK[3] = { 68, 1, 84 },
  YELLOW[3] = { 253, 231, 37 }, WHITE[3] = { 255, 255, 255 },
  INK[3] = { 32, 32, 32 };
static const unsigned char OWNER[3][3] = {
  { 31, 119, 180 }, { 255, 127, 14 }, { 44, 160, 44 }
};

struct picture { unsigned char *pix; unsigned w, h; };

static int
load (const char *file, struct picture *p)
{
  png_image im;
  memset (&im, 0, sizeof im);
  im.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file (&im, file))
    return 0;
  im.format = PNG_FORMAT_RGB;
  p->pix = malloc (PNG_IMAGE_SIZE (im));
  p->w = im.width, p->h = im.height;
  return png_image_finish_read (&im, NULL, p->pix, 0, NULL);
}

static const unsigned char *
pixel (const struct picture *p, unsigned x, unsigned y)
{
  return p->pix + 3 * ((size_t) y * p->w + x);
}

/* Whether the box [X0, X1) x [Y0, Y1) of P holds a pixel of colour C.  */
static int
has (const struct picture *p, unsigned x0, unsigned x1, unsigned y0,
     unsigned y1, const unsigned char *c)
{
  for (unsigned y = y0; y < y1 && y < p->h; y++)
    for (unsigned x = x0; x < x1 && x < p->w; x++)
      if (!memcmp (pixel (p, x, y), c, 3))
	return 1;
  return 0;
}

/* The first column right of the data whose pixel in row Y is not white.  */
static unsigned
legend_x (const struct picture *p, unsigned y)
{
  unsigned x = N1 * ZOOM;
  while (x < p->w && !memcmp (pixel (p, x, y), WHITE, 3))
    x++;
  return x;
}

static int
check (const char *what, int ok)
{
  if (!ok)
    fprintf (stderr, "png-2: %s\n", what);
  return !ok;
}

static int
check_field (void)
{
  struct picture p;
  int bad = check ("field picture read", load ("png-2-field.png", &p));
  if (bad)
    return bad;
  unsigned w0 = N1 * ZOOM, h0 = N0 * ZOOM;
  bad |= check ("field: room beside and below the data",
		p.w > w0 + 40 && p.h > h0 + 10);
  bad |= check ("field: data unchanged (dark top left, yellow bottom right)",
		!memcmp (pixel (&p, 0, 0), DARK, 3)
		&& !memcmp (pixel (&p, w0 - 1, h0 - 1), YELLOW, 3));
  unsigned bx = legend_x (&p, 0);
  bad |= check ("field: a colour bar right of the data", bx < p.w);
  if (bx < p.w)
    {
      bad |= check ("field: the bar is yellow at the top",
		    !memcmp (pixel (&p, bx, 0), YELLOW, 3));
      bad |= check ("field: the bar is dark blue at the bottom",
		    !memcmp (pixel (&p, bx, h0 - 1), DARK, 3));
      unsigned lx = bx;
      while (lx < p.w && memcmp (pixel (&p, lx, 0), WHITE, 3))
	lx++;
      bad |= check ("field: labels at the bar's top and bottom",
		    has (&p, lx, p.w, 0, 20, INK)
		    && has (&p, lx, p.w, h0 - 20, h0, INK));
    }
  bad |= check ("field: a caption below the data",
		has (&p, 0, w0, h0, p.h, INK));
  free (p.pix);
  return bad;
}

static int
check_owners (int nprocs)
{
  struct picture p;
  int bad = check ("owner picture read", load ("png-2-owners.png", &p));
  if (bad)
    return bad;
  unsigned h0 = N0 * ZOOM, kx = legend_x (&p, 2);
  bad |= check ("owners: a key right of the data", kx < p.w);
  /* The key's squares, one under the other, in rank order.  */
  unsigned y = 2;
  for (int r = 0; r < nprocs && kx < p.w; r++)
    {
      while (y < h0 && memcmp (pixel (&p, kx, y), OWNER[r], 3))
	y++;
      bad |= check ("owners: each rank's square in the key, in order", y < h0);
    }
  bad |= check ("owners: the key labelled", has (&p, kx + 1, p.w, 0, 20, INK));
  bad |= check ("owners: a caption below the data",
		has (&p, 0, N1 * ZOOM, h0, p.h, INK));
  free (p.pix);
  return bad;
}

int
main (void)
{
  int bad = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), 0);
    distributed double temperature[x][N1];
    over (i = x)
      for (int j = 0; j < N1; j++)
        temperature[i][j] = hpc_idx (x, i) + j;
    hpc_write_png ("png-2-field.png", temperature, 0, 0);
    hpc_write_owner_png ("png-2-owners.png", temperature);
    if (hpc_group_rank (p) == 0)
      bad = check_field () | check_owners (hpc_group_size (p));
  }
  if (hpc_rank () == 0)
    printf ("png-2: %s\n", bad ? "WRONG" : "ok");
  return bad;
}
