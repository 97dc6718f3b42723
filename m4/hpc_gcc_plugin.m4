# hpc_gcc_plugin.m4 - find GCC's plugin headers and where our plugin goes.
# Sets GCC_PLUGIN_INCLUDE, GCC_VERSION (the -dumpversion of $CC: "12" on
# Debian) and hpcplugindir = $(libdir)/hpc/gcc-$GCC_VERSION.
AC_DEFUN([HPC_CHECK_GCC_PLUGIN], [
  AS_IF([test "x$GCC" != xyes], [AC_MSG_ERROR([$CC is not GCC: HPC is a GCC plugin])])
  AC_MSG_CHECKING([GCC plugin headers])
  hpc_plugin_dir=`$CC -print-file-name=plugin`
  AS_IF([test -f "$hpc_plugin_dir/include/gcc-plugin.h"], [AC_MSG_RESULT([$hpc_plugin_dir/include])], [
    AC_MSG_RESULT([no])
    hpc_major=`$CC -dumpversion | sed 's/\..*//'`
    AC_MSG_ERROR([GCC plugin headers not found in $hpc_plugin_dir; install Debian's gcc-$hpc_major-plugin-dev])])
  GCC_PLUGIN_INCLUDE="$hpc_plugin_dir/include"
  GCC_VERSION=`$CC -dumpversion`
  AC_LANG_PUSH([C++])
  hpc_save_CPPFLAGS=$CPPFLAGS
  CPPFLAGS="$CPPFLAGS -I$GCC_PLUGIN_INCLUDE"
  AC_MSG_CHECKING([whether $CXX compiles a GCC plugin])
  AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "c-family/c-common.h"]], [[return gcc_version.basever != 0;]])],
    [AC_MSG_RESULT([yes])],
    [AC_MSG_RESULT([no]); AC_MSG_ERROR([$CXX cannot compile against $GCC_PLUGIN_INCLUDE; install Debian's g++ and gcc-plugin-dev of the same version as $CC])])
  CPPFLAGS=$hpc_save_CPPFLAGS
  AC_LANG_POP([C++])
  AC_SUBST([GCC_PLUGIN_INCLUDE]) AC_SUBST([GCC_VERSION])
  AC_SUBST([hpcplugindir], ['${libdir}/hpc/gcc-'$GCC_VERSION])
])
