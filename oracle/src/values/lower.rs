//! From a decoded [`Instr`] (the front end's public type: mnemonic, operand
//! text, registers written, flow, branch target) to the interpreter's [`Op`]:
//! done once per static instruction, so the run loop reads no text. Anything
//! outside docs/values-oracle.md section 3 becomes [`Kind::Clobber`].

use wavebed_model::instr::{Flow, Instr, Unit};
use wavebed_model::isa::asm::literal::int_literal;
use wavebed_model::isa::operand::{parse_value, Operands, Value};
use wavebed_model::reg::{special, RegFile};

use super::wave::{EXEC_LO, M0};

/// A source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// A scalar slot ([`super::wave`] numbering).
    S(u16),
    /// A VGPR.
    V(u16),
    /// A constant, already extended to 64 bits for 64-bit operands.
    Imm(u64),
    Scc,
    Vccz,
    Execz,
    /// Anything else: the result is unknown.
    Unknown,
}

/// A destination operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dst {
    S(u16),
    V(u16),
    /// `null` or absent.
    None,
    /// Not a register the interpreter models: the result is dropped, and the
    /// instruction's writes are clobbered instead.
    Unknown,
}

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// A conditional branch's condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
}

/// What an instruction does (docs/values-oracle.md section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    SMov,
    SAddU,
    SSubU,
    SAddC,
    SSubB,
    SAddI,
    SSubI,
    SMul,
    SLshl,
    SLshr,
    SAshr,
    SAnd,
    SOr,
    SXor,
    SMin {
        signed: bool,
    },
    SMax {
        signed: bool,
    },
    SCsel,
    SBfe {
        signed: bool,
    },
    SCmp {
        cmp: Cmp,
        signed: bool,
    },
    SGetPc,
    /// `s_load_*` of this many dwords.
    SLoad(u8),
    Branch,
    CBranch(Cond),
    EndPgm,
    /// A call, `s_setpc`, or another end the interpreter does not follow.
    Stop,
    GprIdxOn,
    GprIdxIdx,
    GprIdxOff,
    VMov,
    VAdd,
    VSub,
    VSubRev,
    VAddCo,
    VSubCo,
    VSubRevCo,
    VAddC,
    VMulLo,
    /// `v_mad_u32_u24` / `v_mad_i32_i24`.
    VMad24 {
        signed: bool,
    },
    /// `v_mul_u32_u24` / `v_mul_i32_i24` (`hi`: `v_mul_hi_*_24`, bits 63:32).
    VMul24 {
        signed: bool,
        hi: bool,
    },
    VLshlRev,
    VLshrRev,
    VAshrRev,
    VAnd,
    VOr,
    VXor,
    VBfe {
        signed: bool,
    },
    VCndMask,
    VCmp {
        cmp: Cmp,
        signed: bool,
    },
    VReadFirstLane,
    /// `v_lshl_add_u64 D64, S0_64, S1, S2_64`.
    VLshlAdd64,
    /// `v_add_nc_u64 D64, S0_64, S1_64` (gfx1250).
    VAdd64,
    /// `v_mad_u64_u32 D64, SDST, S0, S1, S2_64` (gfx12: `v_mad_co_u64_u32`).
    VMad64,
    /// `v_mad_i64_i32 D64, SDST, S0, S1, S2_64` (gfx12: `v_mad_co_i64_i32`):
    /// the factors signed.
    VMadI64,
    /// Not covered: every register the front end says it writes becomes
    /// unknown (and SCC, for a scalar instruction).
    Clobber,
}

/// One lowered instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Op {
    pub kind: Kind,
    /// 64-bit scalar operands.
    pub wide: bool,
    /// Destinations: the result, then a carry/compare mask.
    pub d: [Dst; 2],
    pub s: [Src; 3],
    /// Destination registers (dwords) of a load.
    pub count: u8,
}

impl Op {
    const fn clobber() -> Op {
        Op {
            kind: Kind::Clobber,
            wide: false,
            d: [Dst::None; 2],
            s: [Src::Unknown; 3],
            count: 0,
        }
    }
}

/// Lowers every instruction of a kernel.
pub fn lower_all(instrs: &[Instr]) -> Vec<Op> {
    instrs.iter().map(lower).collect()
}

