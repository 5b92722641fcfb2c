#!/usr/bin/env bash
# Outputs unchanged: runs two wavebed binaries (e.g. main's and a branch's) on
# the same corpora and compares what they print, byte for byte, with timing
# fields aside. Performance work must pass it (issue 30).
#
#   scripts/check-outputs-unchanged.sh BEFORE AFTER [CORPUS...]
#
# Per corpus (default: corpus/kernels and ../shared/corpus/aiter, when it is
# there) and per binary:
#   check --format json, check (text), census --format json, census (text)
# each with --jobs 2; stdout, stderr and the exit code must agree. Timing
# fields are masked before comparing: `"seconds":X` in JSON and `seconds=X`
# in text (the only fields that measure time). A difference is shown as the
# first lines of a unified diff.
# WAVEBED_CHECK_KEEP=DIR keeps both outputs in DIR (default: a temporary
# folder, removed at the end). WAVEBED_CHECK_MODES="check-json census-json"
# picks the runs (default: all four).
#
# Exit codes: 0 every output identical; 1 a difference; 2 usage error.
set -euo pipefail

if [ $# -lt 2 ]; then
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
BEFORE=$1
AFTER=$2
shift 2
for b in "$BEFORE" "$AFTER"; do
  [ -x "$b" ] || { echo "outputs-unchanged: error: $b is not an executable" >&2; exit 2; }
done
CORPORA=("$@")
if [ ${#CORPORA[@]} -eq 0 ]; then
  CORPORA=(corpus/kernels)
  [ -d ../shared/corpus/aiter ] && CORPORA+=(../shared/corpus/aiter)
fi
MODES=${WAVEBED_CHECK_MODES:-check-json check-text census-json census-text}
if [ -n "${WAVEBED_CHECK_KEEP:-}" ]; then
  OUT=$WAVEBED_CHECK_KEEP
  mkdir -p "$OUT"
else
  OUT=$(mktemp -d)
  trap 'rm -rf "$OUT"' EXIT
fi

# Masks the timing fields of an output file in place.
mask() {
  sed -E -i 's/"seconds":[0-9.eE+-]+/"seconds":T/g; s/(^|[ (])seconds=[0-9.eE+-]+/\1seconds=T/g' "$1"
}

run() { # BIN MODE CORPUS PREFIX
  local bin=$1 mode=$2 corpus=$3 p=$4 cmd fmt
  cmd=${mode%-*}
  fmt=${mode#*-}
  set +e
  "$bin" "$cmd" --jobs 2 --format "$fmt" "$corpus" >"$p.out" 2>"$p.err"
  echo $? >"$p.rc"
  set -e
  mask "$p.out"
  mask "$p.err"
}

status=0
for corpus in "${CORPORA[@]}"; do
  [ -e "$corpus" ] || { echo "outputs-unchanged: error: $corpus not found" >&2; exit 2; }
  tag=$(echo "$corpus" | tr '/.' '__')
  for mode in $MODES; do
    run "$BEFORE" "$mode" "$corpus" "$OUT/$tag.$mode.before"
    run "$AFTER" "$mode" "$corpus" "$OUT/$tag.$mode.after"
    same=1
    for ext in out err rc; do
      if ! cmp -s "$OUT/$tag.$mode.before.$ext" "$OUT/$tag.$mode.after.$ext"; then
        same=0
        echo "DIFFERENT $corpus $mode ($ext):"
        diff -u "$OUT/$tag.$mode.before.$ext" "$OUT/$tag.$mode.after.$ext" | head -20 || true
      fi
    done
    if [ $same -eq 1 ]; then
      echo "identical $corpus $mode ($(wc -l <"$OUT/$tag.$mode.after.out") lines, exit $(cat "$OUT/$tag.$mode.after.rc"))"
    else
      status=1
    fi
  done
done
exit $status
