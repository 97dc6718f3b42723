/* io.c - distributed arrays to and from .npy files (numpy's format).

   The file holds the array or section in C order, its dimensions being
   the section's (scalar entries dropped).  Every process reads or writes
   its own part of the one file with collective MPI-IO over the active
   process group: process 0 writes or reads the header (padded as numpy
   pads it, so the data starts at a multiple of 64 bytes), then each
   process sets a file view of the positions it holds and moves its
   elements with MPI_File_write_all / MPI_File_read_all straight from or
   into its local block.  Both datatypes come from the section walk (one
   list of held positions per dimension, runs merged), so every
   distribution works the same way and ghosts are never touched.  Of the
   copies of a replicated array only one writes; every copy reads.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
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

/* Open PATH collectively over the APG, or end the job naming FN (on
   every process: the open fails everywhere).  */
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

/* N to an int for an MPI count, or the end of the job naming FN.  */
static int
count_int (const char *fn, long n)
{
  if (n > INT_MAX)
    hpc__fatal (fn, "more than %d elements along one dimension", INT_MAX);
  return (int) n;
}

/* The innermost list as runs: elements I with DISP[i] = DISP[i-1] + ES
   join the previous run.  Returns a type of the N elements of ELEM
   (ES bytes) at byte displacements DISP.  */
static MPI_Datatype
runs_type (const char *fn, const MPI_Aint *disp, long n, MPI_Aint es,
	   MPI_Datatype elem)
{
  int *len = hpc__xcalloc (fn, (n + 1) * sizeof *len);
  MPI_Aint *at = hpc__xcalloc (fn, (n + 1) * sizeof *at);
  int runs = 0;
  for (long i = 0; i < n; i++)
    if (runs > 0 && disp[i] == at[runs - 1] + len[runs - 1] * es
	&& len[runs - 1] < INT_MAX)
      len[runs - 1]++;
    else
      {
	at[runs] = disp[i];
	len[runs++] = 1;
      }
  MPI_Datatype t;
  MPI_Type_create_hindexed (runs, len, at, elem, &t);
  free (len);
  free (at);
  return t;
}

/* The datatype of W's elements: in memory (FILE 0: at their byte
   offsets from W's base) or in the file (FILE 1: at their row-major
   positions in the whole section, from the start of the data).  */
static MPI_Datatype
walk_type (const char *fn, const struct hpc__walk *w, int file)
{
  MPI_Aint es = (MPI_Aint) w->elem_size, unit[HPC_MAX_DIMS];
  MPI_Datatype t, u;
  MPI_Aint m = es;
  for (int s = w->rank - 1; s >= 0; s--)
    {
      unit[s] = m;
      m *= w->shape[s];
    }
  MPI_Type_contiguous ((int) es, MPI_BYTE, &t);
  for (int s = w->rank - 1; s >= 0; s--)
    {
      const struct hpc__walk_dim *d = &w->d[s];
      MPI_Aint *disp = hpc__xcalloc (fn, (d->n + 1) * sizeof *disp);
      for (long i = 0; i < d->n; i++)
	disp[i] = file ? d->k[i] * unit[s] : d->off[i];
      if (s == w->rank - 1)
	u = runs_type (fn, disp, d->n, es, t);
      else
	MPI_Type_create_hindexed_block (count_int (fn, d->n), 1, disp, t, &u);
      free (disp);
      MPI_Type_free (&t);
      t = u;
    }
  MPI_Aint at = file ? 0 : w->off0;
  MPI_Type_create_hindexed_block (1, 1, &at, t, &u);
  MPI_Type_free (&t);
  MPI_Type_commit (&u);
  return u;
}

/* Whether this process writes its part of S: it holds it, and among
   the copies of a replicated array (grid dimensions no range of S's
   array uses) it is the one at coordinate 0.  Were the ranges over
   another grid than the array's group, every copy writes the same
   bytes: still correct.  */
static int
writer (const struct hpc_section *s, const struct hpc__walk *w)
{
  const struct hpc_array *a = s->array;
  Group g = a->group;
  int used[HPC_MAX_DIMS] = { 0 };
  if (!w->held)
    return 0;
  for (int d = 0; d < a->rank; d++)
    if (a->range[d])
      {
	if (a->range[d]->grid != g->root)
	  return 1;
	used[a->range[d]->dim] = 1;
      }
  for (int k = 0; k < g->ndims; k++)
    if (!used[k] && g->fixed[k] < 0 && g->coord[k] != 0)
      return 0;
  return 1;
}

/* Move this process's part of S between its local block and file F,
   whose data starts at byte H: collective over the APG.  */
static void
move_data (const char *fn, MPI_File f, MPI_Offset h,
	   const struct hpc_section *s, int write)
{
  struct hpc__walk w;
  hpc__walk_make (fn, &w, s);
  int mine = write ? writer (s, &w) : w.held;
  MPI_Datatype ft = MPI_BYTE, mt = MPI_BYTE;
  if (mine && w.count > 0)
    {
      ft = walk_type (fn, &w, 1);
      mt = walk_type (fn, &w, 0);
    }
  else
    mine = 0;
  MPI_File_set_view (f, h, MPI_BYTE, ft, "native", MPI_INFO_NULL);
  MPI_Status st;
  int rc = write ? MPI_File_write_all (f, w.base, mine, mt, &st)
	   : MPI_File_read_all (f, w.base, mine, mt, &st);
  if (rc != MPI_SUCCESS)
    hpc__fatal (fn, "MPI-IO %s failed", write ? "write" : "read");
  if (mine)
    {
      MPI_Type_free (&ft);
      MPI_Type_free (&mt);
    }
  hpc__walk_free (&w);
}

