/* conf-shift.h - shared by the conf-shift-* tests: run hpc_shift between
   1-D arrays of the given ranges and compare every element with the
   sequential result, read back through a replicated copy.  */
#include "conf-kinds.h"

static long sh_f (long g) { return 5 * g + 1; }

/* dst[i] = src[i + amount] (cyclic: modulo N; edge: 0 outside).  */
static long
sh_want (long i, long amount, long n, int mode)
{
  long s = i + amount;
  if (mode == HPC_SHIFT_CYCLIC)
    return sh_f (((s % n) + n) % n);
  return s >= 0 && s < n ? sh_f (s) : 0;
}

/* Shift an N-array over RS by AMOUNT in MODE into one over RD (NULL:
   replicated) and check it.  */
static void
sh_check (Range rs, Range rd, long n, long amount, int mode)
{
  long *s = hpc_array_new (sizeof (long), 1, &rs, &n);
  long *d = hpc_array_new (sizeof (long), 1, &rd, &n);
  long *all = hpc_array_new (sizeof (long), 1, NULL, &n);
  for (long g = 0; g < n; g++)
    if (!rs || hpc_owner (rs, g) == rs->coord)
      s[hpc_array_offset (s, 0, g)] = sh_f (g);
  hpc_shift (d, s, amount, 0, mode);
  hpc_remap (all, d);
  for (long g = 0; g < n; g++)
    if (all[g] != sh_want (g, amount, n, mode))
      {
        fprintf (stderr, "n %ld amount %ld mode %d: [%ld] = %ld, want %ld\n",
                 n, amount, mode, g, all[g], sh_want (g, amount, n, mode));
        CHECK (0);
      }
  hpc_array_free (all);
  hpc_array_free (d);
  hpc_array_free (s);
}
