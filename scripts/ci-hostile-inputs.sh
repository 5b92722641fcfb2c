#!/usr/bin/env bash
# Issue 26's hostile inputs under a memory limit (docs/paths.md section 9):
# `check` and `census` must end with an exit code and a bounded message, never
# an abort.
# Usage: WAVEBED_BIN=target/release/wavebed scripts/ci-hostile-inputs.sh [AS_BYTES]
set -euo pipefail
bin=${WAVEBED_BIN:-target/release/wavebed}
limit=${1:-2000000000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '.text\n.globl k\n.type k,@function\nk:\n.rept 1048576\nglobal_load_dword v1, v[2:3], off\n.endr\ns_endpgm\n' > "$dir/rept.s"
python3 -c "print('s_waitcnt ' + '9' * 100_000_000)" > "$dir/token.s"
fail=0
run() { # expected-exit command file...
  local want=$1 cmd=$2; shift 2
  set +e
  prlimit --as="$limit" "$bin" "$cmd" --arch gfx1200 "$@" > "$dir/out" 2> "$dir/err"
  local rc=$?
  set -e
  local bytes=$(( $(wc -c < "$dir/out") + $(wc -c < "$dir/err") ))
  echo "$cmd $*: exit $rc, $bytes bytes of output"
  if [ "$rc" != "$want" ] || [ "$bytes" -gt 65536 ]; then
    echo "FAIL: wanted exit $want and at most 64 KiB"; head -c 2000 "$dir/err"; fail=1
  fi
}
run 1 check "$dir/rept.s"
run 2 check "$dir/token.s"
# The census cuts the waves at the race cap: exit 0 (no model missed a race).
run 0 census "$dir/rept.s"
exit $fail
