#!/usr/bin/env bash
# The native gfx9 decoder against llvm-objdump-22, side by side in one run
# (CPU seconds, user + system, children included; the machine is shared, so
# only figures taken together mean something):
#
#   objdump: `llvm-objdump-22 -d --mcpu=ARCH` over the sample, 200 objects a process
#   native:  the native decoder alone (model/examples/native_decode.rs)
#   check:   `wavebed check --jobs JOBS` with `--decoder llvm`, then `--decoder native`
#
#   scripts/bench-native-decoder.sh AITER [EVERY] [JOBS] [WAVEBED]
#
# AITER is the aiter corpus folder (gfx942/ and gfx950/ below it); EVERY takes
# every EVERY-th object of each architecture in sorted order (default 8, the
# sample of model/tests/it/native_decoder.rs); JOBS defaults to 2; WAVEBED to
# target/release/wavebed. Builds the example first (cargo build --release).
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 4 ]; then
  sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
AITER=$1
EVERY=${2:-8}
JOBS=${3:-2}
WAVEBED=${4:-target/release/wavebed}
OBJDUMP=${WAVEBED_LLVM_OBJDUMP:-/usr/lib/llvm-22/bin/llvm-objdump}
[ -x "$WAVEBED" ] || { echo "bench: error: $WAVEBED not found; run cargo build --release" >&2; exit 2; }
cargo build --release -q -p wavebed-model --example native_decode
NATIVE=target/release/examples/native_decode

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for arch in gfx942 gfx950; do
  find "$AITER/$arch" -type f -name '*.co' | LC_ALL=C sort | awk -v n="$EVERY" 'NR % n == 1' >"$tmp/$arch"
done
cat "$tmp/gfx942" "$tmp/gfx950" >"$tmp/all"
echo "sample: $(wc -l <"$tmp/gfx942") gfx942 + $(wc -l <"$tmp/gfx950") gfx950 objects, $(xargs cat <"$tmp/all" | wc -c) bytes"

TIMEFORMAT='%U %S'
cpu() { # CPU seconds of a command, its output discarded
  local t
  t=$( { time "$@" >/dev/null 2>"$tmp/err"; } 2>&1 ) || true
  awk '{printf "%.2f", $1 + $2}' <<<"$t"
}
objdump_all() {
  for arch in gfx942 gfx950; do
    xargs -n 200 "$OBJDUMP" -d --mcpu="$arch" <"$tmp/$arch"
  done
}
native_all() { xargs "$NATIVE" <"$tmp/all"; }

o=$(cpu objdump_all)
n=$(cpu native_all)
tail -1 "$tmp/err"
l=$(cpu xargs "$WAVEBED" check --jobs "$JOBS" --decoder llvm --format json <"$tmp/all")
c=$(cpu xargs "$WAVEBED" check --jobs "$JOBS" --decoder native --format json <"$tmp/all")
grep 'native decoder' "$tmp/err" || true
echo "llvm-objdump (batched):     $o CPU-s"
echo "native decoder alone:       $n CPU-s"
echo "check --decoder llvm:       $l CPU-s"
echo "check --decoder native:     $c CPU-s"
