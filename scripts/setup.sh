#!/usr/bin/env bash
# Installs wavebed's external tools on a fresh Debian machine (idempotent):
# LLVM 22 (llvm-mc, llvm-objdump, clang for the compiled-kernel corpus).
set -euo pipefail
need_apt=0
for tool in /usr/lib/llvm-22/bin/llvm-mc /usr/lib/llvm-22/bin/llvm-objdump /usr/lib/llvm-22/bin/clang; do
  [ -x "$tool" ] || need_apt=1
done
if [ "$need_apt" = 1 ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update
  $SUDO apt-get install -y llvm-22 clang-22 lld-22
fi
