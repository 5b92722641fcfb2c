"""FlyDSL 0.4.2 as a peer process of wavebed (oracle/src/peers/flydsl).

Reads one JSON object a line on stdin: {"input": TEXT, "wavebed": TEXT or
null}. For each, runs FlyDSL's fly-layout-lowering on the input in-process
and reads both results with FlyDSL's own parser, then answers one JSON line:
{"rejected": "input" | "pass", "message": ...} when FlyDSL rejects the input
or the pass fails, else {"lowered": TEXT, "flydsl": SUMMARY, "wavebed":
SUMMARY or {"unreadable": MESSAGE} or null}. A SUMMARY is per access
[op, root, [[kind, text], ...], pointer type] (the chain of offsets from the
root pointer, dynamic operands named by argument position, recast_iter
barriers) and the distinct runtime sums (the chain prefix through the last
dynamic layer), sorted. The comparison is wavebed's; this process only runs
FlyDSL.
"""

import json
import sys

import flydsl  # noqa: F401  (registers the Fly dialects)
from flydsl._mlir import ir
from flydsl._mlir.passmanager import PassManager


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
    return roots.setdefault(op, f"{op.name}#{len(roots)}")


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
                layers.append(["static", ty[len("!fly.int_tuple<"):-1]])
            else:
                layers.append(["dyn", scalar_expr(mk.operands[0]) + " " + ty])
            v = op.operands[0]
        elif op.name == "fly.recast_iter":
            layers.append(["recast", str(op.results[0].type)])
            v = op.operands[0]
        else:
            break
    layers.reverse()
    return root_name(v, roots), layers


def summarize(module):
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
                accesses.append([op.name, root, layers, str(ptr.type)])
    sums = set()
    for _, root, layers, _ in accesses:
        last = max((i for i, l in enumerate(layers) if l[0] == "dyn"), default=-1)
        sums.add(json.dumps([root, layers[: last + 1]]))
    return {"accesses": accesses, "sums": sorted(json.loads(s) for s in sums)}


def answer(case):
    with ir.Context():
        try:
            fly_mod = ir.Module.parse(case["input"])
        except Exception as e:  # FlyDSL rejects the input itself
            return {"rejected": "input", "message": str(e)}
        try:
            PassManager.parse("builtin.module(fly-layout-lowering)").run(fly_mod.operation)
        except Exception as e:
            return {"rejected": "pass", "message": str(e)}
        out = {"lowered": str(fly_mod), "flydsl": summarize(fly_mod), "wavebed": None}
        if case.get("wavebed") is not None:
            try:
                out["wavebed"] = summarize(ir.Module.parse(case["wavebed"]))
            except Exception as e:
                out["wavebed"] = {"unreadable": str(e)}
        return out


def main():
    for line in sys.stdin:
        if line.strip():
            print(json.dumps(answer(json.loads(line))), flush=True)


if __name__ == "__main__":
    main()