void
hpc_write_npy (const char *path, const void *a, const char *dtype)
{
  static const char fn[] = "hpc_write_npy";
  struct hpc_section tmp;
  const struct hpc_section *s = npy_section (fn, a, dtype, &tmp);
  char header[1024];
  size_t h = make_header (header, sizeof header, dtype, s);
  MPI_File f = open_file (fn, path, MPI_MODE_WRONLY | MPI_MODE_CREATE);
  MPI_File_set_size (f, 0);
  if (hpc_apg ()->rank == 0)
    {
      MPI_Status st;
      if (MPI_File_write_at (f, 0, header, (int) h, MPI_BYTE, &st)
	  != MPI_SUCCESS)
	hpc__fatal (fn, "cannot write the header of '%s'", path);
    }
  move_data (fn, f, (MPI_Offset) h, s, 1);
  MPI_File_close (&f);
}

/* In the header dictionary DICT, the text after KEY's colon and
   blanks, or NULL.  */
static const char *
header_value (const char *dict, const char *key)
{
  const char *p = strstr (dict, key);
  if (!p)
    return NULL;
  p += strlen (key);
  while (*p == ' ' || *p == ':')
    p++;
  return p;
}

/* Whether header dictionary DICT describes DTYPE data of S's shape in
   C order; WHY gets what differs.  */
static int
header_matches (const char *dict, const char *dtype,
		const struct hpc_section *s, char *why, size_t size)
{
  const char *d = header_value (dict, "'descr'");
  size_t n = strlen (dtype);
  if (!d || *d != '\'' || strncmp (d + 1, dtype, n) || d[1 + n] != '\'')
    return snprintf (why, size, "another type"), 0;
  const char *fo = header_value (dict, "'fortran_order'");
  if (!fo || strncmp (fo, "False", 5))
    return snprintf (why, size, "Fortran order"), 0;
  const char *sh = header_value (dict, "'shape'");
  if (!sh || *sh++ != '(')
    return snprintf (why, size, "no shape"), 0;
  for (int k = 0;; k++)
    {
      char *end;
      while (*sh == ' ' || *sh == ',')
	sh++;
      if (*sh == ')')
	{
	  if (k == s->rank)
	    return 1;
	  break;
	}
      long e = strtol (sh, &end, 10);
      if (end == sh || k >= s->rank || e != s->shape[k])
	break;
      sh = end;
    }
  return snprintf (why, size, "another shape"), 0;
}

/* Read and check the header of F (every process gets the bytes process
   0 read, so every process ends the job alike); returns the data's
   offset.  */
static MPI_Offset
read_header (MPI_File f, const char *path, const char *dtype,
	     const struct hpc_section *s)
{
  static const char fn[] = "hpc_read_npy";
  char head[4096 + 1];
  int got = 0;
  if (hpc_apg ()->rank == 0)
    {
      MPI_Status st;
      MPI_File_read_at (f, 0, head, sizeof head - 1, MPI_BYTE, &st);
      MPI_Get_count (&st, MPI_BYTE, &got);
    }
  MPI_Comm comm = hpc_comm (hpc_apg ());
  MPI_Bcast (&got, 1, MPI_INT, 0, comm);
  MPI_Bcast (head, got, MPI_BYTE, 0, comm);
  head[got] = 0;
  const unsigned char *u = (const unsigned char *) head;
  int version = got >= NPY_PREAMBLE ? u[6] : 0;
  if (got < NPY_PREAMBLE || memcmp (head, "\x93NUMPY", 6) || version < 1
      || version > 3)
    hpc__fatal (fn, "'%s' is not a .npy file", path);
  size_t len = version == 1 ? (size_t) (u[8] | u[9] << 8)
	       : (size_t) u[8] | (size_t) u[9] << 8 | (size_t) u[10] << 16
		 | (size_t) u[11] << 24;
  size_t h = (version == 1 ? NPY_PREAMBLE : NPY_PREAMBLE + 2) + len;
  if (h > (size_t) got)
    hpc__fatal (fn, "'%s': header cut short or longer than %zu bytes",
		path, sizeof head - 1);
  head[h] = 0;
  char *dict = head + h - len, why[128];
  if (!header_matches (dict, dtype, s, why, sizeof why))
    {
      while (h > 0 && (head[h - 1] == '\n' || head[h - 1] == ' '))
	head[--h] = 0;
      hpc__fatal (fn, "'%s' does not hold %s data of the shape of %s (%s): "
		  "its header is %s", path, dtype, s->array->name, why, dict);
    }
  MPI_Offset size;
  MPI_File_get_size (f, &size);
  if ((MPI_Offset) (h + s->size * s->array->elem_size) > size)
    hpc__fatal (fn, "'%s' is shorter than its header says", path);
  return (MPI_Offset) h;
}

void
hpc_read_npy (const void *a, const char *path, const char *dtype)
{
  static const char fn[] = "hpc_read_npy";
  struct hpc_section tmp;
  const struct hpc_section *s = npy_section (fn, a, dtype, &tmp);
  MPI_File f = open_file (fn, path, MPI_MODE_RDONLY);
  MPI_Offset h = read_header (f, path, dtype, s);
  move_data (fn, f, h, s, 0);
  MPI_File_close (&f);
}
