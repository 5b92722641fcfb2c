//! The run loop and the semantics of every covered instruction
//! (docs/values-oracle.md sections 3 and 4). Allocation-free per
//! instruction: the state is a [`Wave`] reset per run.

use wavebed_model::instr::{Instr, Unit};
use wavebed_model::reg::{special, RegFile};

use super::entry::{enter, Entry, Inputs};
use super::lower::{Cmp, Cond, Dst, Kind, Op, Src};
use super::wave::{Wave, EXEC_LO, M0, VGPRS};

/// `vcc_lo`'s SGPR.
const VCC: usize = 106;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// `s_endpgm`.
    EndPgm,
    /// The step bound was reached.
    StepBound,
    /// A conditional branch on an unknown condition (the interpreter follows
    /// one concrete path and does not guess).
    UnknownBranch,
    /// A call, `s_setpc`, a branch without a target or a branch the
    /// interpreter does not cover.
    OutOfScope,
    /// Ran past the last instruction.
    FellOff,
}

/// The end of a run and how many instructions it executed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub end: EndReason,
    pub steps: usize,
}

/// Sees the state before every executed instruction.
pub trait Observer {
    /// The wave is about to execute instruction `pc` (an index into
    /// `Kernel::instrs`).
    fn at(&mut self, pc: usize, wave: &Wave);
}

impl<F: FnMut(usize, &Wave)> Observer for F {
    fn at(&mut self, pc: usize, wave: &Wave) {
        self(pc, wave)
    }
}

enum Next {
    Fall,
    Jump(usize),
    End(EndReason),
}

/// Runs one wave of `instrs` (lowered as `ops`, [`super::lower_all`]) from
/// the entry state of `entry` under `inputs`, for at most `steps`
/// instructions.
pub fn run(
    instrs: &[Instr],
    ops: &[Op],
    entry: &Entry,
    inputs: &Inputs,
    wave: &mut Wave,
    steps: usize,
    obs: &mut impl Observer,
) -> Run {
    enter(wave, entry, inputs);
    let mut pc = 0usize;
    for n in 0..steps {
        let (Some(instr), Some(op)) = (instrs.get(pc), ops.get(pc)) else {
            return Run {
                end: EndReason::FellOff,
                steps: n,
            };
        };
        obs.at(pc, wave);
        match step(wave, instr, op, inputs) {
            Next::Fall => pc += 1,
            Next::Jump(t) => pc = t,
            Next::End(end) => return Run { end, steps: n + 1 },
        }
    }
    Run {
        end: EndReason::StepBound,
        steps,
    }
}

