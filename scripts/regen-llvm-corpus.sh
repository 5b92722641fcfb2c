#!/usr/bin/env bash
# Re-judges and regenerates the reports in corpus/llvm/ under the current
# default assumption set: each report's listing (its waits stripped) runs
# through `wavebed diff llvm` again - llc-22 places the waits, ddmin keeps it
# minimal, the report is written anew with the assumption set, the verdict and
# the contested readings it depends on (docs/llvm-peer.md section 4).
#
#   scripts/regen-llvm-corpus.sh [FILE.s...]
#
# Without arguments every corpus/llvm/*.mir is regenerated from its own
# listing. With FILE.s arguments (hand-written listings named
# ARCH-FLAT-NAME.s, e.g. gfx942-generic-loop.s) their reports are added.
# Fails when a report's finding no longer holds (no report of that name comes
# out). Env WAVEBED_BIN: the binary (default target/release/wavebed).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${WAVEBED_BIN:-target/release/wavebed}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# run ARCH FLAT LISTING.s NAME: regenerate report NAME.mir from the listing.
run() {
    local arch=$1 flat=$2 listing=$3 name=$4 out="$work/out-$4"
    mkdir -p "$out"
    "$bin" diff llvm --arch "$arch" --flat "$flat" --examples "$out" "$listing" >/dev/null || true
    if [ -f "$out/$name.mir" ]; then
        cp "$out/$name.mir" "corpus/llvm/$name.mir"
        echo "$name: $(sed -n 's/^# verdict: //p' "corpus/llvm/$name.mir")"
    else
        echo "FAIL $name: the finding does not hold any more (made: $(ls "$out" | tr '\n' ' '))"
        status=1
    fi
}

if [ $# -eq 0 ]; then
    for f in corpus/llvm/*.mir; do
        name=$(basename "$f" .mir)
        arch=$(sed -n '2s/.*arch=\([a-z0-9]*\).*/\1/p' "$f")
        flat=$(sed -n '2s/.*flat-memory-operand=\([a-z]*\).*/\1/p' "$f")
        case_name=$(sed -n '1s/.*minimized from \([A-Za-z0-9_]*\).*/\1/p' "$f")
        listing="$work/$name/$case_name.s"
        mkdir -p "$work/$name"
        # The listing with LLVM's waits: instructions indented, labels not.
        sed -n "/^# listing with LLVM's waits:/,/^#\$/p" "$f" | sed -n 's/^#   //p' \
            | sed '/:$/!s/^/\t/' >"$listing"
        run "$arch" "$flat" "$listing" "$name"
    done
else
    for l in "$@"; do
        base=$(basename "$l" .s)
        arch=${base%%-*}
        rest=${base#*-}
        flat=${rest%%-*}
        mkdir -p "$work/$base"
        cp "$l" "$work/$base/${rest#*-}.s"
        out="$work/out-$base"
        mkdir -p "$out"
        "$bin" diff llvm --arch "$arch" --flat "$flat" --examples "$out" "$work/$base/${rest#*-}.s" >/dev/null || true
        for m in "$out"/*.mir; do
            [ -f "$m" ] || { echo "FAIL $l: no finding"; status=1; continue; }
            n=$(basename "$m")
            cp "$m" "corpus/llvm/$n"
            echo "${n%.mir}: $(sed -n 's/^# verdict: //p' "$m")"
        done
    done
fi
exit $status
