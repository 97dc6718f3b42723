#!/bin/sh
# run-bench.sh - make bench's driver: runs each case of the case file, an
# HPC program against its hand-written C+MPI+OpenMP reference, in every
# configuration (processes x threads) of the case, ROUNDS rounds (round r
# of every case before round r + 1 of any), the two programs of a round
# started together and taking turns in slices of their timed loops
# (turns.h; TURNS=0: one after the other), and prints per configuration
# the median (min-max) of each program's time, the ratio reference/HPC
# (>= 1: HPC as fast) of the medians and the median (min-max) of the
# per-round ratios, and its target; for cases that move a known number
# of bytes also the effective bandwidth against STREAM triad and an
# in-place read-modify-write (stream.exe) taking turns with the two
# programs in the same rounds.
#
# The case file (bench/cases; bench/cases.quick in quick mode) has one
# case a line:
#     # case  configs(PxT,comma)  hpc-exe  ref-exe  args...  | check  bytes [target]
#     redblack  2x1,1x2,4x1  redblack_hpc.exe  redblack_ref.exe  4096 100  | same  16*4096*4096*100
# A reference written PROGRAM@PxT runs in that configuration whatever
# the row's (a program against its own time on one process:
# jacobi_swap_hpc.exe@1x1).  Both programs get ARGS and print one line
# "time <seconds> checksum <value>", or "skip <reason>" when they cannot
# run here (a reference built from outside the project, not given): the
# row says skipped and why, and counts as neither met nor failed.  CHECK
# is "same" (identical checksums) or "tol=<rel>" (relative difference at
# most rel); BYTES an arithmetic expression of the bytes moved per run
# (0: no bandwidth columns); TARGET overrides the ratio target of the
# table in target_of.
#
# Each target gets a verdict from a distribution-free 95 % confidence
# interval of the median of its per-round values (see verdict): met,
# MISSED, or unclear where the interval holds the target (the rounds
# cannot tell on a machine this noisy).  A configuration whose verdict
# is MISSED (with PROFILE=1: not met) is run once more per program under
# perf (cpu-clock samples of rank 0), and the heaviest functions of both
# are printed under its row: a missed target comes with its profile.
#
# Environment: TURNS (0: programs back to back), SLICES (most slices a
# loop, 20), SLICE_S (seconds of a slice at least, 0.05),
# CASES ("redblack halo1": the cases to run, default all),
# CONFIGS ("2x1 1x2": replaces every case's configurations), ROUNDS (7),
# QUICK (1: the quick case file, 1 round: a smoke test), STREAM_N (floats
# per STREAM array), MPIRUN, MPIRUN_FLAVOUR (openmpi or other), BENCH_SRCDIR
# (where the case files are; the programs are taken from the current
# directory).
# Exit status: non-zero when a program failed or checksums disagree (not
# for a ratio below its target: timings vary).  PROFILE (profiles as
# above: MISSED rows by default, 1: every row not met, 0: none), PERF
# (the perf command, default perf).

set -f				# the byte expressions hold '*'
SRCDIR=${BENCH_SRCDIR:-$(dirname "$0")}
if [ "${QUICK:-0}" != 0 ]; then
  CASEFILE=$SRCDIR/cases.quick
  ROUNDS=${ROUNDS:-1}
  STREAM_N=${STREAM_N:-1048576}
else
  CASEFILE=$SRCDIR/cases
  ROUNDS=${ROUNDS:-7}
  STREAM_N=${STREAM_N:-67108864}	# 3 arrays of 256 MB: past any cache
fi

tmp=$(mktemp -d)
# The semaphores of run_in_turns go too (when a program died holding them).
trap 'rm -rf "$tmp"; find /dev/shm -maxdepth 1 -name "sem.hpcbench.$$.*" -delete' EXIT
# Stopped by a signal (Ctrl-C, kill): tell a pair in progress to stop
# (its programs look for the abort file while they wait for a turn), let
# it end, so that none of its programs opens a semaphore afterwards, and
# leave as on exit, without semaphores left in /dev/shm.
on_signal () {
  [ -d "$tmp" ] && : > "$tmp/abort"
  wait
  exit 130
}
trap on_signal INT TERM HUP
status=0

# ------------------------------------------------------------- helpers