fn step(w: &mut Wave, instr: &Instr, op: &Op, inputs: &Inputs) -> Next {
    use Kind::*;
    match op.kind {
        EndPgm => Next::End(EndReason::EndPgm),
        Stop => Next::End(EndReason::OutOfScope),
        Branch => instr
            .target
            .map_or(Next::End(EndReason::OutOfScope), |t| Next::Jump(t as usize)),
        CBranch(c) => {
            let taken = match c {
                Cond::Scc0 => w.scc().map(|s| !s),
                Cond::Scc1 => w.scc(),
                Cond::Vccz => w.mask_at(VCC).map(|m| m == 0),
                Cond::Vccnz => w.mask_at(VCC).map(|m| m != 0),
                Cond::Execz => w.exec().map(|m| m == 0),
                Cond::Execnz => w.exec().map(|m| m != 0),
            };
            match (taken, instr.target) {
                (None, _) => Next::End(EndReason::UnknownBranch),
                (Some(true), Some(t)) => Next::Jump(t as usize),
                (Some(true), None) => Next::End(EndReason::OutOfScope),
                (Some(false), _) => Next::Fall,
            }
        }
        Clobber => {
            clobber(w, instr);
            Next::Fall
        }
        GprIdxOn => {
            let idx = sread(w, op.s[0], false);
            let m0 = w.scalar(M0);
            let v = idx
                .zip(m0)
                .map(|(i, m)| (m & !0xf0ff) | (i as u32 & 0xff) | (op.count as u32) << 12);
            w.set_scalar(M0, v);
            w.gpr_index = idx.map(|i| i as u8);
            w.gpr_idx = Some(op.count);
            Next::Fall
        }
        GprIdxIdx => {
            let idx = sread(w, op.s[0], false);
            let v = idx
                .zip(w.scalar(M0))
                .map(|(i, m)| (m & !0xff) | (i as u32 & 0xff));
            w.set_scalar(M0, v);
            w.gpr_index = idx.map(|i| i as u8);
            Next::Fall
        }
        GprIdxOff => {
            w.gpr_idx = None;
            Next::Fall
        }
        SLoad(n) => {
            load(w, op, n, inputs);
            Next::Fall
        }
        SGetPc => {
            let pc = instr
                .addr
                .map(|a| inputs.code_base.wrapping_add(a).wrapping_add(4));
            swrite(w, op.d[0], true, pc);
            Next::Fall
        }
        VReadFirstLane => {
            let v = w.exec().filter(|e| *e != 0).and_then(|e| {
                let lane = e.trailing_zeros();
                vread(w, op.s[0], 0, lane)
            });
            swrite(w, op.d[0], false, v.map(u64::from));
            Next::Fall
        }
        VLshlAdd64 | VAdd64 | VMad64 | VMadI64 => {
            valu64(w, op);
            Next::Fall
        }
        k if is_valu(k) => {
            valu(w, op);
            Next::Fall
        }
        _ => {
            salu(w, op);
            Next::Fall
        }
    }
}

fn is_valu(k: Kind) -> bool {
    use Kind::*;
    matches!(
        k,
        VMov | VAdd
            | VSub
            | VSubRev
            | VAddCo
            | VSubCo
            | VSubRevCo
            | VAddC
            | VMulLo
            | VMad24 { .. }
            | VMul24 { .. }
            | VLshlRev
            | VLshrRev
            | VAshrRev
            | VAnd
            | VOr
            | VXor
            | VBfe { .. }
            | VCndMask
            | VCmp { .. }
    )
}

/// Every register `instr` writes becomes unknown (docs/values-oracle.md 1.4).
fn clobber(w: &mut Wave, instr: &Instr) {
    if instr.unit == Unit::Salu {
        w.set_scc(None);
    }
    if instr.indexed && instr.unit == Unit::Valu {
        w.forget_vgprs(u64::MAX);
    }
    for r in instr.writes.as_slice() {
        let range = r.first as usize..r.first as usize + r.count as usize;
        match r.file {
            RegFile::Vgpr => {
                for n in range {
                    for lane in 0..64 {
                        w.set_vgpr(n, lane, None);
                    }
                }
            }
            RegFile::Sgpr => range.for_each(|n| w.set_scalar(n, None)),
            RegFile::Special => {
                for n in range {
                    match n as u16 {
                        special::EXEC_LO => w.set_scalar(EXEC_LO, None),
                        special::EXEC_HI => w.set_scalar(EXEC_LO + 1, None),
                        special::M0 => w.set_scalar(M0, None),
                        special::SCC => w.set_scc(None),
                        _ => {}
                    }
                }
            }
            RegFile::Agpr | RegFile::Ttmp => {}
        }
    }
}

/// A scalar source, 32 or 64 bits.
fn sread(w: &Wave, s: Src, wide: bool) -> Option<u64> {
    match s {
        Src::S(n) if wide => w.scalar64(n as usize),
        Src::S(n) => w.scalar(n as usize).map(u64::from),
        Src::Imm(v) if wide => Some(v),
        Src::Imm(v) => Some(v & 0xffff_ffff),
        Src::Scc => w.scc().map(u64::from),
        Src::Vccz => w.mask_at(VCC).map(|m| u64::from(m == 0)),
        Src::Execz => w.exec().map(|m| u64::from(m == 0)),
        Src::V(_) | Src::Unknown => None,
    }
}