/// Lowers one instruction.
pub fn lower(instr: &Instr) -> Op {
    match instr.flow {
        Flow::EndPgm => {
            return Op {
                kind: Kind::EndPgm,
                ..Op::clobber()
            }
        }
        Flow::Call | Flow::SetPc => {
            return Op {
                kind: Kind::Stop,
                ..Op::clobber()
            }
        }
        _ => {}
    }
    let m = instr.mnemonic();
    let (base, suffix) = split_suffix(m);
    if matches!(suffix, "_sdwa" | "_dpp" | "_dpp8") {
        return Op::clobber();
    }
    let Ok(ops) = Operands::split(instr.operands()) else {
        return Op::clobber();
    };
    if instr.flow == Flow::Branch {
        return Op {
            kind: Kind::Branch,
            ..Op::clobber()
        };
    }
    if instr.flow == Flow::CondBranch {
        let cond = match base {
            "s_cbranch_scc0" => Cond::Scc0,
            "s_cbranch_scc1" => Cond::Scc1,
            "s_cbranch_vccz" => Cond::Vccz,
            "s_cbranch_vccnz" => Cond::Vccnz,
            "s_cbranch_execz" => Cond::Execz,
            "s_cbranch_execnz" => Cond::Execnz,
            _ => {
                return Op {
                    kind: Kind::Stop,
                    ..Op::clobber()
                }
            }
        };
        return Op {
            kind: Kind::CBranch(cond),
            ..Op::clobber()
        };
    }
    let texts: Vec<&str> = ops.as_slice().iter().map(|o| o.text).collect();
    lower_named(instr, base, &texts, ops.modifiers).unwrap_or_else(Op::clobber)
}

/// `v_add_u32_e32` -> (`v_add_u32`, `_e32`).
fn split_suffix(m: &str) -> (&str, &str) {
    for s in ["_e32", "_e64", "_sdwa", "_dpp8", "_dpp"] {
        if let Some(b) = m.strip_suffix(s) {
            return (b, s);
        }
    }
    (m, "")
}

