/* conf-scan.h - the body of the conf-scan-TYPE tests.  The test defines
   conf_elem (the element type: int, long, float or double) and conf_acc
   (the type a sequential running sum uses) before including this.  */

static conf_elem val (long g) { return (conf_elem) ((g % 4) - 1); }

static void
check (const conf_elem *d, Range rd, long n, int inclusive, long lo, long st)
{
  conf_acc run = 0;
  for (long k = 0; k < n; k++)
    {
      conf_acc before = run;
      run += val (lo + k * st);
      if (!rd || hpc_owner (rd, k) == rd->coord)
        CHECK (d[hpc_array_offset (d, 0, k)]
               == (conf_elem) (inclusive ? run : before));
    }
}

static void
conf_scan (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 0, 1, 3, 10 };
  on (p) {
    Dimension dm = hpc_dim (p, 0);
    for (int si = 0; si < 4; si++)
      for (int k = 0; k <= K_SUB_CYCLIC; k++)
        for (int inclusive = 0; inclusive < 2; inclusive++)
          {
            long n = sizes[si];
            Range rs = conf_range (k, n, dm);
            Range rd = k % 2 ? hpc_block_cyclic_range (n, dm, 2) : NULL;
            conf_elem *s = hpc_array_new (sizeof (conf_elem), 1, &rs, &n);
            conf_elem *d = hpc_array_new (sizeof (conf_elem), 1, &rd, &n);
            for (long g = 0; g < n; g++)
              if (hpc_owner (rs, g) == rs->coord)
                s[hpc_array_offset (s, 0, g)] = val (g);
            hpc_prefix_sum (d, s, inclusive);
            check (d, rd, n, inclusive, 0, 1);
            hpc_array_free (d);
            hpc_array_free (s);
          }
    /* Sections: the odd elements of a 10-array into the first half of
       another.  */
    long n = 10;
    Range x = hpc_cyclic_range (n, dm);
    distributed conf_elem a[x], b[x];
    over (i = x | :)
      a[i] = val (hpc_idx (x, i));
    /* The typed call: a section is rewritten only in an hpc_ call
       written out.  */
    switch (_Generic ((conf_elem) 0, int: 0, long: 1, float: 2, default: 3))
      {
      case 0: hpc_prefix_sum_int (b[[0 : 4]], a[[1 : : 2]], 1); break;
      case 1: hpc_prefix_sum_long (b[[0 : 4]], a[[1 : : 2]], 1); break;
      case 2: hpc_prefix_sum_float (b[[0 : 4]], a[[1 : : 2]], 1); break;
      default: hpc_prefix_sum_double (b[[0 : 4]], a[[1 : : 2]], 1); break;
      }
    conf_acc run = 0;
    for (long k = 0; k < 5; k++)
      {
        run += val (1 + 2 * k);
        if (hpc_owner (x, k) == hpc_coord (p, 0))
          CHECK (b[k] == (conf_elem) run);
      }
  }
}
