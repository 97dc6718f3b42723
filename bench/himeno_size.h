/* himeno_size.h - the command line of himeno_seq.c and himeno_ref.c, as
   examples/himeno.c reads it: [-s XS|S|M] [-i NITER], the arrays' size
   (XS 33 x 33 x 65, S 65 x 65 x 129, M 129 x 129 x 257) and the number
   of sweeps (default 100).  */
#ifndef HIMENO_SIZE_H
#define HIMENO_SIZE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The sizes into *MI, *MJ, *MK; returns the sweeps.  */
static int
himeno_args (int argc, char **argv, int *mi, int *mj, int *mk)
{
  const char *size = "S";
  int niter = 100;
  for (int o; (o = getopt (argc, argv, "s:i:")) != -1;)
    if (o == 's')
      size = optarg;
    else if (o == 'i')
      niter = atoi (optarg);
    else
      size = "";
  int n = !strcmp (size, "XS") ? 33 : !strcmp (size, "S") ? 65
	  : !strcmp (size, "M") ? 129 : 0;
  if (!n || optind != argc || niter < 1)
    {
      fprintf (stderr, "usage: %s [-s XS|S|M] [-i NITER]\n", argv[0]);
      exit (2);
    }
  *mi = *mj = n;
  *mk = 2 * n - 1;
  return niter;
}

#endif
