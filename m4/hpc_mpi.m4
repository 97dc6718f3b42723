# hpc_mpi.m4 - find MPI: --with-mpi=DIR, or the mpicc wrapper's flags.
# Sets MPI_CFLAGS, MPI_LIBS, MPI_BINDIR.  Open MPI (--showme) and MPICH
# (-compile_info / -link_info) wrappers are both understood.
AC_DEFUN([HPC_CHECK_MPI], [
  AC_ARG_WITH([mpi],
    [AS_HELP_STRING([--with-mpi=DIR], [MPI installation prefix (default: use the mpicc wrapper)])],
    [], [with_mpi=wrapper])
  AC_ARG_VAR([MPICC], [MPI C compiler wrapper used to learn MPI's flags])
  MPI_BINDIR=
  AS_IF([test "x$with_mpi" != xwrapper && test "x$with_mpi" != xyes], [
    MPI_CFLAGS="-I$with_mpi/include"
    MPI_LIBS="-L$with_mpi/lib -Wl,-rpath,$with_mpi/lib -lmpi"
    MPI_BINDIR="$with_mpi/bin"
  ], [
    AC_PATH_PROGS([MPICC], [mpicc mpicc.openmpi mpicc.mpich])
    AS_IF([test "x$MPICC" = x],
      [AC_MSG_ERROR([no MPI found: install Debian's libopenmpi-dev (or libmpich-dev), or use --with-mpi=DIR])])
    MPI_BINDIR=`AS_DIRNAME(["$MPICC"])`
    AC_MSG_CHECKING([MPI flags from $MPICC])
    AS_IF([hpc_c=`$MPICC --showme:compile 2>/dev/null` && hpc_l=`$MPICC --showme:link 2>/dev/null`], [
      MPI_CFLAGS=$hpc_c; MPI_LIBS=$hpc_l
    ], [hpc_c=`$MPICC -compile_info 2>/dev/null` && hpc_l=`$MPICC -link_info 2>/dev/null`], [
      # MPICH prints the whole command line, compile and link flags mixed:
      # keep -I/-D/-pthread for compiling, the rest (less the compiler
      # and -c) for linking.
      MPI_CFLAGS= MPI_LIBS=
      for hpc_f in `echo "$hpc_c" | sed 's/^[[^ ]]* //'`; do
        case $hpc_f in -I*|-D*|-pthread) MPI_CFLAGS="$MPI_CFLAGS $hpc_f" ;; esac
      done
      for hpc_f in `echo "$hpc_l" | sed 's/^[[^ ]]* //'`; do
        case $hpc_f in -I*|-D*|-c) ;; *) MPI_LIBS="$MPI_LIBS $hpc_f" ;; esac
      done
    ], [AC_MSG_ERROR([$MPICC understands neither --showme nor -compile_info])])
    AC_MSG_RESULT([$MPI_CFLAGS | $MPI_LIBS])
  ])
  hpc_save_CFLAGS=$CFLAGS; hpc_save_LIBS=$LIBS
  CFLAGS="$CFLAGS $MPI_CFLAGS"; LIBS="$MPI_LIBS $LIBS"
  AC_CHECK_HEADER([mpi.h], [],
    [AC_MSG_ERROR([mpi.h not usable; install Debian's libopenmpi-dev (or libmpich-dev)])])
  AC_MSG_CHECKING([whether MPI programs link])
  AC_LINK_IFELSE([AC_LANG_PROGRAM([[#include <mpi.h>]],
      [[int p; MPI_Init_thread (0, 0, MPI_THREAD_FUNNELED, &p); MPI_Comm_create_group (MPI_COMM_WORLD, MPI_GROUP_EMPTY, 0, 0); MPI_Finalize ();]])],
    [AC_MSG_RESULT([yes])],
    [AC_MSG_RESULT([no]); AC_MSG_ERROR([cannot link an MPI-3 program with $MPI_LIBS; install Debian's libopenmpi-dev])])
  CFLAGS=$hpc_save_CFLAGS; LIBS=$hpc_save_LIBS
  AC_SUBST([MPI_CFLAGS]) AC_SUBST([MPI_LIBS]) AC_SUBST([MPI_BINDIR])
])

# Which mpirun: Open MPI needs --allow-run-as-root/--oversubscribe for tests.
AC_DEFUN([HPC_MPIRUN_FLAVOUR], [
  AC_MSG_CHECKING([mpirun flavour])
  AS_IF([$MPIRUN --version 2>&1 | grep -qi "open mpi\|open-mpi\|openrte"],
    [MPIRUN_FLAVOUR=openmpi], [MPIRUN_FLAVOUR=mpich])
  AC_MSG_RESULT([$MPIRUN_FLAVOUR])
  AC_SUBST([MPIRUN_FLAVOUR])
])
