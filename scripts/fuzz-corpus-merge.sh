#!/usr/bin/env bash
# Merges new fuzzing inputs into the seed corpora and minimizes them with
# `cargo fuzz cmin` (libFuzzer -merge=1: the smallest set of inputs that keeps
# every coverage feature of the union).
#
#   scripts/fuzz-corpus-merge.sh [--from DIR] [TARGET...]
#
#   --from DIR   add DIR/<target>/* first: the corpus a `scripts/ci-fuzz.sh
#                --keep DIR` run grew, or an unpacked ClusterFuzzLite corpus
#                (one folder per target)
#   TARGET...    default: every target `cargo fuzz list` shows
#
# corpus/<target>/ holds only seed inputs (cmin rewrites it);
# corpus/regressions/<target>/ is never touched here. Exit 0 on success, 2 on
# an error.
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_FUZZ_VERSION=0.13.2
from=""
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from="$2"; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz-corpus-merge: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done

die() { echo "fuzz-corpus-merge: $*" >&2; exit 2; }
if ! cargo fuzz --version 2>/dev/null | grep -q " $CARGO_FUZZ_VERSION\$"; then
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked >&2 || die "cannot install cargo-fuzz $CARGO_FUZZ_VERSION"
fi
[ -z "$from" ] || [ -d "$from" ] || die "--from $from: no such directory"

all="$(cargo fuzz list)" || die "cargo fuzz list failed"
[ ${#targets[@]} -gt 0 ] || mapfile -t targets <<<"$all"
build_flags=(-s none --debug-assertions)
scripts/cargo-fuzz build "${build_flags[@]}" >&2 || die "build failed"

printf '%-18s %8s %8s %10s\n' target before after bytes
for t in "${targets[@]}"; do
  echo "$all" | grep -qx "$t" || die "no fuzz target named $t"
  dir="corpus/$t"
  mkdir -p "$dir"
  before=$(find "$dir" -maxdepth 1 -type f | wc -l)
  if [ -n "$from" ] && [ -d "$from/$t" ]; then
    # libFuzzer names inputs by their SHA-1, so a copy never clobbers a
    # different input; rename anything else the same way.
    find "$from/$t" -maxdepth 1 -type f ! -name '.*' -print0 |
      while IFS= read -r -d '' f; do cp "$f" "$dir/$(sha1sum "$f" | cut -d' ' -f1)"; done
  fi
  [ -n "$(ls -A "$dir")" ] || { printf '%-18s %8s %8s %10s\n' "$t" 0 0 0; continue; }
  scripts/cargo-fuzz cmin "${build_flags[@]}" "$t" "$dir" -- $( [ -f "fuzz/dict/$t.dict" ] && echo "-dict=fuzz/dict/$t.dict" ) \
    >"${TMPDIR:-/tmp}/wavebed-cmin-$t.log" 2>&1 || { tail -20 "${TMPDIR:-/tmp}/wavebed-cmin-$t.log" >&2; die "cmin of $t failed"; }
  after=$(find "$dir" -maxdepth 1 -type f | wc -l)
  printf '%-18s %8s %8s %10s\n' "$t" "$before" "$after" "$(du -sb "$dir" | cut -f1)"
done
