/* { dg-do compile } */
/* { dg-options "-w" } */
/* Fuzzer find (minimised): after errors GCC still gimplifies a function
   the plugin had checked but not lowered, and crashed on this one: a
   function with errors must be dropped after the checks.  */
/* { dg-error "undeclared" "" { target *-*-* } 13 } */
/* { dg-error "undeclared" "" { target *-*-* } 17 } */
/* { dg-error "expected expression before 'Range'" "" { target *-*-* } 21 } */
/* { dg-error "undeclared|at end of input" "" { target *-*-* } 22 } */
enum { N = 11 , KINDS = 4 } ; 
main ( void ) 
{ 
Range r [ 3 ] = { hpc_block_range ( N , hpc_dim ( p , 0 ) ) , 
hpc_block_cyclic_range ( N , hpc_dim ( p , 0 ) , 2 ) } ; 
for ( int mode = 0 ; mode < 2 ; mode ++ ) 
{ 
long am = amounts [ m ] ; 
distributed long b [ N ] ; 
for ( long t = 0 ; t < N ; t ++ ) 
if ( b [ t ] != want ( t , am , mode ) ) 
Range y = r [ kd ] ; 
distributed long b [ y ] ; 
