/* sum.c: a distributed array's sum and a located element, built with
   find_package(HPC) and HPC::hpc.  */
#include <stdio.h>

#define N 1000

int main(void)
{
    Procs1 p = hpc_procs1(HPC_AUTO);
    on (p) {
        Range x = hpc_block_range(N, hpc_dim(p, 0), 0);
        distributed double a[x];
        over (i = x)
            a[i] = hpc_idx(x, i);
        double total = hpc_sum(a);
        at (l = x[N - 1])                 /* on the owner of the last element */
            printf("last %.0f\n", a[l]);
        if (hpc_group_rank(p) == 0)
            printf("sum %.0f on %d processes\n", total, hpc_group_size(p));
    }
    return 0;
}
