/* { dg-do compile } */
/* Every hpc_ call that takes an array takes a section a[[...]].  */
static void bf (void *c, const long *g, int d, void *u) { (void) c; (void) g; (void) d; (void) u; }
static void op (void *acc, const void *x) { *(double *) acc += *(const double *) x; }
double
f (Procs1 p, int n)
{
  double r = 0, id = 0, out;
  long idx[2] = { 0, 0 };
  int w[2] = { 1, 0 }, m[2] = { HPC_HALO_PERIODIC, 0 };
  double buf[64];
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    distributed double a[x][4], b[x][4];
    distributed int t[x];
    distributed long ls[x];
    hpc_remap (b[[:, 1]], a[[:, 2]]);
    hpc_copy (b[[1 :, :]], a[[1 :, :]]);
    hpc_shift (b[[:, 0]], a[[:, 0]], 1, 0, HPC_SHIFT_EDGE);
    hpc_cshift (b[[:, 0 : 1]], a[[:, 2 : 3]], -1, 1);
    r += hpc_sum_double (a[[:, 0]]) + hpc_prod_double (a[[0 : 1, :]]);
    r += hpc_max_double (a[[:, 3]]) + hpc_min_double (a[[1, :]]);
    r += hpc_maxloc_double (a[[:, 1]], idx) + hpc_minloc_double (a[[:, :]], idx);
    r += hpc_sum_long (ls[[: : 2]]) + hpc_any_true (t[[1 :]]) + hpc_all_true (t[[:]]);
    r += hpc_dot_double (a[[:, 0]], b[[:, 0]]);
    hpc_reduce (&out, a[[:, 1]], op, &id, sizeof (double));
    hpc_prefix_sum_double (b[[:, 0]], a[[:, 0]], 1);
    hpc_bcast_elem (&out, a[[:, 2]], idx);
    hpc_gather (buf, a[[0 : 1, :]], 0);
    hpc_scatter (a[[0 : 1, :]], buf, 0);
    hpc_write_npy ("x.npy", a[[:, 0]], "<f8");
    hpc_read_npy (a[[:, 0]], "x.npy", "<f8");
    hpc_describe (a[[:, 0 : 1]]);
    struct hpc_section s = hpc_section (a[[:, 0]]);
    hpc_remap (&s, b[[:, 3]]);
    hpc_write_halo_mode (a, w, m, bf, NULL);
    hpc_reduce_halo (t, MPI_INT, MPI_SUM);
    r += out;
  }
  return r;
}
