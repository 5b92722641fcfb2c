#!/usr/bin/env bash
# libFuzzer execution rate per target, for comparing fuzz builds in one run:
#
#   scripts/bench-fuzz-rate.sh SECONDS BINDIR...
#
# Each BINDIR holds target binaries (copies of
# fuzz/target/x86_64-unknown-linux-gnu/release/<target> from different builds).
# Per target, the BINDIRs run one after the other (so a shared machine's load
# falls on all of them alike), each for SECONDS from the target's seeds and
# regressions as scripts/ci-fuzz.sh runs it (-seed=1, its dictionary and
# options, new inputs to a temp dir). Prints libFuzzer's wall-clock exec/s,
# executions per CPU second (user + system time of the process, which a loaded
# machine changes far less) and the final coverage. counters_legacy is left
# out: it crashes at once by design (scripts/bench-time-to-bug.sh times it).
# TARGETS="t1 t2" selects targets. Exit 0, or 2 on an error.
set -euo pipefail
cd "$(dirname "$0")/.."
die() { echo "bench-fuzz-rate: $*" >&2; exit 2; }
[ $# -ge 2 ] || die "usage: scripts/bench-fuzz-rate.sh SECONDS BINDIR..."
secs="$1"; shift
case "$secs" in ''|*[!0-9]*) die "SECONDS must be a number, got '$secs'" ;; esac
targets="${TARGETS:-counters_exact counters_seed oracle_agreement offsets offsets_peel asm_parser trace_decode fly_mlir}"
work="$(mktemp -d "${TMPDIR:-/tmp}/wavebed-fuzz-rate.XXXXXX")"
trap 'rm -rf "$work"' EXIT

printf '| target | build | exec/s | execs | CPU s | execs per CPU s | cov | ft |\n|---|---|---:|---:|---:|---:|---:|---:|\n'
for t in $targets; do
  for d in "$@"; do
    [ -x "$d/$t" ] || die "no binary $d/$t"
    dirs=()
    for c in "corpus/$t" "corpus/regressions/$t"; do [ -d "$c" ] && dirs+=("$c"); done
    flags=()
    [ -f "fuzz/dict/$t.dict" ] && flags+=("-dict=fuzz/dict/$t.dict")
    if [ -f "fuzz/options/$t.options" ]; then
      mapfile -t -O "${#flags[@]}" flags < <(awk '/^\[/{sec=$0; next} sec=="[libfuzzer]" && /=/{gsub(/[ \t]/,""); split($0,kv,"="); print "-" kv[1] "=" kv[2]}' "fuzz/options/$t.options")
    fi
    rm -rf "$work/new"; mkdir -p "$work/new"
    /usr/bin/time -f "%U %S" -o "$work/time" "$d/$t" -seed=1 "-max_total_time=$secs" -timeout=10 \
      -print_final_stats=1 "-artifact_prefix=$work/" "${flags[@]}" "$work/new" "${dirs[@]}" >"$work/log" 2>&1 \
      || die "$d/$t failed (crash or error); log: $(tail -3 "$work/log")"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/log")"
    n="$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log")"
    read -r u s < <(tail -1 "$work/time")
    cov="$(grep -o 'cov: [0-9]*' "$work/log" | tail -1 | grep -o '[0-9]*$' || echo -)"
    ft="$(grep -o 'ft: [0-9]*' "$work/log" | tail -1 | grep -o '[0-9]*$' || echo -)"
    awk -v t="$t" -v d="$d" -v r="$rate" -v n="$n" -v u="$u" -v s="$s" -v c="$cov" -v f="$ft" \
      'BEGIN { printf "| `%s` | %s | %d | %d | %.1f | %.0f | %s | %s |\n", t, d, r, n, u+s, n/(u+s), c, f }'
  done
done
