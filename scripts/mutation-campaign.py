#!/usr/bin/env python3
"""Wait-deletion mutation campaign over LLVM-built code (docs/census.md,
"Wait deletion over LLVM-built code").

Inputs: every `corpus/kernels/<arch>/*.s` listing of every architecture there,
plus the `corpus/mutation/*.ll` sources compiled by llc-22 for each of them (calls
with return values, tail calls, and the graphics shader part via amdpal).
Each wait line (`s_waitcnt*`, `s_wait_*cnt*`) is deleted in turn; `wavebed
check` runs on the mutant (all paths). A mutant is *reported* when check finds
more races than on the original. Prints one row per architecture and the
unreported mutants (file:line, the deleted wait, the instruction after it, and
how many more races the closed-form oracle (`census`) finds on the mutant than
on the original: a positive number would be a miss of check's) for
classification.

Usage: scripts/mutation-campaign.py [--wavebed PATH] [--limit N]
Exit codes: 0 done, 2 a tool is missing or the original does not check.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Every architecture of the compiled-kernel corpus (corpus/kernels/gfx*).
ARCHS = sorted((d for d in os.listdir(os.path.join(ROOT, "corpus", "kernels"))
                if d.startswith("gfx")),
               key=lambda a: (len(a), a))
WAIT = re.compile(r"^\s*(s_waitcnt\b|s_waitcnt_(vmcnt|lgkmcnt|vscnt|expcnt)\b|s_wait_[a-z_]*cnt\b)")


def oracle_races(wavebed, path):
    """The closed-form oracle's race count on `path` (`census`), or None."""
    out = subprocess.run([wavebed, "census", "--format", "json", path],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return None
    for l in out.stdout.splitlines():
        if '"record":"total"' in l:
            m = re.search(r'"oracle_races":(\d+)', l)
            return int(m.group(1)) if m else None
    return None


def races(wavebed, path):
    out = subprocess.run([wavebed, "check", "--format", "json", path],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return None
    return sum(1 for l in out.stdout.splitlines() if l.startswith('{"record":"race"'))


def compiled(tmp):
    """(arch, listing) for every corpus/mutation source llc-22 builds."""
    src = os.path.join(ROOT, "corpus", "mutation")
    for name in sorted(os.listdir(src)):
        if not name.endswith(".ll"):
            continue
        triple = "amdgcn-amd-amdpal" if "shader" in name else "amdgcn-amd-amdhsa"
        for arch in ARCHS:
            out = os.path.join(tmp, f"{arch}-{name[:-3]}.s")
            r = subprocess.run(["llc-22", f"-mtriple={triple}", f"-mcpu={arch}",
                                os.path.join(src, name), "-o", out],
                               capture_output=True, text=True)
            if r.returncode == 0:
                yield arch, out


def next_instruction(lines, i):
    """The first instruction at or after line index `i` (for classifying a
    mutant: what the deleted wait guarded)."""
    for l in lines[i:]:
        t = l.split(";")[0].strip()
        if t and not t.endswith(":") and not t.startswith("."):
            return t
    return "(end)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--wavebed", default=os.path.join(ROOT, "target", "release", "wavebed"))
    ap.add_argument("--limit", type=int, default=0, help="listings per architecture (0: all)")
    a = ap.parse_args()
    inputs = []
    with tempfile.TemporaryDirectory() as tmp:
        for arch in ARCHS:
            d = os.path.join(ROOT, "corpus", "kernels", arch)
            names = sorted(n for n in os.listdir(d) if n.endswith(".s"))
            if a.limit:
                names = names[: a.limit]
            inputs += [(arch, os.path.join(d, n)) for n in names]
        inputs += list(compiled(tmp))
        rows = {}
        unreported = []
        missed = 0
        for arch, path in inputs:
            base = races(a.wavebed, path)
            if base is None:
                print(f"{path}: wavebed check failed on the original", file=sys.stderr)
                return 2
            lines = open(path).read().split("\n")
            base_oracle = None
            row = rows.setdefault(arch, [0, 0, 0])
            for i, l in enumerate(lines):
                if not WAIT.match(l):
                    continue
                mutant = os.path.join(tmp, "mutant-" + os.path.basename(path))
                with open(mutant, "w") as f:
                    f.write("\n".join(lines[:i] + ["\t; deleted: " + l.strip()] + lines[i + 1:]))
                n = races(a.wavebed, mutant)
                row[0] += 1
                if n is not None and n > base:
                    row[1] += 1
                else:
                    row[2] += 1
                    # The oracle's answer on the unreported mutant: a race
                    # it finds that the original lacks would be a miss.
                    if base_oracle is None:
                        base_oracle = oracle_races(a.wavebed, path)
                    mo = oracle_races(a.wavebed, mutant)
                    new = None if mo is None or base_oracle is None else mo - base_oracle
                    if new:
                        missed += 1
                    unreported.append((arch, os.path.relpath(path, ROOT) if path.startswith(ROOT)
                                       else os.path.basename(path), i + 1, l.strip(),
                                       next_instruction(lines, i + 1), new))
        print("| arch | mutants | reported | unreported |")
        print("|---|---:|---:|---:|")
        for arch in ARCHS:
            m, r, u = rows.get(arch, [0, 0, 0])
            print(f"| {arch} | {m} | {r} | {u} |")
        for arch, p, line, w, nxt, new in unreported:
            print(f"UNREPORTED {arch} {p}:{line} {w} | next: {nxt} | oracle_new_races={new}")
        print(f"unreported={len(unreported)} oracle_new_races_in={missed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
