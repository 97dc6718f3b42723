/* ref_alloc.h - how the hand-written references and stream.c allocate
   their large arrays: as libhpc allocates local blocks (libhpc/array.c),
   so that both sides of a comparison get the same pages.  64-byte
   aligned; blocks of 4 MB or more on 2 MB boundaries with transparent
   huge pages asked for (Linux: madvise; without it a sweep over a large
   array takes a TLB miss every 4 KB); blocks of a page or more
   staggered in their pages as libhpc staggers them (0, 2048, 1024, 3072,
   512, ... bytes past that boundary, block by block), so that a loop
   storing to one array while loading the same positions of another does
   not wait on 4K aliasing.  Free with ref_free ().  */
#ifndef REF_ALLOC_H
#define REF_ALLOC_H

#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

/* The blocks handed out, each with the address malloc gave, for
   ref_free.  */
enum { REF_BLOCKS = 32 };
static struct { void *block, *storage; } ref_blocks[REF_BLOCKS];

static inline void *
ref_alloc (size_t bytes)
{
  static unsigned made;
  const size_t huge_page = 2 << 20, huge_block = 4 << 20;
  size_t stagger = 0;
  if (bytes >= 4096)
    {
      unsigned k = made++ % 8;
      stagger = ((k & 1) << 2 | (k & 2) | (k & 4) >> 2) * 512;
    }
  void *p;
  size_t total = bytes + stagger;
  size_t align = total >= huge_block ? huge_page : 64;
  if (posix_memalign (&p, align, total ? total : 1) != 0)
    return NULL;
#ifdef MADV_HUGEPAGE
  if (total >= huge_block)
    madvise (p, total / huge_page * huge_page, MADV_HUGEPAGE);
#endif
  for (int i = 0; i < REF_BLOCKS; i++)
    if (!ref_blocks[i].storage)
      {
	ref_blocks[i].storage = p;
	ref_blocks[i].block = (char *) p + stagger;
	return ref_blocks[i].block;
      }
  fprintf (stderr, "ref_alloc: more than %d blocks\n", REF_BLOCKS);
  abort ();
}

static inline void
ref_free (void *block)
{
  for (int i = 0; i < REF_BLOCKS; i++)
    if (block && ref_blocks[i].block == block)
      {
	free (ref_blocks[i].storage);
	ref_blocks[i].storage = ref_blocks[i].block = NULL;
	return;
      }
  free (block);
}

#endif
