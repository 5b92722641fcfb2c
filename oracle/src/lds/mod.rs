//! The LDS oracle (docs/lds-oracle.md): races on LDS bytes between the waves
//! of one workgroup running one straight-line program, with DS operations,
//! direct-to-LDS loads, waits and barriers.
//!
//! * [`enumerate`] explores every interleaving of the waves and every
//!   completion order of their tokens: the ground truth by definition
//!   (section 2 and 3 of the doc, taken literally, with two exact reductions).
//! * [`closed`] is section 3's happens-before over the register oracle's
//!   closed-form lifetimes: quadratic in LDS operations, for campaigns.
//! * [`gen`] draws programs from bytes; [`asm`] lowers them to listings
//!   llvm-mc-22 accepts, with the address arithmetic the footprints describe.
//! * [`compare`] diffs two race sets (missed / imprecise) and checks the closed
//!   form against the enumerator.

use std::fmt;

use wavebed_model::instr::Instr;
use wavebed_model::profile::{MemKind, Profile, WaitGen};

pub mod asm;
pub mod campaign;
pub mod closed;
pub mod compare;
pub mod enumerate;
pub mod gen;
pub mod model;
pub mod record;

/// How an operation's LDS address depends on the wave and the lane
/// (docs/lds-oracle.md section 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// `base + 4 * work-item id`: each wave its own slice of `4 * lanes` bytes.
    PerWave,
    /// `base + 4 * lane`: every wave the same `4 * lanes` bytes.
    Shared,
    /// `base`: every lane of every wave the same address.
    Uniform,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::PerWave, Mode::Shared, Mode::Uniform];

    pub fn name(self) -> &'static str {
        match self {
            Mode::PerWave => "per-wave",
            Mode::Shared => "shared",
            Mode::Uniform => "uniform",
        }
    }
}

/// An LDS address: a mode and a byte base.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Addr {
    pub mode: Mode,
    pub base: u16,
}

/// A wait's fields: `None` leaves a counter alone. On gfx9 `vm` and `lgkm`
/// print as one `s_waitcnt`; on gfx12 as `s_wait_loadcnt`, `s_wait_dscnt`,
/// `s_wait_loadcnt_dscnt` and `s_wait_asynccnt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct WaitFields {
    pub vm: Option<u16>,
    pub lgkm: Option<u16>,
    pub asynccnt: Option<u16>,
}

/// One operation of an LDS program (docs/lds-oracle.md section 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LdsOp {
    /// `ds_read_b{32,64,128}` / `ds_load_b*`: `width` bytes a lane.
    DsRead {
        width: u8,
        addr: Addr,
    },
    /// `ds_write_b*` / `ds_store_b*`.
    DsWrite {
        width: u8,
        addr: Addr,
    },
    /// A direct-to-LDS load: `width` bytes a lane (4, or 16 for gfx950's
    /// `global_load_lds_dwordx4`); gfx1250's async copy on asynccnt.
    Dma {
        width: u8,
        addr: Addr,
    },
    Wait(WaitFields),
    /// `s_barrier`: a signal and a wait at one point.
    Barrier,
    /// gfx12 `s_barrier_signal -1`.
    Signal,
    /// gfx12 `s_barrier_wait -1`.
    BarrierWait,
}

impl LdsOp {
    /// The memory kind the profile maps to tokens, for LDS operations.
    pub fn kind(self, profile: &Profile) -> Option<MemKind> {
        match self {
            LdsOp::DsRead { .. } => Some(MemKind::LdsRead),
            LdsOp::DsWrite { .. } => Some(MemKind::LdsWrite),
            LdsOp::Dma { .. } if profile.wait_gen == WaitGen::Gfx12 => Some(MemKind::AsyncLoad),
            LdsOp::Dma { .. } => Some(MemKind::VmemLds),
            _ => None,
        }
    }