# The ratio target of case $1 (reference time / HPC time) when its line
# gives none.
target_of () {
  case $1 in
    redblack* | halo* | stencil*) echo 0.97 ;;
    remap*) echo 0.9 ;;
    reduce*) echo 0.95 ;;
    *) echo - ;;
  esac
}
# The bandwidth target of case $1: BW/RMW of the stencils.
bw_target_of () {
  case $1 in
    redblack* | stencil*) echo 0.6 ;;
    *) echo - ;;
  esac
}

launcher () {			# launcher NP: the MPI launch command
  if [ "$MPIRUN_FLAVOUR" = openmpi ]; then
    echo "$MPIRUN --allow-run-as-root --oversubscribe --bind-to none --mca mpi_yield_when_idle 1 -np $1"
  else
    echo "$MPIRUN -n $1"
  fi
}

run () {			# run NP NT PROGRAM ARGS...: its output
  np=$1 nt=$2
  shift 2
  OMP_NUM_THREADS=$nt OMP_PROC_BIND=false $(launcher "$np") "$@" 2>&1
}

# Median, min and max of the numbers on standard input.
stats () {
  sort -g | awk '{ v[NR] = $1 } END {
    m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%.4g %.4g %.4g\n", m, v[1], v[NR] }'
}

calc () {			# calc FORMAT EXPR: awk evaluates EXPR
  awk "BEGIN { printf \"$1\", $2 }"
}
# The verdict on target $1 of the per-round values on standard input:
# met when the confidence interval of their median lies at or above the
# target, MISSED when below, unclear when it holds the target.  The
# interval runs from the k-th smallest value to the k-th largest, with k
# the largest for which P(B <= k-1) <= 0.025, B ~ binomial(n, 1/2): at
# least 95 % coverage whatever the distribution (n >= 6; at n = 5 the
# whole range, 94 %; fewer rounds give "few": no verdict).
verdict () {
  if [ "$1" = - ]; then echo -; return; fi
  sort -g | awk -v t="$1" '{ v[NR] = $1 } END {
    n = NR; c = 0.5 ^ n; cum = c; k = 1
    while (k < n / 2) {
      c = c * (n - k + 1) / k
      if (cum + c > 0.025) break
      cum += c; k++
    }
    if (n < 5) print "few"
    else if (v[k] >= t) print "met"
    else if (v[n + 1 - k] < t) print "MISSED"
    else print "unclear" }'
}

# Run ./PROG (named $3) with the case's arguments and record time and
# checksum in $tmp/$1.$2.time and .sum; $4 $5 are NP NT.  Sets last_time
# (empty when the program failed).
run_prog () {
  record_prog "$1" "$2" "$3" "$4" "$5" "$(run "$4" "$5" "./$3" $args)"
}
# Record the time and checksum of ./PROG (named $3) from its output $6,
# as run_prog.
record_prog () {
  key=$1 side=$2 prog=$3 np=$4 nt=$5 out=$6 last_time=
  skip=$(printf '%s\n' "$out" | sed -n 's/^skip //p' | head -n 1)
  if [ -n "$skip" ]; then
    echo "$prog: $skip" > "$tmp/$key.skip"
    return
  fi
  line=$(printf '%s\n' "$out" | grep '^time ' | tail -n 1)
  set -- $line
  if [ "$1" != time ] || [ "$3" != checksum ]; then
    printf '%s %s (%s) failed:\n%s\n' "$name" "$prog" "${np}x$nt" "$out" >&2
    status=1
    return
  fi
  echo "$2" >> "$tmp/$key.$side.time"
  echo "$4" >> "$tmp/$key.$side.sum"
  last_time=$2
}

# Run round $1 of configuration NP x NT of the current case: both
# programs, taking turns (TURNS=1) or back to back, and the ratio of
# their times in this round to $tmp/$key.pair.
run_round () {
  [ -e "$tmp/$key.skip" ] && return
  # Which program goes first alternates, so that neither gains from its
  # place in the round (a machine warming up or a cache left warm by the
  # other).
  if [ "${TURNS:-1}" != 0 ] && takes_turns "$hpc" && takes_turns "$ref"; then
    first=hpc
    [ $(($1 % 2)) = 1 ] || first=ref
    run_in_turns "$first"
  elif [ $(($1 % 2)) = 1 ]; then
    run_prog "$key" hpc "$hpc" "$np" "$nt"; th=$last_time
    run_prog "$key" ref "$ref" "$(ref_np)" "$(ref_nt)"; tr=$last_time
  else
    run_prog "$key" ref "$ref" "$(ref_np)" "$(ref_nt)"; tr=$last_time
    run_prog "$key" hpc "$hpc" "$np" "$nt"; th=$last_time
  fi
  if [ -n "$th" ] && [ -n "$tr" ]; then
    calc '%.6g\n' "$tr / $th" >> "$tmp/$key.pair"
  fi
}

