#!/usr/bin/env bash
# Regenerates the container fixtures in corpus/containers/ (docs/architecture.md,
# "Code objects in containers"): code objects the way they ship, built from
# corpus/containers/src with LLVM 22 and committed, so tests need no compiler.
#
#   libscale.so     host shared library, `clang -x hip` for gfx942 and gfx950:
#                   .hip_fatbin holds one plain offload bundle
#   libscale-ccob.so  the same with --offload-compress: a CCOB (zstd) bundle
#   race.hipfb      clang-offload-bundler --compress, CCOB version 2, zstd at
#                   --compression-level=19: the seed's race kernel (gfx950)
#                   and a clean gfx942 kernel
#   embedded.so     a host shared library with a plain AMDGPU ELF image in a
#                   read-only data section (llvm-objcopy --add-section), as
#                   toolchains that do not bundle embed them
#   kernels.whl     a wheel (zip) holding libscale-ccob.so, race.hipfb, a
#                   gfx906 code object (an architecture wavebed does not
#                   model: refused on its own, the rest still checked), a
#                   plain code object and Python files
#
# Usage: scripts/make-containers.sh     Env: LLVM_BIN (default /usr/lib/llvm-22/bin)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/corpus/containers"
bin="${LLVM_BIN:-/usr/lib/llvm-22/bin}"
for t in clang clang-offload-bundler ld.lld llvm-objcopy; do
  [ -x "$bin/$t" ] || { echo "make-containers: $bin/$t not found (apt-get install clang-22 lld-22 llvm-22)" >&2; exit 2; }
done
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

hip=(-x hip -nogpulib -nogpuinc -O2 -fPIC -fno-ident -fuse-cuid=none)
# The host objects are linked by the system linker; the HIP runtime is not
# needed to link a shared library that only registers its kernels.
"$bin/clang" "${hip[@]}" --offload-arch=gfx942 --offload-arch=gfx950 -c "$dir/src/scale.hip" -o "$tmp/scale.o"
"$bin/clang" -shared -fuse-ld=lld "$tmp/scale.o" -o "$dir/libscale.so"
"$bin/clang" "${hip[@]}" --offload-arch=gfx942 --offload-arch=gfx950 --offload-compress -c "$dir/src/scale.hip" -o "$tmp/scale-ccob.o"
"$bin/clang" -shared -fuse-ld=lld "$tmp/scale-ccob.o" -o "$dir/libscale-ccob.so"

# Device code objects: the race listing, the HIP kernels for gfx942 and gfx906.
"$bin/clang" -target amdgcn-amd-amdhsa -mcpu=gfx950 -c "$dir/src/race.s" -o "$tmp/race.o"
"$bin/ld.lld" -shared "$tmp/race.o" -o "$tmp/race.co"
dev=(-x hip --cuda-device-only --no-gpu-bundle-output -nogpulib -nogpuinc -O2 -fno-ident -fuse-cuid=none)
"$bin/clang" "${dev[@]}" --offload-arch=gfx942 "$dir/src/scale.hip" -o "$tmp/scale-gfx942.co"
"$bin/clang" "${dev[@]}" --offload-arch=gfx906 "$dir/src/scale.hip" -o "$tmp/scale-gfx906.co"

: > "$tmp/empty"
COMPRESSED_BUNDLE_FORMAT_VERSION=2 "$bin/clang-offload-bundler" -type=o --compress --compression-level=19 \
  -targets=host-x86_64-unknown-linux-gnu-,hipv4-amdgcn-amd-amdhsa--gfx950,hipv4-amdgcn-amd-amdhsa--gfx942 \
  -input="$tmp/empty" -input="$tmp/race.co" -input="$tmp/scale-gfx942.co" -output="$dir/race.hipfb"

# A plain AMDGPU image in a data section of a host library.
printf 'int answer(void) { return 42; }\n' > "$tmp/host.c"
"$bin/clang" -fPIC -c "$tmp/host.c" -o "$tmp/host.o"
"$bin/llvm-objcopy" --add-section .rodata.gpu="$tmp/scale-gfx942.co" \
  --set-section-flags .rodata.gpu=alloc,readonly,data "$tmp/host.o" "$tmp/host-gpu.o"
"$bin/clang" -shared -fuse-ld=lld "$tmp/host-gpu.o" -o "$dir/embedded.so"

# The wheel: a zip archive with fixed timestamps, so it is reproducible.
python3 - "$dir" "$tmp" <<'PY'
import sys, zipfile
d, t = sys.argv[1], sys.argv[2]
members = [
    ("scalepkg/__init__.py", b"# container fixture\n"),
    ("scalepkg/lib/libscale-ccob.so", open(f"{d}/libscale-ccob.so", "rb").read()),
    ("scalepkg/kernels/race.hipfb", open(f"{d}/race.hipfb", "rb").read()),
    ("scalepkg/kernels/gfx906/scale.co", open(f"{t}/scale-gfx906.co", "rb").read()),
    ("scalepkg/kernels/gfx942/scale.co", open(f"{t}/scale-gfx942.co", "rb").read()),
    ("scalepkg-0.1.dist-info/METADATA", b"Metadata-Version: 2.1\nName: scalepkg\nVersion: 0.1\n"),
]
with zipfile.ZipFile(f"{d}/kernels.whl", "w", zipfile.ZIP_DEFLATED) as z:
    for name, data in members:
        info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, data)
PY
echo "make-containers: $(cd "$dir" && ls *.so *.hipfb *.whl | tr '\n' ' ')"
