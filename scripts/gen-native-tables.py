#!/usr/bin/env python3
"""Generates model/src/isa/native/tables.rs: the opcode -> text forms of the
native gfx9 decoder (docs/architecture.md, "Native decoding"), as facts
measured from LLVM 22's own disassembler, never from LLVM's sources.

For every encoding family the decoder knows (the field layouts are the ISA's,
written out in model/src/isa/native/word.rs and mirrored in FAMILIES below)
and every opcode value (and variant: AGPR bits, addressing forms), the script
disassembles probe words with `llvm-mc-22 --disassemble` whose register fields
hold distinct marker registers and reads back:

* the template: the printed text with each marker register replaced by a
  placeholder `{Fw}` (field letter F, register count w);
* per source field, the text of every non-register value (inline constants,
  special registers) and whether a 32-bit literal prints as `0x...`;
* per modifier field (flags, offsets, omod, MFMA cbsz/abid/blgp, abs/neg),
  the token it appends and the order of tokens, kept only when random
  combinations of modifiers print exactly as predicted.

Every bit not covered by a field the form learned must be zero in a word the
decoder accepts (else it refuses the word). Usage:

    scripts/gen-native-tables.py [--mc llvm-mc-22] > model/src/isa/native/tables.rs

The output is deterministic (seeded); re-run it when LLVM changes and review
the diff. Both gfx942 and gfx950 are probed: a form is kept for an
architecture only where that architecture prints it (the arch mask).
"""

import argparse
import os
import pickle
import random
import re
import struct
import subprocess
import sys
import zlib

SENTINEL = 0xBF8F0003  # s_setprio 3: never a probe word
ARCHS = ["gfx942", "gfx950"]

# Marker register numbers per field letter (distinct, 4-aligned so that
# 64/128-bit tuples stay legal on gfx90a+).
VMARK = {"A": 20, "B": 40, "C": 80, "D": 60}
SMARK = {"D": 20, "A": 40, "B": 60}


def le(*words):
    return ",".join("0x%02x" % b for w in words for b in struct.pack("<I", w & 0xFFFFFFFF))


class Need(Exception):
    """Raised by a probe not yet run: the driver runs all pending probes of a
    round in one llvm-mc process and learns the form again."""


