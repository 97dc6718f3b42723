/* conf-over.h - the body of the conf-over-KIND-nN tests: over on a range
   of kind K with N indices (N defined by the test before including this)
   must visit exactly the held locations whose global index each triplet
   contains (both ends, stride, inside the range), with hpc_idx giving
   that index and the location addressing that element.  */

/* Run the triplet LO:HI:ST over X once; check the visits.  */
static void
visit (Range x, long lo, long hi, long st)
{
  Group p = hpc_range_dim (x).grid;
  int seen[N + 1];
  long want = 0;
  memset (seen, 0, sizeof seen);
  distributed long u[x];
  over (i = x | lo : hi : st)
    {
      long g = hpc_idx (x, i);
      CHECK (g >= 0 && g < N && hpc_owner (x, g) == hpc_coord (p, 0));
      seen[g]++;
      u[i] = g + 1;
    }
  conf_allsum (seen, N);
  for (long g = 0; g < N; g++)
    {
      int in = g >= lo && g <= hi && (g - lo) % st == 0;
      CHECK (seen[g] == in);
      want += in ? g + 1 : 0;
      if (hpc_owner (x, g) == hpc_coord (p, 0))
        CHECK (u[g] == (in ? g + 1 : 0));
    }
  CHECK (hpc_sum (u) == want);
}

/* The triplets every conf-over test runs, over a range of kind K.  */
static void
conf_over_kind (enum conf_kind k)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = conf_range (k, N, hpc_dim (p, 0));
    CHECK (hpc_size (x) == N);
    visit (x, 0, N - 1, 1);
    visit (x, 1, N - 2, 2);
    visit (x, 2, N - 1, 3);
    visit (x, N / 2, N - 1, 4);
    visit (x, N - 1, N - 2, 1);   /* hi < lo: empty */
  }
}
