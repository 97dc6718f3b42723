/* { dg-do compile } */
/* { dg-options "-Wno-unused" } */
/* Sections in hpc_ calls: one entry per dimension; triplet parts with a
   conditional expression parenthesised.  Subscripts: one per dimension.  */
void
f (Procs1 p, int k, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed float a[n][x];
    struct hpc_section s = hpc_section (a[[k + 1 :, k]]);          /* fine */
    struct hpc_section t = hpc_section (a[[: : 2, (k ? 1 : 2) :]]);  /* fine */
    struct hpc_section u = hpc_section (a[[k]]);       /* { dg-error "section of 'a' has 1 entries but the array has 2 dimensions" } */
    struct hpc_section v = hpc_section (a[[k ? 1 : 2 :, 0]]);  /* { dg-error "conditional expression in a section triplet must be parenthesised" } */
    struct hpc_section w = hpc_section (a[[1 : 2 : 3 : 4, 0]]);  /* { dg-error "too many ':' in a section triplet" } */
    float *row = a[k];                                 /* { dg-error "distributed array 'a' has 2 dimensions but 1 subscripts" } */
  }
}