# The processes and threads of the current case's reference: its own
# configuration (PROGRAM@PxT), or the row's.
ref_np () {
  if [ -n "$ref_cfg" ]; then echo "${ref_cfg%x*}"; else echo "$np"; fi
}
ref_nt () {
  if [ -n "$ref_cfg" ]; then echo "${ref_cfg#*x}"; else echo "$nt"; fi
}

# Whether program $1 takes turns: built with turns.h, which reads
# BENCH_TURNS.  One that does not (NPB's MG, built outside) would run
# beside the other program instead of in turn with it: such a pair runs
# back to back.
takes_turns () {
  grep -q BENCH_TURNS "./$1" 2> /dev/null
}

# Run both programs of the round at once, $1 (hpc or ref) first, each
# timing its loop in slices handed to the next (turns.h): both see the
# same states of the machine.  Where the case counts bytes, stream.exe
# takes the third turn of the ring: a pass of its triad and of its
# read-modify-write a slice, measured in the same states, to
# $tmp/$key.stream.  Sets th and tr as run_round.  Each side that exits
# is added to the file BENCH_ABORT, where the others look for programs
# that stopped without handing over their turn (failed, or lack
# turns.h) while they wait.
run_in_turns () {
  turn=$((turn + 1))
  prefix=/hpcbench.$$.$turn
  sides="hpc ref"
  [ "$bytes" != 0 ] && sides="hpc ref rmw"
  for side in $sides; do rm -f "$tmp/rc.$side"; done
  : > "$tmp/abort"
  slices=$(slices_of "$key")
  for side in $sides; do
    case $side in
      hpc) cmd="./$hpc $args" ;;
      ref) cmd="./$ref $args" ;;
      rmw) cmd="./stream.exe $STREAM_N 5" ;;
    esac
    snp=$np snt=$nt
    [ "$side" = ref ] && snp=$(ref_np) snt=$(ref_nt)
    (
      export BENCH_TURNS="$prefix" BENCH_RING="$sides" BENCH_SIDE=$side \
        BENCH_FIRST=$1 BENCH_SLICES="$slices" BENCH_ABORT="$tmp/abort"
      run "$snp" "$snt" $cmd > "$tmp/out.$side"
      echo $? > "$tmp/rc.$side.new"
      mv "$tmp/rc.$side.new" "$tmp/rc.$side"
    ) &
  done
  left=$sides
  while [ -n "$left" ]; do
    still=
    for side in $left; do
      if [ -e "$tmp/rc.$side" ]; then
        echo "$side" >> "$tmp/abort"
      else
        still="$still $side"
      fi
    done
    left=$still
    [ -n "$left" ] && sleep 0.2
  done
  wait
  find /dev/shm -maxdepth 1 -name "sem.${prefix#/}.*" -delete
  record_prog "$key" hpc "$hpc" "$np" "$nt" "$(cat "$tmp/out.hpc")"
  th=$last_time
  record_prog "$key" ref "$ref" "$(ref_np)" "$(ref_nt)" "$(cat "$tmp/out.ref")"
  tr=$last_time
  case $sides in
    *rmw) record_stream "$(cat "$tmp/out.rmw")" ;;
  esac
}

# Record the triad, rmw and best rmw bandwidths of stream.exe's output $1
# to $tmp/$key.stream (a line "triad T rmw R best B").
record_stream () {
  line=$(printf '%s\n' "$1" | grep '^triad ' | tail -n 1)
  if [ -z "$line" ]; then
    printf '%s stream.exe (%s) failed:\n%s\n' "$name" "${np}x$nt" "$1" >&2
    status=1
    return
  fi
  echo "$line" >> "$tmp/$key.stream"
}