fn kind_of(base: &str) -> Option<(Kind, bool)> {
    use Kind::*;
    let cmp = |s: &str| match s {
        "eq" => Some(Cmp::Eq),
        "lg" | "ne" => Some(Cmp::Ne),
        "lt" => Some(Cmp::Lt),
        "le" => Some(Cmp::Le),
        "gt" => Some(Cmp::Gt),
        "ge" => Some(Cmp::Ge),
        _ => None,
    };
    if let Some(rest) = base.strip_prefix("s_cmp_") {
        let (c, t) = rest.split_once('_')?;
        let cmp = cmp(c)?;
        return match t {
            "i32" => Some((SCmp { cmp, signed: true }, false)),
            "u32" => Some((SCmp { cmp, signed: false }, false)),
            "u64" if matches!(cmp, Cmp::Eq | Cmp::Ne) => Some((SCmp { cmp, signed: false }, true)),
            _ => None,
        };
    }
    if let Some(rest) = base.strip_prefix("v_cmp_") {
        let (c, t) = rest.split_once('_')?;
        let cmp = cmp(c)?;
        return match t {
            "i32" => Some((VCmp { cmp, signed: true }, false)),
            "u32" => Some((VCmp { cmp, signed: false }, false)),
            _ => None,
        };
    }
    Some(match base {
        "s_mov_b32" | "s_movk_i32" => (SMov, false),
        "s_mov_b64" => (SMov, true),
        "s_add_u32" | "s_add_co_u32" => (SAddU, false),
        "s_sub_u32" | "s_sub_co_u32" => (SSubU, false),
        "s_addc_u32" | "s_add_co_ci_u32" => (SAddC, false),
        "s_subb_u32" | "s_sub_co_ci_u32" => (SSubB, false),
        "s_add_i32" | "s_add_co_i32" | "s_addk_i32" => (SAddI, false),
        "s_sub_i32" | "s_sub_co_i32" => (SSubI, false),
        "s_mul_i32" => (SMul, false),
        "s_lshl_b32" => (SLshl, false),
        "s_lshl_b64" => (SLshl, true),
        "s_lshr_b32" => (SLshr, false),
        "s_lshr_b64" => (SLshr, true),
        "s_ashr_i32" => (SAshr, false),
        "s_ashr_i64" => (SAshr, true),
        "s_and_b32" => (SAnd, false),
        "s_and_b64" => (SAnd, true),
        "s_or_b32" => (SOr, false),
        "s_or_b64" => (SOr, true),
        "s_xor_b32" => (SXor, false),
        "s_xor_b64" => (SXor, true),
        "s_min_i32" => (SMin { signed: true }, false),
        "s_min_u32" => (SMin { signed: false }, false),
        "s_max_i32" => (SMax { signed: true }, false),
        "s_max_u32" => (SMax { signed: false }, false),
        "s_cselect_b32" => (SCsel, false),
        "s_cselect_b64" => (SCsel, true),
        "s_bfe_u32" => (SBfe { signed: false }, false),
        "s_bfe_i32" => (SBfe { signed: true }, false),
        "s_getpc_b64" => (SGetPc, true),
        "s_load_dword" | "s_load_b32" => (SLoad(1), false),
        "s_load_dwordx2" | "s_load_b64" => (SLoad(2), false),
        "s_load_dwordx4" | "s_load_b128" => (SLoad(4), false),
        "s_load_dwordx8" | "s_load_b256" => (SLoad(8), false),
        "s_load_dwordx16" | "s_load_b512" => (SLoad(16), false),
        "s_set_gpr_idx_on" => (GprIdxOn, false),
        "s_set_gpr_idx_idx" => (GprIdxIdx, false),
        "s_set_gpr_idx_off" => (GprIdxOff, false),
        "v_mov_b32" => (VMov, false),
        "v_add_u32" | "v_add_nc_u32" | "v_add_i32" | "v_add_nc_i32" => (VAdd, false),
        "v_sub_u32" | "v_sub_nc_u32" | "v_sub_i32" | "v_sub_nc_i32" => (VSub, false),
        "v_subrev_u32" | "v_subrev_nc_u32" => (VSubRev, false),
        "v_add_co_u32" => (VAddCo, false),
        "v_sub_co_u32" => (VSubCo, false),
        "v_subrev_co_u32" => (VSubRevCo, false),
        "v_addc_co_u32" | "v_add_co_ci_u32" => (VAddC, false),
        "v_mul_lo_u32" => (VMulLo, false),
        "v_mad_u32_u24" => (VMad24 { signed: false }, false),
        "v_mad_i32_i24" => (VMad24 { signed: true }, false),
        "v_mul_u32_u24" => (
            VMul24 {
                signed: false,
                hi: false,
            },
            false,
        ),
        "v_mul_i32_i24" => (
            VMul24 {
                signed: true,
                hi: false,
            },
            false,
        ),
        "v_mul_hi_u32_u24" => (
            VMul24 {
                signed: false,
                hi: true,
            },
            false,
        ),
        "v_mul_hi_i32_i24" => (
            VMul24 {
                signed: true,
                hi: true,
            },
            false,
        ),
        "v_lshlrev_b32" => (VLshlRev, false),
        "v_lshrrev_b32" => (VLshrRev, false),
        "v_ashrrev_i32" => (VAshrRev, false),
        "v_and_b32" => (VAnd, false),
        "v_or_b32" => (VOr, false),
        "v_xor_b32" => (VXor, false),
        "v_bfe_u32" => (VBfe { signed: false }, false),
        "v_bfe_i32" => (VBfe { signed: true }, false),
        "v_cndmask_b32" => (VCndMask, false),
        "v_readfirstlane_b32" => (VReadFirstLane, false),
        "v_lshl_add_u64" => (VLshlAdd64, true),
        "v_add_nc_u64" => (VAdd64, true),
        "v_mad_u64_u32" | "v_mad_co_u64_u32" => (VMad64, true),
        "v_mad_i64_i32" | "v_mad_co_i64_i32" => (VMadI64, true),
        _ => return None,
    })
}

