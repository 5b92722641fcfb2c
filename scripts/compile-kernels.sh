#!/usr/bin/env bash
# Regenerates the compiled-kernel corpus: corpus/kernels/<arch>/<kernel>.s
# (clang -S) and <kernel>.co (linked code object) for every source under
# corpus/kernels/src, for gfx942, gfx950, gfx1151, gfx1200 and gfx1250, with
# LLVM 22's clang; sources under corpus/kernels/src/<arch>/ (gfx1250: s_wait_xcnt,
# async LDS copies) are compiled for that architecture only.
#
# OpenCL C: -nogpulib leaves get_local_id, barrier, ... as external calls, so
# include/builtins.cl is compiled to bitcode per architecture and linked in as
# builtin bitcode (-mlink-builtin-bitcode), then internalized.
# HIP: device-only, without ROCm headers (include/hip_mini.h).
#
# Usage: scripts/compile-kernels.sh [ARCH...]
#        (default: gfx942 gfx950 gfx1151 gfx1200 gfx1250)
# Env:   CLANG (default /usr/lib/llvm-22/bin/clang)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
kdir="$root/corpus/kernels"
clang="${CLANG:-/usr/lib/llvm-22/bin/clang}"
archs=("$@")
[ ${#archs[@]} -eq 0 ] && archs=(gfx942 gfx950 gfx1151 gfx1200 gfx1250)

if [ ! -x "$clang" ]; then
  echo "compile-kernels: $clang not found (apt-get install clang-22 lld-22)" >&2
  exit 2
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# -fno-ident keeps the outputs free of the exact compiler build string.
common=(-O3 -nogpulib -fno-ident)

for arch in "${archs[@]}"; do
  out="$kdir/$arch"
  mkdir -p "$out"
  cl=(-target amdgcn-amd-amdhsa -mcpu="$arch" -cl-std=CL2.0 "${common[@]}")
  "$clang" "${cl[@]}" -c -emit-llvm "$kdir/include/builtins.cl" -o "$tmp/builtins.$arch.bc"
  cl+=(-Xclang -mlink-builtin-bitcode -Xclang "$tmp/builtins.$arch.bc"
       -mllvm -amdgpu-internalize-symbols)
  # --no-gpu-bundle-output: a plain ELF code object, not a clang offload bundle;
  # -fuse-cuid=none: no random compilation-unit id, so outputs are reproducible.
  hip=(-x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$arch" -nogpuinc -I "$kdir/include"
       -fuse-cuid=none -std=c++17 "${common[@]}")
  for src in "$kdir"/src/*.cl "$kdir"/src/*.hip "$kdir"/src/"$arch"/*.cl; do
    [ -e "$src" ] || continue
    name="$(basename "${src%.*}")"
    case "$src" in
      *.cl) flags=("${cl[@]}") ;;
      *.hip) flags=("${hip[@]}") ;;
    esac
    # Write beside the target, then rename: a failed compile leaves the old output.
    "$clang" "${flags[@]}" -S "$src" -o "$tmp/$name.s"
    "$clang" "${flags[@]}" "$src" -o "$tmp/$name.co"
    mv "$tmp/$name.s" "$out/$name.s"
    mv "$tmp/$name.co" "$out/$name.co"
    echo "compile-kernels: $arch/$name.s $arch/$name.co"
  done
done
