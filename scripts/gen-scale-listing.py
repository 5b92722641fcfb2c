#!/usr/bin/env python3
"""Writes a synthetic gfx950 listing of N units for the scaling benchmarks of
`wavebed check --paths all|walk` (BENCHMARKS.md, "All paths: scaling").

Each unit: a global and a scalar load, a wait, ALU work, a diamond on
s_cbranch_execz, a small counted loop with a loop-carried load, and an
early exit on s_cbranch_vccz - 24 instructions, 3 conditional branches.
The early exits of each run of EXIT_EVERY units go to one tail after them
(a store and s_endpgm, jumped over by the fall-through path): a branch
offset is a simm16 of dwords, so one tail for a million instructions is
out of range (llvm-mc rejects it, and so does wavebed).

    scripts/gen-scale-listing.py UNITS > out.s
"""
import sys


# Units per shared exit tail: 500 units are about 18,000 dwords, within a
# branch's simm16 range.
EXIT_EVERY = 500


def tail(k: int, last: bool) -> str:
    store = f".Lexit{k}:\n\tglobal_store_dword v[8:9], v7, off\n\ts_endpgm\n"
    return store if last else f"\ts_branch .Lnext{k}\n{store}.Lnext{k}:\n"


def unit(n: int) -> str:
    return f"""\tglobal_load_dword v1, v[8:9], off
\ts_load_dword s12, s[4:5], 0x0
\ts_waitcnt vmcnt(0) lgkmcnt(0)
\tv_add_u32_e32 v2, s12, v1
\ts_cbranch_execz .LU{n}_else
\tv_mul_f32_e32 v4, v2, v2
\ts_branch .LU{n}_end
.LU{n}_else:
\tv_sub_f32_e32 v4, v2, v3
.LU{n}_end:
\ts_mov_b32 s10, 4
\tglobal_load_dword v5, v[8:9], off
.LU{n}_loop:
\ts_waitcnt vmcnt(0)
\tv_add_u32_e32 v6, v5, v6
\tglobal_load_dword v5, v[8:9], off
\ts_sub_u32 s10, s10, 1
\ts_cmp_lg_u32 s10, 0
\ts_cbranch_scc1 .LU{n}_loop
\ts_waitcnt vmcnt(0)
\tv_add_f32_e32 v7, v4, v6
\tv_fma_f32 v7, v7, v2, v4
\tv_cmp_gt_f32_e32 vcc, 0, v7
\ts_cbranch_vccz .Lexit{n // EXIT_EVERY}
\tv_mov_b32_e32 v3, v7
"""


def main() -> None:
    units = int(sys.argv[1])
    out = sys.stdout
    out.write('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"\n')
    out.write("\t.text\n\t.globl scale\n\t.type scale,@function\nscale:\n")
    for n in range(units):
        out.write(unit(n))
        if n % EXIT_EVERY == EXIT_EVERY - 1 and n + 1 < units:
            out.write(tail(n // EXIT_EVERY, False))
    out.write(tail(max(units - 1, 0) // EXIT_EVERY, True))


if __name__ == "__main__":
    main()
