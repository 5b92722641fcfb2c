//! LDS hazards on every path (docs/lds.md): LDS as memory, beside the
//! register models.
//!
//! Every DS access and every direct-to-LDS load or async copy is an LDS
//! event with a footprint ([`LdsFootprint`], from an [`LdsAddresses`]
//! source). Two kinds of hazard are found, each on every path of the
//! control-flow graph (branch conditions ignored, as docs/paths.md section 1):
//!
//! * **same wave**: a direct-to-LDS load then a DS read of its bytes before
//!   the wait that completes the load ([`LdsCause::SameWaveRaw`]); a DS access
//!   then a direct-to-LDS load overwriting its bytes before the DS access is
//!   complete ([`LdsCause::SameWaveWar`] after a read, [`LdsCause::SameWaveWaw`]
//!   after a write); two DMA writes of the same bytes that may land out of
//!   order ([`LdsCause::SameWaveWaw`]; two single-token vmcnt loads of one
//!   class land in issue order before gfx12, docs/lds.md section 4);
//! * **across waves**: an LDS write this wave had not completed when it
//!   passed a barrier, and an access after that barrier (by any wave: one
//!   wave's code stands for every wave of the workgroup) that may overlap it
//!   ([`LdsCause::UnpublishedAtBarrier`]).
//!
//! Completion follows the exact characterisation of docs/counters.md
//! section 4 under the same [`Profile`] (so `--assume` readings such as
//! `lds-dma-lgkm` apply); the register models are not touched, so register
//! races are what they were.
//!
//! Entry points: [`lds_races`] (a parsed kernel and its profile: the stable
//! public API) and [`analyse`] (a built graph, an address source, bounds).

pub mod addresses;
mod exact;
mod explore;
pub mod footprint;
pub mod report;
mod wave;

pub use addresses::{ValueAddresses, Workgroup};
pub use explore::analyse;
pub use footprint::{
    lds_op, LaneForm, LdsAccess, LdsAddresses, LdsFootprint, LdsOp, LocalConstants, SureBytes,
};
pub use wave::{is_barrier, is_barrier_part, LdsRules};

use crate::cfg::Cfg;
use crate::counter::Access;
use crate::instr::Kernel;
use crate::paths::Entry;
use crate::profile::Profile;

/// Why an LDS access races.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LdsCause {
    /// A direct-to-LDS write, then a read of its bytes by the same wave
    /// before its counter completed it.
    SameWaveRaw,
    /// A read of LDS (DS or async copy out of LDS), then a write of its
    /// bytes by the same wave, one of them a DMA, before the read completed.
    SameWaveWar,
    /// A write of LDS, then another write of its bytes by the same wave, one
    /// of them a DMA, before the first completed.
    SameWaveWaw,
    /// An LDS write not complete when its wave passed a barrier, then an
    /// access of its bytes after the barrier (by another wave).
    UnpublishedAtBarrier,
    /// An LDS read not complete when its wave passed a barrier, then a
    /// write of its bytes after the barrier by another wave (cross-wave
    /// write-after-read).
    ReadPendingAtBarrier,
    /// Two accesses of two waves, at least one a write, with no barrier
    /// between them on the path.
    NoBarrier,
    /// One instruction executed by two waves, a write: no barrier can order
    /// it with itself.
    SameInstruction,
    /// An access complete when its wave signalled a gfx12 split barrier,
    /// then an access of another wave before that barrier's wait: the
    /// barrier orders neither with the other.
    SplitBarrierWindow,
}

impl LdsCause {
    pub const ALL: [LdsCause; 8] = [
        LdsCause::SameWaveRaw,
        LdsCause::SameWaveWar,
        LdsCause::SameWaveWaw,
        LdsCause::UnpublishedAtBarrier,
        LdsCause::ReadPendingAtBarrier,
        LdsCause::NoBarrier,
        LdsCause::SameInstruction,
        LdsCause::SplitBarrierWindow,
    ];

    /// Whether the race is between two waves (the others are within one).
    pub fn cross_wave(self) -> bool {
        !matches!(
            self,
            LdsCause::SameWaveRaw | LdsCause::SameWaveWar | LdsCause::SameWaveWaw
        )
    }

    /// The name reports print (`cause=same-wave-raw`).
    pub fn name(self) -> &'static str {
        match self {
            LdsCause::SameWaveRaw => "same-wave-raw",
            LdsCause::SameWaveWar => "same-wave-war",
            LdsCause::SameWaveWaw => "same-wave-waw",
            LdsCause::UnpublishedAtBarrier => "unpublished-at-barrier",
            LdsCause::ReadPendingAtBarrier => "read-pending-at-barrier",
            LdsCause::NoBarrier => "no-barrier",
            LdsCause::SameInstruction => "same-instruction",
            LdsCause::SplitBarrierWindow => "split-barrier-window",
        }
    }
}

