#!/usr/bin/env bash
# Bug-finding benchmark: the median, over seeds 1-5, of the time (and the
# executions or cases) each bug finder needs for its first finding:
#
#   counters, legacy model, first missed race:
#     libFuzzer on counters_legacy (empty corpus, -seed=S)
#     wavebed diff counters --model legacy --seed S (the campaign generator;
#       timed in process by fuzzing/examples/time_to_bug.rs and end to end as
#       the CLI run of --cases K+1, K the first failing case)
#     the same cases through the uniform generator (oracle/src/uniform.rs: no
#       capacity-boundary or class-mixing bias)
#   counters, capacity-boundary findings, campaign vs uniform generator:
#     seed model false_positive:cross_class_capacity, legacy model
#     false_positive:no_back_pressure, every missed-race cause of legacy
#   offsets, the planted bug (wavebed_fuzzing::mutants; the fuzz crate's
#   feature planted-swizzle-fusion):
#     libFuzzer on offsets vs the cases of wavebed diff offsets --rule new
#   counters, the broken exact model (wavebed_fuzzing::mutants; the fuzz
#   crate's feature broken-exact):
#     libFuzzer on counters_exact
#
#   scripts/bench-time-to-bug.sh [SECONDS]   (per generator run, default 10;
#                                            libFuzzer runs stop at 300 s)
#
# Prints a Markdown table for BENCHMARKS.md ("Fuzzing"). Timings depend on the
# machine's load; executions and cases do not (libFuzzer runs single-threaded
# with a fixed -seed). Exit 0, or 2 on an error.
set -euo pipefail
cd "$(dirname "$0")/.."

budget="${1:-10}"
SEEDS="1 2 3 4 5"
FUZZ_MAX=300
CARGO_FUZZ_VERSION=0.13.2
die() { echo "bench-time-to-bug: $*" >&2; exit 2; }

if ! cargo fuzz --version 2>/dev/null | grep -q " $CARGO_FUZZ_VERSION\$"; then
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked >&2 || die "cannot install cargo-fuzz"
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/wavebed-ttb.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "bench-time-to-bug: building (release)" >&2
cargo build --release --bin wavebed >&2 || die "build of wavebed failed"
cargo build --release -p wavebed-fuzzing --example time_to_bug >&2 || die "build of time_to_bug failed"
cp target/release/examples/time_to_bug "$work/ttb"
bins=fuzz/target/x86_64-unknown-linux-gnu/release
fuzz_build() { # FEATURES TARGET -> copies the binary to $work/TARGET[-FEATURES]
  local feat="$1" t="$2" flags=(-s none --debug-assertions)
  [ -n "$feat" ] && flags+=(--features "$feat")
  scripts/cargo-fuzz build "${flags[@]}" "$t" >&2 || die "cargo fuzz build $t ($feat) failed"
  cp "$bins/$t" "$work/$t${feat:+-$feat}"
}
fuzz_build "" counters_legacy
fuzz_build planted-swizzle-fusion offsets
fuzz_build broken-exact counters_exact

now() { date +%s.%N; }
median() { sort -g | awk '{v[NR]=$1} END {if (NR == 0) print "-"; else if (NR % 2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'; }
fmt_s() { awk -v s="$1" 'BEGIN { if (s == "-") print "-"; else if (s < 0.001) printf "%.0f us", s*1e6; else if (s < 1) printf "%.1f ms", s*1e3; else printf "%.2f s", s }'; }

# libFuzzer from an empty corpus: seconds and executions to the first crash.
libfuzzer() { # BINARY SEED -> "seconds execs" or "- -" on no crash
  local bin="$1" seed="$2" dir="$work/lf-$(basename "$1")-$2" t0 t1
  mkdir -p "$dir/corpus" "$dir/art"
  t0=$(now)
  if "$work/$bin" -seed="$seed" -max_total_time=$FUZZ_MAX -print_final_stats=1 -timeout=10 \
      "-artifact_prefix=$dir/art/" "$dir/corpus" >"$dir/log" 2>&1; then
    echo "- -"; return
  fi
  t1=$(now)
  echo "$(awk -v a="$t0" -v b="$t1" 'BEGIN{print b-a}') $(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)"
}

