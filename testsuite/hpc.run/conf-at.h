/* conf-at.h - the body of the conf-at-KIND-nN tests: at (l = x[k]) over a
   range of kind K with N indices (N defined by the test before including
   this) runs its body on exactly the process holding k, with hpc_idx (x,
   l) == k, l addressing that element, and the active group restricted to
   the owner's coordinate.  */

static void
conf_at_kind (enum conf_kind k)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  int seen[N + 1];
  memset (seen, 0, sizeof seen);
  on (p) {
    Range x = conf_range (k, N, hpc_dim (p, 0));
    distributed long u[x];
    for (long k = 0; k < N; k++)
      at (l = x[k])
        {
          CHECK (hpc_idx (x, l) == k);
          CHECK (hpc_owner (x, k) == hpc_coord (p, 0));
          CHECK (hpc_group_size (hpc_apg ()) == 1);
          seen[k]++;
          u[l] = 100 + k;
        }
    conf_allsum (seen, N);
    long want = 0;
    for (long k = 0; k < N; k++)
      {
        CHECK (seen[k] == 1);
        want += 100 + k;
      }
    CHECK (hpc_sum (u) == want);
  }
}
