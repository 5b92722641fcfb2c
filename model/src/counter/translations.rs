//! gfx1250's xcnt: in-flight address translations and the write-after-read
//! race on their source registers (docs/counters.md section 9).
//!
//! On gfx1250 a VMEM or SMEM instruction reads its address and data source
//! registers while its address translates, after it has issued; until the
//! translation drains (`s_wait_xcnt`), an instruction that overwrites one of
//! those registers may change what the memory instruction reads. LLVM 22
//! tracks this as the xcnt counter: every use of a VMEM or SMEM instruction
//! gets an xcnt score (`SIInsertWaitcnts.cpp`, `updateByEvent`; PRs #145688,
//! #160812). The facts modelled here:
//!
//! * VMEM translations drain in issue order, so `s_wait_xcnt N` drains every
//!   VMEM translation with at least N younger ones behind it; SMEM ones drain
//!   in any order, so only `s_wait_xcnt 0` drains them.
//! * The hardware inserts an implicit `s_wait_xcnt 0` when the wave switches
//!   between SMEM and VMEM: at the issue of an instruction of the other group,
//!   every older translation has drained.
//! * A load known complete has translated: a wait that completes the
//!   instruction's event (loadcnt, kmcnt, dscnt for a FLAT) drains its
//!   translation too - what LLVM's `applyXcnt` relies on. A store has no
//!   event (no destination), so only xcnt drains its translation, as in
//!   LLVM (a storecnt wait proves it too; ignoring that only loses precision).
//! * Of two translations of one instruction (a loop), the younger decides:
//!   same sources, and it drains no earlier (VMEM in order; SMEM and FLAT
//!   events only at zero waits), so issuing drops the older one - which keeps
//!   the all-paths engine's states finite.
//! * A VMEM instruction's destinations are written when it completes, after
//!   its own translation and so after every older VMEM translation: a VMEM
//!   destination over an older VMEM source is no race. Every other write of a
//!   pending source register is one (access `overwrite`).
//!
//! xcnt has no issue stall here (its capacity is never reached by the
//! modelled waits' reasoning): ignoring a stall only loses precision.

use crate::instr::Instr;
use crate::profile::{Counter, MemKind, Profile};
use crate::reg::{RegFile, RegList};

use super::events::{EventRef, EventTable};
use super::snapshot::NO_EVENT;
use super::{Access, RaceHit};

/// Which xcnt group a memory instruction belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Group {
    /// Buffer, global, scratch, FLAT and async copies: in-order translations.
    Vmem,
    /// Scalar memory: out-of-order translations.
    Smem,
}

impl Group {
    /// The group of an instruction of `kind`, if it translates an address
    /// (LDS, GDS and messages do not).
    pub fn of(kind: MemKind) -> Option<Group> {
        match kind {
            MemKind::Smem | MemKind::SmemWide => Some(Group::Smem),
            MemKind::LdsRead | MemKind::LdsWrite | MemKind::Gds | MemKind::Message => None,
            _ => Some(Group::Vmem),
        }
    }
}

/// One memory instruction whose translation may be in flight.
#[derive(Clone, Copy, Debug)]
struct Pending {
    producer: u32,
    pos: u64,
    group: Group,
    /// Issue number among VMEM translations (unused for SMEM).
    seq: u32,
    /// The instruction's memory event, if it has destinations: its
    /// completion drains the translation.
    event: Option<EventRef>,
    /// Address and data sources (no special registers: LLVM tracks none).
    sources: RegList,
}

/// The in-flight translations of one wave.
#[derive(Debug)]
pub struct Translations {
    /// The profile has xcnt; otherwise every method is a no-op.
    enabled: bool,
    capacity: u16,
    /// Possibly in-flight translations, in issue order.
    pending: Vec<Pending>,
    /// VMEM translations issued; those numbered below `vmem_done` have drained.
    vmem_issued: u32,
    vmem_done: u32,
    /// The group of the last translating instruction issued.
    last: Option<Group>,
}

impl Translations {
    pub fn new(profile: &Profile) -> Translations {
        Translations {
            enabled: profile.has_counter(Counter::X),
            capacity: profile.capacity(Counter::X),
            pending: Vec::new(),
            vmem_issued: 0,
            vmem_done: 0,
            last: None,
        }
    }

    #[inline]
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// The group of an instruction of `kind` on this profile, if it translates.
    #[inline]
    pub fn group(&self, kind: MemKind) -> Option<Group> {
        if self.enabled {
            Group::of(kind)
        } else {
            None
        }
    }

    pub fn clear(&mut self) {
        self.pending.clear();
        self.vmem_issued = 0;
        self.vmem_done = 0;
        self.last = None;
    }

    /// Every translation drains (`s_wait_xcnt 0`, a call, the implicit wait).
    pub fn drain(&mut self) {
        self.pending.clear();
        self.vmem_done = self.vmem_issued;
    }

    /// `s_wait_xcnt n` (n below all ones).
    pub fn wait(&mut self, n: u16) {
        if n == 0 {
            return self.drain();
        }
        self.vmem_done = self
            .vmem_done
            .max(self.vmem_issued.saturating_sub(n.into()));
    }

    /// The implicit `s_wait_xcnt 0` before an instruction of `group` issues
    /// after one of the other group.
    #[inline]
    pub fn switch_to(&mut self, group: Group) {
        if self.last.is_some_and(|g| g != group) {
            self.drain();
        }
    }

