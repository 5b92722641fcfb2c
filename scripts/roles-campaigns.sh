#!/usr/bin/env bash
# The operand-role differential (docs/roles.md) on every supported
# architecture: `wavebed diff roles --cases N --seed S` per architecture, the
# family lines and the total of each kept in OUT/ARCH.txt, and one summary
# line per architecture on stdout. Usage: scripts/roles-campaigns.sh [N] [SEED] [OUT]
set -euo pipefail
cases=${1:-10000}
seed=${2:-7}
out=${3:-/tmp/roles-campaigns}
bin=${WAVEBED:-target/release/wavebed}
mkdir -p "$out"
archs="gfx908 gfx90a gfx942 gfx950 gfx1010 gfx1011 gfx1012 gfx1030 gfx1031 gfx1032
gfx1033 gfx1034 gfx1035 gfx1036 gfx1100 gfx1101 gfx1102 gfx1103 gfx1150 gfx1151
gfx1152 gfx1153 gfx1200 gfx1201 gfx1250"
status=0
for a in $archs; do
    rc=0
    "$bin" diff roles --arch "$a" --cases "$cases" --seed "$seed" >"$out/$a.txt" 2>&1 || rc=$?
    [ "$rc" -eq 0 ] || status=1
    echo "$a rc=$rc $(tail -n 1 "$out/$a.txt")"
done
exit "$status"