fn swrite(w: &mut Wave, d: Dst, wide: bool, v: Option<u64>) {
    if let Dst::S(n) = d {
        if wide {
            w.set_scalar64(n as usize, v);
        } else {
            w.set_scalar(n as usize, v.map(|v| v as u32));
        }
    }
}

/// `a cmp b`, signed as 32-bit words; unsigned on the operands as read (32
/// bits, or 64 for `s_cmp_*_u64`, which only tests equality).
fn compare(cmp: Cmp, signed: bool, a: u64, b: u64) -> bool {
    let (a, b) = if signed {
        (a as u32 as i32 as i128, b as u32 as i32 as i128)
    } else {
        (a as i128, b as i128)
    };
    match cmp {
        Cmp::Eq => a == b,
        Cmp::Ne => a != b,
        Cmp::Lt => a < b,
        Cmp::Le => a <= b,
        Cmp::Gt => a > b,
        Cmp::Ge => a >= b,
    }
}

/// A bit-field extract: `off` and `width` already reduced; `width` < 32.
fn bfe(a: u32, off: u32, width: u32, signed: bool) -> u32 {
    if width == 0 {
        return 0;
    }
    let mask = (1u32 << width) - 1;
    if signed {
        let t = ((a as i32) >> off) as u32 & mask;
        let sh = 32 - width;
        (((t << sh) as i32) >> sh) as u32
    } else {
        (a >> off) & mask
    }
}

/// The scalar ALU (docs/values-oracle.md 3.1).
fn salu(w: &mut Wave, op: &Op) {
    use Kind::*;
    let wide = op.wide;
    let shift_wide = matches!(op.kind, SLshl | SLshr | SAshr) && wide;
    let a = sread(w, op.s[0], wide);
    let b = sread(w, op.s[1], wide && !shift_wide);
    let scc_in = w.scc();
    let m32 = |v: u64| v & 0xffff_ffff;
    let nz = |d: u64| Some(d != 0);
    // (result, new SCC, whether SCC is written)
    let (d, scc, writes_scc): (Option<u64>, Option<bool>, bool) = match op.kind {
        SMov => (a, None, false),
        SMul => (a.zip(b).map(|(a, b)| m32(a.wrapping_mul(b))), None, false),
        SCsel => (scc_in.and_then(|c| if c { a } else { b }), None, false),
        SCmp { cmp, signed } => {
            let r = a.zip(b).map(|(a, b)| compare(cmp, signed, a, b));
            (None, r, true)
        }
        _ => match (a, b) {
            (Some(a), Some(b)) => {
                let (d, s) = salu_known(op.kind, wide, a, b, scc_in);
                (d, s.or_else(|| d.and_then(nz)), true)
            }
            _ => (None, None, true),
        },
    };
    if !matches!(op.kind, SCmp { .. }) {
        swrite(w, op.d[0], wide, d);
    }
    if writes_scc {
        w.set_scc(scc);
    }
}