/// Destination and source counts per kind: (results, masks out, sources).
fn arity(k: Kind) -> (usize, usize, usize) {
    use Kind::*;
    match k {
        SMov | SGetPc => (1, 0, usize::from(k == SMov)),
        SCmp { .. } => (0, 0, 2),
        SLoad(_) => (1, 0, 2),
        GprIdxOn => (0, 0, 1),
        GprIdxIdx => (0, 0, 1),
        GprIdxOff => (0, 0, 0),
        VMov | VReadFirstLane => (1, 0, 1),
        VAddCo | VSubCo | VSubRevCo => (1, 1, 2),
        VAddC | VMad64 | VMadI64 => (1, 1, 3),
        VLshlAdd64 => (1, 0, 3),
        VMad24 { .. } | VBfe { .. } | VCndMask => (1, 0, 3),
        VCmp { .. } => (0, 1, 2),
        _ => (1, 0, 2),
    }
}

fn lower_named(instr: &Instr, base: &str, ops: &[&str], modifiers: &str) -> Option<Op> {
    if let Some(rel) = base.strip_prefix("v_cmpx_") {
        // gfx10+'s `v_cmpx`: no destination operand, the mask is written to
        // EXEC (LLVM D130978: "implied dst=EXEC"); inactive lanes' bits are
        // 0, so EXEC becomes the old EXEC and the relation. The wave's
        // width picks EXEC_LO or all of EXEC (the mask write's width).
        let (kind, _) = kind_of(&format!("v_cmp_{rel}"))?;
        if ops.len() != 2 || !modifiers.is_empty() {
            return None;
        }
        let mut op = Op {
            kind,
            wide: false,
            ..Op::clobber()
        };
        op.d = [Dst::None, dst("exec_lo")];
        op.s[0] = src(ops[0], false, base);
        op.s[1] = src(ops[1], false, base);
        return Some(op);
    }
    let (kind, wide) = kind_of(base)?;
    let valu = instr.unit == Unit::Valu;
    // Modifiers change VALU semantics (clamp, op_sel, omod); a load's cache
    // bits (glc, sc0, nt) do not change the value read.
    if valu && !modifiers.is_empty() {
        return None;
    }
    let (nd, nm, ns) = arity(kind);
    let mut op = Op {
        kind,
        wide,
        ..Op::clobber()
    };
    if kind == Kind::GprIdxOn {
        // s_set_gpr_idx_on S0, gpr_idx(MODES) | imm
        if ops.len() != 2 {
            return None;
        }
        op.s[0] = src(ops[0], false, base);
        op.count = gpr_idx_modes(ops[1])?;
        return Some(op);
    }
    if base == "s_addk_i32" {
        // SOPK: D.i = D.i + signext(SIMM16) (CDNA3 ISA, S_ADDK_I32); SCC
        // is the signed overflow, as for s_add_i32.
        if ops.len() != 2 {
            return None;
        }
        op.d[0] = dst(ops[0]);
        op.s[0] = src(ops[0], false, base);
        op.s[1] = Src::Imm(integer(ops[1])? as u16 as i16 as i32 as u32 as u64);
        return Some(op);
    }
    if ops.len() != nd + nm + ns {
        return None;
    }
    let mut i = 0;
    for slot in 0..nd + nm {
        op.d[slot] = dst(ops[i]);
        i += 1;
    }
    if matches!(kind, Kind::VCmp { .. }) {
        // VOPC: the mask is its only destination.
        op.d = [Dst::None, op.d[0]];
    }
    // Sources: 64-bit operands for wide scalar ops; s_lshl_b64's shift
    // amount and s_bfe's control are 32 bits.
    for k in 0..ns {
        let w = match kind {
            // The shift amount, and the 32-bit factors, are 32 bits.
            Kind::SLshl | Kind::SLshr | Kind::SAshr | Kind::VLshlAdd64 => wide && k != 1,
            Kind::VMad64 | Kind::VMadI64 => k == 2,
            _ => wide,
        };
        op.s[k] = src(ops[i], w, base);
        i += 1;
    }
    if let Kind::SLoad(n) = kind {
        // The base is a 64-bit pair; a destination must be `n` dwords.
        op.count = n;
        match parse_value(ops[0]) {
            Ok(Value::Reg(r)) if r.file == RegFile::Sgpr && r.count == n as u16 => {}
            _ => return None,
        }
        op.s[0] = match parse_value(ops[1]) {
            Ok(Value::Reg(r)) if r.file == RegFile::Sgpr && r.count == 2 => Src::S(r.first),
            _ => Src::Unknown,
        };
        op.s[1] = src(ops[2], false, base);
    }
    Some(op)
}

