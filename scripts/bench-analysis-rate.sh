#!/usr/bin/env bash
# Analysed instructions per CPU second of wavebed's own work, disassembly
# excluded (issue 30), for one or more wavebed binaries side by side in one
# run (the machine is shared: only figures taken together compare):
#
#   scripts/bench-analysis-rate.sh CORPUS [WAVEBED...]
#
# For each binary (default target/release/wavebed), runs
#   check  --jobs 2 --format json CORPUS   (all paths, exact)
#   census --jobs 2 --format json CORPUS   (three models + oracle)
# with llvm-objdump run through a wrapper that logs each child's CPU time,
# and prints per run: the whole run's CPU seconds (user + system, children
# included), llvm-objdump's, wavebed's own (the difference), the analysed
# instructions (the total record's `instructions`: per function for check,
# executed over every wave for census) and instructions per CPU second of
# wavebed's own time, plus peak RSS of the wavebed process.
# WAVEBED_BENCH_RUNS="check census" picks the runs.
#
# Exit codes: 0 all ran; 2 usage error or a run reported errors.
set -euo pipefail

if [ $# -lt 1 ]; then
  sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
CORPUS=$1
shift
BINS=("$@")
[ ${#BINS[@]} -eq 0 ] && BINS=(target/release/wavebed)
OBJDUMP=${WAVEBED_LLVM_OBJDUMP:-/usr/lib/llvm-22/bin/llvm-objdump}
RUNS=${WAVEBED_BENCH_RUNS:-check census}
[ -e "$CORPUS" ] || { echo "bench: error: $CORPUS not found" >&2; exit 2; }
[ -x "$OBJDUMP" ] || { echo "bench: error: $OBJDUMP not found" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/objdump" <<WRAP
#!/bin/sh
exec /usr/bin/time -f "%U %S" -a -o "\$WAVEBED_BENCH_LOG" "$OBJDUMP" "\$@"
WRAP
chmod +x "$tmp/objdump"

for run in $RUNS; do
  for bin in "${BINS[@]}"; do
    [ -x "$bin" ] || { echo "bench: error: $bin not found" >&2; exit 2; }
    : >"$tmp/log"
    set +e
    WAVEBED_BENCH_LOG="$tmp/log" /usr/bin/time -f "%U %S %M" -o "$tmp/time" \
      "$bin" "$run" --jobs 2 --format json --objdump "$tmp/objdump" "$CORPUS" >"$tmp/out" 2>/dev/null
    set -e
    total=$(tail -n 1 "$tmp/out")
    case "$total" in *'"errors":0'*) ;; *) echo "bench: error: $bin $run reported errors" >&2; exit 2 ;; esac
    instructions=$(echo "$total" | grep -o '"instructions":[0-9]*' | tail -n 1 | cut -d: -f2)
    read -r u s rss < <(tail -n 1 "$tmp/time")
    od=$(awk '{t += $1 + $2} END {printf "%.2f", t}' "$tmp/log")
    awk -v run="$run" -v bin="$bin" -v u="$u" -v s="$s" -v od="$od" -v n="$instructions" -v rss="$rss" 'BEGIN {
      own = u + s - od
      printf "%-6s %s cpu_seconds=%.2f objdump_cpu_seconds=%.2f wavebed_cpu_seconds=%.2f instructions=%d per_cpu_second=%.2fM peak_rss_kb=%d\n",
        run, bin, u + s, od, own, n, n / own / 1e6, rss }'
  done
done
