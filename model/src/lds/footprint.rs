//! Which LDS bytes an instruction touches (docs/lds.md section 3).
//!
//! Every DS read, write and atomic, every direct-to-LDS load and every gfx1250
//! async or tensor copy is an [`LdsAccess`]: what it does to LDS
//! ([`LdsOp`]) and where ([`LdsFootprint`]). The address comes from an
//! [`LdsAddresses`] source; [`LocalConstants`] knows only a base register
//! set from a literal earlier in the same basic block (`v_mov_b32 v0, 0x40`,
//! `s_mov_b32 m0, 0x100`), so the value analysis of issue 32 can plug in
//! later as another source. Everything a source does not know is
//! [`LdsFootprint::Unknown`]: anywhere in the workgroup's allocation.

use crate::cfg::Cfg;
use crate::instr::{Instr, Kernel};
use crate::profile::MemKind;
use crate::reg::{special, RegFile, RegRange};

/// The LDS bytes one access may touch: a known half-open byte range, a
/// bound on them, or anywhere in the allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LdsFootprint {
    /// Bytes `lo..hi` (every lane of the wave together), the address known
    /// exactly: a wave executing the access with its lanes active touches
    /// them (docs/lds.md section 10).
    Known { lo: u32, hi: u32 },
    /// Every byte any lane of any wave may touch lies in `lo..hi`, but which
    /// ones is not known (an address in an interval, docs/lds.md section 10):
    /// disjoint from a range outside it, never a proven overlap. `lane`,
    /// when known, says which of those bytes each lane touches (docs/lds.md
    /// section 12): two waves' accesses may then be proven disjoint.
    Within {
        lo: u32,
        hi: u32,
        lane: Option<LaneForm>,
    },
    /// The address is not known: any byte of the allocation.
    Unknown,
}

impl LdsFootprint {
    /// Whether the two footprints may share a byte.
    #[inline]
    pub fn overlaps(self, other: LdsFootprint) -> bool {
        match (self.bounds(), other.bounds()) {
            (Some((a, b)), Some((c, d))) => a < d && c < b,
            _ => true,
        }
    }

    /// The half-open range every touched byte lies in, when one is known.
    #[inline]
    pub fn bounds(self) -> Option<(u32, u32)> {
        match self {
            LdsFootprint::Known { lo, hi } | LdsFootprint::Within { lo, hi, .. } => Some((lo, hi)),
            LdsFootprint::Unknown => None,
        }
    }

    /// Whether an access of `self` by one wave and of `other` by another
    /// wave of the workgroup may share a byte (docs/lds.md section 12): the
    /// bounds overlap and, where both have a lane form, some two work-items
    /// of different waves touch a common byte.
    pub fn cross_wave_overlaps(self, other: LdsFootprint) -> bool {
        if !self.overlaps(other) {
            return false;
        }
        match (self, other) {
            (
                LdsFootprint::Within { lane: Some(p), .. },
                LdsFootprint::Within { lane: Some(q), .. },
            ) => p.meets_across_waves(q),
            _ => true,
        }
    }

    /// The bytes two overlapping footprints surely share when both are
    /// known exactly; `Unknown` otherwise (the race is then not proven).
    pub fn overlap(self, other: LdsFootprint) -> LdsFootprint {
        match (self, other) {
            (LdsFootprint::Known { lo: a, hi: b }, LdsFootprint::Known { lo: c, hi: d })
                if a.max(c) < b.min(d) =>
            {
                LdsFootprint::Known {
                    lo: a.max(c),
                    hi: b.min(d),
                }
            }
            _ => LdsFootprint::Unknown,
        }
    }
}

impl std::fmt::Display for LdsFootprint {
    /// `0x40..0x48` (half-open) or `unknown`, as reports print it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LdsFootprint::Known { lo, hi } => write!(f, "{lo:#x}..{hi:#x}"),
            LdsFootprint::Within { .. } | LdsFootprint::Unknown => f.write_str("unknown"),
        }
    }
}