    /// The access of an LDS operation: (writes, is a DS operation, width, address).
    pub fn access(self) -> Option<Access> {
        match self {
            LdsOp::DsRead { width, addr } => Some(Access {
                write: false,
                ds: true,
                width,
                addr,
            }),
            LdsOp::DsWrite { width, addr } => Some(Access {
                write: true,
                ds: true,
                width,
                addr,
            }),
            LdsOp::Dma { width, addr } => Some(Access {
                write: true,
                ds: false,
                width,
                addr,
            }),
            _ => None,
        }
    }
}

/// What an LDS operation does to LDS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub write: bool,
    /// A DS operation (in order with the wave's other DS operations), not a DMA.
    pub ds: bool,
    pub width: u8,
    pub addr: Addr,
}

impl Access {
    /// The byte range `[start, end)` wave `wave` touches, with `lanes` lanes a
    /// wave: the union of the lanes' bytes (each lane at `4 * lane`, or
    /// `width * lane` for a DMA, which writes `width` bytes a lane packed).
    pub fn footprint(&self, wave: u32, lanes: u32) -> (u32, u32) {
        let base = self.addr.base as u32;
        let width = self.width as u32;
        let lane_step = if self.ds { 4 } else { width };
        let span = (lanes - 1) * lane_step + width;
        match self.addr.mode {
            // A DMA's M0 holds 4 * (first lane's work-item id) + base, so its
            // waves are 4 * lanes apart whatever its width.
            Mode::PerWave => {
                let start = base + wave * lanes * 4;
                (start, start + span)
            }
            Mode::Shared => (base, base + span),
            Mode::Uniform => (base, base + width),
        }
    }
}

/// Contested readings of the LDS oracle (docs/lds-oracle.md section 6), the
/// same `--assume` readings the LDS model decides under
/// (docs/assumptions.md: `lds-dma-order`, `lds-cross-wave`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LdsReadings {
    /// Two direct-to-LDS loads of one wave, each a single in-order vmcnt
    /// token (gfx9 under `lds-dma-lgkm=off`), write LDS in issue order, so
    /// the newer one lands last: no same-wave WAW between them
    /// (`lds-dma-order=in-order`). Off by default (`window`): a write
    /// landing anywhere in its window is sound under both readings.
    pub dma_in_order: bool,
    /// Every pair of two waves' accesses is judged (`lds-cross-wave=all`).
    /// Off by default (`barriers`): only pairs a barrier separates - some
    /// barrier k with `first < s_k` and `t_k < second` - are, the waves
    /// being taken to use disjoint bytes between two barriers.
    pub cross_wave_all: bool,
}

impl LdsReadings {
    /// The ground truth of section 3 taken whole: every pair of two waves'
    /// accesses judged, two DMAs in their windows (what `closed::races` and
    /// `enumerate::races` answer).
    pub const EVERY_PAIR: LdsReadings = LdsReadings {
        dma_in_order: false,
        cross_wave_all: true,
    };

    /// The readings `profile` was built under (`Assumptions::profile`).
    pub fn of(profile: &Profile) -> LdsReadings {
        LdsReadings {
            dma_in_order: profile.lds_dma_in_order,
            cross_wave_all: profile.lds_cross_wave_all,
        }
    }

    /// Whether the same-wave pair (a then b) is exempt under these readings.
    pub fn exempts(&self, profile: &Profile, a: &Access, b: &Access) -> bool {
        self.dma_in_order
            && !a.ds
            && !b.ds
            && profile.wait_gen != WaitGen::Gfx12
            && profile.tokens(MemKind::VmemLds).len() == 1
    }

    /// Drops the cross-wave races these readings do not judge (under
    /// `lds-cross-wave=barriers`, those no barrier separates).
    pub fn retain(&self, ops: &[LdsOp], races: &mut Vec<Race>) -> Result<(), LdsError> {
        if self.cross_wave_all {
            return Ok(());
        }
        let bars = barriers(ops)?;
        races.retain(|r| {
            r.scope == Scope::SameWave || bars.iter().any(|&(s, t)| r.first < s && t < r.second)
        });
        Ok(())
    }
}

