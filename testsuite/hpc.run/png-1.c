/* { dg-do run } */
/* { dg-options "-Wl,--no-as-needed -lpng" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* PNG pictures of a 5 x 7 block x cyclic array: read back with libpng,
   checked pixel by pixel for the data's size (enlarged to 511 x 365, at
   the top left of the picture: png-2.c checks the rest),
   the colour map's ends, clamping, NaN, automatic scaling, a section, and
   the owner picture's colour for each element's holder.  */
#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N0 = 5, N1 = 7 };

static const unsigned char DARK[3] = { 68, 1, 84 }, MID[3] = { 33, 144, 141 },
  YELLOW[3] = { 253, 231, 37 }, GREY[3] = { 128, 128, 128 };
static const unsigned char OWNER[4][3] = {
  { 31, 119, 180 }, { 255, 127, 14 }, { 44, 160, 44 }, { 214, 39, 40 }
};

/* FILE's pixels (RGB) and size, or NULL.  */
static unsigned char *
load (const char *file, unsigned *w, unsigned *h)
{
  png_image im;
  memset (&im, 0, sizeof im);
  im.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file (&im, file))
    return NULL;
  im.format = PNG_FORMAT_RGB;
  unsigned char *buf = malloc (PNG_IMAGE_SIZE (im));
  if (!png_image_finish_read (&im, NULL, buf, 0, NULL))
    return NULL;
  *w = im.width, *h = im.height;
  return buf;
}

/* Whether element (I, J) of a picture of N1 columns drawn Z pixels per
   element has colour C, at the element's first and last pixel.  */
static int
is (const unsigned char *pix, unsigned w, int z, int i, int j,
    const unsigned char *c)
{
  const unsigned char *a = pix + 3 * ((size_t) i * z * w + j * z);
  const unsigned char *b = pix + 3 * ((size_t) (i * z + z - 1) * w + j * z + z - 1);
  if (memcmp (a, c, 3) || memcmp (b, c, 3))
    {
      fprintf (stderr, "(%d, %d): %d %d %d, want %d %d %d\n", i, j, a[0],
               a[1], a[2], c[0], c[1], c[2]);
      return 0;
    }
  return 1;
}

static int
check_pictures (const int *owner)
{
  unsigned w, h;
  int bad = 0;
  unsigned char *pix = load ("png-1-d.png", &w, &h);
  if (!pix || w < 7 * 73 || h < 5 * 73)
    return fprintf (stderr, "png-1-d.png: %u x %u\n", pix ? w : 0, pix ? h : 0), 1;
  bad |= !is (pix, w, 73, 0, 0, DARK) || !is (pix, w, 73, 2, 2, MID)
         || !is (pix, w, 73, 4, 4, YELLOW) || !is (pix, w, 73, 4, 5, YELLOW)
         || !is (pix, w, 73, 4, 6, GREY);
  free (pix);
  pix = load ("png-1-f.png", &w, &h);	/* automatic scale: 0 .. 34 */
  if (!pix || w < 511 || h < 365)
    return 1;
  bad |= !is (pix, w, 73, 0, 0, DARK) || !is (pix, w, 73, 4, 6, YELLOW);
  free (pix);
  pix = load ("png-1-s.png", &w, &h);	/* u[[1:3, 0:6:2]]: 3 x 4 */
  if (!pix || w < 4 * 128 || h < 3 * 128)
    return fprintf (stderr, "png-1-s.png: %u x %u\n", pix ? w : 0, pix ? h : 0), 1;
  bad |= !is (pix, w, 128, 0, 0, DARK) || !is (pix, w, 128, 2, 3, YELLOW);
  free (pix);
  pix = load ("png-1-o.png", &w, &h);
  if (!pix || w < 511 || h < 365)
    return 1;
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      bad |= !is (pix, w, 73, i, j, OWNER[owner[i * N1 + j]]);
  free (pix);
  return bad;
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int bad = 0, owner[N0 * N1];
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    distributed double u[x][y];
    distributed float v[x][y];
    over (i = x | :)
      over (j = y | :)
        {
          long g = hpc_idx (x, i) * N1 + hpc_idx (y, j);
          u[i][j] = g == N0 * N1 - 1 ? NAN : g;
          v[i][j] = g;
        }
    hpc_write_png ("png-1-d.png", u, 0, 32);
    hpc_write_png ("png-1-f.png", v, 0, 0);
    hpc_write_png_double ("png-1-s.png", u[[1 : 3, 0 : 6 : 2]], 7, 27);
    hpc_write_owner_png ("png-1-o.png", u);
    /* The APG rank of each element's holder: grids rank row-major.  */
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++)
        owner[i * N1 + j] = hpc_owner (x, i) * hpc_shape (p, 1)
                            + hpc_owner (y, j);
  }
  if (hpc_rank () == 0)
    bad = check_pictures (owner);
  MPI_Bcast (&bad, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (hpc_rank () == 0)
    printf ("png-1: %s\n", bad ? "WRONG" : "ok");
  return bad;
}
