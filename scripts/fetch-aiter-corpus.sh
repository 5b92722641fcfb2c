#!/usr/bin/env bash
# Fetches the production corpus any user can get: the 2,501 AMD code objects
# (gfx942, gfx950) inside the `amd-aiter==0.1.7.post2.dev18` wheel on PyPI.
#
#   scripts/fetch-aiter-corpus.sh DEST
#
# Downloads that exact wheel with pip (no install, no dependencies), checks its
# sha256, and extracts only its `.co` members below `aiter_meta/hsa/` into
# DEST, keeping their folders: DEST/gfx942/fmoe/..., DEST/gfx950/fmha_v3_bwd/...
# Then `wavebed census DEST` runs on them.
#
# Idempotent: a DEST that already holds the verified corpus (its marker file
# DEST/.aiter-corpus and all 2,501 objects) is left as it is. The objects are
# unpacked in a staging folder beside DEST and moved in place at the end, so
# an interrupted run never leaves a half corpus behind.
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

VERSION=0.1.7.post2.dev18
WHEEL=amd_aiter-$VERSION-py3-none-any.whl
SHA256=fe139d74438217c35e87e3b961166bac8db2d381eadccb371da2e63615f05a31
COUNT=2501
# Space the run needs: the wheel (40 MB) and the unpacked objects (103 MB), with margin.
NEED_MB=180
MARKER=.aiter-corpus

die() {
  local code=$1
  shift
  echo "fetch-aiter-corpus: error: $*" >&2
  exit "$code"
}

if [ $# -ne 1 ] || [ "$1" = -h ] || [ "$1" = --help ]; then
  sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//' >&2
  [ $# -eq 1 ] && exit 0
  exit 2
fi
DEST=$1

command -v python3 >/dev/null || die 3 "python3 not found (needed for pip and to unpack the wheel); install python3 and python3-pip"

count_objects() {
  find "$1" -type f -name '*.co' | wc -l
}

if [ -e "$DEST" ] && [ ! -d "$DEST" ]; then
  die 2 "$DEST exists and is not a folder"
fi
if [ -f "$DEST/$MARKER" ]; then
  if grep -qx "sha256=$SHA256" "$DEST/$MARKER" && [ "$(count_objects "$DEST")" -eq "$COUNT" ]; then
    echo "fetch-aiter-corpus: $DEST already holds the $COUNT code objects of $WHEEL"
    exit 0
  fi
  die 2 "$DEST holds an incomplete or different corpus ($(count_objects "$DEST") code objects, marker $DEST/$MARKER); remove it and run again"
fi
if [ -d "$DEST" ] && [ -n "$(ls -A "$DEST")" ]; then
  die 2 "$DEST is a non-empty folder without the corpus marker; give a new or empty folder"
fi

PARENT=$(dirname -- "$DEST")
mkdir -p -- "$PARENT" || die 2 "cannot create $PARENT"
avail_kb=$(df -Pk -- "$PARENT" | awk 'NR==2 {print $4}')
if [ -n "$avail_kb" ] && [ "$avail_kb" -lt $((NEED_MB * 1024)) ]; then
  die 5 "not enough space in $PARENT: $((avail_kb / 1024)) MB free, $NEED_MB MB needed"
fi

STAGE=$(mktemp -d -- "$DEST.partial.XXXXXX") || die 2 "cannot create a staging folder beside $DEST"
trap 'rm -rf -- "$STAGE"' EXIT

if [ -n "${WAVEBED_AITER_WHEEL:-}" ]; then
  [ -f "$WAVEBED_AITER_WHEEL" ] || die 3 "WAVEBED_AITER_WHEEL=$WAVEBED_AITER_WHEEL is not a file"
  wheel=$WAVEBED_AITER_WHEEL
else
  python3 -m pip --version >/dev/null 2>&1 || die 3 "pip not found for python3; install python3-pip"
  echo "fetch-aiter-corpus: downloading $WHEEL (40 MB) with pip"
  if ! python3 -m pip download --no-deps --only-binary=:all: --disable-pip-version-check \
    --retries 2 --timeout 30 --dest "$STAGE/wheel" "amd-aiter==$VERSION" >"$STAGE/pip.log" 2>&1; then
    tail -n 5 "$STAGE/pip.log" >&2
    if grep -qi 'no space left' "$STAGE/pip.log"; then
      die 5 "no space left while downloading into $STAGE"
    fi
    die 3 "pip could not download amd-aiter==$VERSION (no network, or no access to the package index?)"
  fi
  wheel=$STAGE/wheel/$WHEEL
  [ -f "$wheel" ] || die 3 "pip did not produce $WHEEL (got: $(ls "$STAGE/wheel" 2>/dev/null | tr '\n' ' '))"
fi

got=$(python3 - "$wheel" <<'EOF'
import hashlib, sys
h = hashlib.sha256()
with open(sys.argv[1], "rb") as f:
    for block in iter(lambda: f.read(1 << 20), b""):
        h.update(block)
print(h.hexdigest())
EOF
)
[ "$got" = "$SHA256" ] || die 4 "sha256 of $wheel is $got, expected $SHA256; the download is damaged or not the published wheel"

# Only `.co` members below aiter_meta/hsa/; names are checked so that a
# member cannot be written outside the staging folder.
if ! python3 - "$wheel" "$STAGE/objects" "$COUNT" <<'EOF'
import errno, os, sys, zipfile
wheel, out, want = sys.argv[1], sys.argv[2], int(sys.argv[3])
prefix = "aiter_meta/hsa/"
n = 0
try:
    with zipfile.ZipFile(wheel) as z:
        for info in z.infolist():
            name = info.filename
            if info.is_dir() or not name.startswith(prefix) or not name.endswith(".co"):
                continue
            rel = name[len(prefix):]
            parts = rel.split("/")
            if any(p in ("", ".", "..") for p in parts):
                sys.exit(f"fetch-aiter-corpus: error: unsafe member name {name!r}")
            target = os.path.join(out, *parts)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with z.open(info) as src, open(target, "wb") as dst:
                while block := src.read(1 << 20):
                    dst.write(block)
            n += 1
except OSError as e:
    if e.errno == errno.ENOSPC:
        sys.exit(5)
    sys.exit(f"fetch-aiter-corpus: error: cannot unpack {wheel}: {e}")
except zipfile.BadZipFile as e:
    sys.exit(f"fetch-aiter-corpus: error: {wheel} is not a valid wheel: {e}")
if n != want:
    sys.exit(f"fetch-aiter-corpus: error: {wheel} holds {n} code objects below {prefix}, expected {want}")
EOF
then
  code=$?
  [ "$code" -eq 5 ] && die 5 "no space left while unpacking into $STAGE"
  exit 6
fi

printf 'wheel=%s\nsha256=%s\nobjects=%s\n' "$WHEEL" "$SHA256" "$COUNT" >"$STAGE/objects/$MARKER"
[ -d "$DEST" ] && rmdir -- "$DEST"
mv -- "$STAGE/objects" "$DEST" || die 2 "cannot move the corpus into $DEST"
echo "fetch-aiter-corpus: $COUNT code objects of $WHEEL (sha256 verified) in $DEST"