    /// Records the translation of `instr` (already switched to `group`), whose
    /// memory event is `event`.
    pub fn issue(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        group: Group,
        event: Option<EventRef>,
    ) {
        let mut sources = RegList::default();
        for r in instr.reads.as_slice() {
            if r.file != RegFile::Special {
                sources.push(*r);
            }
        }
        let seq = self.vmem_issued;
        if group == Group::Vmem {
            self.vmem_issued += 1;
        }
        self.last = Some(group);
        if !sources.is_empty() {
            self.pending.retain(|p| p.producer != id);
            self.pending.push(Pending {
                producer: id,
                pos,
                group,
                seq,
                event,
                sources,
            });
        }
    }

    /// Checks the writes of `instr` (in `group` if it translates) against
    /// every translation that may be in flight, appending `overwrite` hits
    /// (one per producer, lowest register).
    pub fn check(
        &mut self,
        events: &EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        group: Option<Group>,
        hits: &mut Vec<RaceHit>,
    ) {
        if self.pending.is_empty() {
            return;
        }
        let done = self.vmem_done;
        self.pending
            .retain(|p| live(events, p.event) && !(p.group == Group::Vmem && p.seq < done));
        let start = hits.len();
        for p in &self.pending {
            if group == Some(Group::Vmem) && p.group == Group::Vmem {
                continue;
            }
            if let Some(slot) = lowest_overlap(&p.sources, instr) {
                // One hit per producer instruction (loop iterations repeat it).
                if let Some(h) = hits[start..].iter_mut().find(|h| h.producer == p.producer) {
                    h.slot = h.slot.min(slot);
                    continue;
                }
                hits.push(RaceHit {
                    producer: p.producer,
                    producer_pos: p.pos,
                    consumer: id,
                    consumer_pos: pos,
                    slot,
                    access: Access::Overwrite,
                });
            }
        }
    }

    /// The state as snapshot words (docs/paths.md section 2): per possibly
    /// in-flight translation (producer, event as `rank` names it, group, VMEM
    /// translations issued after it capped at the capacity), sorted and
    /// deduplicated - nothing else decides its future.
    pub fn save(&self, events: &EventTable, rank: impl Fn(u32) -> u32, out: &mut Vec<u32>) {
        let start = out.len();
        out.push(0);
        let cap = u32::from(self.capacity);
        let mut entries = 0;
        let first = out.len();
        for p in &self.pending {
            let vmem = p.group == Group::Vmem;
            if !live(events, p.event) || (vmem && p.seq < self.vmem_done) {
                continue;
            }
            let younger = if vmem {
                (self.vmem_issued - p.seq - 1).min(cap)
            } else {
                0
            };
            let ev = p.event.map_or(NO_EVENT, |e| rank(e.idx));
            out.extend([p.producer, ev, u32::from(vmem), younger]);
            entries += 1;
        }
        // Sort the 4-word entries, then drop repeats.
        let mut tuples: Vec<[u32; 4]> = out[first..]
            .chunks_exact(4)
            .map(|c| [c[0], c[1], c[2], c[3]])
            .collect();
        if entries > 1 {
            tuples.sort_unstable();
            tuples.dedup();
        }
        out.truncate(first);
        out[start] = tuples.len() as u32;
        out.extend(tuples.iter().flatten());
    }

    /// Restores what [`Self::save`] wrote (`words` exactly its output);
    /// `event` maps a snapshot event rank to its handle, `instrs` are the
    /// kernel's instructions.
    pub fn load(
        &mut self,
        words: &[u32],
        event: impl Fn(u32) -> Option<EventRef>,
        instrs: &[Instr],
    ) {
        self.clear();
        let base = u32::from(self.capacity) + 1;
        self.vmem_issued = base;
        for t in words.get(1..).unwrap_or(&[]).chunks_exact(4) {
            let group = if t[2] == 1 { Group::Vmem } else { Group::Smem };
            let producer = &instrs[t[0] as usize];
            let mut sources = RegList::default();
            for r in producer.reads.as_slice() {
                if r.file != RegFile::Special {
                    sources.push(*r);
                }
            }
            self.last = Some(group);
            self.pending.push(Pending {
                producer: t[0],
                pos: 0,
                group,
                seq: base - 1 - t[3],
                event: event(t[1]),
                sources,
            });
        }
    }
}

/// Whether a translation's event (if any) is outstanding.
#[inline]
fn live(events: &EventTable, event: Option<EventRef>) -> bool {
    event.is_none_or(|e| events.is_live(e))
}

/// The lowest slot `instr` writes among `sources`, if any (an instruction in
/// `s_set_gpr_idx_on` mode may write any VGPR).
fn lowest_overlap(sources: &RegList, instr: &Instr) -> Option<u16> {
    let mut best: Option<usize> = None;
    for s in sources.as_slice() {
        for w in instr.writes.as_slice() {
            let indexed = instr.indexed && w.file == RegFile::Vgpr && s.file == RegFile::Vgpr;
            if indexed || s.overlaps(w) {
                let lo = if indexed {
                    s.slots().start
                } else {
                    s.slots().start.max(w.slots().start)
                };
                best = Some(best.map_or(lo, |b| b.min(lo)));
            }
        }
    }
    best.map(|b| b as u16)
}