/// Whether two byte ranges share a byte.
#[inline]
pub fn overlap(a: (u32, u32), b: (u32, u32)) -> bool {
    a.0 < b.1 && b.0 < a.1
}

/// A generated LDS program: the profile, the number of waves and the
/// operations every wave runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LdsProgram {
    pub profile: Profile,
    pub waves: u8,
    pub ops: Vec<LdsOp>,
}

impl LdsProgram {
    /// Lanes a wave: 32 on gfx12 (wave32, the default and gfx1250's only
    /// size), 64 before.
    pub fn lanes(&self) -> u32 {
        if self.profile.wait_gen == WaitGen::Gfx12 {
            32
        } else {
            64
        }
    }

    /// The operations as the register oracle's instructions (memory kind and
    /// wait fields; no listing text), for `counters::closed::lifetimes`.
    pub fn stream(&self) -> Vec<Instr> {
        asm::instrs(self, crate::counters::asm::Text::Skip)
    }

    /// Number of LDS operations (events).
    pub fn events(&self) -> usize {
        self.ops.iter().filter(|o| o.access().is_some()).count()
    }
}

/// Whether a race is between operations of one wave or of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    SameWave,
    CrossWave,
}

impl Scope {
    pub fn name(self) -> &'static str {
        match self {
            Scope::SameWave => "same-wave",
            Scope::CrossWave => "cross-wave",
        }
    }
}

/// A race's kind, by program order of its two operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Raw,
    War,
    Waw,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Raw => "RAW",
            Kind::War => "WAR",
            Kind::Waw => "WAW",
        }
    }

    /// The kind of a conflict between an earlier and a later access; `None`
    /// for two reads.
    pub fn of(first: &Access, second: &Access) -> Option<Kind> {
        match (first.write, second.write) {
            (true, false) => Some(Kind::Raw),
            (false, true) => Some(Kind::War),
            (true, true) => Some(Kind::Waw),
            (false, false) => None,
        }
    }
}

/// One race: its scope, kind and the two operations' positions in the
/// program (`first <= second`; equal for one operation in two waves).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Race {
    pub scope: Scope,
    pub kind: Kind,
    pub first: u32,
    pub second: u32,
}

impl fmt::Display for Race {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} op{} -> op{}",
            self.scope.name(),
            self.kind.name(),
            self.first,
            self.second
        )
    }
}

/// The most operations a program may have: positions fit a byte in the
/// enumerator's configurations.
pub const MAX_OPS: usize = 200;

/// An oracle could not judge the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LdsError {
    /// The enumerator explored more configurations than its budget.
    #[error("too_large: more than {states} enumerated configurations")]
    TooLarge { states: usize },
    /// More LDS tokens a wave than the enumerator's bit sets hold (64), or more
    /// than [`MAX_OPS`] operations, or a wave count outside 1..=4.
    #[error("program too big for the LDS enumerator: {0}")]
    Shape(&'static str),
}

/// The barriers of a program, as (signal position, wait position) in order
/// (docs/lds-oracle.md section 3: `s_k`, `t_k`; equal for `s_barrier`), or
/// an error unless they are well nested: each `s_barrier_signal` followed by
/// its `s_barrier_wait` before any other barrier operation.
pub fn barriers(ops: &[LdsOp]) -> Result<Vec<(u32, u32)>, LdsError> {
    const NESTING: LdsError = LdsError::Shape("barriers not well nested");
    let mut out = Vec::new();
    let mut open: Option<u32> = None;
    for (p, op) in ops.iter().enumerate() {
        let p = p as u32;
        match (op, open) {
            (LdsOp::Barrier, None) => out.push((p, p)),
            (LdsOp::Signal, None) => open = Some(p),
            (LdsOp::BarrierWait, Some(s)) => {
                out.push((s, p));
                open = None;
            }
            (LdsOp::Barrier | LdsOp::Signal | LdsOp::BarrierWait, _) => return Err(NESTING),
            _ => {}
        }
    }
    match open {
        Some(_) => Err(NESTING),
        None => Ok(out),
    }
}
