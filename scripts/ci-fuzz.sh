#!/usr/bin/env bash
# Continuous-fuzzing stage: build every cargo-fuzz target without a sanitizer
# (stable Rust: cargo-fuzz's default AddressSanitizer needs nightly), replay
# each target's seed corpus and its minimized crash regressions, fuzz each
# no-crash target for a time budget, minimize any crash into
# corpus/regressions/<target>/ and print a table.
#
#   scripts/ci-fuzz.sh [OPTIONS] [SECONDS_PER_TARGET]      (default 20 s)
#
#   --targets "T1 T2"     fuzz only these targets (default: every target
#                         `cargo fuzz list` shows except the expected-to-crash
#                         ones, i.e. counters_legacy)
#   --features F          build the fuzz crate with cargo feature(s) F
#   --expect-crash T      proof mode: fuzz only T (built with --features) from an
#                         empty corpus and succeed only if it crashes; the
#                         minimized input goes to a temp dir, never into the repo. Used with
#                         `--features broken-exact` to show the stage catches a
#                         deliberately broken exact model.
#   --keep DIR            keep the work dir (new corpus entries, artifacts, logs)
#                         in DIR instead of a deleted temp dir
#
# New corpus entries go to the work dir, never into corpus/ (refresh the seeds
# with scripts/fuzz-corpus-merge.sh). Exit codes: 0 clean (or, with
# --expect-crash, the expected crash was found), 1 a crash (or, with
# --expect-crash, none found), 2 an error (build failure, missing tool).
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_FUZZ_VERSION=0.13.2
# Targets that fuzz a model known to be unsound: they must crash, so the
# no-crash stage skips them (the bug-finding benchmark uses them).
EXPECTED_TO_CRASH="counters_legacy"

budget=20
targets=""
features=""
expect_crash=""
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --targets) targets="$2"; shift 2 ;;
    --features) features="$2"; shift 2 ;;
    --expect-crash) expect_crash="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    -h|--help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "ci-fuzz: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) budget="$1"; shift ;;
  esac
done
case "$budget" in ''|*[!0-9]*) echo "ci-fuzz: SECONDS_PER_TARGET must be a number, got '$budget'" >&2; exit 2 ;; esac

die() { echo "ci-fuzz: $*" >&2; exit 2; }

# --- pinned cargo-fuzz -------------------------------------------------------
if ! cargo fuzz --version 2>/dev/null | grep -q " $CARGO_FUZZ_VERSION\$"; then
  echo "ci-fuzz: installing cargo-fuzz $CARGO_FUZZ_VERSION" >&2
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked >&2 || die "cannot install cargo-fuzz $CARGO_FUZZ_VERSION"
fi

# Every cargo fuzz call gets the same build flags, so `run` and `tmin` reuse the
# binaries `build` made: no sanitizer (stable), release with debug assertions
# (overflow checks catch arithmetic bugs the properties would not).
build_flags=(-s none --debug-assertions)
[ -n "$features" ] && build_flags+=(--features "$features")

if [ -n "$keep" ]; then work="$keep"; mkdir -p "$work"; else
  work="$(mktemp -d "${TMPDIR:-/tmp}/wavebed-ci-fuzz.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi

all_targets="$(cargo fuzz list)" || die "cargo fuzz list failed"
if [ -n "$expect_crash" ]; then
  echo "$all_targets" | grep -qx "$expect_crash" || die "no fuzz target named $expect_crash"
  targets="$expect_crash"
elif [ -z "$targets" ]; then
  for t in $all_targets; do
    case " $EXPECTED_TO_CRASH " in *" $t "*) ;; *) targets="$targets $t" ;; esac
  done
fi
for t in $targets; do echo "$all_targets" | grep -qx "$t" || die "no fuzz target named $t"; done

# --- build -------------------------------------------------------------------
start=$SECONDS
echo "ci-fuzz: building fuzz targets (${build_flags[*]})" >&2
if [ -n "$expect_crash" ]; then
  scripts/cargo-fuzz build "${build_flags[@]}" "$expect_crash" >&2 || die "build failed"
else
  scripts/cargo-fuzz build "${build_flags[@]}" >&2 || die "build failed"
fi
echo "ci-fuzz: build took $((SECONDS - start)) s" >&2

# libFuzzer flags of a target: its dictionary (fuzz/dict/<target>.dict) and
# the [libfuzzer] section of fuzz/options/<target>.options - the same files
# ClusterFuzzLite ships next to the binaries (.clusterfuzzlite/build.sh).
target_flags() {
  local t="$1"
  [ -f "fuzz/dict/$t.dict" ] && echo "-dict=fuzz/dict/$t.dict"
  [ -f "fuzz/options/$t.options" ] || return 0
  awk '/^\[/{sec=$0; next} sec=="[libfuzzer]" && /=/{gsub(/[ \t]/,""); split($0,kv,"="); print "-" kv[1] "=" kv[2]}' \
    "fuzz/options/$t.options"
}