/// `gpr_idx(SRC0,DST)` or a 4-bit immediate: SRC0 = 1, SRC1 = 2, SRC2 = 4, DST = 8.
fn gpr_idx_modes(t: &str) -> Option<u8> {
    if let Some(inner) = t.strip_prefix("gpr_idx(").and_then(|r| r.strip_suffix(')')) {
        let mut m = 0u8;
        for w in inner.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            m |= match w {
                "SRC0" => 1,
                "SRC1" => 2,
                "SRC2" => 4,
                "DST" => 8,
                _ => return None,
            };
        }
        return Some(m);
    }
    let v = int_literal(t).ok()?;
    (v < 16).then_some(v as u8)
}

/// Whether `t` is plain register syntax (no source modifier).
fn plain(t: &str) -> bool {
    t.bytes().all(|b| {
        b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'[' | b']' | b':' | b'_')
    })
}

fn scalar_slot(r: wavebed_model::reg::RegRange) -> Option<u16> {
    match r.file {
        RegFile::Sgpr => Some(r.first),
        RegFile::Special => match r.first {
            special::EXEC_LO => Some(EXEC_LO as u16),
            special::EXEC_HI => Some(EXEC_LO as u16 + 1),
            special::M0 => Some(M0 as u16),
            _ => None,
        },
        _ => None,
    }
}

fn dst(t: &str) -> Dst {
    if t == "null" {
        return Dst::None;
    }
    if !plain(t) {
        return Dst::Unknown;
    }
    match parse_value(t) {
        Ok(Value::Reg(r)) if r.file == RegFile::Vgpr => Dst::V(r.first),
        Ok(Value::Reg(r)) => scalar_slot(r).map_or(Dst::Unknown, Dst::S),
        _ => Dst::Unknown,
    }
}

/// The float inline constants as IEEE single bits (docs/values-oracle.md 1.2).
const FLOAT_INLINE: [(&str, u32); 8] = [
    ("0.5", 0x3f00_0000),
    ("-0.5", 0xbf00_0000),
    ("1.0", 0x3f80_0000),
    ("-1.0", 0xbf80_0000),
    ("2.0", 0x4000_0000),
    ("-2.0", 0xc000_0000),
    ("4.0", 0x4080_0000),
    ("-4.0", 0xc080_0000),
];

fn src(t: &str, wide: bool, base: &str) -> Src {
    match t {
        "scc" | "src_scc" => return Src::Scc,
        "vccz" | "src_vccz" => return Src::Vccz,
        "execz" | "src_execz" => return Src::Execz,
        _ => {}
    }
    if let Some(v) = integer(t) {
        if base == "s_movk_i32" {
            return Src::Imm(v as u16 as i16 as i32 as u32 as u64);
        }
        let inline = (-16..=64).contains(&v);
        return match (wide, inline) {
            (false, _) if (-(1i64 << 31)..(1i64 << 32)).contains(&v) => Src::Imm(v as u32 as u64),
            (true, true) => Src::Imm(v as u64),
            _ => Src::Unknown,
        };
    }
    if let Some((_, bits)) = FLOAT_INLINE.iter().find(|(s, _)| *s == t) {
        return if wide {
            Src::Unknown
        } else {
            Src::Imm(*bits as u64)
        };
    }
    if !plain(t) {
        return Src::Unknown;
    }
    match parse_value(t) {
        Ok(Value::Reg(r)) if r.file == RegFile::Vgpr => Src::V(r.first),
        Ok(Value::Reg(r)) => scalar_slot(r).map_or(Src::Unknown, Src::S),
        _ => Src::Unknown,
    }
}

/// An integer operand: decimal, hex, octal or binary, optionally negated.
fn integer(t: &str) -> Option<i64> {
    let (neg, d) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    if !d.as_bytes().first()?.is_ascii_digit() || d.contains('.') {
        return None;
    }
    let v = i64::try_from(int_literal(d).ok()?).ok()?;
    Some(if neg { -v } else { v })
}
