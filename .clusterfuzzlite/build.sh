#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: every cargo-fuzz target (thin glue over the
# properties of the test-support crate fuzzing/; built without the fuzz crate's
# features, so no deliberately broken variant ships) into $OUT with its
# seed corpus (<target>_seed_corpus.zip: corpus/<target>/ plus the minimized
# crashes of corpus/regressions/<target>/), its dictionary (<target>.dict) and
# its libFuzzer options (<target>.options).
#
# In the OSS-Fuzz image the sanitizer comes from the image's environment
# ($SANITIZER, RUSTFLAGS). To check these commands on a stable toolchain without
# Docker, run (docs/fuzzing.md):
#   SRC=$PWD OUT=$(mktemp -d) CARGO_FUZZ_FLAGS="-s none" bash .clusterfuzzlite/build.sh
cd "$SRC/wavebed" 2>/dev/null || cd "$SRC"

# Targets that fuzz a model known to be unsound crash at once by design
# (scripts/ci-fuzz.sh: EXPECTED_TO_CRASH); shipping them would fail every run.
EXPECTED_TO_CRASH="counters_legacy"

# scripts/cargo-fuzz: cargo fuzz with the instrumentation scope of
# fuzz/sancov-scope (docs/fuzzing.md, "Instrumentation scope").
# shellcheck disable=SC2086  # CARGO_FUZZ_FLAGS is a word list on purpose
scripts/cargo-fuzz build -O --debug-assertions ${CARGO_FUZZ_FLAGS:-}

bin_dir=fuzz/target/x86_64-unknown-linux-gnu/release
for target in $(cargo fuzz list); do
  case " $EXPECTED_TO_CRASH " in *" $target "*) continue ;; esac
  cp "$bin_dir/$target" "$OUT/"
  seeds="$(mktemp -d)"
  for d in "corpus/$target" "corpus/regressions/$target"; do
    [ -d "$d" ] && find "$d" -maxdepth 1 -type f ! -name '.*' -exec cp {} "$seeds/" \;
  done
  if [ -n "$(ls -A "$seeds")" ]; then
    (cd "$seeds" && zip -q -j "$OUT/${target}_seed_corpus.zip" ./*)
  fi
  rm -rf "$seeds"
  if [ -f "fuzz/dict/$target.dict" ]; then cp "fuzz/dict/$target.dict" "$OUT/$target.dict"; fi
  if [ -f "fuzz/options/$target.options" ]; then cp "fuzz/options/$target.options" "$OUT/$target.options"; fi
done