# Seed and regression directories that exist and hold at least one input.
input_dirs() {
  local t="$1" d
  for d in "corpus/$t" "corpus/regressions/$t"; do
    [ -d "$d" ] && [ -n "$(find "$d" -maxdepth 1 -type f ! -name '.*' -print -quit)" ] && echo "$d"
  done
  return 0
}

crashed=0
rows=()
for t in $targets; do
  mapfile -t flags < <(target_flags "$t")
  # Proof mode starts from an empty corpus: the fuzzer itself, not a seed,
  # must find the planted bug.
  if [ -n "$expect_crash" ]; then dirs=(); else mapfile -t dirs < <(input_dirs "$t"); fi
  art="$work/artifacts/$t"; newcorp="$work/corpus/$t"; log="$work/$t.log"
  mkdir -p "$art" "$newcorp"
  status=ok

  # 1. Replay: every seed and every minimized crash must pass.
  for d in "${dirs[@]}"; do
    if ! scripts/cargo-fuzz run "${build_flags[@]}" "$t" "$d" -- -runs=0 -timeout=10 "-artifact_prefix=$art/" \
        "${flags[@]}" >"$work/$t.replay.log" 2>&1; then
      if [ -z "$(ls -A "$art")" ]; then cat "$work/$t.replay.log" >&2; die "replay of $d failed without a crash artifact"; fi
      echo "ci-fuzz: $t: an input in $d crashes" >&2
      status=crash
      break
    fi
  done

  # 2. Fuzz for the budget; new units go to the work dir only (libFuzzer writes
  #    to the first corpus dir and only reads the others).
  execs=0; rate=0; corp=0
  if [ "$status" = ok ]; then
    if ! scripts/cargo-fuzz run "${build_flags[@]}" "$t" "$newcorp" "${dirs[@]}" -- \
        "-max_total_time=$budget" -timeout=10 -print_final_stats=1 "-artifact_prefix=$art/" \
        "${flags[@]}" >"$log" 2>&1; then
      if [ -z "$(ls -A "$art")" ]; then tail -40 "$log" >&2; die "fuzzing $t failed without a crash artifact"; fi
      status=crash
    fi
    execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    corp="$(grep -o 'corp: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)"
    execs="${execs:-0}"; corp="${corp:-0}"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    [ -n "$rate" ] && [ "$rate" != 0 ] || rate=$((execs / (budget > 0 ? budget : 1)))
  fi

  # 3. Minimize every crash: into corpus/regressions/<target>/ (the fix lands
  #    with it), or into the work dir in --expect-crash mode.
  ncrash=0
  if [ "$status" = crash ]; then
    if [ -n "$expect_crash" ]; then dest="$work/regressions/$t"; else dest="corpus/regressions/$t"; fi
    mkdir -p "$dest"
    for a in "$art"/*; do
      [ -f "$a" ] || continue
      ncrash=$((ncrash + 1))
      min="$work/min-$(basename "$a")"
      if scripts/cargo-fuzz tmin "${build_flags[@]}" -r 1000 "$t" "$a" -- "-exact_artifact_path=$min" \
          "${flags[@]}" >"$work/$t.tmin.log" 2>&1 && [ -s "$min" ]; then :; else cp "$a" "$min"; fi
      kind="$(basename "$a" | cut -d- -f1)"
      out="$dest/$kind-$(sha1sum "$min" | cut -c1-16)"
      cp "$min" "$out"
      echo "ci-fuzz: $t: $kind minimized to $out ($(wc -c <"$out") bytes); replay it with" >&2
      echo "  scripts/cargo-fuzz run ${build_flags[*]} $t $out" >&2
    done
    grep -m1 -E "panicked at|ERROR: libFuzzer" "$work/$t.replay.log" "$log" 2>/dev/null | sed "s/^/  /" >&2 || true
    crashed=$((crashed + 1))
  fi
  rows+=("$(printf '%-18s %12s %10s %8s %8s' "$t" "$execs" "$rate" "$corp" "$ncrash")")
done

printf '\n%-18s %12s %10s %8s %8s\n' target execs exec/s corpus crashes
printf '%s\n' "${rows[@]}"
echo "ci-fuzz: $budget s per target, total $((SECONDS - start)) s${keep:+, work dir $keep}"

if [ -n "$expect_crash" ]; then
  if [ "$crashed" -gt 0 ]; then echo "ci-fuzz: $expect_crash crashed as expected (features: ${features:-none})"; exit 0; fi
  echo "ci-fuzz: $expect_crash did NOT crash within $budget s (features: ${features:-none})" >&2
  exit 1
fi
[ "$crashed" -eq 0 ] || { echo "ci-fuzz: $crashed target(s) crashed; minimized inputs are in corpus/regressions/" >&2; exit 1; }
