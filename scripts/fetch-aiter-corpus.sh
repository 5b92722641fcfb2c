#!/usr/bin/env bash
# Fetches the production corpus any user can get: the 2,501 AMD code objects
# (gfx942, gfx950) inside the `amd-aiter==0.1.7.post2.dev18` wheel on PyPI.
#
#   scripts/fetch-aiter-corpus.sh DEST
#
# A use of scripts/fetch-corpus.sh: downloads that exact wheel with pip (no
# install, no dependencies), checks its sha256, and extracts only its `.co`
# members below `aiter_meta/hsa/` into DEST, keeping their folders:
# DEST/gfx942/fmoe/..., DEST/gfx950/fmha_v3_bwd/... Then `wavebed census
# DEST` runs on them. (`wavebed census` also reads the wheel itself:
# `scripts/fetch-corpus.sh amd-aiter==0.1.7.post2.dev18 DIR` keeps it whole.)
#
# Idempotent: a DEST that already holds the verified corpus (its manifest
# DEST/.aiter-corpus) is left as it is. The objects are unpacked in a staging
# folder beside DEST and moved in place at the end, so an interrupted run
# never leaves a half corpus behind.
#
# Offline: WAVEBED_AITER_WHEEL=PATH uses a wheel downloaded before (it is
# verified the same way).
#
# Exit codes: 0 the corpus is in DEST; 2 usage error or DEST unusable (a file,
# or a non-empty folder that is not this corpus); 3 the download failed (no
# network, no pip); 4 the wheel's sha256 is wrong; 5 not enough free space;
# 6 the wheel's contents are not what was expected (extraction failed, wrong
# count).
set -euo pipefail

if [ $# -ne 1 ] || [ "$1" = -h ] || [ "$1" = --help ]; then
  sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//' >&2
  [ $# -eq 1 ] && exit 0
  exit 2
fi
if [ -n "${WAVEBED_AITER_WHEEL:-}" ]; then
  export WAVEBED_WHEEL=$WAVEBED_AITER_WHEEL
fi
exec "$(dirname -- "$0")/fetch-corpus.sh" \
  --sha256 fe139d74438217c35e87e3b961166bac8db2d381eadccb371da2e63615f05a31 \
  --unpack aiter_meta/hsa/ --expect 2501 --manifest .aiter-corpus \
  amd-aiter==0.1.7.post2.dev18 "$1"