/// A scalar op on known sources: the result and, where it is not `D != 0`,
/// SCC (`None` result: the ISA leaves it open).
fn salu_known(
    k: Kind,
    wide: bool,
    a: u64,
    b: u64,
    scc: Option<bool>,
) -> (Option<u64>, Option<bool>) {
    use Kind::*;
    let (a32, b32) = (a as u32, b as u32);
    let wrap = |v: u64| if wide { v } else { v & 0xffff_ffff };
    match k {
        SAddU => {
            let s = a32 as u64 + b32 as u64;
            (Some(s & 0xffff_ffff), Some(s >> 32 != 0))
        }
        SSubU => (Some(a32.wrapping_sub(b32) as u64), Some(b32 > a32)),
        SAddC => match scc {
            Some(c) => {
                let s = a32 as u64 + b32 as u64 + c as u64;
                (Some(s & 0xffff_ffff), Some(s >> 32 != 0))
            }
            None => (None, None),
        },
        SSubB => match scc {
            Some(c) => {
                let d = a32.wrapping_sub(b32).wrapping_sub(c as u32);
                (Some(d as u64), Some(b32 as u64 + c as u64 > a32 as u64))
            }
            None => (None, None),
        },
        SAddI => {
            let d = a32.wrapping_add(b32);
            (Some(d as u64), Some(((a32 ^ d) & (b32 ^ d)) >> 31 != 0))
        }
        SSubI => {
            let d = a32.wrapping_sub(b32);
            (Some(d as u64), Some(((a32 ^ b32) & (a32 ^ d)) >> 31 != 0))
        }
        SLshl if wide => (Some(a << (b & 63)), None),
        SLshl => (Some(wrap((a32 << (b32 & 31)) as u64)), None),
        SLshr if wide => (Some(a >> (b & 63)), None),
        SLshr => (Some((a32 >> (b32 & 31)) as u64), None),
        SAshr if wide => (Some(((a as i64) >> (b & 63)) as u64), None),
        SAshr => (Some(((a32 as i32) >> (b32 & 31)) as u32 as u64), None),
        SAnd => (Some(wrap(a & b)), None),
        SOr => (Some(wrap(a | b)), None),
        SXor => (Some(wrap(a ^ b)), None),
        SMin { signed } => {
            let lt = if signed {
                (a32 as i32) < (b32 as i32)
            } else {
                a32 < b32
            };
            (Some(if lt { a32 } else { b32 } as u64), Some(lt))
        }
        SMax { signed } => {
            let gt = if signed {
                (a32 as i32) > (b32 as i32)
            } else {
                a32 > b32
            };
            (Some(if gt { a32 } else { b32 } as u64), Some(gt))
        }
        SBfe { signed } => {
            let width = (b32 >> 16) & 0x7f;
            if width >= 32 {
                return (None, None);
            }
            let d = bfe(a32, b32 & 31, width, signed);
            (Some(d as u64), Some(d != 0))
        }
        _ => (None, None),
    }
}

/// The VGPR `n` names in role `role` (0..3 sources, 3 destination) under GPR
/// indexing; `None` when the index is unknown or past the file.
fn indexed(w: &Wave, n: u16, role: u8) -> Option<usize> {
    let Some(modes) = w.gpr_idx else {
        return Some(n as usize);
    };
    let bit = if role == 3 { 8 } else { 1 << role };
    if modes & bit == 0 {
        return Some(n as usize);
    }
    let i = w.gpr_index?;
    let r = n as usize + i as usize;
    (r < VGPRS).then_some(r)
}

/// A VALU source in `lane`.
fn vread(w: &Wave, s: Src, role: u8, lane: u32) -> Option<u32> {
    match s {
        Src::V(n) => w.vgpr(indexed(w, n, role)? as u16, lane),
        _ => sread(w, s, false).map(|v| v as u32),
    }
}