/// Which bytes each lane of a one-dimensional workgroup touches (docs/lds.md
/// section 12): the lane with work-item id `x` in `x[0]..=x[1]` touches bytes within
/// `[scale * x + at[i], scale * x + at[i] + len)` for `i` in 0, 1 (a
/// two-address DS form; `at[0] == at[1]` for one), every such byte in
/// `0..2^32` (an `at` may be negative where `x[0]` is large enough: a piece
/// of `4 * (x - 32)`, docs/lds.md section 17). Work-items `x` and `x'` are in one wave when `x / wave == x' / wave`
/// (waves take the flat ids in order; LLVM D132879).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LaneForm {
    pub scale: u32,
    pub at: [i64; 2],
    pub len: u32,
    /// The work-items that may execute the access (below the workgroup's
    /// x size; its y and z sizes are 1).
    pub x: [u16; 2],
    /// Lanes per wave: 32 when the kernel may run as wave32 (smaller waves
    /// put more pairs of work-items in different waves).
    pub wave: u8,
}

/// Widest range of id differences examined per pair of byte ranges; past it
/// two forms are taken to meet (sound, and never reached by forms whose
/// scale is at least their length).
const MAX_DIFFS: i64 = 4 * 1024;

impl LaneForm {
    /// Whether work-items `x` of `self` and `x'` of `o` in different waves
    /// touch a common byte. Exact for equal scales (every id difference
    /// `d = x' - x` that makes the two ranges meet is tried: one with
    /// `|d| >= wave`, or one whose ids straddle a wave boundary, meets);
    /// other scales, sizes or wave widths are taken to meet.
    pub fn meets_across_waves(self, o: LaneForm) -> bool {
        if self.scale != o.scale || self.wave != o.wave || self.scale == 0 {
            return true;
        }
        let (s, w) = (i64::from(self.scale), i64::from(self.wave));
        let ([p_lo, p_hi], [q_lo, q_hi]) = (self.x.map(i64::from), o.x.map(i64::from));
        for a in self.at {
            for b in o.at {
                // Ranges [s x + a, + len) and [s x' + b, + o.len) meet iff
                // a - b - o.len < s d < a - b + len.
                let lo = (a - b - i64::from(o.len)).div_euclid(s) + 1;
                let hi = (a - b + i64::from(self.len) + s - 1).div_euclid(s) - 1;
                if hi - lo > MAX_DIFFS {
                    return true;
                }
                for d in lo..=hi {
                    // x among p's work-items, x + d among q's.
                    let (lo, hi) = (p_lo.max(q_lo - d), p_hi.min(q_hi - d));
                    if d != 0 && straddle(lo, hi, w, d).is_some() {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Bytes that two work-items of different waves surely both touch, one
    /// executing `self` and the other `o`, when both forms are exact (every
    /// work-item of `x` executes the access and touches exactly its
    /// elements: docs/lds.md section 15); `None` when no such pair exists or
    /// the forms are not comparable (other scales or wave widths, too many
    /// id differences). Never claims a pair [`LaneForm::meets_across_waves`]
    /// denies.
    pub fn witness_across_waves(self, o: LaneForm) -> Option<(u32, u32)> {
        if self.scale != o.scale || self.wave != o.wave || self.scale == 0 {
            return None;
        }
        let (s, w) = (i64::from(self.scale), i64::from(self.wave));
        let ([p_lo, p_hi], [q_lo, q_hi]) = (self.x.map(i64::from), o.x.map(i64::from));
        for a in self.at {
            for b in o.at {
                let lo = (a - b - i64::from(o.len)).div_euclid(s) + 1;
                let hi = (a - b + i64::from(self.len) + s - 1).div_euclid(s) - 1;
                if hi - lo > MAX_DIFFS {
                    return None;
                }
                for d in (lo..=hi).filter(|&d| d != 0) {
                    let (xl, xh) = (p_lo.max(q_lo - d), p_hi.min(q_hi - d));
                    if let Some(x) = straddle(xl, xh, w, d) {
                        let from = (s * x + a).max(s * (x + d) + b);
                        let to = (s * x + a + i64::from(self.len))
                            .min(s * (x + d) + b + i64::from(o.len));
                        if from < to {
                            return Some((from as u32, to as u32));
                        }
                    }
                }
            }
        }
        None
    }
}

/// Some `x` in `[lo, hi]` (non-negative) with `x` and `x + d` in different
/// waves of `w` lanes (`d != 0`), if there is one.
fn straddle(lo: i64, hi: i64, w: i64, d: i64) -> Option<i64> {
    if lo > hi {
        return None;
    }
    if d.abs() >= w {
        return Some(lo);
    }
    if lo / w != hi / w {
        // The ids cross a wave boundary: the last lane of a wave (d > 0)
        // or the first of the next (d < 0) is among them.
        let next = (lo / w + 1) * w;
        return Some(if d > 0 { next - 1 } else { next });
    }
    if d > 0 {
        (hi % w >= w - d).then_some(hi)
    } else {
        (lo % w < -d).then_some(lo)
    }
}

/// What an access surely touches in *every* wave of some launch the
/// kernel's workgroup bound allows with two waves or more (docs/lds.md
/// section 15): the access runs exactly once per wave, in a fixed barrier
/// phase, with every lane active. Two such accesses of two waves whose
/// bytes meet are a proven overlap, not a possible one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SureBytes {
    /// The same bytes in every wave (a literal or SGPR-constant address,
    /// or a constant M0): each wave touches `[at[i], at[i] + len)`.
    Uniform { at: [u32; 2], len: u32 },
    /// Per work-item (a one-dimensional launch of known wave width): every
    /// work-item of each form's `x` executes the access and touches exactly
    /// its elements; `n` forms (pieces, docs/lds.md section 17) are kept.
    Lanes {
        forms: [LaneForm; SURE_FORMS],
        n: u8,
    },
}

/// Lane forms one access's sure bytes keep (pieces past them are dropped:
/// fewer proofs, never a false one).
pub const SURE_FORMS: usize = 2;

impl SureBytes {
    /// The sure bytes of the forms given (the first `SURE_FORMS`), `None`
    /// when there is none.
    pub fn lanes(given: [Option<LaneForm>; SURE_FORMS]) -> Option<SureBytes> {
        let first = given[0]?;
        let mut forms = [first; SURE_FORMS];
        let mut n = 0;
        for f in given.into_iter().flatten() {
            forms[n] = f;
            n += 1;
        }
        Some(SureBytes::Lanes { forms, n: n as u8 })
    }

    /// The lane forms of a `Lanes` (empty for a `Uniform`).
    fn forms(&self) -> &[LaneForm] {
        match self {
            SureBytes::Lanes { forms, n } => &forms[..*n as usize],
            SureBytes::Uniform { .. } => &[],
        }
    }

    /// Bytes an access of `self` by one wave and of `o` by another surely
    /// both touch, if some two waves do.
    pub fn proven_overlap(self, o: SureBytes) -> Option<(u32, u32)> {
        match (self, o) {
            (SureBytes::Uniform { at, len }, SureBytes::Uniform { at: bt, len: bl }) => {
                at.iter().find_map(|&a| {
                    bt.iter().find_map(|&b| {
                        let (lo, hi) = (a.max(b), a.saturating_add(len).min(b.saturating_add(bl)));
                        (lo < hi).then_some((lo, hi))
                    })
                })
            }
            (SureBytes::Uniform { at, len }, l @ SureBytes::Lanes { .. })
            | (l @ SureBytes::Lanes { .. }, SureBytes::Uniform { at, len }) => l
                .forms()
                .iter()
                .find_map(|f| at.iter().find_map(|&u| f.witness_meeting(u, len))),
            (p @ SureBytes::Lanes { .. }, q @ SureBytes::Lanes { .. }) => p
                .forms()
                .iter()
                .find_map(|&f| q.forms().iter().find_map(|&g| f.witness_across_waves(g))),
        }
    }
}

impl LaneForm {
    /// Bytes of `[u, u + ul)` some work-item of the form touches (then a
    /// wave other than its own touches them too, when `[u, u + ul)` is
    /// touched by every wave).
    fn witness_meeting(self, u: u32, ul: u32) -> Option<(u32, u32)> {
        if self.scale == 0 {
            return None;
        }
        let (s, u, ul) = (i64::from(self.scale), i64::from(u), i64::from(ul));
        let len = i64::from(self.len);
        self.at.iter().find_map(|&a| {
            // s x + a < u + ul and u < s x + a + len.
            let lo = ((u - a - len).div_euclid(s) + 1).max(i64::from(self.x[0]));
            let hi = ((u + ul - a + s - 1).div_euclid(s) - 1).min(i64::from(self.x[1]));
            (lo <= hi).then(|| {
                let from = (s * lo + a).max(u);
                let to = (s * lo + a + len).min(u + ul);
                (from as u32, to as u32)
            })
        })
    }
}

/// What an access does to LDS, and through which pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LdsOp {
    /// A DS read (`ds_read*`, `ds_load*`, `lds_param_load`...): in the LDS
    /// pipeline, ordered with the wave's other DS operations.
    DsRead,
    /// A DS write (`ds_write*`, `ds_store*`).
    DsWrite,
    /// A DS atomic (read and write; `ds_add_u32`, `ds_cmpst_rtn_b32`, `ds_append`...).
    DsAtomic,
    /// A direct-to-LDS load, an async or tensor copy into LDS: writes LDS
    /// when its counter (vmcnt, asynccnt, tensorcnt) completes it, in no
    /// order with the wave's DS operations.
    DmaWrite,
    /// An async or tensor copy out of LDS (`global_store_async_from_lds*`,
    /// `tensor_store_from_lds`): reads LDS until its counter completes it.
    DmaRead,
}

impl LdsOp {
    #[inline]
    pub fn reads(self) -> bool {
        matches!(self, LdsOp::DsRead | LdsOp::DsAtomic | LdsOp::DmaRead)
    }

    #[inline]
    pub fn writes(self) -> bool {
        matches!(self, LdsOp::DsWrite | LdsOp::DsAtomic | LdsOp::DmaWrite)
    }

    /// Outside the DS pipeline: not ordered with the wave's DS operations.
    #[inline]
    pub fn is_dma(self) -> bool {
        matches!(self, LdsOp::DmaWrite | LdsOp::DmaRead)
    }
}

/// One instruction's LDS access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LdsAccess {
    pub op: LdsOp,
    pub footprint: LdsFootprint,
    /// What every wave surely touches, when the source proves it
    /// (docs/lds.md section 15).
    pub sure: Option<SureBytes>,
}

/// Where an instruction's LDS address comes from: the footprint of
/// instruction `id` of `kernel` (graph `cfg`), which is an LDS access of
/// operation `op`. Implementations must be sound: a known range must hold
/// every byte any lane may touch.
pub trait LdsAddresses {
    fn footprint(&self, kernel: &Kernel, cfg: &Cfg, id: u32, op: LdsOp) -> LdsFootprint;

    /// Whether the workgroup is at most one wave, so that no other wave's
    /// access exists (docs/lds.md section 12). Only a source that read the
    /// kernel's workgroup bound may say so.
    fn one_wave(&self) -> bool {
        false
    }

    /// What every wave of some launch with two waves or more surely
    /// touches at instruction `id` (docs/lds.md section 15); `None` unless
    /// the source proves it. Only a source that read the kernel's
    /// workgroup bound and execution mask may say so.
    fn sure(&self, _id: u32) -> Option<SureBytes> {
        None
    }
}

/// The LDS operation of `instr`, if it accesses LDS memory. DS instructions
/// that move data between lanes only (`ds_permute`, `ds_bpermute`,
/// `ds_swizzle`), `ds_nop`, GDS and GWS operations access no LDS byte.
pub fn lds_op(instr: &Instr) -> Option<LdsOp> {
    let m = instr.mnemonic();
    match instr.mem? {
        MemKind::VmemLds | MemKind::AsyncLoad => Some(LdsOp::DmaWrite),
        MemKind::AsyncStore => Some(LdsOp::DmaRead),
        MemKind::Tensor if m.starts_with("tensor_load_to_lds") => Some(LdsOp::DmaWrite),
        MemKind::Tensor => Some(LdsOp::DmaRead),
        // A generic FLAT access reaches LDS when its address falls in the
        // shared aperture, known only at run time: an LDS access of unknown
        // address, in the LDS pipeline's order (docs/lds.md section 3).
        // The value analysis may have placed it in LDS (`FlatLds*`) or
        // outside it (`FlatVmem*`: no LDS byte).
        MemKind::FlatLoad | MemKind::FlatStore | MemKind::FlatLdsLoad | MemKind::FlatLdsStore
            if m.contains("atomic") =>
        {
            Some(LdsOp::DsAtomic)
        }
        MemKind::FlatLoad | MemKind::FlatLdsLoad => Some(LdsOp::DsRead),
        MemKind::FlatStore | MemKind::FlatLdsStore => Some(LdsOp::DsWrite),
        MemKind::FlatVmemLoad | MemKind::FlatVmemStore => None,
        MemKind::LdsRead | MemKind::LdsWrite => {
            let rest = m.strip_prefix("ds_").unwrap_or(m);
            if rest.contains("permute") || rest.starts_with("swizzle") || rest == "nop" {
                None
            } else if rest.starts_with("read") || rest.starts_with("load") || m.starts_with("lds_")
            {
                Some(LdsOp::DsRead)
            } else if rest.starts_with("write") || rest.starts_with("store") {
                Some(LdsOp::DsWrite)
            } else {
                Some(LdsOp::DsAtomic)
            }
        }
        _ => None,
    }
}

/// The bytes one lane's element of a DS or DMA instruction covers, from the
/// mnemonic's size suffix (`_b32`, `_u16`, `_dwordx4`, `_b128`...); `None`
/// when no suffix says.
pub(super) fn element_bytes(m: &str) -> Option<u32> {
    let mut best: Option<u32> = None;
    for part in m.split('_') {
        let size = match part {
            "b8" | "u8" | "i8" | "ubyte" | "sbyte" | "byte" => 1,
            "b16" | "u16" | "i16" | "f16" | "bf16" | "ushort" | "sshort" | "short" => 2,
            "b32" | "u32" | "i32" | "f32" | "dword" => 4,
            "b64" | "u64" | "i64" | "f64" | "dwordx2" => 8,
            "b96" | "dwordx3" => 12,
            "b128" | "dwordx4" => 16,
            _ => continue,
        };
        // A packed pair (`ds_pk_add_f16`) is two elements in one dword.
        let size = if m.contains("_pk_") { size * 2 } else { size };
        // The first suffix is the data size (`ds_read_b64_tr_b16` reads b64).
        best.get_or_insert(size);
    }
    best
}

/// For a two-address DS form (`ds_read2*`, `ds_write2*`, `ds_wrxchg2*`,
/// gfx11's `*_2addr*`), the elements one `offset0`/`offset1` unit steps
/// (64 for `st64`/`stride64`, else 1); `None` for a one-address form.
pub(super) fn two_address_stride(m: &str) -> Option<u64> {
    let two = m.contains("read2") || m.contains("write2") || m.contains("xchg2");
    if !(two || m.contains("2addr")) {
        return None;
    }
    Some(if m.contains("st64") || m.contains("stride64") {
        64
    } else {
        1
    })
}

/// An integer literal as the front end prints it (`256`, `0x100`, `-4`).
pub(super) fn literal(text: &str) -> Option<i64> {
    let t = text.trim();
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => i64::from_str_radix(h, 16).ok()?,
        None => t.parse::<i64>().ok()?,
    };
    Some(if neg { -v } else { v })
}

/// A modifier's value (`offset:16`, `offset0:2`), 0 when absent.
pub(super) fn modifier(operands: &str, name: &str) -> Option<u32> {
    for tok in operands.split(|c: char| c == ',' || c.is_whitespace()) {
        if let Some(v) = tok.strip_prefix(name).and_then(|r| r.strip_prefix(':')) {
            return literal(v).and_then(|v| u32::try_from(v).ok());
        }
    }
    Some(0)
}

/// The register operands of an instruction's text, in order (modifiers
/// such as `offset:16` and `off` left out).
pub(super) fn register_operands(operands: &str) -> impl Iterator<Item = &str> {
    operands
        .split(',')
        .flat_map(|p| p.split_whitespace())
        .filter(|t| !t.contains(':') || t.contains('['))
        .filter(|t| t.starts_with('v') || t.starts_with('s') || t.starts_with('a'))
}

/// A single VGPR operand (`v7`), not a range.
pub(super) fn single_vgpr(tok: &str) -> Option<RegRange> {
    let n: u16 = tok.strip_prefix('v')?.parse().ok()?;
    Some(RegRange::new(RegFile::Vgpr, n, 1))
}

/// The default address source: a DS address VGPR, or a DMA's M0, set from a
/// literal by the last instruction of the same block that writes it
/// (`v_mov_b32 v1, 0x40` / `s_mov_b32 m0, 0x100` / `s_movk_i32 m0, 0x100`),
/// looking back at most [`LocalConstants::LOOK_BACK`] instructions. Every
/// lane then has the same base, so the access covers `base + offset` for one
/// element (a DS op; two for `read2`/`write2`) or for 64 lanes' elements (a
/// direct-to-LDS load, which writes lane after lane from M0).
#[derive(Clone, Copy, Debug, Default)]
pub struct LocalConstants;

impl LocalConstants {
    /// How far back in the block the base's writer is looked for (keeps the
    /// lookup linear in code size).
    pub const LOOK_BACK: u32 = 64;

