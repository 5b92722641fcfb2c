#!/usr/bin/env bash
# Regenerates the compiled-kernel corpus: corpus/kernels/<arch>/<kernel>.s
# (clang -S) and <kernel>.co (linked code object) for every source under
# corpus/kernels/src, with LLVM 22's clang: every source for one architecture
# of each counter family (gfx908, gfx90a, gfx942, gfx950, gfx1030, gfx1100,
# gfx1150, gfx1151, gfx1200, gfx1250), a representative few for the other
# members of a family (FAMILY_KERNELS below); sources under
# corpus/kernels/src/<arch>/ (gfx1250: s_wait_xcnt, async LDS copies) are
# compiled for that architecture only.
#
# OpenCL C: -nogpulib leaves get_local_id, barrier, ... as external calls, so
# include/builtins.cl is compiled to bitcode per architecture and linked in as
# builtin bitcode (-mlink-builtin-bitcode), then internalized.
# HIP: device-only, without ROCm headers (include/hip_mini.h).
#
# Usage: scripts/compile-kernels.sh [ARCH...]
#        (default: every architecture of the corpus)
# Env:   CLANG (default /usr/lib/llvm-22/bin/clang)
#        KERNELS: source names to compile (e.g. "reduce_sum histogram"); default
#        all, or FAMILY_KERNELS for the family members listed in FAMILY_ARCHS
#        KDIR: the corpus to build (default corpus/kernels; corpus/lds holds
#        the LDS pipelines: KDIR=corpus/lds scripts/compile-kernels.sh gfx950 gfx1250)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
kdir="$(cd "${KDIR:-$root/corpus/kernels}" && pwd)"
inc="$root/corpus/kernels/include"
clang="${CLANG:-/usr/lib/llvm-22/bin/clang}"
archs=("$@")
full_archs=(gfx908 gfx90a gfx942 gfx950 gfx1030 gfx1100 gfx1150 gfx1151 gfx1200 gfx1250)
# Members of the gfx103x, gfx110x and gfx115x families that share a fully
# compiled member's counters: a few kernels each (loops, LDS, atomics, stores).
family_archs=(gfx1031 gfx1032 gfx1033 gfx1034 gfx1035 gfx1036 gfx1101 gfx1102 gfx1103 gfx1152 gfx1153)
family_kernels="reduce_sum histogram"
[ ${#archs[@]} -eq 0 ] && archs=("${full_archs[@]}" "${family_archs[@]}")

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
  "$clang" "${cl[@]}" -c -emit-llvm "$inc/builtins.cl" -o "$tmp/builtins.$arch.bc"
  cl+=(-Xclang -mlink-builtin-bitcode -Xclang "$tmp/builtins.$arch.bc"
       -mllvm -amdgpu-internalize-symbols)
  # --no-gpu-bundle-output: a plain ELF code object, not a clang offload bundle;
  # -fuse-cuid=none: no random compilation-unit id, so outputs are reproducible.
  hip=(-x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$arch" -nogpuinc -I "$inc"
       -fuse-cuid=none -std=c++17 "${common[@]}")
  only="${KERNELS:-}"
  if [ -z "$only" ] && [[ " ${family_archs[*]} " == *" $arch "* ]]; then
    only="$family_kernels"
  fi
  for src in "$kdir"/src/*.cl "$kdir"/src/*.hip "$kdir"/src/"$arch"/*.cl; do
    [ -e "$src" ] || continue
    name="$(basename "${src%.*}")"
    if [ -n "$only" ] && [[ " $only " != *" $name "* ]]; then
      continue
    fi
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
