# hpc_linalg.m4 - the optional linear algebra libraries of the Cholesky
# examples, benchmarks and ScaLAPACK tests: BLAS with CBLAS and LAPACK
# (BLAS_LIBS), LAPACKE (LAPACKE_LIBS) and ScaLAPACK built for our MPI
# (SCALAPACK_LIBS).  Each is empty when not found; libhpc itself needs
# none of them (libhpc/scalapack.c references BLACS weakly).
# --with-scalapack=LIBS, --with-blas=LIBS, --with-lapacke=LIBS override
# the search; --without-X turns X off.

# HPC_LINALG_FIND(VAR, WHAT, CANDIDATES, PROLOGUE, BODY, EXTRA_LIBS):
# the first of CANDIDATES (each a list of -l flags, "|" between them) that
# links BODY with EXTRA_LIBS and MPI, into VAR.
AC_DEFUN([HPC_LINALG_FIND], [
  AC_ARG_WITH([$2],
    [AS_HELP_STRING([--with-$2=LIBS], [link flags of $2 (default: search; no: do without)])],
    [], [with_$2=check])
  $1=
  AS_CASE([$with_$2],
    [no], [],
    [check|yes], [hpc_candidates="$3"],
    [hpc_candidates="$with_$2"])
  AS_IF([test "x$with_$2" != xno], [
    AC_MSG_CHECKING([for $2])
    hpc_save_CFLAGS=$CFLAGS; hpc_save_LIBS=$LIBS
    CFLAGS="$CFLAGS $MPI_CFLAGS"
    hpc_found=no
    hpc_ifs=$IFS; IFS='|'
    for hpc_libs in $hpc_candidates; do
      IFS=$hpc_ifs
      LIBS="$hpc_libs $6 $MPI_LIBS $hpc_save_LIBS"
      AC_LINK_IFELSE([AC_LANG_PROGRAM([$4], [$5])],
        [hpc_found=yes; $1=`echo $hpc_libs`; break])
    done
    IFS=$hpc_ifs
    CFLAGS=$hpc_save_CFLAGS; LIBS=$hpc_save_LIBS
    AS_IF([test $hpc_found = yes], [AC_MSG_RESULT([$$1])], [
      AC_MSG_RESULT([no])
      AS_IF([test "x$with_$2" != xcheck],
        [AC_MSG_ERROR([--with-$2: none of "$hpc_candidates" links])])
    ])
  ])
  AC_SUBST([$1])
])

AC_DEFUN([HPC_CHECK_LINALG], [
  # Debian's OpenBLAS carries CBLAS and LAPACK; the reference libraries
  # are the fallback.
  HPC_LINALG_FIND([BLAS_LIBS], [blas], [-lopenblas|-llapack -lcblas -lblas|-llapack -lblas],
    [[void cblas_dsyrk (); void dpotrf_ ();]],
    [[cblas_dsyrk (); dpotrf_ ();]], [])
  HPC_LINALG_FIND([LAPACKE_LIBS], [lapacke], [-llapacke],
    [[void LAPACKE_dpotrf_work ();]], [[LAPACKE_dpotrf_work ();]],
    [$BLAS_LIBS])
  # ScaLAPACK must be the build for our MPI: Debian ships one per MPI
  # (linking another MPI's would link but not run).
  hpc_save_CFLAGS=$CFLAGS; CFLAGS="$CFLAGS $MPI_CFLAGS"
  AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include <mpi.h>
#ifndef OPEN_MPI
#error not Open MPI
#endif]], [])], [hpc_scalapack_mpi=openmpi], [hpc_scalapack_mpi=mpich])
  CFLAGS=$hpc_save_CFLAGS
  HPC_LINALG_FIND([SCALAPACK_LIBS], [scalapack],
    [-lscalapack-$hpc_scalapack_mpi|-lscalapack],
    [[#include <mpi.h>
      int Csys2blacs_handle (MPI_Comm); void pdpotrf_ ();]],
    [[Csys2blacs_handle (MPI_COMM_WORLD); pdpotrf_ ();]], [$BLAS_LIBS])
  AM_CONDITIONAL([HPC_HAVE_LAPACKE], [test "x$LAPACKE_LIBS" != x && test "x$BLAS_LIBS" != x])
  AM_CONDITIONAL([HPC_HAVE_SCALAPACK], [test "x$SCALAPACK_LIBS" != x && test "x$BLAS_LIBS" != x])
])
