#!/usr/bin/env python3
"""FlyDSL as a live peer for wavebed's `new` rule set.

For every generated chain DIR/case-*.mlir: run FlyDSL 0.4.2's
fly-layout-lowering in-process, run `wavebed canon --rule new` on the same
file, read both results with FlyDSL's parser, and compare per access (the
chain of offsets from the root pointer, dynamic operands named by function
argument position, recast_iter barriers, the accessed pointer type) plus the
distinct runtime sums (the chain prefix through the last dynamic layer).

Disagreements and FlyDSL failures are matched against the entries of the
known-behaviours file; an unmatched one fails the run (exit 1).
Usage: flydsl_peer.py WAVEBED_BIN CASE_DIR KNOWN_FILE
"""

import glob
import os
import re
import subprocess
import sys
import time

import flydsl  # noqa: F401  (registers the Fly dialects)
from flydsl._mlir import ir
from flydsl._mlir.passmanager import PassManager


def load_known(path):
    """Parses `[id]` blocks with `match:` (a regex) and `reason:` lines."""
    known, cur = [], None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            m = re.match(r"^\[([A-Za-z0-9_.-]+)\]$", line)
            if m:
                cur = {"id": m.group(1), "match": None, "reason": None}
                known.append(cur)
            elif cur is not None and line.startswith("match: "):
                cur["match"] = re.compile(line[len("match: "):], re.S)
            elif cur is not None and line.startswith("reason: "):
                cur["reason"] = line[len("reason: "):]
    bad = [k["id"] for k in known if not k["match"] or not k["reason"]]
    if bad:
        sys.exit(f"flydsl-peer: {path}: entries without match/reason: {bad}")
    return known


def scalar_expr(v):
    """A dynamic i32 as text, arguments by position, sums sorted."""
    if isinstance(v, ir.BlockArgument):
        return f"a{v.arg_number}"
    op = v.owner
    name = op.name
    if name == "arith.addi":
        terms = sorted(scalar_expr(o) for o in op.operands)
        return "(" + "+".join(terms) + ")"
    if name == "arith.constant":
        return str(op.attributes["value"]).split(":")[0].strip()
    return name + "(" + ",".join(scalar_expr(o) for o in op.operands) + ")"


def root_name(v, roots):
    if isinstance(v, ir.BlockArgument):
        return f"arg{v.arg_number}"
    op = v.owner
    key = roots.setdefault(op, f"{op.name}#{len(roots)}")
    return key


def chain_of(ptr, roots):
    """Layers from the root outward, and the root's name."""
    layers = []
    v = ptr
    while not isinstance(v, ir.BlockArgument):
        op = v.owner
        if op.name == "fly.add_offset":
            off = op.operands[1]
            ty = str(off.type)
            mk = off.owner
            if len(mk.operands) == 0:
                layers.append(("static", ty[len("!fly.int_tuple<"):-1]))
            else:
                layers.append(("dyn", scalar_expr(mk.operands[0]) + " " + ty))
            v = op.operands[0]
        elif op.name == "fly.recast_iter":
            layers.append(("recast", str(op.results[0].type)))
            v = op.operands[0]
        else:
            break
    layers.reverse()
    return root_name(v, roots), layers


def summarize(module):
    """Per access: (op, root, layers, pointer type); plus runtime sums."""
    accesses = []
    for fn in module.body.operations:
        roots = {}
        # Roots are numbered in program order, independent of access order.
        for op in fn.regions[0].blocks[0].operations:
            if op.name in ("fly.make_ptr", "fly.get_dyn_shared"):
                root_name(op.results[0], roots)
        for op in fn.regions[0].blocks[0].operations:
            if op.name in ("fly.ptr.load", "fly.ptr.store"):
                ptr = op.operands[0] if op.name == "fly.ptr.load" else op.operands[1]
                root, layers = chain_of(ptr, roots)
                accesses.append((op.name, root, tuple(layers), str(ptr.type)))
    sums = set()
    for _, root, layers, _ in accesses:
        last = max((i for i, l in enumerate(layers) if l[0] == "dyn"), default=-1)
        sums.add((root, layers[: last + 1]))
    return accesses, sums


def fmt_access(a):
    name, root, layers, ty = a
    body = " ".join(f"{k}:{v}" for k, v in layers)
    return f"{name} {root} [{body}] -> {ty}"


def classify(known, text):
    for k in known:
        if k["match"].search(text):
            return k["id"]
    return None


def main():
    wavebed, case_dir, known_path = sys.argv[1:4]
    known = load_known(known_path)
    files = sorted(glob.glob(os.path.join(case_dir, "case-*.mlir")))
    counts = {"agree": 0, "identical_text": 0, "known": 0, "unexplained": 0}
    known_hits = {}
    start = time.monotonic()
    for path in files:
        text = open(path).read()
        problem = None
        with ir.Context():
            try:
                fly_mod = ir.Module.parse(text)
            except Exception as e:  # FlyDSL rejects the input itself
                problem = f"FlyDSL rejects the generated input: {e}"
            if problem is None:
                try:
                    PassManager.parse("builtin.module(fly-layout-lowering)").run(fly_mod.operation)
                    fly_text = str(fly_mod)
                except Exception as e:
                    problem = f"FlyDSL fly-layout-lowering fails: {e}"
            wb = subprocess.run([wavebed, "canon", "--rule", "new", path],
                                capture_output=True, text=True)
            if problem is None and wb.returncode != 0:
                problem = f"wavebed canon fails: {wb.stderr.strip()}"
            if problem is None:
                try:
                    wb_mod = ir.Module.parse(wb.stdout)
                except Exception as e:
                    problem = f"FlyDSL rejects wavebed's output: {e}"
            if problem is None:
                fa, fs = summarize(fly_mod)
                wa, ws = summarize(wb_mod)
                if fa != wa or fs != ws:
                    lines = ["per-access chains or runtime sums differ:"]
                    for i in range(max(len(fa), len(wa))):
                        f_ = fmt_access(fa[i]) if i < len(fa) else "-"
                        w_ = fmt_access(wa[i]) if i < len(wa) else "-"
                        mark = "  " if f_ == w_ else "!="
                        lines.append(f"  {mark} flydsl:  {f_}\n     wavebed: {w_}")
                    lines.append(f"  distinct runtime sums: flydsl {len(fs)} wavebed {len(ws)}")
                    problem = "\n".join(lines)
                else:
                    counts["agree"] += 1
                    if fly_text.strip() == wb.stdout.strip():
                        counts["identical_text"] += 1
                    continue
        kid = classify(known, problem)
        if kid:
            counts["known"] += 1
            known_hits[kid] = known_hits.get(kid, 0) + 1
            continue
        counts["unexplained"] += 1
        print(f"DISAGREEMENT {path}\n{problem}\ninput:\n{text}", flush=True)
    elapsed = time.monotonic() - start
    n = len(files)
    for kid, c in sorted(known_hits.items()):
        print(f"known {kid}: {c}")
    rate = n / elapsed if elapsed > 0 else 0.0
    print(f"chains={n} agree={counts['agree']} identical_text={counts['identical_text']} "
          f"known={counts['known']} unexplained={counts['unexplained']} "
          f"seconds={elapsed:.2f} chains_per_s={rate:.1f}")
    return 1 if counts["unexplained"] else 0


if __name__ == "__main__":
    sys.exit(main())