class Mc:
    """Probes are tuples of 32-bit words. `llvm-mc --disassemble
    --show-encoding` prints each decoded instruction with its (re-)encoding;
    a probe's text is the instruction whose encoding is the whole probe
    (a probe LLVM decodes with ignored bits, or as several instructions,
    has none: no form is learned from it)."""

    def __init__(self, mc, arch):
        self.mc = mc
        self.arch = arch
        self.cache = {}
        self.pending = set()
        self.processes = 0

    def run(self, probes):
        missing = [p for p in probes if p not in self.cache]
        if missing:
            self.pending.update(missing)
            raise Need()
        return [self.cache[p] for p in probes]

    def flush(self):
        todo = sorted(self.pending)
        self.pending = set()
        if not todo:
            return
        seen = {}
        chunks = [todo[i:i + 20000] for i in range(0, len(todo), 20000)]
        while chunks:
            chunk = chunks.pop()
            out = subprocess.run(
                [self.mc, "--disassemble", "--show-encoding", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + self.arch],
                input="".join(le(*p) + "\n" for p in chunk), capture_output=True, text=True, check=False,
            )
            self.processes += 1
            if out.returncode != 0 and len(chunk) > 1:
                # llvm-mc crashed on a probe: halve until the probe is alone
                # (it then has no text).
                chunks += [chunk[: len(chunk) // 2], chunk[len(chunk) // 2:]]
                continue
            for line in out.stdout.splitlines():
                text, sep, enc = line.partition("; encoding: [")
                if not sep:
                    continue
                try:
                    b = bytes(int(x, 16) for x in enc.rstrip("]").split(","))
                except ValueError:
                    continue  # an encoding with fixups: no probe's
                if len(b) % 4:
                    continue
                seen[tuple(struct.unpack("<%dI" % (len(b) // 4), b))] = text.strip()
        for p in todo:
            self.cache[p] = seen.get(p)


# Field: (letter, word, shift, bits, kind). Kinds: src9 (VOP source: SGPR,
# constant, literal 255, VGPR 256+), ssrc8 (SOP source), sdst7 (SOP dest),
# vgpr8, sgpr7 (VOP3b sdst / SMEM-like), srsrc5 (x4), saddr7 (0x7f = off),
# soff8 (MUBUF soffset).
def F(letter, word, shift, bits, kind):
    return (letter, word, shift, bits, kind)


def marker(f):
    letter, _, _, _, kind = f
    if kind == "src9":
        return 256 + VMARK[letter]
    if kind in ("vgpr8", "vgpr8b"):
        return VMARK[letter]
    if kind in ("ssrc8", "sdst7"):
        return SMARK[letter]
    if kind == "sgpr7":
        return 30
    if kind == "srsrc5":
        return 11  # s[44:47]
    if kind == "sbase6":
        return 22  # s[44:45]
    if kind == "hex20":
        return 0x1234
    if kind == "saddr7":
        return 44
    if kind == "soff8":
        return 30
    raise ValueError(kind)


def marker_reg(f):
    """The (file, first register) the marker prints as."""
    kind = f[4]
    m = marker(f)
    if kind == "src9":
        return m - 256
    if kind in ("srsrc5",):
        return m * 4
    if kind == "sbase6":
        return m * 2
    return m


def put(words, f, v):
    _, wi, sh, bits, _ = f
    words = list(words)
    words[wi] = (words[wi] & ~(((1 << bits) - 1) << sh)) | ((v & ((1 << bits) - 1)) << sh)
    return words


def fmask(words_n, f):
    m = [0] * words_n
    _, wi, sh, bits, _ = f
    m[wi] = ((1 << bits) - 1) << sh
    return m


# Modifier: (name, word, shift, bits, kind): flag (one token when set), num
# (`token:N` when nonzero), enum (a token per nonzero value), abs/neg (on the
# source operand named by `name`'s last letter: "absA").
def M(name, word, shift, bits, kind):
    return (name, word, shift, bits, kind)


V3_SRC = [F("A", 1, 0, 9, "src9"), F("B", 1, 9, 9, "src9"), F("C", 1, 18, 9, "src9")]
V3_MODS = [
    M("absA", 0, 8, 1, "abs"), M("absB", 0, 9, 1, "abs"), M("absC", 0, 10, 1, "abs"),
    M("negA", 1, 29, 1, "neg"), M("negB", 1, 30, 1, "neg"), M("negC", 1, 31, 1, "neg"),
    M("clamp", 0, 15, 1, "flag"), M("omod", 1, 27, 2, "enum"),
]
MAI_MODS = [M("cbsz", 0, 8, 3, "num"), M("abid", 0, 11, 4, "num"), M("blgp", 1, 29, 3, "num")]


def families():
    """(family name, words, key bits, list of (key, base words, fields, mods))."""
    out = []
    # Scalar ALU: SOP2 10 op7 sdst7 ssrc1 ssrc0.
    out.append(("Sop2", [([0x80000000 | op << 23], op,
                          [F("D", 0, 16, 7, "sdst7"), F("A", 0, 0, 8, "ssrc8"), F("B", 0, 8, 8, "ssrc8")], [])
                         for op in range(0x60)]))
    # SOPK 1011 op5 sdst7 simm16: the immediate is a modifier-like field.
    out.append(("Sopk", [([0xB0000000 | op << 23], op, [F("D", 0, 16, 7, "sdst7")], [M("imm", 0, 0, 16, "imm")])
                         for op in range(0x20)]))
    # SOP1 101111101 sdst7 op8 ssrc0.
    out.append(("Sop1", [([0xBE800000 | op << 8], op, [F("D", 0, 16, 7, "sdst7"), F("A", 0, 0, 8, "ssrc8")], [])
                         for op in range(0x60)]))
    # SOPC 101111110 op7 ssrc1 ssrc0.
    out.append(("Sopc", [([0xBF000000 | op << 16], op, [F("A", 0, 0, 8, "ssrc8"), F("B", 0, 8, 8, "ssrc8")], [])
                         for op in range(0x20)]))
    # SOPP 101111111 op7 simm16.
    out.append(("Sopp", [([0xBF800000 | op << 16], op, [], [M("imm", 0, 0, 16, "imm")]) for op in range(0x80)]))
    # SMEM 110000 op8 [25:18], imm [17] (only the immediate-offset form:
    # offset in word 1 [19:0], bit 20 kept zero), glc [16], nv [15],
    # sdata [12:6], sbase [5:0] (SGPR pair / 2).
    out.append(("Smem", [([0xC0000000 | op << 18 | 1 << 17, 0], op,
                          [F("D", 0, 6, 7, "sdst7"), F("S", 0, 0, 6, "sbase6"), F("K", 1, 0, 20, "hex20")],
                          [M("glc", 0, 16, 1, "flag"), M("nv", 0, 15, 1, "flag")]) for op in range(0x100)]))
    # VOP1 0111111 vdst8 op8 src0.
    out.append(("Vop1", [([0x7E000000 | op << 9], op, [F("D", 0, 17, 8, "vgpr8"), F("A", 0, 0, 9, "src9")], [])
                         for op in range(0x80)]))
    # VOP2 0 op6 vdst8 vsrc1 src0.
    out.append(("Vop2", [([op << 25], op,
                          [F("D", 0, 17, 8, "vgpr8"), F("A", 0, 0, 9, "src9"), F("B", 0, 9, 8, "vgpr8b")], [])
                         for op in range(0x3F)]))
    # DPP: VOP1/VOP2 with src0 = 0xfa; word 1: src0 [7:0], dpp_ctrl [16:8],
    # bound_ctrl [19], neg/abs of src0 [20]/[21] and src1 [22]/[23],
    # bank_mask [27:24], row_mask [31:28].
    dpp_w1 = 0xFF << 24
    dpp_mods = [M("negA", 1, 20, 1, "neg"), M("absA", 1, 21, 1, "abs"), M("negB", 1, 22, 1, "neg"),
                M("absB", 1, 23, 1, "abs"), M("bound_ctrl", 1, 19, 1, "flag")]
    out.append(("Vop1Dpp", [([0x7E000000 | op << 9 | 0xFA, dpp_w1], op,
                             [F("D", 0, 17, 8, "vgpr8"), F("A", 1, 0, 8, "vgpr8")], dpp_mods)
                            for op in range(0x80)]))
    out.append(("Vop2Dpp", [([op << 25 | 0xFA, dpp_w1], op,
                             [F("D", 0, 17, 8, "vgpr8"), F("A", 1, 0, 8, "vgpr8"), F("B", 0, 9, 8, "vgpr8b")],
                             dpp_mods) for op in range(0x3F)]))
    # VOPC 0111110 op8 vsrc1 src0.
    out.append(("Vopc", [([0x7C000000 | op << 17], op, [F("A", 0, 0, 9, "src9"), F("B", 0, 9, 8, "vgpr8b")], [])
                         for op in range(0x100)]))
    # VOP3 110100 op10 ... (VOP3a; VOP3b has sdst in [14:8], key bit 10).
    v3 = []
    for op in range(0x400):
        v3.append(([0xD0000000 | op << 16, 0], op,
                   [F("D", 0, 0, 8, "vgpr8")] + V3_SRC, V3_MODS))
        v3.append(([0xD0000000 | op << 16, 0], op | 1 << 10,
                   [F("D", 0, 0, 8, "vgpr8"), F("E", 0, 8, 7, "sgpr7")] + V3_SRC,
                   [M("clamp", 0, 15, 1, "flag")] + V3_MODS[3:6] + [V3_MODS[7]]))
    out.append(("Vop3", v3))
    # VOP3P 110100111 op7: packed math with the default op_sel_hi (all ones)
    # and no op_sel/neg; MAI (op >= 0x40) with acc_cd [15], acc [28:27].
    v3p = []
    for op in range(0x80):
        if op < 0x40:
            v3p.append(([0xD3800000 | op << 16 | 1 << 14, 3 << 27], op,
                        [F("D", 0, 0, 8, "vgpr8")] + V3_SRC, [M("clamp", 0, 15, 1, "flag")]))
        else:
            for acc in range(8):
                cd, a = acc & 1, acc >> 1
                v3p.append(([0xD3800000 | op << 16 | cd << 15, a << 27], op | acc << 7,
                            [F("D", 0, 0, 8, "vgpr8")] + V3_SRC, MAI_MODS))
            # v_accvgpr_read/write/mov: VOP3P's default op_sel_hi bits set
            # ([14], [28:27]), which the MAI key reads as acc = 3.
            v3p.append(([0xD3800000 | op << 16 | 1 << 14, 3 << 27], op | 6 << 7,
                        [F("D", 0, 0, 8, "vgpr8")] + V3_SRC, [M("clamp", 0, 15, 1, "flag")]))
    out.append(("Vop3p", v3p))
    # DS 110110 op8 gds offset1 offset0 / vdst data1 data0 addr; acc [25].
    ds = []
    for op in range(0x100):
        for acc in range(2):
            ds.append(([0xD8000000 | op << 17 | acc << 25, 0], op | acc << 8,
                       [F("A", 1, 0, 8, "vgpr8"), F("B", 1, 8, 8, "vgpr8"), F("C", 1, 16, 8, "vgpr8"),
                        F("D", 1, 24, 8, "vgpr8")],
                       [M("offset", 0, 0, 16, "num"), M("offset0", 0, 0, 8, "num"), M("offset1", 0, 8, 8, "num"),
                        M("gds", 0, 16, 1, "flag")]))
    out.append(("Ds", ds))
    # MUBUF 111000 op7 ... offen [12] idxen [13]; acc [23] of word 1.
    mb = []
    for op in range(0x80):
        for v in range(8):
            offen, idxen, acc = v & 1, v >> 1 & 1, v >> 2
            mb.append(([0xE0000000 | op << 18 | offen << 12 | idxen << 13, acc << 23], op | v << 7,
                       [F("A", 1, 0, 8, "vgpr8"), F("D", 1, 8, 8, "vgpr8"), F("S", 1, 16, 5, "srsrc5"),
                        F("O", 1, 24, 8, "soff8")],
                       [M("offset", 0, 0, 12, "num"), M("f14", 0, 14, 1, "flag"), M("f15", 0, 15, 1, "flag"),
                        M("f16", 0, 16, 1, "flag"), M("f17", 0, 17, 1, "flag"), M("f25", 0, 25, 1, "flag")]))
    out.append(("Mubuf", mb))
    # FLAT 110111 op7 seg [15:14]; saddr [22:16] (0x7f off); acc [23].
    fl = []
    for op in range(0x80):
        for v in range(16):
            seg, off, acc = v & 3, v >> 2 & 1, v >> 3
            if seg == 3:
                continue
            fields = [F("A", 1, 0, 8, "vgpr8"), F("B", 1, 8, 8, "vgpr8"), F("D", 1, 24, 8, "vgpr8")]
            w1 = acc << 23 | (0x7F << 16 if off else 0)
            if not off:
                fields.append(F("S", 1, 16, 7, "saddr7"))
            fl.append(([0xDC000000 | op << 18 | seg << 14, w1], op | v << 7, fields,
                       [M("offset", 0, 0, 13, "soff13"), M("f16", 0, 16, 1, "flag"), M("f17", 0, 17, 1, "flag"),
                        M("f25", 0, 25, 1, "flag")]))
    out.append(("Flat", fl))
    return out


REG = re.compile(r"\b([sva])(?:(\d+)|\[(\d+):(\d+)\])")


def templatize(text, fields):
    """Replaces marker registers by `{Fw}`; None if a field does not show."""
    marks = {marker_reg(f): f for f in fields}
    seen = set()

    def sub(m):
        first = int(m.group(2) if m.group(2) is not None else m.group(3))
        last = first if m.group(2) is not None else int(m.group(4))
        f = marks.get(first)
        if f is None or f[0] in seen:
            return m.group(0)
        seen.add(f[0])
        return "{%s%d%s}" % (f[0], last - first + 1, m.group(1))

    t = REG.sub(sub, text)
    for f in fields:
        if f[4] == "hex20" and (", 0x%x" % marker(f)) in t:
            t = t.replace(", 0x%x" % marker(f), ", {%s1h}" % f[0], 1)
            seen.add(f[0])
    return t, seen


def fill(template, fields, values=None):
    """The text a template predicts with fields at markers (or `values`)."""
    def sub(m):
        letter, width, file = m.group(1), int(m.group(2)), m.group(3)
        if values and letter in values:
            return values[letter]
        f = next(f for f in fields if f[0] == letter)
        first = marker_reg(f)
        if file == "h":
            return "0x%x" % first
        return "%s%d" % (file, first) if width == 1 else "%s[%d:%d]" % (file, first, first + width - 1)
    return PH.sub(sub, template)


PH = re.compile(r"\{([A-Z])(\d+)([svah])\}")


SPECIAL = {"src9": range(102, 255), "ssrc8": range(102, 255), "sdst7": range(102, 128),
           "sgpr7": range(102, 128), "soff8": range(102, 255)}
LITS = [0x12345678, 0x3FF, 0xFFFF0000]
# Literal values that may print `lit(0x..)` (an inline constant's bits in
# some operand type); the same list, in the same order, is in
# model/src/isa/native/form.rs. Per form the script records which do.
CANDIDATES = ([0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x40000000, 0xC0000000, 0x40800000, 0xC0800000,
               0x3E22F983, 0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118,
               0x3F00, 0xBF00, 0x3F80, 0xBF80, 0x4080, 0xC080, 0x3E22,
               0x3FE00000, 0xBFE00000, 0x3FF00000, 0xBFF00000, 0x40100000, 0xC0100000, 0x3FC45F30]
              + list(range(0, 65)) + list(range(0xFFFFFFF0, 0x100000000)))


def learn(mc, fam, key, base, fields, mods):
    n = len(base)
    # The largest set of fields the text shows: LLVM re-encodes a field it
    # does not use as zero, so such a probe has no text.
    subsets = []
    for mask in range((1 << len(fields)) - 1, -1, -1):
        sub = [f for i, f in enumerate(fields) if mask >> i & 1]
        w = list(base)
        for f in sub:
            w = put(w, f, marker(f))
        subsets.append((sub, tuple(w)))
    subsets.sort(key=lambda s: -len(s[0]))
    texts = mc.run([w for _, w in subsets])
    for (sub, w), text in zip(subsets, texts):
        if text is None:
            continue
        tmpl, seen = templatize(text, sub)
        if seen == {f[0] for f in sub}:
            fields, words = sub, list(w)
            break
    else:
        return None
    if fam.endswith("Dpp"):
        return learn_dpp(mc, fam, key, base, words, tmpl, fields, mods)
    if fam == "Sopp" or fam == "Sopk":
        return learn_imm(mc, fam, key, base, words, tmpl, fields)
    form = {"key": key, "template": tmpl, "consts": {}, "lit": set(), "mods": [], "size": n}
    # Constants and special registers per source field.
    for f in fields:
        kind = f[4]
        if kind == "vgpr8" and re.search(r"\{%s\d+s\}" % f[0], tmpl):
            kind = "sgpr7"  # a VOP3 compare's SGPR-pair destination
        if kind not in SPECIAL:
            continue
        pre, post = tmpl.split("{%s" % f[0], 1)
        post = post.split("}", 1)[1]
        pre, post = fill(pre, fields), fill(post, fields)
        vals = list(SPECIAL[kind])
        probes = [tuple(put(words, f, v)) for v in vals]
        texts = mc.run(probes)
        table = {}
        for v, t in zip(vals, texts):
            if t and t.startswith(pre) and t.endswith(post) and len(t) > len(pre) + len(post):
                tok = t[len(pre):len(t) - len(post)]
                if " " not in tok:
                    table[v] = tok
        form["consts"][f[0]] = table
        if kind in ("src9", "ssrc8"):
            lw = tuple(put(words, f, 255))
            texts = mc.run([lw + (lit,) for lit in LITS + CANDIDATES])
            ok = all(t == pre + "0x%x" % lit + post for lit, t in zip(LITS, texts))
            lits, plain = 0, 0
            for i, (lit, t) in enumerate(zip(CANDIDATES, texts[len(LITS):])):
                if t == pre + "lit(0x%x)" % lit + post:
                    lits |= 1 << i
                elif t == pre + "0x%x" % lit + post:
                    plain |= 1 << i
            if ok:
                form["lit"].add(f[0])
                # One mask per form: a candidate both ways in two fields is refused.
                form["lits"] = form.get("lits", 0) | lits
                form["plain"] = form.get("plain", (1 << len(CANDIDATES)) - 1) & plain & ~form["lits"]
    # Modifiers: each alone, then their order, then random combinations.
    good = []
    for m in mods:
        name, wi, sh, bits, kind = m
        if kind in ("abs", "neg"):
            letter = name[-1]
            if "{%s" % letter not in tmpl:
                continue
            w = list(words)
            w[wi] |= 1 << sh
            [t] = mc.run([tuple(w)])
            f = next(f for f in fields if f[0] == letter)
            tok = fill("{%s1}" % letter, fields) if True else None
            reg = re.search(r"\{%s\d+[sva]\}" % letter, tmpl)
            regtext = fill(reg.group(0), fields)
            want = fill(tmpl, fields).replace(regtext, ("|%s|" if kind == "abs" else "-%s") % regtext, 1)
            if t == want:
                good.append((m, None))
            continue
        tokens = {}
        values = [1] if kind == "flag" else ([1, 2, 3] if kind == "enum" else [1, 5, (1 << bits) - 1])
        if kind == "soff13":
            values = [1, 5, 0xFFF, 0x1000, 0x1FFF]
        base_text = fill(tmpl, fields)
        ok = True
        for v in values:
            w = list(words)
            w[wi] |= v << sh
            [t] = mc.run([tuple(w)])
            if not t or not t.startswith(base_text + " "):
                ok = False
                break
            tokens[v] = t[len(base_text) + 1:]
        if not ok:
            continue
        if kind == "num":
            if any(tokens[v] != "%s:%d" % (tokens[1].split(":")[0], v) for v in values):
                continue
            good.append((m, tokens[1].split(":")[0]))
        elif kind == "soff13":
            nm = tokens[1].split(":")[0]
            if all(tokens[v] == "%s:%d" % (nm, v - 0x2000 if v & 0x1000 else v) for v in values):
                good.append(((name, wi, sh, bits, "snum"), nm))
            elif all(tokens[v] == "%s:%d" % (nm, v & 0xFFF) for v in values if v < 0x1000):
                good.append(((name, wi, sh, 12, "num"), nm))
        elif kind == "flag":
            if " " not in tokens[1]:
                good.append((m, tokens[1]))
        elif kind == "enum":
            if all(" " not in tokens[v] for v in values):
                good.append((m, [tokens[v] for v in values]))
    # A 16-bit offset learned: the two 8-bit halves are not separate fields.
    if any(g[0][0] == "offset" and g[0][3] == 16 for g in good):
        good = [g for g in good if g[0][0] not in ("offset0", "offset1")]
    # Order of appended tokens: all suffix modifiers at once.
    suffix = [g for g in good if g[0][4] not in ("abs", "neg")]
    order = order_of(mc, words, tmpl, fields, suffix)
    if order is None:
        suffix = []
        order = []
    good = [g for g in good if g[0][4] in ("abs", "neg")] + [suffix[i] for i in order]
    # Random combinations must print as predicted, else no modifiers at all.
    rnd = random.Random(zlib.crc32(("%s %d" % (fam, key)).encode()))
    probes, wants = [], []
    for _ in range(12):
        w = list(words)
        chosen = {}
        for g in good:
            (name, wi, sh, bits, kind), tok = g
            if rnd.random() < 0.5:
                v = rnd.randrange(1, 1 << bits)
                if kind == "enum":
                    v = rnd.randrange(1, 4)
                w[wi] |= v << sh
                chosen[name] = v
        probes.append(tuple(w))
        wants.append(predict(tmpl, fields, good, chosen))
    texts = mc.run(probes)
    if any(t != want for t, want in zip(texts, wants)):
        good = []
    form["mods"] = good
    form["fixed"] = fixed_mask(n, fields, [g[0] for g in good])
    form["base"] = base + [0] * (2 - n)
    return form


def predict(tmpl, fields, good, chosen):
    text = fill(tmpl, fields)
    for (name, wi, sh, bits, kind), tok in good:
        if name not in chosen:
            continue
        v = chosen[name]
        if kind in ("abs", "neg"):
            letter = name[-1]
            reg = re.search(r"\{%s\d+[sva]\}" % letter, tmpl)
            r = fill(reg.group(0), fields)
            cur = r
            # neg applies outside abs: -|v|
            if kind == "abs":
                text = text.replace(r, "|%s|" % r, 1)
            else:
                text = text.replace("|%s|" % r, "-|%s|" % r, 1) if "|%s|" % r in text else text.replace(r, "-" + r, 1)
            del cur
        elif kind == "flag":
            text += " " + tok
        elif kind == "num":
            text += " %s:%d" % (tok, v)
        elif kind == "snum":
            text += " %s:%d" % (tok, v - (1 << bits) if v >> (bits - 1) else v)
        elif kind == "enum":
            text += " " + tok[v - 1]
    return text


def order_of(mc, words, tmpl, fields, suffix):
    if not suffix:
        return []
    w = list(words)
    for (name, wi, sh, bits, kind), tok in suffix:
        w[wi] |= 1 << sh
    [t] = mc.run([tuple(w)])
    base = fill(tmpl, fields)
    if not t or not t.startswith(base):
        return None
    rest = t[len(base):].split()
    toks = []
    for (name, wi, sh, bits, kind), tok in suffix:
        toks.append(tok[0] if kind == "enum" else (tok + ":1" if kind in ("num", "snum") else tok))
    if sorted(rest) != sorted(toks) or len(set(toks)) != len(toks):
        return None
    return sorted(range(len(toks)), key=lambda i: rest.index(toks[i]))


def fixed_mask(n, fields, mods):
    covered = [0] * n
    for f in fields:
        for i, m in enumerate(fmask(n, f)):
            covered[i] |= m
    for (name, wi, sh, bits, kind) in mods:
        covered[wi] |= ((1 << bits) - 1) << sh
    return [~c & 0xFFFFFFFF for c in covered] + [0] * (2 - n)


DPP_TAIL = " quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf"


def learn_dpp(mc, fam, key, base, words, tmpl, fields, mods):
    """DPP: the control's text for each of its 512 values, the masks
    (always printed), bound_ctrl and the source modifiers, checked on
    random combinations."""
    if not tmpl.endswith(DPP_TAIL):
        return None
    tmpl = tmpl[: -len(DPP_TAIL)]
    ops = fill(tmpl, fields)
    probes = [tuple([words[0], words[1] | c << 8]) for c in range(512)]
    ctrl = []
    for t in mc.run(probes):
        tok = ""
        if t and t.startswith(ops + " ") and t.endswith(" row_mask:0xf bank_mask:0xf"):
            tok = t[len(ops) + 1: -len(" row_mask:0xf bank_mask:0xf")]
        ctrl.append(tok if " " not in tok else "")
    good = []
    for m in mods:
        name, wi, sh, bits, kind = m
        w = list(words)
        w[wi] |= 1 << sh
        [t] = mc.run([tuple(w)])
        if kind == "flag":
            pre = ops + " quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf "
            if t and t.startswith(pre) and " " not in t[len(pre):]:
                good.append((m, t[len(pre):]))
            continue
        if "{%s" % name[-1] not in tmpl:
            continue
        if t == predict_dpp(tmpl, fields, good + [(m, None)], {name: 1}, ctrl, 0, 0xF, 0xF):
            good.append((m, None))
    rnd = random.Random(zlib.crc32(("%s %d" % (fam, key)).encode()))
    probes, wants = [], []
    for _ in range(16):
        w = list(words)
        w[1] &= ~(0xFF << 24)
        c = rnd.randrange(512)
        rm, bm = rnd.randrange(16), rnd.randrange(16)
        w[1] |= c << 8 | bm << 24 | rm << 28
        chosen = {}
        for (name, wi, sh, bits, kind), tok in good:
            if rnd.random() < 0.5:
                w[wi] |= 1 << sh
                chosen[name] = 1
        probes.append(tuple(w))
        wants.append(predict_dpp(tmpl, fields, good, chosen, ctrl, c, rm, bm) if ctrl[c] else None)
    texts = mc.run(probes)
    if any(want is not None and t != want for t, want in zip(texts, wants)):
        return None
    covered = [0, 0x1FF << 8 | 0xFF << 24]  # dpp_ctrl [16:8], the masks [31:24]
    for f in fields:
        for i, mk in enumerate(fmask(2, f)):
            covered[i] |= mk
    for (name, wi, sh, bits, kind), tok in good:
        covered[wi] |= 1 << sh
    return {"key": key, "template": tmpl, "consts": {}, "lit": set(), "mods": good, "size": 2,
            "imm": ("dpp", tuple(ctrl)), "fixed": [~c & 0xFFFFFFFF for c in covered],
            "base": [base[0], base[1] & ~(0xFF << 24)]}


def predict_dpp(tmpl, fields, good, chosen, ctrl, c, rm, bm):
    text = predict(tmpl, fields, [g for g in good if g[0][4] in ("abs", "neg")], chosen)
    text += " %s row_mask:0x%x bank_mask:0x%x" % (ctrl[c], rm, bm)
    for (name, wi, sh, bits, kind), tok in good:
        if kind == "flag" and name in chosen:
            text += " " + tok
    return text


def learn_imm(mc, fam, key, base, words, tmpl, fields):
    """SOPP/SOPK immediates: printed decimal or hex, ignored, required zero,
    or a rule the decoder implements (s_waitcnt, branches)."""
    if fam == "Sopk":
        if ", " not in tmpl:
            return None
        tmpl = tmpl.rsplit(", ", 1)[0]  # the immediate as printed at zero
    base_text = fill(tmpl, fields)
    name = base_text.split()[0]
    if "call" in name or "fork" in name or "join" in name or "getreg" in name or "setreg" in name:
        return None  # targets and hwreg(...) operands: not learned
    vals = [0, 1, 5, 63, 64, 65, 0x1234, 0x7FFF, 0x8000, 0xFFF0, 0xFFFF]
    texts = mc.run([tuple([words[0] | v]) for v in vals])
    kind = None
    if name == "s_waitcnt":
        kind = "waitcnt"
    elif "branch" in name and fam == "Sopp":
        kind = "branch"
    elif fam == "Sopp" and texts[0] == name and all(t != name for t in texts[1:]):
        kind = "zero"
    else:
        sep = " " if fam == "Sopp" else ", "
        stem = name if fam == "Sopp" else base_text
        for k, fmt in (("hex", lambda v: "0x%x" % v), ("u16", lambda v: "%d" % v if v <= 64 else "0x%x" % v)):
            if all(t == stem + sep + fmt(v) for v, t in zip(vals, texts)):
                kind = k
                break
    if kind is None:
        return None
    covered = 0 if kind == "zero" else 0xFFFF
    for f in fields:
        covered |= fmask(1, f)[0]
    return {"key": key, "template": name if fam == "Sopp" else tmpl, "consts": {}, "lit": set(), "mods": [],
            "size": 1, "imm": kind, "fixed": [~covered & 0xFFFFFFFF, 0], "base": [base[0], 0]}


def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mc", default="llvm-mc-22")
    ap.add_argument("--cache", help="pickle of the probe results: reuse it (development only)")
    ap.add_argument("--probe-only", choices=ARCHS,
                    help="probe this architecture only into --cache (run one per architecture in parallel, "
                         "then emit with --cache A.pkl,B.pkl)")
    args = ap.parse_args()
    fams = families()
    per_arch = {}
    caches = args.cache.split(",") if args.cache else []
    if caches and not args.probe_only and all(os.path.exists(c) for c in caches):
        for c in caches:
            with open(c, "rb") as fh:
                per_arch.update(pickle.load(fh))
        emit(fams, per_arch)
        return
    for arch in [args.probe_only] if args.probe_only else ARCHS:
        mc = Mc(args.mc, arch)
        res = {}
        for fam, forms in fams:
            todo = [(i,) + tuple(f) for i, f in enumerate(forms)]
            while todo:
                again = []
                for idx, base, key, fields, mods in todo:
                    try:
                        form = learn(mc, fam, key, base, fields, mods)
                    except Need:
                        again.append((idx, base, key, fields, mods))
                        continue
                    if form is not None:
                        res[(fam, key, idx)] = form
                mc.flush()
                todo = again
            print("%s %s: %d forms (%d llvm-mc runs)" % (arch, fam, sum(1 for k in res if k[0] == fam), mc.processes),
                  file=sys.stderr)
        per_arch[arch] = res
    if args.cache:
        with open(caches[0], "wb") as fh:
            pickle.dump(per_arch, fh)
    if args.probe_only:
        return
    emit(fams, per_arch)


def form_sig(form):
    return repr((form["template"], sorted((k, sorted(v.items())) for k, v in form["consts"].items()),
                 sorted(form["lit"]), form.get("lits", 0), form.get("plain", 0), form["mods"], form.get("imm"), form["fixed"], form["base"]))


def emit(fams, per_arch):
    tables = {}
    const_ids = {}

    def const_id(table):
        row = tuple(table.get(v, "") for v in range(102, 255))
        if row not in const_ids:
            const_ids[row] = len(const_ids)
        return const_ids[row]

    rows = []
    # gfx950's v_mfma_ld_scale_b32 is a prefix LLVM prints together with the
    # MFMA after it (one `v_mfma_scale_*` line for both): not one instruction.
    for arch in ARCHS:
        for k in [k for k, f in per_arch[arch].items() if f["template"].startswith("v_mfma_ld_scale")]:
            del per_arch[arch][k]
    for fam, _ in fams:
        keys = sorted({(k, i) for a in ARCHS for (f, k, i) in per_arch[a] if f == fam})
        for key, idx in keys:
            forms = [(a, per_arch[a].get((fam, key, idx))) for a in ARCHS]
            groups = {}
            for a, f in forms:
                if f is not None:
                    groups.setdefault(form_sig(f), (f, []))[1].append(a)
            for f, archs in groups.values():
                mask = sum(1 << ARCHS.index(a) for a in archs)
                rows.append((fam, key, mask, f))
    mod_ids = {}
    dpp_ids = {}
    body = []
    for fam, key, mask, f in rows:
        consts = []
        for letter in "ABCDEOS":
            if letter in f["consts"]:
                consts.append("(b'%s', %d)" % (letter, const_id(f["consts"][letter])))
        mods = []
        for (name, wi, sh, bits, kind), tok in f["mods"]:
            if kind == "enum":
                kd = "Enum(&[%s])" % ", ".join(rust_str(t) for t in tok)
            elif kind == "flag":
                kd = "Flag(%s)" % rust_str(tok)
            elif kind == "num":
                kd = "Num(%s)" % rust_str(tok)
            elif kind == "snum":
                kd = "SNum(%s)" % rust_str(tok)
            elif kind == "abs":
                kd = "Abs(b'%s')" % name[-1]
            else:
                kd = "Neg(b'%s')" % name[-1]
            mods.append("m(%d, %d, %d, %s)" % (wi, sh, bits, kd))
        mods = "[%s]" % ", ".join(mods)
        if mods not in mod_ids:
            mod_ids[mods] = len(mod_ids)
        fixed, base = f["fixed"], f["base"]
        if isinstance(f.get("imm"), tuple):
            row = f["imm"][1]
            if row not in dpp_ids:
                dpp_ids[row] = len(dpp_ids)
            imm = "Dpp(%d)" % dpp_ids[row]
        else:
            imm = {"hex": "Hex", "waitcnt": "Waitcnt", "branch": "Branch", "u16": "U16",
                   "zero": "Zero"}.get(f.get("imm"), "None")
        lits, plain = f.get("lits", 0), f.get("plain", 0)
        lits &= ~plain
        body.append("    f(%s, %#x, %d, %s, &[%s], %s, [%#x, %#x], M%d, [%#x, %#x], [%#x, %#x], %s)," % (
            fam, key, mask, rust_str(f["template"]), ", ".join(consts), rust_str("".join(sorted(f["lit"]))),
            lits, plain, mod_ids[mods], fixed[0], fixed[1], base[0], base[1], imm))
    out = []
    out.append("// @generated by scripts/gen-native-tables.py from llvm-mc-22 --disassemble probes")
    out.append("// (facts measured from LLVM's disassembler, never its sources). Do not edit.")
    out.append("")
    out.append("use super::form::{f, m, Form, Imm::*, Mod, ModKind::*};")
    out.append("use super::word::Family::*;")
    out.append("")
    for mods, i in sorted(mod_ids.items(), key=lambda kv: kv[1]):
        out.append("const M%d: &[Mod] = &%s;" % (i, mods))
    out.append("")
    out.append("/// Forms sorted by (family, key); several per key when the architectures differ")
    out.append("/// (`archs`: bit 0 gfx942, bit 1 gfx950).")
    out.append("pub(super) static FORMS: &[Form] = &[")
    out.extend(body)
    out.append("];")
    out.append("")
    out.append("/// Texts of the non-register values 102..=254 of a source field (\"\" = refused).")
    out.append("pub(super) static CONSTS: &[[&str; 153]] = &[")
    for row in sorted(const_ids, key=lambda r: const_ids[r]):
        out.append("    [%s]," % ", ".join(rust_str(s) for s in row))
    out.append("];")
    out.append("")
    out.append("/// DPP controls' texts by value 0..512 (\"\" = refused).")
    out.append("pub(super) static DPP_CTRL: &[[&str; 512]] = &[")
    for row in sorted(dpp_ids, key=lambda r: dpp_ids[r]):
        out.append("    [%s]," % ", ".join(rust_str(s) for s in row))
    out.append("];")
    print("\n".join(out))


if __name__ == "__main__":
    main()
