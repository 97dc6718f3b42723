/* io.c - distributed arrays to and from .npy files (numpy's format).

   The file holds the array or section in C order, its dimensions being
   the section's (scalar entries dropped).  Opening and closing the file
   are collective MPI-IO calls over the active process group; the data
   itself passes through process 0 of the group (hpc_gather /
   hpc_scatter), which reads or writes it in one piece: simple and
   correct for any distribution, bounded by one process's memory.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NPY_PREAMBLE = 10, NPY_ALIGN = 64 };

/* Element size implied by a numpy type string such as "<f8".  */
static size_t
dtype_size (const char *fn, const char *dtype)
{
  size_t len = dtype ? strlen (dtype) : 0;
  if (len < 3 || !strchr ("<>|=", dtype[0]) || !strchr ("fiucb", dtype[1]))
    hpc__fatal (fn, "'%s' is not a numpy type string like \"<f8\" or "
		"\"<i4\"", dtype ? dtype : "(null)");
  return (size_t) atol (dtype + 2);
}

/* The .npy header for DTYPE and the section's shape, padded so that the
   data starts at a multiple of 64 bytes; returns its length.  */
static size_t
make_header (char *buf, size_t size, const char *dtype,
	     const struct hpc_section *s)
{
  char dict[512], shape[256] = "";
  size_t n = 0;
  for (int d = 0; d < s->rank; d++)
    n += snprintf (shape + n, sizeof shape - n, "%ld,%s", s->shape[d],
		   d + 1 < s->rank ? " " : "");
  if (s->rank > 1)
    shape[strlen (shape) - 1] = 0;	/* "(3, 4)", but "(3,)" */
  int len = snprintf (dict, sizeof dict, "{'descr': '%s', 'fortran_order': "
		      "False, 'shape': (%s), }", dtype, shape);
  size_t total = (NPY_PREAMBLE + len + 1 + NPY_ALIGN - 1) / NPY_ALIGN
		 * NPY_ALIGN;
  if (total > size)
    hpc__fatal ("hpc_write_npy", "header too long");
  memcpy (buf, "\x93NUMPY\x01\x00", 8);
  buf[8] = (char) ((total - NPY_PREAMBLE) & 0xff);
  buf[9] = (char) ((total - NPY_PREAMBLE) >> 8);
  memset (buf + NPY_PREAMBLE, ' ', total - NPY_PREAMBLE);
  memcpy (buf + NPY_PREAMBLE, dict, len);
  buf[total - 1] = '\n';
  return total;
}

/* Open PATH collectively over the APG, or end the job naming FN.  */
static MPI_File
open_file (const char *fn, const char *path, int amode)
{
  MPI_File f;
  if (MPI_File_open (hpc_comm (hpc_apg ()), path, amode, MPI_INFO_NULL, &f)
      != MPI_SUCCESS)
    hpc__fatal (fn, "cannot open '%s'", path);
  return f;
}

/* The start of a .npy call FN on A (array or section, into TMP) with
   numpy type DTYPE, whose size must be the elements'.  Collective.  */
static const struct hpc_section *
npy_section (const char *fn, const void *a, const char *dtype,
	     struct hpc_section *tmp)
{
  hpc__collective (fn);
  const struct hpc_section *s = hpc__section_arg (fn, a, tmp);
  if (dtype_size (fn, dtype) != s->array->elem_size)
    hpc__fatal (fn, "%s: type '%s' does not have the elements' size %zu",
		s->array->name, dtype, s->array->elem_size);
  return s;
}

void
hpc_write_npy (const char *path, const void *a, const char *dtype)
{
  static const char fn[] = "hpc_write_npy";
  struct hpc_section tmp;
  const struct hpc_section *s = npy_section (fn, a, dtype, &tmp);
  size_t es = s->array->elem_size;
  Group apg = hpc_apg ();
  char *data = apg->rank == 0 ? hpc__xcalloc (fn, s->size * es) : NULL;
  hpc_gather (data, a, 0);
  MPI_File f = open_file (fn, path, MPI_MODE_WRONLY | MPI_MODE_CREATE);
  MPI_File_set_size (f, 0);
  if (apg->rank == 0)
    {
      char header[1024];
      size_t h = make_header (header, sizeof header, dtype, s);
      MPI_Status st;
      MPI_File_write_at (f, 0, header, (int) h, MPI_BYTE, &st);
      for (size_t done = 0, step = 1 << 30; done < s->size * es;
	   done += step)
	{
	  size_t n = s->size * es - done < step ? s->size * es - done : step;
	  MPI_File_write_at (f, (MPI_Offset) (h + done), data + done,
			     (int) n, MPI_BYTE, &st);
	}
    }
  MPI_File_close (&f);
  free (data);
}

/* Check the header at HEAD (LEN bytes read) against DTYPE and the
   section's shape; return the data's offset.  */
static size_t
check_header (const char *path, const char *head, size_t len,
	      const char *dtype, const struct hpc_section *s)
{
  static const char fn[] = "hpc_read_npy";
  if (len < NPY_PREAMBLE || memcmp (head, "\x93NUMPY", 6) || head[6] != 1)
    hpc__fatal (fn, "'%s' is not a version 1 .npy file", path);
  size_t h = NPY_PREAMBLE + ((unsigned char) head[8]
			     | (unsigned char) head[9] << 8);
  char want[1024];
  size_t wlen = make_header (want, sizeof want, dtype, s);
  if (h > len || h != wlen || memcmp (head, want, h))
    hpc__fatal (fn, "'%s' does not hold %s data of the shape of %s: its "
		"header is %.*s", path, dtype, s->array->name,
		(int) (h > len ? len - NPY_PREAMBLE : h - NPY_PREAMBLE - 1),
		head + NPY_PREAMBLE);
  return h;
}

void
hpc_read_npy (const void *a, const char *path, const char *dtype)
{
  static const char fn[] = "hpc_read_npy";
  struct hpc_section tmp;
  const struct hpc_section *s = npy_section (fn, a, dtype, &tmp);
  size_t es = s->array->elem_size;
  Group apg = hpc_apg ();
  char *data = NULL;
  MPI_File f = open_file (fn, path, MPI_MODE_RDONLY);
  if (apg->rank == 0)
    {
      char head[1024];
      MPI_Status st;
      int got;
      MPI_File_read_at (f, 0, head, sizeof head, MPI_BYTE, &st);
      MPI_Get_count (&st, MPI_BYTE, &got);
      size_t h = check_header (path, head, got, dtype, s);
      data = hpc__xcalloc (fn, s->size * es);
      for (size_t done = 0, step = 1 << 30; done < s->size * es;
	   done += step)
	{
	  size_t n = s->size * es - done < step ? s->size * es - done : step;
	  MPI_File_read_at (f, (MPI_Offset) (h + done), data + done, (int) n,
			    MPI_BYTE, &st);
	  MPI_Get_count (&st, MPI_BYTE, &got);
	  if ((size_t) got != n)
	    hpc__fatal (fn, "'%s' is shorter than its header says", path);
	}
    }
  MPI_File_close (&f);
  hpc_scatter ((void *) a, data, 0);
  free (data);
}