/// The vector ALU (docs/values-oracle.md 3.4).
fn valu(w: &mut Wave, op: &Op) {
    use Kind::*;
    let exec = w.exec();
    let lanes = w.lanes;
    let dst = match op.d[0] {
        Dst::V(n) => Some(indexed(w, n, 3)),
        _ => None,
    };
    // A mask source (carry in, cndmask selector) in its slot.
    let mask_in = match op.kind {
        VAddC | VCndMask => match op.s[2] {
            Src::S(n) => w.mask_at(n as usize),
            _ => None,
        },
        _ => None,
    };
    let Some(exec) = exec else {
        // Which lanes execute is unknown: every lane of the results is.
        if let Some(Some(n)) = dst {
            for lane in 0..lanes {
                w.set_vgpr(n, lane, None);
            }
        } else if let Some(None) = dst {
            w.forget_vgprs(u64::MAX);
        }
        swrite(w, op.d[1], lanes > 32, None);
        return;
    };
    let mut mask_out = Some(0u64);
    for lane in 0..lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let a = vread(w, op.s[0], 0, lane);
        let b = vread(w, op.s[1], 1, lane);
        let c = vread(w, op.s[2], 2, lane);
        let bit = mask_in.map(|m| m >> lane & 1 == 1);
        let (d, m): (Option<u32>, Option<bool>) = match op.kind {
            VMov => (a, None),
            VAdd => (a.zip(b).map(|(a, b)| a.wrapping_add(b)), None),
            VSub => (a.zip(b).map(|(a, b)| a.wrapping_sub(b)), None),
            VSubRev => (a.zip(b).map(|(a, b)| b.wrapping_sub(a)), None),
            VAddCo => split(a.zip(b).map(|(a, b)| {
                let (d, c) = a.overflowing_add(b);
                (d, c)
            })),
            VSubCo => split(a.zip(b).map(|(a, b)| (a.wrapping_sub(b), b > a))),
            VSubRevCo => split(a.zip(b).map(|(a, b)| (b.wrapping_sub(a), a > b))),
            VAddC => split(a.zip(b).zip(bit).map(|((a, b), c)| {
                let s = a as u64 + b as u64 + c as u64;
                (s as u32, s >> 32 != 0)
            })),
            VMulLo => (a.zip(b).map(|(a, b)| a.wrapping_mul(b)), None),
            VMad24 { signed } => (
                a.zip(b)
                    .zip(c)
                    .map(|((a, b), c)| (mul24(a, b, signed) as u32).wrapping_add(c)),
                None,
            ),
            VMul24 { signed, hi } => (
                a.zip(b).map(|(a, b)| {
                    let p = mul24(a, b, signed);
                    (if hi { p >> 32 } else { p }) as u32
                }),
                None,
            ),
            VLshlRev => (a.zip(b).map(|(a, b)| b << (a & 31)), None),
            VLshrRev => (a.zip(b).map(|(a, b)| b >> (a & 31)), None),
            VAshrRev => (a.zip(b).map(|(a, b)| ((b as i32) >> (a & 31)) as u32), None),
            VAnd => (a.zip(b).map(|(a, b)| a & b), None),
            VOr => (a.zip(b).map(|(a, b)| a | b), None),
            VXor => (a.zip(b).map(|(a, b)| a ^ b), None),
            VBfe { signed } => (
                a.zip(b)
                    .zip(c)
                    .map(|((a, b), c)| bfe(a, b & 31, c & 31, signed)),
                None,
            ),
            VCndMask => (bit.and_then(|s| if s { b } else { a }), None),
            VCmp { cmp, signed } => (
                None,
                a.zip(b)
                    .map(|(a, b)| compare(cmp, signed, a as u64, b as u64)),
            ),
            _ => (None, None),
        };
        match dst {
            Some(Some(n)) => w.set_vgpr(n, lane, d),
            Some(None) => w.forget_vgprs(1 << lane),
            None => {}
        }
        if op.d[1] != Dst::None {
            mask_out = mask_out.zip(m).map(|(acc, m)| acc | (m as u64) << lane);
        }
    }
    if op.d[1] != Dst::None {
        swrite(w, op.d[1], lanes > 32, mask_out);
    }
}

