/* { dg-do compile } */
/* goto out of an over body is an error.  */
void
f (Range x)
{
  over (i = x | :)
    goto done;              /* { dg-error "'goto' jumps out of 'over' body" } */
 done:;
}
