/* ref_alloc.h - how the hand-written references and stream.c allocate
   their large arrays: as libhpc allocates local blocks (libhpc/array.c),
   so that both sides of a comparison get the same pages.  64-byte
   aligned; blocks of 4 MB or more on 2 MB boundaries with transparent
   huge pages asked for (Linux: madvise; without it a sweep over a large
   array takes a TLB miss every 4 KB).  Free with free ().  */
#ifndef REF_ALLOC_H
#define REF_ALLOC_H

#include <stdlib.h>
#include <sys/mman.h>

static inline void *
ref_alloc (size_t bytes)
{
  const size_t huge_page = 2 << 20, huge_block = 4 << 20;
  void *p;
  size_t align = bytes >= huge_block ? huge_page : 64;
  if (posix_memalign (&p, align, bytes ? bytes : 1) != 0)
    return NULL;
#ifdef MADV_HUGEPAGE
  if (bytes >= huge_block)
    madvise (p, bytes / huge_page * huge_page, MADV_HUGEPAGE);
#endif
  return p;
}

#endif