/// The 64-bit vector ALU on register pairs (docs/values-oracle.md 3.4):
/// `v_lshl_add_u64` (D = (S0 << S1[2:0]) + S2; the ISA defines shifts 0..4,
/// the only ones the analysis reads), `v_add_nc_u64` (D = S0 + S1) and
/// `v_mad_u64_u32` (D = S0.u32 * S1.u32 + S2.u64) and `v_mad_i64_i32` (D =
/// S0.i32 * S1.i32 + S2.i64), each modulo 2^64. The mad's carry-out mask is
/// left unknown.
fn valu64(w: &mut Wave, op: &Op) {
    use Kind::*;
    let lanes = w.lanes;
    let Dst::V(d) = op.d[0] else {
        return;
    };
    let d = d as usize;
    let pair = |w: &Wave, s: Src, lane: u32| match s {
        Src::V(n) => w
            .vgpr(n, lane)
            .zip(w.vgpr(n + 1, lane))
            .map(|(lo, hi)| u64::from(lo) | u64::from(hi) << 32),
        _ => sread(w, s, true),
    };
    let dword = |w: &Wave, s: Src, lane: u32| vread(w, s, 0, lane).map(u64::from);
    if w.gpr_idx.is_some() || d + 1 >= VGPRS {
        // A relative destination may be any VGPR.
        w.forget_vgprs(u64::MAX);
        swrite(w, op.d[1], lanes > 32, None);
        return;
    }
    let exec = w.exec();
    for lane in 0..lanes {
        let r = exec
            .filter(|e| e >> lane & 1 == 1)
            .and_then(|_| match op.kind {
                VLshlAdd64 => pair(w, op.s[0], lane)
                    .zip(dword(w, op.s[1], lane))
                    .zip(pair(w, op.s[2], lane))
                    .map(|((a, sh), c)| (a << (sh & 7)).wrapping_add(c)),
                VAdd64 => pair(w, op.s[0], lane)
                    .zip(pair(w, op.s[1], lane))
                    .map(|(a, b)| a.wrapping_add(b)),
                VMadI64 => dword(w, op.s[0], lane)
                    .zip(dword(w, op.s[1], lane))
                    .zip(pair(w, op.s[2], lane))
                    .map(|((a, b), c)| {
                        let p = i64::from(a as u32 as i32) * i64::from(b as u32 as i32);
                        (p as u64).wrapping_add(c)
                    }),
                _ => dword(w, op.s[0], lane)
                    .zip(dword(w, op.s[1], lane))
                    .zip(pair(w, op.s[2], lane))
                    .map(|((a, b), c)| (a * b).wrapping_add(c)),
            });
        let active = exec.is_some_and(|e| e >> lane & 1 == 1);
        if active || exec.is_none() {
            w.set_vgpr(d, lane, r.map(|v| v as u32));
            w.set_vgpr(d + 1, lane, r.map(|v| (v >> 32) as u32));
        }
    }
    if op.d[1] != Dst::None {
        swrite(w, op.d[1], lanes > 32, None);
    }
}

fn split(v: Option<(u32, bool)>) -> (Option<u32>, Option<bool>) {
    (v.map(|x| x.0), v.map(|x| x.1))
}

/// `s_load_*` (docs/values-oracle.md 3.3).
fn load(w: &mut Wave, op: &Op, n: u8, inputs: &Inputs) {
    let Dst::S(first) = op.d[0] else {
        return;
    };
    let base = match op.s[0] {
        Src::S(b) => w.scalar64(b as usize),
        _ => None,
    };
    let off = sread(w, op.s[1], false);
    let addr = base.zip(off).map(|(b, o)| b.wrapping_add(o) & !3);
    for i in 0..n as u64 {
        let v = addr.and_then(|a| inputs.kernarg_dword(a.wrapping_add(4 * i)));
        w.set_scalar(first as usize + i as usize, v);
    }
}

/// The 48-bit product of `a[23:0]` and `b[23:0]`, each sign-extended
/// (`signed`) or zero-extended to 64 bits: CDNA3 ISA `V_MUL_I32_I24`
/// "D.i = S0.i[23:0] * S1.i[23:0]", `V_MUL_U32_U24`, their `HI` (bits 63:32)
/// and `MAD` (plus S2) forms; LLVM selects `v_mul_i32_i24` for
/// `ashr (shl x, 8), 8` operands (AMDGPU test `mul_int24.ll`).
fn mul24(a: u32, b: u32, signed: bool) -> i64 {
    let ext = |x: u32| {
        if signed {
            i64::from(((x << 8) as i32) >> 8)
        } else {
            i64::from(x & 0xff_ffff)
        }
    };
    ext(a) * ext(b)
}
