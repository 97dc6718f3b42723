#!/bin/sh
# fake-perf.sh - a stand-in for perf in bench-turns.exp: "record ... -o
# FILE ..." writes FILE (and runs nothing), "report" prints one hot
# function, as perf report --stdio would.
if [ "$1" = record ]; then
  while [ $# -gt 0 ] && [ "$1" != -o ]; do shift; done
  echo samples > "$2"
else
  echo "    90.00%         9  program  [.] hot_function"
fi
