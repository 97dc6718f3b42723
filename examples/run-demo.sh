#!/bin/sh
# run-demo.sh EXAMPLE... - run each example on 4 processes, print a table,
# fail if any example's own check fails.  Each example verifies itself
# and prints one summary line, the last line of its output.
np=4
# Examples that run with 2 OpenMP threads per process (the others with 1).
threaded=" stencil "
if [ "$MPIRUN_FLAVOUR" = openmpi ]; then
  # Root needs --allow-run-as-root; 4 ranks on fewer cores need
  # --oversubscribe and ranks that yield; threads need --bind-to none.
  run="$MPIRUN --allow-run-as-root --oversubscribe --bind-to none --mca mpi_yield_when_idle 1 -x OMP_NUM_THREADS -x OMP_WAIT_POLICY -np $np"
else
  run="$MPIRUN -n $np"
fi
# More threads than cores: idle OpenMP threads must sleep, not spin
# (spinning threads starve the others, slowing a run down 100-fold).
OMP_WAIT_POLICY=passive
export OMP_WAIT_POLICY
status=0
printf '%-17s %-6s %-6s %s\n' example procs result summary
for ex in "$@"; do
  case "$threaded" in *" $ex "*) nt=2 ;; *) nt=1 ;; esac
  out=$(OMP_NUM_THREADS=$nt timeout 120 $run ./$ex.exe 2>&1)
  rc=$?
  [ $rc = 0 ] && res=ok || { res=FAILED; status=1; }
  printf '%-17s %-6s %-6s %s\n' "$ex" "${np}x$nt" "$res" "$(echo "$out" | tail -1)"
  [ $rc = 0 ] || echo "$out" | tail -20 | sed 's/^/    /'
done
exit $status
