#!/usr/bin/env bash
# (Re)creates the starting seed corpora corpus/<target>/ from the project's own
# inputs (never from ../shared/corpus/):
#
#   asm_parser       corpus/kernels/<arch>/*.s (clang-22 output) and the
#                    llvm-objdump-22 disassembly of corpus/kernels/<arch>/*.co
#                    (the ELF ones; HIP outputs are offload bundles)
#   fly_mlir         corpus/chains/**/*.mlir
#   trace_decode     corpus/golden/*.wbt and corpus/traces/*.wbt
#   counters_*, oracle_agreement, offsets, offsets_peel
#                    byte strings for the structured generators: a fixed,
#                    seeded pseudo-random set (the generators read any bytes)
#
#   scripts/gen-fuzz-seeds.sh [TARGET...]      (default: all of the above)
#
# Grow them afterwards by fuzzing and merging (scripts/ci-fuzz.sh --keep DIR,
# then scripts/fuzz-corpus-merge.sh --from DIR/corpus). Exit 0, or 2 on error.
set -euo pipefail
cd "$(dirname "$0")/.."

OBJDUMP=/usr/lib/llvm-22/bin/llvm-objdump
die() { echo "gen-fuzz-seeds: $*" >&2; exit 2; }

# put DEST_DIR NAME < bytes: writes one seed atomically.
put() {
  mkdir -p "$1"
  cat >"$1/$2.tmp"
  mv "$1/$2.tmp" "$1/$2"
}

asm_parser() {
  local d=corpus/asm_parser f arch
  for f in corpus/kernels/*/*.s; do
    arch="$(basename "$(dirname "$f")")"
    put "$d" "$arch-$(basename "$f")" <"$f"
  done
  if [ -x "$OBJDUMP" ]; then
    for f in corpus/kernels/*/*.co; do
      # HIP outputs are clang offload bundles, not ELF: objdump cannot read them.
      [ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = '177ELF' ] || continue
      arch="$(basename "$(dirname "$f")")"
      "$OBJDUMP" -d --mcpu="$arch" "$f" >"$d/.objdump.tmp" || die "llvm-objdump failed on $f"
      put "$d" "$arch-$(basename "$f" .co).objdump.s" <"$d/.objdump.tmp"
    done
    rm -f "$d/.objdump.tmp"
  else
    echo "gen-fuzz-seeds: note: $OBJDUMP missing; no llvm-objdump seeds" >&2
  fi
}

fly_mlir() {
  local f rel
  while IFS= read -r f; do
    rel="${f#corpus/chains/}"
    put corpus/fly_mlir "${rel//\//-}" <"$f"
  done < <(find corpus/chains -name '*.mlir' | sort)
}

trace_decode() {
  local f
  for f in corpus/golden/*.wbt corpus/traces/*.wbt; do
    [ -f "$f" ] && put corpus/trace_decode "$(basename "$f")" <"$f"
  done
  return 0
}

# Structured targets: 24 inputs of 64 to 4096 bytes from a fixed seed, so a
# rerun gives the same files.
structured() {
  local t="$1"
  python3 - "$t" <<'EOF'
import os, random, sys
t = sys.argv[1]
rng = random.Random("wavebed-" + t)
d = os.path.join("corpus", t)
os.makedirs(d, exist_ok=True)
for i in range(24):
    n = rng.choice([64, 128, 256, 512, 1024, 2048, 4096])
    data = bytes(rng.getrandbits(8) for _ in range(n))
    path = os.path.join(d, "seed-%02d" % i)
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)
EOF
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(asm_parser fly_mlir trace_decode counters_exact counters_seed counters_legacy oracle_agreement offsets offsets_peel)
for t in "${targets[@]}"; do
  case "$t" in
    asm_parser) asm_parser ;;
    fly_mlir) fly_mlir ;;
    trace_decode) trace_decode ;;
    counters_exact|counters_seed|counters_legacy|oracle_agreement|offsets|offsets_peel) structured "$t" ;;
    *) die "no seed recipe for target $t" ;;
  esac
  echo "gen-fuzz-seeds: corpus/$t: $(find "corpus/$t" -maxdepth 1 -type f | wc -l) seeds"
done