# How many slices configuration $1's programs cut their loops into: one
# per SLICE_S seconds (0.05) of the HPC program's last time, at most
# SLICES (20); one in the first round.  A slice much shorter than the
# machine's states gains nothing, and each costs a hand-over and caches
# left cold by the other program.
slices_of () {
  [ -s "$tmp/$1.hpc.time" ] || { echo 1; return; }
  tail -n 1 "$tmp/$1.hpc.time" | awk -v s="${SLICE_S:-0.05}" \
    -v most="${SLICES:-20}" '{ n = int ($1 / s); if (n < 1) n = 1
      if (n > most) n = most; print n }'
}

# Whether the checksums of the two programs agree under CHECK ($1).
checksums_agree () {
  case $1 in
    same)
      [ "$(sort -u "$tmp/$key.hpc.sum" "$tmp/$key.ref.sum" | wc -l)" = 1 ] ;;
    tol=*)
      cat "$tmp/$key.hpc.sum" "$tmp/$key.ref.sum" | awk -v tol="${1#tol=}" '
        NR == 1 { first = $1 }
        { d = $1 - first; if (d < 0) d = -d
          s = first < 0 ? -first : first
          if (d > tol * s) bad = 1 }
        END { exit bad }' ;;
    *)
      echo "$name: unknown check '$1'" >&2
      return 1 ;;
  esac
}

# ------------------------------------------------------------- one case