declare -A secs cases
add() { secs[$1]+="$2"$'\n'; cases[$1]+="$3"$'\n'; }

for s in $SEEDS; do
  echo "bench-time-to-bug: seed $s" >&2
  read -r t n < <(libfuzzer counters_legacy "$s"); add "lf:legacy" "$t" "$n"
  read -r t n < <(libfuzzer offsets-planted-swizzle-fusion "$s"); add "lf:planted" "$t" "$n"
  read -r t n < <(libfuzzer counters_exact-broken-exact "$s"); add "lf:broken" "$t" "$n"

  for model in legacy seed; do
    for gen in campaign uniform; do
      out="$("$work/ttb" counters "$model" "$gen" "$s" "$budget")"
      # Cases to the first finding of each verdict and cause (index + 1).
      while read -r _ key c tt; do
        add "$gen:$model:$key" "${tt#seconds=}" "$(( ${c#case=} + 1 ))"
      done < <(grep '^cause ' <<<"$out")
      if [ "$model" = legacy ]; then
        read -r _ _ c tt _ < <(grep '^first ' <<<"$out")
        if [ "${c#case=}" = none ]; then add "$gen:legacy:first" - -; else
          add "$gen:legacy:first" "${tt#seconds=}" "$(( ${c#case=} + 1 ))"
          if [ "$gen" = campaign ]; then
            k=$(( ${c#case=} + 1 )); t0=$(now)
            rc=0; target/release/wavebed diff counters --model legacy --seed "$s" --cases "$k" >/dev/null 2>&1 || rc=$?
            t1=$(now)
            [ "$rc" = 1 ] || die "wavebed diff counters --model legacy --seed $s --cases $k exited $rc, expected 1"; add "cli:legacy" "$(awk -v a="$t0" -v b="$t1" 'BEGIN{print b-a}')" "$k"
          fi
        fi
      fi
    done
  done

  read -r _ _ c tt _ < <("$work/ttb" offsets "$s" "$budget" | grep '^first ')
  if [ "${c#case=}" = none ]; then add "campaign:planted" - -; else add "campaign:planted" "${tt#seconds=}" "$(( ${c#case=} + 1 ))"; fi
done

row() { # LABEL KEY UNIT
  local key="$2" n found
  n=$(printf '%s' "${cases[$key]:-}" | grep -c . || true)
  found=$(printf '%s' "${cases[$key]:-}" | grep -vc '^-$' || true)
  printf '| %s | %s | %s %s | %s/5 |\n' "$1" \
    "$(fmt_s "$(printf '%s' "${secs[$key]:-}" | grep -v '^-$' | median)")" \
    "$(printf '%s' "${cases[$key]:-}" | grep -v '^-$' | median)" "$3" "$found"
}

echo
echo "| bug finder | median time | median work to first finding | seeds finding it |"
echo "|---|---|---|---|"
row "legacy missed race: libFuzzer \`counters_legacy\`" lf:legacy execs
row "legacy missed race: \`wavebed diff counters --model legacy\` (CLI, end to end)" cli:legacy cases
row "legacy missed race: campaign generator (in process)" campaign:legacy:first cases
row "legacy missed race: uniform generator" uniform:legacy:first cases
for key in $(printf '%s\n' "${!cases[@]}" | grep -E '^(campaign|uniform):(legacy|seed):(missed|false)' | sed 's/^[a-z]*://' | sort -u); do
  for gen in campaign uniform; do
    row "${key%%:*} ${key#*:}: $gen generator" "$gen:$key" cases
  done
done
row "planted swizzle fusion: libFuzzer \`offsets\`" lf:planted execs
row "planted swizzle fusion: \`wavebed diff offsets --rule new\` campaign" campaign:planted cases
row "broken exact model: libFuzzer \`counters_exact\`" lf:broken execs
echo
echo "(generator runs: $budget s per seed; a cause a generator never found in that time is"
echo "missing from its median and counted in the last column; libFuzzer runs stop at $FUZZ_MAX s)"
