/* { dg-do compile } */
/* A distributed array at file scope is an error.  */
distributed int g[4];        /* { dg-error "variably modified|distributed array 'g' at file scope" } */