# Print the table row of configuration $1 of the current case.
report_config () {
  cfg=$1
  if [ -s "$tmp/$key.skip" ]; then
    printf '%-5s skipped: %s\n' "$cfg" "$(cat "$tmp/$key.skip")"
    printf '| %s | %s | skipped: %s | | | | | | |\n' "$name" "$cfg" \
      "$(cat "$tmp/$key.skip")" >> "$tmp/markdown"
    return
  fi
  if ! [ -s "$tmp/$key.hpc.time" ] || ! [ -s "$tmp/$key.ref.time" ]; then
    printf '%-5s failed (output above)\n' "$cfg"
    printf '| %s | %s | failed | | | | | | |\n' "$name" "$cfg" >> "$tmp/markdown"
    return
  fi
  set -- $(stats < "$tmp/$key.hpc.time"); h=$1 hrange="$2-$3"
  set -- $(stats < "$tmp/$key.ref.time"); f=$1 frange="$2-$3"
  ratio=$(calc %.3f "$f / $h")
  paired=-			# no round where both programs ran
  if [ -s "$tmp/$key.pair" ]; then
    set -- $(stats < "$tmp/$key.pair")
    paired=$(calc %.3f "$1")" ($(calc %.2f "$2")-$(calc %.2f "$3"))"
  fi
  if checksums_agree "$check"; then ok=ok; else ok=DIFFER; status=1; fi
  judged=-
  [ -s "$tmp/$key.pair" ] && judged=$(verdict "$target" < "$tmp/$key.pair")
  bwcols=
  if [ "$bytes" != 0 ] && [ -s "$tmp/$key.stream" ]; then
    bw=$(calc %.2f "($bytes) / $h / 1e9")
    set -- $(awk '{ print $4 }' "$tmp/$key.stream" | stats); rmw=$1
    set -- $(awk '{ print $2 }' "$tmp/$key.stream" | stats); triad=$1
    set -- $(awk '{ print $6 }' "$tmp/$key.stream" | stats); best=$1
    # The reference's BW/RMW beside HPC's: a target that hand-written
    # code misses too is the machine's, not the compiler's.
    refbw=$(calc %.2f "($bytes) / $f / 1e9 / $rmw")
    bwcols=$(printf '%8s %8s %8s %6s %-7s %6s %6s' "$bw" "$rmw" "$triad" \
             "$(calc %.2f "$bw / $rmw")" "$(bw_verdict)" "$refbw" \
             "$(calc %.2f "$bw / $best")")
  fi
  printf '%-5s %-25s %-25s %7s %-18s %6s %-7s %-6s %s\n' "$cfg" \
    "$h ($hrange)" "$f ($frange)" "$ratio" "$paired" "$target" "$judged" \
    "$ok" "$bwcols"
  bwcell=-
  [ -n "$bwcols" ] && bwcell="$(calc %.2f "$bw / $rmw") $(bw_verdict); ref $refbw"
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$cfg" \
    "$h" "$f" "$ratio" "$paired" "$target" "$judged" "$bwcell" \
    >> "$tmp/markdown"
  case "${PROFILE:-missed} $judged $bwcols" in
    0\ *) ;;
    *MISSED* | 1\ *unclear*) profile_config ;;
  esac
  return 0
}
# The verdict on the bandwidth target of the current configuration from
# the per-round BW/RMW: each round's HPC time against the read-modify-
# write bandwidth measured in the same round.
bw_verdict () {
  [ "$(wc -l < "$tmp/$key.hpc.time")" = "$(wc -l < "$tmp/$key.stream")" ] \
    || { echo -; return; }
  awk '{ print $4 }' "$tmp/$key.stream" | paste "$tmp/$key.hpc.time" - \
    | awk "{ print ($bytes) / \$1 / 1e9 / \$2 }" \
    | verdict "$(bw_target_of "$name")"
}
# Run both programs of configuration $cfg of the current case once more,
# every rank under perf, and print the heaviest functions of rank 0 of
# each.
profile_config () {
  perf=${PERF:-perf} np=${cfg%x*} nt=${cfg#*x}
  if ! command -v "$perf" > /dev/null 2>&1; then
    echo "      profile: no '$perf' command (PERF=...)"
    return
  fi
  echo "      profile of ${np}x$nt, rank 0, $perf cpu-clock (share, samples), one run each:"
  for side in hpc ref; do
    eval prog=\$$side
    snp=$np snt=$nt
    [ "$side" = ref ] && snp=$(ref_np) snt=$(ref_nt)
    rm -f "$tmp/prof.$side".*
    OMP_NUM_THREADS=$snt OMP_PROC_BIND=false $(launcher "$snp") sh -c \
      'p=$1 o=$2; shift 2
       exec "$p" record -q -e cpu-clock -o "$o.${OMPI_COMM_WORLD_RANK:-${PMI_RANK:-0}}" "$@"' \
      sh "$perf" "$tmp/prof.$side" "./$prog" $args > /dev/null 2>&1
    if ! [ -s "$tmp/prof.$side.0" ]; then
      echo "      $side: perf record failed"
      continue
    fi
    "$perf" report -n -i "$tmp/prof.$side.0" --stdio --sort dso,sym \
      --percent-limit 2 2> /dev/null | grep -v '^#' | grep -v '^ *$' \
      | head -n "${PROFILE_LINES:-8}" | sed "s/^ */      $side: /"
  done
}

# Set the current case from case line $1: name, configs (space
# separated, CONFIGS applied), hpc, ref, args, check, bytes, target.
parse_case () {
  left=${1%%|*} right=${1#*|}
  set -- $right
  check=${1:-same} bytes=${2:-0} target=$3
  set -- $left
  name=$1 configs=$2 hpc=$3 ref=${4%@*} ref_cfg=
  case $4 in *@*) ref_cfg=${4#*@} ;; esac
  shift 4
  args="$*"
  [ -n "$CONFIGS" ] && configs=$CONFIGS
  configs=$(echo "$configs" | tr , ' ')
  [ -n "$target" ] || target=$(target_of "$name")
}

# Round $1 of the current case: one round in each configuration; where
# the case counts bytes, the STREAM kernels take turns with its programs
# (TURNS=0: run after them).
run_case_round () {
  for cfg in $configs; do
    np=${cfg%x*} nt=${cfg#*x} key=$name.$cfg
    run_round "$1"
    if [ "$bytes" != 0 ] && [ "${TURNS:-1}" = 0 ]; then
      record_stream "$(run "$np" "$nt" ./stream.exe "$STREAM_N" 5)"
    fi
  done
}

# The table of the current case.
report_case () {
  printf '\n%s: %s vs %s, args %s, %s rounds (times in s: median (min-max))\n' \
    "$name" "$hpc" "$ref${ref_cfg:+ at $ref_cfg}" "$args" "$ROUNDS"
  printf '%-5s %-25s %-25s %7s %-18s %6s %-7s %-6s' PxT HPC hand-written \
    ratio "paired" target verdict check
  [ "$bytes" != 0 ] && printf ' %8s %8s %8s %6s %-7s %6s %6s' GB/s RMW triad \
    BW/RMW verdict ref /best
  printf '\n'
  for cfg in $configs; do
    key=$name.$cfg
    report_config "$cfg"
  done
}

# The rows of every table again as one markdown table, headed by the
# date and the machine: bench/README.md's results table in its form.
print_markdown () {
  cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
  printf '\nAs markdown (bench/README.md, "Current results"):\n\n'
  printf '%s, %s CPUs (%s), %s rounds.\n\n' "$(date -u +%Y-%m-%d)" \
    "$(getconf _NPROCESSORS_ONLN)" "${cpu:-unknown CPU}" "$ROUNDS"
  echo '| case | PxT | HPC (s) | hand-written (s) | ratio | paired (range) | target | verdict | BW/RMW verdict; ref |'
  echo '|---|---|---|---|---|---|---|---|---|'
  cat "$tmp/markdown"
}

# Whether case $1 was asked for.
wanted () {
  [ -z "$CASES" ] && return 0
  for c in $CASES; do
    [ "$c" = "$1" ] && return 0
  done
  return 1
}

# ------------------------------------------------------------- main

[ -r "$CASEFILE" ] || { echo "run-bench.sh: no case file $CASEFILE" >&2; exit 1; }
# The wanted case lines, checked, to $tmp/caselines.
: > "$tmp/caselines"
while IFS= read -r line; do
  case $line in '#'* | '') continue ;; esac
  set -- ${line#*|}
  if ! echo "${2:-0}" | grep -q '^[0-9*+/(). -]*$'; then
    echo "run-bench.sh: bad bytes expression '$2'" >&2
    exit 1
  fi
  set -- ${line%%|*}
  wanted "$1" && printf '%s\n' "$line" >> "$tmp/caselines"
done < "$CASEFILE"

# Rounds outermost: round r of every case before round r + 1 of any, so
# that a case's rounds spread over the whole run.  A shared machine has
# states that last a minute or more (memory bandwidth halved, or one
# program ahead of the other for a whole case and behind in the next
# run); rounds run back to back would all fall in
# one of them, and their interval would be narrow around a biased
# median.
for r in $(seq "$ROUNDS"); do
  while IFS= read -r line; do
    parse_case "$line"
    # The programs read nothing from the case list: keep them off stdin.
    run_case_round "$r" < /dev/null
  done < "$tmp/caselines"
  [ "$ROUNDS" -gt 1 ] && echo "round $r of $ROUNDS done" >&2
done
: > "$tmp/markdown"
while IFS= read -r line; do
  parse_case "$line"
  report_case < /dev/null
done < "$tmp/caselines"

if [ -n "$CASES" ]; then
  for c in $CASES; do
    grep -q "^$c[[:space:]]" "$CASEFILE" \
      || echo "run-bench.sh: no case '$c' in $CASEFILE" >&2
  done
fi
if [ "${QUICK:-0}" != 0 ]; then
  # Cases without a quick line are not smoke-tested: say so.
  for c in $(grep -v '^#' "$SRCDIR/cases" | awk 'NF { print $1 }'); do
    grep -q "^$c[[:space:]]" "$CASEFILE" \
      || echo "run-bench.sh: case '$c' has no line in $CASEFILE" >&2
  done
fi
cat <<'EOF'

ratio = hand-written time / HPC time (>= target: HPC as fast as the reference),
of the medians; paired: the median (min-max) of the same ratio taken round by
round, the two programs taking turns in slices of their timed loops (TURNS=0:
back to back), which cancels the machine's states of a few seconds;
verdict: met / MISSED when a distribution-free 95 % confidence interval of the
median paired ratio (of the per-round BW/RMW, for the bandwidth verdict) lies
at or above / below the target, unclear when it holds the target;
GB/s = bytes of the case / HPC time; RMW, triad: stream.exe's kernels taking
the third turn of each round (a pass of each a slice, in the same states of
the machine as the two programs; TURNS=0: best of 5 passes after them), their
medians over the rounds; BW/RMW: the stencils' target is >= 0.6; ref: the
reference's BW/RMW (its median time against the same RMW); /best: BW against
the median of each round's fastest RMW pass (the STREAM convention);
rounds run outermost: round r of every case and configuration before round
r + 1 of any, so that each case's rounds spread over the whole run.
EOF
print_markdown
exit $status
