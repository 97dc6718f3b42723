#!/bin/sh
# run-bench.sh - the red-black benchmark: HPC's Figure 2 against the
# hand-written MPI+OpenMP reference, interleaved, ROUNDS rounds per
# configuration (processes x threads); prints medians (min-max), the ratio
# reference/HPC (>= 1: HPC as fast) and the effective bandwidth of the
# sweeps against STREAM triad and an in-place read-modify-write measured
# in the same run.
# Environment: MPIRUN, MPIRUN_FLAVOUR, N (4096), NITER (100), ROUNDS (5),
# CONFIGS ("2x1 1x2 4x1").
N=${N:-4096}
NITER=${NITER:-100}
ROUNDS=${ROUNDS:-5}
CONFIGS=${CONFIGS:-"2x1 1x2 4x1"}

launcher () {			# launcher NP
  if [ "$MPIRUN_FLAVOUR" = openmpi ]; then
    echo "$MPIRUN --allow-run-as-root --oversubscribe --bind-to none --mca mpi_yield_when_idle 1 -np $1"
  else
    echo "$MPIRUN -n $1"
  fi
}

run () {			# run NP NT PROGRAM ARGS...: its output
  np=$1 nt=$2; shift 2
  OMP_NUM_THREADS=$nt OMP_PROC_BIND=false $(launcher $np) "$@" 2>&1
}

# median / min / max of the numbers on standard input
stats () {
  sort -g | awk '{v[NR] = $1} END {
    m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%.4f %.4f %.4f\n", m, v[1], v[NR] }'
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for cfg in $CONFIGS; do
  np=${cfg%x*}; nt=${cfg#*x}
  for r in $(seq "$ROUNDS"); do
    for prog in hpc ref; do
      out=$(run $np $nt ./redblack_$prog.exe $N $NITER)
      set -- $out
      [ "$1" = time ] || { echo "redblack_$prog $cfg failed: $out" >&2; status=1; continue; }
      echo "$2" >> "$tmp/$cfg.$prog"
      echo "$4" >> "$tmp/$cfg.$prog.sum"
    done
    # arrays of 4 N^2 floats: well past the caches, as STREAM asks
    run $np $nt ./stream.exe $((4 * N * N)) 5 >> "$tmp/$cfg.stream"
  done
done

printf '\nred-black %dx%d, %d iterations, %s rounds interleaved (times in s: median (min-max))\n' $N $N $NITER $ROUNDS
printf '%-6s %-26s %-26s %-7s %-9s %-9s %-9s %-7s\n' "PxT" "HPC" "hand-written" "ratio" "GB/s" "RMW GB/s" "triad" "BW/RMW"
for cfg in $CONFIGS; do
  [ -s "$tmp/$cfg.hpc" ] && [ -s "$tmp/$cfg.ref" ] || continue
  set -- $(stats < "$tmp/$cfg.hpc"); h=$1 hmin=$2 hmax=$3
  set -- $(stats < "$tmp/$cfg.ref"); f=$1 fmin=$2 fmax=$3
  set -- $(awk '{print $4}' "$tmp/$cfg.stream" | stats); rmw=$1
  set -- $(awk '{print $2}' "$tmp/$cfg.stream" | stats); triad=$1
  bw=$(awk -v n=$N -v it=$NITER -v t=$h 'BEGIN {printf "%.2f", 16.0 * n * n * it / t / 1e9}')
  printf '%-6s %-26s %-26s %-7s %-9s %-9s %-9s %-7s\n' "$cfg" \
    "$h ($hmin-$hmax)" "$f ($fmin-$fmax)" \
    "$(awk -v a=$f -v b=$h 'BEGIN {printf "%.3f", a / b}')" \
    "$bw" "$rmw" "$triad" "$(awk -v a=$bw -v b=$rmw 'BEGIN {printf "%.2f", a / b}')"
  if [ "$(sort -u "$tmp/$cfg.hpc.sum" "$tmp/$cfg.ref.sum" | wc -l)" != 1 ]; then
    echo "  $cfg: checksums differ between HPC and the reference!" >&2
    status=1
  fi
done
echo "ratio = hand-written time / HPC time (target >= 0.97); GB/s = 16*N*N*NITER/time"
exit $status
