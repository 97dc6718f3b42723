#!/bin/sh
# run-demo.sh EXAMPLE... - run each example on 4 processes, print a table,
# fail if any example's own check fails.
np=4
if [ "$MPIRUN_FLAVOUR" = openmpi ]; then
  # Root needs --allow-run-as-root; 4 ranks on fewer cores need
  # --oversubscribe and ranks that yield; threads need --bind-to none.
  run="$MPIRUN --allow-run-as-root --oversubscribe --bind-to none --mca mpi_yield_when_idle 1 -np $np"
else
  run="$MPIRUN -n $np"
fi
status=0
printf '%-16s %-6s %s\n' example result "summary (4 processes)"
for ex in "$@"; do
  out=$(OMP_NUM_THREADS=1 timeout 120 $run ./$ex.exe 2>&1)
  rc=$?
  [ $rc = 0 ] && res=ok || { res=FAILED; status=1; }
  printf '%-16s %-6s %s\n' "$ex" "$res" "$(echo "$out" | tail -1)"
done
exit $status