impl std::fmt::Display for LdsCause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One LDS race: a distinct (cause, producer, consumer) triple of a kernel,
/// with a witness path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LdsRace {
    pub cause: LdsCause,
    /// The earlier access (index into `Kernel::instrs`).
    pub producer: u32,
    /// What the earlier access does to LDS.
    pub producer_op: LdsOp,
    /// The later access that races with it.
    pub consumer: u32,
    /// For [`LdsCause::UnpublishedAtBarrier`] and
    /// [`LdsCause::ReadPendingAtBarrier`]: the barrier the producer was not
    /// complete at; for [`LdsCause::SplitBarrierWindow`] the signal whose
    /// wait the consumer comes before (on the witness path).
    pub barrier: Option<u32>,
    pub producer_footprint: LdsFootprint,
    pub consumer_footprint: LdsFootprint,
    /// Bytes two waves are proven to both touch with nothing ordering them
    /// (docs/lds.md section 15): the race is proven (`address=` names
    /// them), whatever the `lds-cross-wave` reading.
    pub proven: Option<(u32, u32)>,
    /// Blocks of one path from the producer's block to the consumer's
    /// (indices into `Cfg::blocks`), as docs/paths.md section 4.
    pub witness: Vec<u32>,
}

impl LdsRace {
    /// The bytes both accesses surely share, or `Unknown` when an address
    /// was not known (the race is then not proven: `address=unknown`).
    pub fn footprint(&self) -> LdsFootprint {
        match self.proven {
            Some((lo, hi)) => LdsFootprint::Known { lo, hi },
            None => self.producer_footprint.overlap(self.consumer_footprint),
        }
    }

    /// The race in the register races' terms: `read` (read-after-write),
    /// `write` (write-after-write) or `overwrite` (write-after-read); for an
    /// unpublished write, what the consumer does (`read` or `write`); for
    /// the other cross-wave causes, by what the two accesses do (a write
    /// then a read: `read`; a read then a write: `overwrite`).
    pub fn access(&self, consumer: LdsOp) -> Access {
        match self.cause {
            LdsCause::SameWaveRaw => Access::Read,
            LdsCause::SameWaveWaw => Access::Write,
            LdsCause::SameWaveWar => Access::Overwrite,
            LdsCause::UnpublishedAtBarrier if consumer.reads() => Access::Read,
            LdsCause::UnpublishedAtBarrier => Access::Write,
            LdsCause::ReadPendingAtBarrier => Access::Overwrite,
            _ if !self.producer_op.writes() => Access::Overwrite,
            _ if consumer.writes() => Access::Write,
            _ => Access::Read,
        }
    }
}

/// Why an LDS analysis is incomplete.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LdsIncomplete {
    /// `s_setpc_b64` (in a kernel) or a branch whose target is unresolved, at
    /// this instruction: the analysis cannot follow it.
    Jump { at: u32 },
    /// The race cap fired: later races are counted, not recorded.
    RaceCap,
}

/// Bounds of one LDS analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LdsOptions {
    /// Distinct states one block is explored in before later ones are joined
    /// into one widened state (sound: [`wave`]'s join).
    pub max_states_per_block: u32,
    /// Distinct races recorded per function.
    pub max_races: u32,
    /// Distinct races recorded per producer (as docs/paths.md section 9's
    /// register cap): an unknown address meets every access, so one DMA in
    /// a hand-written kernel can race with hundreds of DS reads.
    pub max_races_per_producer: u32,
}

impl Default for LdsOptions {
    fn default() -> Self {
        LdsOptions {
            max_states_per_block: 1024,
            max_races: 16_384,
            max_races_per_producer: 256,
        }
    }
}

/// The LDS readings of `profile` (docs/assumptions.md: `lds-dma-order`,
/// `lds-cross-wave`).
pub fn rules(profile: &Profile) -> LdsRules {
    LdsRules {
        dma_in_order: profile.lds_dma_in_order,
        cross_wave_all: profile.lds_cross_wave_all,
        one_wave: false,
    }
}

/// What the LDS analysis of one function found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LdsRun {
    /// One per distinct (cause, producer, consumer), in the order found.
    pub races: Vec<LdsRace>,
    /// Distinct (block, LDS state) pairs explored.
    pub states: u64,
    /// Blocks where later states were joined (widened).
    pub widened: Vec<u32>,
    /// Races past the race cap (not recorded).
    pub races_not_recorded: u64,
    pub incomplete: Vec<LdsIncomplete>,
}

impl LdsRun {
    /// Whether every path was followed and every race recorded.
    pub fn completed(&self) -> bool {
        self.incomplete.is_empty()
    }

    /// Races of one cause.
    pub fn count(&self, cause: LdsCause) -> usize {
        self.races.iter().filter(|r| r.cause == cause).count()
    }
}

/// **The LDS races of `kernel` on every path, under `profile`** (the stable
/// public API; docs/lds.md).
///
/// Each [`LdsRace`] names its kind ([`LdsCause`]: same-wave RAW, WAR, WAW, or
/// a write unpublished at a barrier), its producer and consumer (indices into
/// `kernel.instrs`), the barrier for an unpublished write, both accesses'
/// footprints ([`LdsRace::footprint`]: the shared byte range when both
/// addresses are known, [`LdsFootprint::Unknown`] otherwise) and a witness
/// path. Addresses come from [`LocalConstants`] (a base register set from a
/// literal in the same block); [`analyse`] takes another source. The kernel
/// is entered with no LDS event outstanding (a kernel, or a device function
/// under LLVM's entry wait); a call completes every event. Races are
/// deduplicated per (cause, producer, consumer); at most
/// [`LdsOptions::default`]'s caps, and [`LdsRun::completed`] says whether
/// every path was followed.
pub fn lds_races(kernel: &Kernel, profile: &Profile) -> LdsRun {
    let cfg = Cfg::build(kernel);
    analyse(
        kernel,
        &cfg,
        profile,
        Entry::Kernel,
        &LocalConstants,
        &LdsOptions::default(),
    )
}
