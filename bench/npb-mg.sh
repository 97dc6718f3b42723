#!/bin/sh
# npb-mg.sh - NPB 3.4's MPI MG (Fortran) as the reference program of
# make bench's mg-npb case.  NPB is not part of HPC: the user fetches it
# and names it with make bench NPB_DIR=/path/to/NPB3.4-MPI.
#
#   npb-mg.sh build NPB_DIR DIR PROGRAM
#       copies NPB_DIR to DIR (once per NPB_DIR), builds MG's classes S
#       and W there (bin/mg.S.x, bin/mg.W.x) with $NPB_FC and $NPB_FFLAGS,
#       and writes PROGRAM, a script that runs them (the mode run below).
#       Without NPB_DIR, PROGRAM only prints "skip REASON": run-bench.sh
#       reports the case's rows as skipped, not as passed or failed.
#   npb-mg.sh run BINDIR [-c S|W]
#       runs BINDIR/mg.CLASS.x (one rank of the MPI job: mpirun starts
#       PROGRAM on every rank) and prints what every bench program
#       prints, "time T checksum L2NORM", from NPB's report (rank 0's).
#       NPB prints its time to 0.01 s, too coarse for MG class W (0.06 s
#       here), so T is taken from its Mop/s total, which NPB computes as
#       58 * NIT * N^3 / 10^6 / T, and prints to six digits.  Exits
#       non-zero when NPB's verification fails.
set -e

build () {
  src=$1 dir=$2 prog=$3
  if [ -z "$src" ]; then
    printf '#!/bin/sh\necho "skip NPB_DIR not given (make bench NPB_DIR=/path/to/NPB3.4-MPI)"\n' > "$prog.tmp"
  else
    [ -f "$src/MG/mg.f90" ] || { echo "npb-mg.sh: no MG/mg.f90 in NPB_DIR=$src" >&2; exit 1; }
    src=$(cd "$src" && pwd)
    if [ "$(cat "$dir/.npb-dir" 2>/dev/null)" != "$src" ]; then
      rm -rf "$dir"
      cp -R "$src" "$dir"
      echo "$src" > "$dir/.npb-dir"
    fi
    # NPB's make.def, from its template's settings, with our compiler;
    # written only when it changes (NPB's make rebuilds all after it).
    cat > "$dir/config/make.def.new" <<EOF
MPIFC = ${NPB_FC:-mpif90}
FLINK = \$(MPIFC)
FFLAGS = ${NPB_FFLAGS:--O3}
FLINKFLAGS = \$(FFLAGS)
MPICC = mpicc
CLINK = \$(MPICC)
CFLAGS = -O3
CLINKFLAGS = \$(CFLAGS)
CC = cc
BINDIR = ../bin
RAND = randi8
EOF
    if cmp -s "$dir/config/make.def.new" "$dir/config/make.def"; then
      rm "$dir/config/make.def.new"
    else
      mv "$dir/config/make.def.new" "$dir/config/make.def"
    fi
    mkdir -p "$dir/bin"
    for class in S W; do
      (cd "$dir" && make MG CLASS=$class > "mg.$class.log" 2>&1) || {
        echo "npb-mg.sh: building NPB MG class $class failed (see $dir/mg.$class.log)" >&2
        exit 1
      }
    done
    here=$(cd "$(dirname "$0")" && pwd)
    bindir=$(cd "$dir/bin" && pwd)
    printf '#!/bin/sh\nexec sh "%s/npb-mg.sh" run "%s" "$@"\n' "$here" "$bindir" > "$prog.tmp"
  fi
  chmod +x "$prog.tmp"
  mv "$prog.tmp" "$prog"
}

run () {
  bindir=$1 class=S
  shift
  OPTIND=1
  while getopts c: o; do
    case $o in
      c) class=$OPTARG ;;
      *) echo "usage: npb_mg_ref.exe [-c S|W]" >&2; exit 2 ;;
    esac
  done
  out=$("$bindir/mg.$class.x") || { printf '%s\n' "$out"; exit 1; }
  [ -n "$out" ] || exit 0		# ranks other than 0 print nothing
  printf '%s\n' "$out" | awk '
    /^ *Size *=/ { s = $0; sub (/.*=/, "", s); gsub (/ /, "", s)
                   split (s, d, "x"); nn = d[1] * d[2] * d[3] }
    /^ *Iterations *=/ { nit = $3 }
    /^ *Mop\/s total *=/ { mops = $4 }
    /^ *L2 Norm is/ { norm = $4 }
    /^ *Verification *= *SUCCESSFUL/ { ok = 1 }
    { all = all $0 "\n" }
    END {
      if (!ok || !nn || !nit || !mops) { printf "%s", all; exit 1 }
      printf "time %.6f checksum %.13e\n", 58 * nit * nn / 1e6 / mops, norm
    }'
}

mode=$1
shift
case $mode in
  build) build "$@" ;;
  run) run "$@" ;;
  *) echo "usage: npb-mg.sh build NPB_DIR DIR PROGRAM | run BINDIR [-c S|W]" >&2; exit 2 ;;
esac
