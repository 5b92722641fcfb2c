//! Why a race is there: a label read off the executed stream between producer
//! and consumer, so that every race a census reports can be sorted into
//! causes a person can check (a missing wait, a wait one too weak, a register
//! reused too early, a walker artefact...).

use wavebed_model::counter::Access;
use wavebed_model::instr::Instr;
use wavebed_model::profile::{Counter, Profile};
use wavebed_model::reg::RegFile;

use super::{Found, Subject};
use crate::counters::blocking_fields;

/// What the stream between a race's producer and consumer shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cause {
    /// The consumer runs in `s_set_gpr_idx_on` mode: its VGPR operands are
    /// relative to an index, so any VGPR may be read (a conservative report).
    IndexedMode,
    /// The consumer is a load of the same ordered class merging into its own
    /// destination (`_d16`, `_d16_hi`): it "reads" the register the pending
    /// load writes, but the merge happens when it lands, in order.
    LoadMerge,
    /// The consumer overwrites the pending load's destination (write after
    /// write): the load may land afterwards and clobber the new value.
    Overwrite,
    /// No wait on the producer's counter runs between producer and consumer;
    /// an `s_barrier` does (barriers do not wait for memory on gfx9+ with
    /// back-off barriers).
    NoWaitAcrossBarrier,
    /// No wait on the producer's counter runs between producer and consumer.
    NoWait,
    /// Waits on the producer's counter run between, but every one leaves it
    /// possibly outstanding (its count is too high for this path).
    WeakWait,
}

impl Cause {
    pub const ALL: [Cause; 6] = [
        Cause::IndexedMode,
        Cause::LoadMerge,
        Cause::Overwrite,
        Cause::NoWaitAcrossBarrier,
        Cause::NoWait,
        Cause::WeakWait,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Cause::IndexedMode => "indexed-mode",
            Cause::LoadMerge => "load-merge",
            Cause::Overwrite => "overwrite",
            Cause::NoWaitAcrossBarrier => "no-wait-across-barrier",
            Cause::NoWait => "no-wait",
            Cause::WeakWait => "weak-wait",
        }
    }
}

/// A race's cause, and whether the path between producer and consumer jumps
/// backwards (the producer is from an earlier loop iteration, where the
/// walker's choice of iterations and exits matters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub cause: Cause,
    pub loop_carried: bool,
}

fn counters(profile: &Profile, instr: &Instr) -> Vec<Counter> {
    instr
        .mem
        .map(|k| {
            profile
                .tokens(k)
                .as_slice()
                .iter()
                .map(|t| t.counter)
                .collect()
        })
        .unwrap_or_default()
}

/// Explains race `f` of `subject`.
pub fn explain(subject: &Subject<'_>, f: &Found) -> Explanation {
    let stream = &subject.waves[f.wave as usize];
    let instrs = &subject.kernel.instrs;
    let (p, c) = (f.hit.producer_pos as usize, f.hit.consumer_pos as usize);
    let between = &stream[p + 1..c.max(p + 1)];
    let loop_carried = stream[p..=c].windows(2).any(|w| w[1] <= w[0]);
    let producer = &instrs[f.hit.producer as usize];
    let consumer = &instrs[f.hit.consumer as usize];
    let (file, _) = wavebed_model::reg::slot_reg(f.hit.slot as usize);
    let cause = if consumer.indexed && file == RegFile::Vgpr {
        Cause::IndexedMode
    } else if f.hit.access == Access::Write {
        Cause::Overwrite
    } else if consumer.mem.is_some()
        && consumer.mem.map(|k| subject.profile.tokens(k))
            == producer.mem.map(|k| subject.profile.tokens(k))
        && consumer
            .writes
            .as_slice()
            .iter()
            .any(|w| w.slots().contains(&(f.hit.slot as usize)))
    {
        Cause::LoadMerge
    } else {
        let mine = counters(subject.profile, producer);
        let waits_on_mine = between.iter().any(|&id| {
            let fields = blocking_fields(subject.profile, &instrs[id as usize]);
            mine.iter().any(|c| fields[c.index()].is_some())
        });
        if waits_on_mine {
            Cause::WeakWait
        } else if between
            .iter()
            .any(|&id| instrs[id as usize].mnemonic() == "s_barrier")
        {
            Cause::NoWaitAcrossBarrier
        } else {
            Cause::NoWait
        }
    };
    Explanation {
        cause,
        loop_carried,
    }
}
