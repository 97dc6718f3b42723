/* conf-decl.h - the body of the conf-decl-TYPE tests: a distributed
   array of ELEM (typedef'd by the test, with f (a, b) its value at global
   (a, b), before including this) over a 2-D grid (block with ghosts x
   cyclic, N0 x N1), zero-filled at declaration, written and read through
   locations, with its halo exchanged (ghosts hold the neighbours'
   elements, every byte), and remapped into a replicated array that every
   process checks whole.  */

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    distributed elem u[x][y];
    over (i = x | :)
      over (j = y | :)
        {
          elem zero;
          memset (&zero, 0, sizeof zero);
          CHECK (memcmp (&u[i][j], &zero, sizeof zero) == 0);
          u[i][j] = f (hpc_idx (x, i), hpc_idx (y, j));
        }
    hpc_write_halo (u);
    over (i = x | 1 : N0 - 2)
      over (j = y | :)
        {
          long a = hpc_idx (x, i), b = hpc_idx (y, j);
          CHECK (u[i - 1][j] == f (a - 1, b) && u[i + 1][j] == f (a + 1, b));
        }
    distributed elem all[N0][N1];
    hpc_remap (all, u);
    for (long a = 0; a < N0; a++)
      for (long b = 0; b < N1; b++)
        CHECK (all[a][b] == f (a, b));
  }
  return 0;
}
