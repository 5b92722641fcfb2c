#!/usr/bin/env bash
# The census of a corpus of code objects against the naive disassembly pass it
# must beat, measured side by side in one run (the machine is shared, so only
# the ratio of two figures taken together means something):
#
#   naive:  `llvm-objdump-22 -d FILE` once per object, JOBS at a time
#   census: `wavebed census CORPUS --jobs JOBS --format json`
#
#   scripts/bench-census-vs-objdump.sh CORPUS [JOBS] [WAVEBED]
#
# CORPUS defaults to nothing (give the folder `scripts/fetch-aiter-corpus.sh`
# filled); JOBS to 2; WAVEBED to target/release/wavebed. Prints both wall
# times and CPU times (user + system), the ratios census/naive, and the
# census's total record (which must say errors=0). Exit 0 when both ran, 2 on
# an error.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 3 ]; then
  sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
CORPUS=$1
JOBS=${2:-2}
WAVEBED=${3:-target/release/wavebed}
OBJDUMP=${WAVEBED_LLVM_OBJDUMP:-/usr/lib/llvm-22/bin/llvm-objdump}

[ -d "$CORPUS" ] || { echo "bench: error: $CORPUS is not a folder" >&2; exit 2; }
[ -x "$WAVEBED" ] || { echo "bench: error: $WAVEBED not found; run cargo build --release" >&2; exit 2; }
[ -x "$OBJDUMP" ] || { echo "bench: error: $OBJDUMP not found; run scripts/setup.sh" >&2; exit 2; }

objects=$(find "$CORPUS" -type f -name '*.co' | wc -l)
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# Wall seconds, then CPU seconds (user + system, children included), of a command.
TIMEFORMAT='%R %U %S'
timed() {
  local t
  { t=$( { time "$@" >/dev/null 2>&1; } 2>&1 ); } || true
  echo "$t"
}

naive=$(timed bash -c 'find "$1" -type f -name "*.co" -print0 | xargs -0 -P "$2" -n 1 "$3" -d' _ "$CORPUS" "$JOBS" "$OBJDUMP")
set +e
census=$( { time "$WAVEBED" census "$CORPUS" --jobs "$JOBS" --format json >"$out" 2>/dev/null; } 2>&1 )
code=$(grep -q '"record":"error"' "$out" && echo 2 || echo 0)
set -e
if [ "$code" -eq 2 ] || ! tail -n 1 "$out" | grep -q '"errors":0'; then
  echo "bench: error: the census reported errors" >&2
  grep '"record":"error"' "$out" | head -5 >&2
  exit 2
fi

read -r nw nu ns <<<"$naive"
read -r cw cu cs <<<"$census"
printf 'objects=%s jobs=%s\n' "$objects" "$JOBS"
printf 'naive_objdump wall_seconds=%.1f cpu_seconds=%.1f\n' "$nw" "$(echo "$nu + $ns" | bc -l)"
printf 'census        wall_seconds=%.1f cpu_seconds=%.1f\n' "$cw" "$(echo "$cu + $cs" | bc -l)"
printf 'ratio wall=%.2f cpu=%.2f\n' "$(echo "$cw / $nw" | bc -l)" "$(echo "($cu + $cs) / ($nu + $ns)" | bc -l)"
tail -n 1 "$out"