    /// The literal `reg` holds just before instruction `id`, if the last
    /// writer of it in the same block (within the look-back) moves a literal.
    fn constant(kernel: &Kernel, cfg: &Cfg, id: u32, reg: RegRange) -> Option<u32> {
        let start = cfg.blocks[cfg.block_of(id) as usize].start;
        let from = start.max(id.saturating_sub(Self::LOOK_BACK));
        for j in (from..id).rev() {
            let w = &kernel.instrs[j as usize];
            if !w.writes.as_slice().iter().any(|r| r.overlaps(&reg)) {
                continue;
            }
            let m = w.mnemonic();
            let movs = matches!(
                m,
                "v_mov_b32" | "v_mov_b32_e32" | "v_mov_b32_e64" | "s_mov_b32" | "s_movk_i32"
            );
            let mut ops = w.operands().split(',');
            let dst_ok = ops.next().is_some_and(|d| {
                let d = d.trim();
                d.strip_prefix('v')
                    .and_then(|n| n.parse::<u16>().ok())
                    .map(|n| RegRange::new(RegFile::Vgpr, n, 1))
                    .or((d == "m0").then(|| RegRange::new(RegFile::Special, special::M0, 1)))
                    == Some(reg)
            });
            let value = ops.next().and_then(literal);
            return match (movs && dst_ok && ops.next().is_none(), value) {
                (true, Some(v)) => u32::try_from(v).ok(),
                _ => None,
            };
        }
        None
    }
}

impl LdsAddresses for LocalConstants {
    fn footprint(&self, kernel: &Kernel, cfg: &Cfg, id: u32, op: LdsOp) -> LdsFootprint {
        let instr = &kernel.instrs[id as usize];
        let m = instr.mnemonic();
        let ops = instr.operands();
        let Some(size) = element_bytes(m) else {
            return LdsFootprint::Unknown;
        };
        let known = |lo: u64, hi: u64| match (u32::try_from(lo), u32::try_from(hi)) {
            (Ok(lo), Ok(hi)) if lo < hi => LdsFootprint::Known { lo, hi },
            _ => LdsFootprint::Unknown,
        };
        match instr.mem {
            Some(MemKind::VmemLds) => {
                // LDS address = M0 + the instruction offset + lane * size
                // (the offset applies to both addresses, LLVM's
                // `AMDGPUGlobalLoadLDS` intrinsic; taken from M0 on, so the
                // range holds under either reading). 64 lanes at most.
                let m0 = RegRange::new(RegFile::Special, special::M0, 1);
                let Some(base) = Self::constant(kernel, cfg, id, m0) else {
                    return LdsFootprint::Unknown;
                };
                let Some(off) = modifier(ops, "offset") else {
                    return LdsFootprint::Unknown;
                };
                let base = u64::from(base);
                known(base, base + u64::from(off) + 64 * u64::from(size))
            }
            Some(MemKind::LdsRead | MemKind::LdsWrite)
                if !m.starts_with("lds_") && !m.contains("addtid") && !m.contains("src2") =>
            {
                // The address is the first register operand of a write or
                // non-returning atomic, the second of a read or returning one.
                let returns = !instr.writes.is_empty();
                let mut regs = register_operands(ops);
                let addr = if returns { regs.nth(1) } else { regs.next() };
                let Some(reg) = addr.and_then(single_vgpr) else {
                    return LdsFootprint::Unknown;
                };
                let Some(base) = Self::constant(kernel, cfg, id, reg) else {
                    return LdsFootprint::Unknown;
                };
                let base = u64::from(base);
                let size = u64::from(size);
                if let Some(stride) = two_address_stride(m) {
                    let scale = size * stride;
                    let (Some(a), Some(b)) = (modifier(ops, "offset0"), modifier(ops, "offset1"))
                    else {
                        return LdsFootprint::Unknown;
                    };
                    let (a, b) = (u64::from(a.min(b)), u64::from(a.max(b)));
                    known(base + a * scale, base + b * scale + size)
                } else {
                    let Some(off) = modifier(ops, "offset") else {
                        return LdsFootprint::Unknown;
                    };
                    known(base + u64::from(off), base + u64::from(off) + size)
                }
            }
            _ => {
                let _ = op;
                LdsFootprint::Unknown
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn footprints_overlap_only_where_bytes_are_shared() {
        let a = LdsFootprint::Known { lo: 0, hi: 4 };
        let b = LdsFootprint::Known { lo: 4, hi: 8 };
        assert!(!a.overlaps(b));
        assert!(a.overlaps(LdsFootprint::Known { lo: 3, hi: 5 }));
        assert!(a.overlaps(LdsFootprint::Unknown));
        assert_eq!(
            a.overlap(LdsFootprint::Known { lo: 2, hi: 9 }),
            LdsFootprint::Known { lo: 2, hi: 4 }
        );
        assert_eq!(a.overlap(LdsFootprint::Unknown), LdsFootprint::Unknown);
        let w = LdsFootprint::Within {
            lo: 2,
            hi: 6,
            lane: None,
        };
        assert!(w.overlaps(a) && !w.overlaps(LdsFootprint::Known { lo: 6, hi: 8 }));
        assert_eq!(w.overlap(a), LdsFootprint::Unknown);
        assert_eq!(w.to_string(), "unknown");
        assert_eq!(a.to_string(), "0x0..0x4");
    }

    /// Every verdict of `meets_across_waves` and of the proofs
    /// (`witness_across_waves`, a uniform range against a form; docs/lds.md
    /// section 15) against brute force over the work-items of small
    /// workgroups.
    #[test]
    fn lane_forms_meet_across_waves_exactly_as_brute_force_says() {
        let bytes = |f: LaneForm, x: u32| -> Vec<u32> {
            f.at.iter()
                .flat_map(|&a| (0..f.len).map(move |k| (i64::from(f.scale * x) + a) as u32 + k))
                .collect()
        };
        let mut checked = 0;
        for (xs, wave) in [
            ([0u16, 63], 32u8),
            ([0, 127], 64),
            ([0, 99], 32),
            ([0, 31], 32),
            ([0, 255], 64),
            ([16, 127], 64),
            ([0, 47], 32),
        ] {
            for scale in [1u32, 2, 4, 8, 16] {
                for (a, b) in [
                    ([0u32, 0], [0u32, 0]),
                    ([0, 256], [0, 0]),
                    ([4, 4], [0, 0]),
                    ([0, 512], [512, 512]),
                    ([0, 64], [128, 128]),
                    ([2, 2], [0, 0]),
                ] {
                    for (la, lb) in [(4u32, 4u32), (2, 2), (8, 4), (16, 16)] {
                        let p = LaneForm {
                            scale,
                            at: a.map(i64::from),
                            len: la,
                            x: xs,
                            wave,
                        };
                        let q = LaneForm {
                            scale,
                            at: b.map(i64::from),
                            len: lb,
                            x: [0, xs[1]],
                            wave,
                        };
                        let mut brute = false;
                        'x: for x in u32::from(xs[0])..=u32::from(xs[1]) {
                            let bx = bytes(p, x);
                            for y in 0..=u32::from(xs[1]) {
                                if x / u32::from(wave) == y / u32::from(wave) {
                                    continue;
                                }
                                if bytes(q, y).iter().any(|c| bx.contains(c)) {
                                    brute = true;
                                    break 'x;
                                }
                            }
                        }
                        assert_eq!(p.meets_across_waves(q), brute, "{p:?} {q:?}");
                        // The witness: found exactly when brute force finds
                        // a pair, and its bytes are touched by two
                        // work-items of different waves.
                        let w = p.witness_across_waves(q);
                        assert_eq!(w.is_some(), brute, "{p:?} {q:?}");
                        if let Some((lo, hi)) = w {
                            let both = (u32::from(xs[0])..=u32::from(xs[1])).any(|x| {
                                let bx = bytes(p, x);
                                (0..=u32::from(xs[1])).any(|y| {
                                    let by = bytes(q, y);
                                    x / u32::from(wave) != y / u32::from(wave)
                                        && (lo..hi).all(|c| bx.contains(&c) && by.contains(&c))
                                })
                            });
                            assert!(lo < hi && both, "{p:?} {q:?} {lo:#x}..{hi:#x}");
                        }
                        // A uniform range every wave touches meets the form
                        // exactly where some work-item's bytes meet it.
                        for (u, ul) in [(0u32, 4u32), (100, 1), (512, 16), (4096, 4)] {
                            let uni = SureBytes::Uniform {
                                at: [u, u],
                                len: ul,
                            };
                            let meet = (u32::from(xs[0])..=u32::from(xs[1]))
                                .any(|x| bytes(p, x).iter().any(|c| (u..u + ul).contains(c)));
                            let got =
                                uni.proven_overlap(SureBytes::lanes([Some(p), None]).unwrap());
                            assert_eq!(got.is_some(), meet, "{p:?} {u}+{ul}");
                            if let Some((lo, hi)) = got {
                                assert!(u <= lo && hi <= u + ul && lo < hi);
                                assert!((u32::from(xs[0])..=u32::from(xs[1]))
                                    .any(|x| (lo..hi).all(|c| bytes(p, x).contains(&c))));
                            }
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 7 * 5 * 6 * 4);
    }

    #[test]
    fn element_sizes_come_from_the_first_size_suffix() {
        assert_eq!(element_bytes("ds_read_b32"), Some(4));
        assert_eq!(element_bytes("ds_read_b64_tr_b16"), Some(8));
        assert_eq!(element_bytes("ds_write_b8_d16_hi"), Some(1));
        assert_eq!(element_bytes("global_load_lds_dwordx4"), Some(16));
        assert_eq!(element_bytes("buffer_load_ubyte"), Some(1));
        assert_eq!(element_bytes("ds_pk_add_f16"), Some(4));
        assert_eq!(element_bytes("ds_append"), None);
        assert_eq!(two_address_stride("ds_read2st64_b64"), Some(64));
        assert_eq!(two_address_stride("ds_load_2addr_stride64_b32"), Some(64));
        assert_eq!(two_address_stride("ds_wrxchg2_rtn_b32"), Some(1));
        assert_eq!(two_address_stride("ds_storexchg_2addr_rtn_b32"), Some(1));
        assert_eq!(two_address_stride("ds_read_b64"), None);
    }
}
