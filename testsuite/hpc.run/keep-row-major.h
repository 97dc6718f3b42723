/* keep-row-major.h - shared by the tests that need an array the plugin
   keeps row-major: keep_row_major (&a[...][...]) hands an element's
   address to a function the plugin cannot see into, which exposes the
   array (reference §3, "Storage order").  */

__attribute__ ((noinline)) static void
keep_row_major (void *p)
{
  __asm__ volatile ("" : : "r" (p) : "memory");
}
