/* { dg-do compile } */
/* { dg-options "-w" } */
/* { dg-hpc-no-ice "" } */
/* Fuzzer find: the rewriters kept a pointer to the keyword token, whose
   memory libcpp reuses while the construct is read.  */
void 
f ( Procs1 p , int k , int n ) 
{ 
on ( p ) { 
Range x = hpc_block_range ( n , hpc_dim ( p , 0 ) ) ; 
distributed float a [ n ] [ x ] ; 
struct hpc_section s = hpc_section ( a [ [ k + 1 : , k ] ] ) ; 
struct hpc_section t = hpc_section ( a [ [ : : 2 , ( k ? 1 : 2 ) : ] ] ) ; 
struct hpc_section u = hpc_section ( a [ [ k ] ] ) ; struct hpc_section v = hpc_section ( a [ [ k ? 1 : 2 : , 0 [ ] ) ; 
struct hpc_section w = hpc_section ( a [ [ 1 : 2 : 3 : 4 , 0 ] ] ) ; 
float * row = a [ k ] ; 
} 
} 
