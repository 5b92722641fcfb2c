//! gfx1250's xcnt: in-flight address translations and the write-after-read
//! race on their source registers (docs/counters.md sections 9 and 10).
//!
//! On gfx1250 a VMEM or SMEM instruction reads its address and data source
//! registers while its address translates, after it has issued, and under
//! XNACK replay (on in every LLVM-built gfx1250 kernel, LLVM PR #169016) it
//! re-reads them, EXEC and M0 included, when it replays (ROCm/rocm-systems
//! PR #10202). Until the translation drains, an instruction that overwrites
//! one of those registers may change what the memory instruction reads.
//! LLVM 22 tracks this as the xcnt counter (`SIInsertWaitcnts.cpp`,
//! `updateByEvent`; PRs #145688, #160812). A translation is known drained
//! when one of these written rules says so:
//!
//! * `s_wait_xcnt N`: VMEM translations drain in issue order, so it drains
//!   every VMEM translation with at least N younger ones behind it; SMEM ones
//!   drain in any order, so only `s_wait_xcnt 0` drains them.
//! * The hardware's implicit `s_wait_xcnt 0` when the wave switches between
//!   SMEM and VMEM: at the issue of an instruction of the other group, every
//!   older translation has drained (PR #160812).
//! * A memory instruction whose event is complete has translated - a load
//!   whose data returned, a store the storecnt wait saw acknowledged.
//! * VMEM translations complete in issue order ("XNACK is returned in the
//!   same order as issued", PRs #145566, #164357), so a VMEM instruction
//!   known complete has every older VMEM translation drained too. Every VMEM
//!   event is kept as a *witness* of that until it completes.
//! * Under `--assume xcnt-waits=implied` every `s_wait_*cnt N` also waits
//!   for `xcnt <= N` (AMDGPUUsage, "Memory Model GFX125x").
//! * Under `--assume xcnt-branch=taken` a PC change drains every
//!   translation: an `s_branch` or `s_setpc_b64` here, the taken edge of an
//!   `s_cbranch_*` in the model that sees which way it went (LLVM PRs
//!   #198823, #219206: "the hardware implicitly drains XCNT on PC changes
//!   such as taken branches, calls and returns"; a fall-through is none).
//!
//! Of two translations of one instruction (a loop), the younger decides for
//! the sources: same sources, and it drains no earlier - which keeps the
//! all-paths engine's states finite. (The older one's event stays a
//! witness.) A VMEM instruction's destinations are written when it
//! completes, after its own translation and so after every older VMEM
//! translation: a VMEM destination over an older VMEM source is no race.
//! Every other write of a pending source register is one (`overwrite`).
//!
//! xcnt has no issue stall here (its capacity is never reached by the
//! modelled waits' reasoning): ignoring a stall only loses precision.

use crate::instr::{Flow, Instr};
use crate::profile::{Counter, MemKind, Profile};
use crate::reg::{special, Ranges, RegFile, RegRange};

use super::events::{EventRef, EventTable};
use super::guards::{Guards, Written};
use super::snapshot::NO_EVENT;
use super::writers::Touch;
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
    /// The registers a translation of this group reads beyond its explicit
    /// operands: every vector memory instruction reads EXEC (its lanes), and
    /// a replay reads it again (docs/counters.md section 10).
    pub const VMEM_IMPLICIT: RegRange = RegRange::new(RegFile::Special, special::EXEC_LO, 2);

    /// The group of an instruction of `kind`, if it translates an address
    /// (LDS, GDS and messages do not).
    pub fn of(kind: MemKind) -> Option<Group> {
        match kind {
            MemKind::Smem | MemKind::SmemWide => Some(Group::Smem),
            MemKind::LdsRead
            | MemKind::LdsWrite
            | MemKind::FlatLdsLoad
            | MemKind::FlatLdsStore
            | MemKind::Gds
            | MemKind::Message
            | MemKind::Export
            | MemKind::ExportPos
            | MemKind::ExportParam => None,
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
    /// Issue number among VMEM translations: `s_wait_xcnt` drains by it
    /// (unused for SMEM).
    seq: u32,
    /// Place in the VMEM order: a witness's completion drains by it. Equal to
    /// `seq` while stepping; a restored snapshot renumbers both.
    rank: u32,
    /// The instruction's memory event: its completion drains the translation.
    event: Option<EventRef>,
    /// Address and data sources, special registers (EXEC, M0) included.
    sources: Ranges,
    /// When it was issued (or restored), among the wave's translations:
    /// hits are reported in this order.
    order: u64,
    /// The words of [`Self::guarded`] ([`guard_touch`]).
    touch: Touch,
    /// [`Translations::drains`] when it was issued (a full drain since
    /// drained it), or [`DRAINED`].
    drains: u64,
}

impl Pending {
    /// The registers it guards: its sources, and EXEC for VMEM.
    fn guarded(&self) -> impl Iterator<Item = &RegRange> {
        let exec = (self.group == Group::Vmem).then_some(&Group::VMEM_IMPLICIT);
        self.sources.as_slice().iter().chain(exec)
    }
}

/// The words of the registers a translation of `instr` in `group` guards
/// (its sources, and EXEC for VMEM), for [`Translations::issue`]: computed
/// once per instruction of a kernel by its step plan.
pub fn guard_touch(instr: &Instr, group: Group) -> Touch {
    let exec = (group == Group::Vmem).then_some(&Group::VMEM_IMPLICIT);
    Touch::of(false, instr.reads.as_slice().iter().chain(exec))
}

/// What an issue decides of a translation whose producer has an entry
/// ([`Translations::reissue`]).
#[derive(Clone, Copy, Debug)]
struct Reissue {
    pos: u64,
    seq: u32,
    rank: u32,
    event: Option<EventRef>,
    order: u64,
}

/// Adds the registers live entry `p` guards to the guard sets.
#[inline]
fn add_guards(all: &mut Guards, smem: &mut Guards, p: &Pending) {
    all.add(&p.touch, || p.guarded());
    if p.group == Group::Smem {
        smem.add(&p.touch, || p.guarded());
    }
}

/// The `Pending::drains` of an entry [`Translations::sweep`] found drained.
const DRAINED: u64 = u64::MAX;

/// [`Translations::entry`]'s mark of a producer without a pending entry.
const ABSENT: u32 = u32::MAX;

/// Witnesses held before [`Translations::issue`] first forgets the completed.
const MIN_WITNESSES: usize = 64;

/// A VMEM event whose completion drains every VMEM translation up to `rank`.
#[derive(Clone, Copy, Debug)]
struct Witness {
    rank: u32,
    event: EventRef,
}

/// Words per translation entry in a snapshot.
pub(super) const ENTRY: usize = 5;
/// The producer word of a witness entry.
pub(super) const WITNESS: u32 = u32::MAX;

/// The kind word of a snapshot's translation entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// An SMEM translation: only its own event or a full drain ends it.
    Smem = 0,
    /// A VMEM translation whose event is also a witness of every older one.
    Vmem = 1,
    /// A VMEM event that may drain the translations older than it.
    Witness = 2,
    /// A VMEM translation whose event drains only itself (a widened state's,
    /// where the join could not prove the older ones drain with it).
    VmemAlone = 3,
}

impl Kind {
    pub(super) fn of(word: u32) -> Kind {
        match word {
            0 => Kind::Smem,
            1 => Kind::Vmem,
            2 => Kind::Witness,
            _ => Kind::VmemAlone,
        }
    }
}

/// The first translation word of a snapshot: which group switch drains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LastGroup {
    /// Nothing is in flight: the next switch drains nothing.
    Idle = 0,
    Vmem = 1,
    Smem = 2,
    /// Translations of both groups may be in flight (a widened state): no
    /// switch is known to have drained either, so the next does not drain.
    Mixed = 3,
}

/// The in-flight translations of one wave.
#[derive(Debug)]
pub struct Translations {
    /// The profile has xcnt; otherwise every method is a no-op.
    enabled: bool,
    capacity: u16,
    /// `--assume xcnt-waits=implied`.
    implied: bool,
    /// `--assume xcnt-branch=taken`.
    branch: bool,
    /// Translations issued since [`Self::clear`], one per producer (the
    /// youngest), in no particular order (`Pending::order` gives it): those
    /// possibly in flight, and drained ones that a loop will reissue in
    /// place. Drained ones are found lazily, when a write meets their guards
    /// ([`Self::sweep`]): draining is permanent, so when changes nothing.
    pending: Vec<Pending>,
    /// Per producer instruction: its index in `pending`, or [`ABSENT`].
    entry: Vec<u32>,
    /// The indices in `pending` of the live entries (`Pending::drains` is
    /// `drains`), in no particular order: what a sweep and a check walk,
    /// however many drained entries a kernel's loops left behind.
    live: Vec<u32>,
    /// The registers the live entries of `pending` guard, exactly: all of
    /// them (what the writes of any instruction but a VMEM one are tested
    /// against), and the SMEM ones (a VMEM instruction's writes race no
    /// VMEM translation).
    all_guards: Guards,
    smem_guards: Guards,
    /// Some guard is set (the one test a write pays when none is).
    guarding: bool,
    /// The next `Pending::order`.
    issued: u64,
    /// Full drains so far: they leave the drained entries in `pending` (a
    /// loop reissues them in place), only the guards go.
    drains: u64,
    /// VMEM events not known complete, in rank order, above `rank_done`.
    witnesses: Vec<Witness>,
    /// [`Self::issue`] forgets completed witnesses when there are more.
    witness_limit: usize,
    /// VMEM translations issued; those numbered below `vmem_done` drained.
    vmem_issued: u32,
    vmem_done: u32,
    /// VMEM ranks given out; ranks below `rank_done` drained.
    ranks_issued: u32,
    rank_done: u32,
    /// The group of the last translating instruction issued.
    last: Option<Group>,
    /// `EventTable::retirements` when the witnesses were last looked at.
    seen: Option<u32>,
    /// [`Self::save`]'s entries before sorting (kept to allocate once).
    scratch: Vec<[u32; ENTRY]>,
}

impl Translations {
    pub fn new(profile: &Profile) -> Translations {
        Translations {
            enabled: profile.has_counter(Counter::X),
            capacity: profile.capacity(Counter::X),
            implied: profile.xcnt_implied_by_waits,
            branch: profile.has_counter(Counter::X) && profile.xcnt_branch_drain,
            pending: Vec::new(),
            entry: Vec::new(),
            live: Vec::new(),
            all_guards: Guards::default(),
            smem_guards: Guards::default(),
            guarding: false,
            issued: 0,
            drains: 0,
            witnesses: Vec::new(),
            witness_limit: MIN_WITNESSES,
            vmem_issued: 0,
            vmem_done: 0,
            ranks_issued: 0,
            rank_done: 0,
            last: None,
            seen: None,
            scratch: Vec::new(),
        }
    }

    #[inline]
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Whether some translation may be in flight whose sources the writes
    /// of a non-memory instruction hit (otherwise its writes need no look
    /// here), given its [`Written`] words (an instruction in
    /// `s_set_gpr_idx_on` mode, which may write any VGPR, is spread): the
    /// guarded registers are exact, but drained translations may still be
    /// among them until [`Self::check`] drops them.
    #[inline(always)]
    pub(super) fn may_hit(&self, writes: &Written) -> bool {
        self.guarding && self.all_guards.meets_written(writes)
    }

    /// The guards the writes of an instruction of `group` are tested
    /// against: a VMEM instruction's writes race no VMEM translation
    /// (module docs).
    #[inline(always)]
    fn guards_for(&self, group: Option<Group>) -> &Guards {
        if group == Some(Group::Vmem) {
            &self.smem_guards
        } else {
            &self.all_guards
        }
    }

    /// [`Self::may_hit`] for an instruction of `group`.
    #[inline(always)]
    fn may_hit_written(&self, writes: &Written, group: Option<Group>) -> bool {
        self.guarding && self.guards_for(group).meets_written(writes)
    }

    /// [`Self::may_hit_touch`] from the instruction itself.
    #[inline]
    fn may_hit_in(&self, instr: &Instr, group: Option<Group>) -> bool {
        if !self.guarding {
            return false;
        }
        instr.indexed || self.guards_for(group).meets(instr.writes.as_slice())
    }

    /// Whether `instr` may change the PC while a translation may be in
    /// flight under `xcnt-branch=taken`: its step must see it (an
    /// `s_branch` or `s_setpc_b64` drains; an `s_cbranch_*` may).
    #[inline]
    pub fn may_drain_at(&self, instr: &Instr) -> bool {
        self.branch
            && self.guarding
            && matches!(instr.flow, Flow::Branch | Flow::CondBranch | Flow::SetPc)
    }

    /// Whether a PC change drains (`xcnt-branch=taken` on a profile with xcnt).
    #[inline]
    pub fn drains_at_branches(&self) -> bool {
        self.branch
    }

    /// Whether a translation may be in flight (none: a drain changes
    /// nothing). Drained entries stay in `pending` until a clear, so
    /// `guarding` decides: it is set while some entry may be live.
    #[inline]
    pub fn any_pending(&self) -> bool {
        self.guarding
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
        self.forget_pending();
        self.witnesses.clear();
        self.witness_limit = MIN_WITNESSES;
        self.vmem_issued = 0;
        self.vmem_done = 0;
        self.ranks_issued = 0;
        self.rank_done = 0;
        self.last = None;
        self.seen = None;
    }

    /// Every translation drains (`s_wait_xcnt 0`, a call, the implicit wait).
    pub fn drain(&mut self) {
        self.drains += 1;
        self.live.clear();
        self.all_guards.clear();
        self.smem_guards.clear();
        self.guarding = false;
        self.witnesses.clear();
        self.vmem_done = self.vmem_issued;
        self.rank_done = self.ranks_issued;
    }

    /// Drops every pending translation with its guards.
    fn forget_pending(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        self.all_guards.clear();
        self.smem_guards.clear();
        self.guarding = false;
        for p in self.pending.drain(..) {
            self.entry[p.producer as usize] = ABSENT;
        }
        self.live.clear();
    }

    /// Adds `p` as its producer's pending translation (a snapshot names each
    /// producer once; [`Self::issue`] reissues an entry in place).
    #[inline]
    fn insert(&mut self, p: &Pending) {
        let id = p.producer as usize;
        if id >= self.entry.len() {
            self.entry.resize(id + 1, ABSENT);
        }
        self.entry[id] = self.pending.len() as u32;
        self.live.push(self.pending.len() as u32);
        self.pending.push(*p);
        add_guards(&mut self.all_guards, &mut self.smem_guards, p);
        self.guarding = true;
    }

    /// The entry of `id`, if it has one.
    #[inline]
    fn entry_of(&self, id: u32) -> Option<usize> {
        match self.entry.get(id as usize) {
            Some(&at) if at != ABSENT => Some(at as usize),
            _ => None,
        }
    }

    /// A loop's reissue of the producer of entry `at`: its sources, group
    /// and guards are the same, so only what the issue decides is
    /// rewritten, and the guards are set again only if a drain or a sweep
    /// dropped them (those of an entry still live are set: `drains`).
    #[inline]
    fn reissue(&mut self, at: usize, issue: Reissue) {
        let drains = self.drains;
        let q = &mut self.pending[at];
        let live = q.drains == drains;
        q.pos = issue.pos;
        q.seq = issue.seq;
        q.rank = issue.rank;
        q.event = issue.event;
        q.order = issue.order;
        q.drains = drains;
        if !live {
            add_guards(&mut self.all_guards, &mut self.smem_guards, q);
            self.live.push(at as u32);
            self.guarding = true;
        }
    }

    /// Marks every pending translation known drained as such, and drops
    /// the registers only they guarded. The entries stay (a loop reissues
    /// them in place) until [`Self::clear`].
    fn sweep(&mut self, events: &EventTable) {
        self.refresh(events);
        let before = self.live.len();
        let (done, pending) = (self.done(), &mut self.pending);
        self.live.retain(|&at| {
            let p = &mut pending[at as usize];
            let drained = translated(events, p, done);
            if drained {
                p.drains = DRAINED;
            }
            !drained
        });
        if self.live.len() != before {
            self.all_guards.clear();
            self.smem_guards.clear();
            self.guarding = !self.live.is_empty();
            let (all, smem) = (&mut self.all_guards, &mut self.smem_guards);
            for &at in &self.live {
                add_guards(all, smem, &self.pending[at as usize]);
            }
        }
    }

    /// The VMEM watermarks: translations numbered below the first, and
    /// those ranked below the second, drained.
    #[inline]
    fn done(&self) -> (u32, u32) {
        (self.vmem_done, self.rank_done)
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

    /// A wait of `n` on another counter: under `xcnt-waits=implied` also an
    /// `s_wait_xcnt n` (n below that counter's all ones).
    #[inline]
    pub fn wait_implied(&mut self, n: u16) {
        if self.implied && n < self.capacity {
            self.wait(n);
        }
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
    /// memory event is `event`; `touch` is [`guard_touch`] of `instr`.
    #[allow(clippy::too_many_arguments)]
    pub fn issue(
        &mut self,
        events: &EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        group: Group,
        event: Option<EventRef>,
        touch: &Touch,
    ) {
        let (seq, rank) = (self.vmem_issued, self.ranks_issued);
        if group == Group::Vmem {
            self.vmem_issued += 1;
            self.ranks_issued += 1;
            if let Some(event) = event {
                self.witnesses.push(Witness { rank, event });
                if self.witnesses.len() > self.witness_limit {
                    // Between checks nothing else forgets completed witnesses:
                    // keep them within twice the live ones.
                    self.refresh(events);
                    self.witness_limit = MIN_WITNESSES.max(2 * self.witnesses.len());
                }
            }
        }
        self.last = Some(group);
        let sources = *instr.reads.ranges();
        if !sources.is_empty() {
            let order = self.issued;
            self.issued += 1;
            if let Some(at) = self.entry_of(id) {
                let issue = Reissue {
                    pos,
                    seq,
                    rank,
                    event,
                    order,
                };
                return self.reissue(at, issue);
            }
            self.insert(&Pending {
                producer: id,
                pos,
                group,
                seq,
                rank,
                event,
                sources,
                order,
                touch: *touch,
                drains: self.drains,
            });
        }
    }

    /// Raises the rank watermark past every witness that completed since the
    /// last look, and forgets the witnesses below it.
    fn refresh(&mut self, events: &EventTable) {
        let now = events.retirements();
        if self.seen == Some(now) {
            return;
        }
        self.seen = Some(now);
        for w in &self.witnesses {
            if !events.is_live(w.event) {
                self.rank_done = self.rank_done.max(w.rank + 1);
            }
        }
        let done = self.rank_done;
        self.witnesses
            .retain(|w| w.rank >= done && events.is_live(w.event));
    }

    /// Whether `p`'s translation is known drained.
    #[inline]
    fn drained(&self, events: &EventTable, p: &Pending) -> bool {
        p.drains != self.drains || translated(events, p, self.done())
    }

    /// Checks the writes of `instr` (in `group` if it translates) against
    /// every translation that may be in flight, appending `overwrite` hits
    /// (one per producer, lowest register, in issue order).
    #[inline]
    pub fn check(
        &mut self,
        events: &EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        group: Option<Group>,
        hits: &mut Vec<RaceHit>,
    ) {
        if self.may_hit_in(instr, group) {
            self.check_met(events, pos, id, instr, group, hits);
        }
    }

    /// [`Self::check`] given `writes`, the [`Written`] words of `instr`.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn check_planned(
        &mut self,
        events: &EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        writes: &Written,
        group: Option<Group>,
        hits: &mut Vec<RaceHit>,
    ) {
        if self.may_hit_written(writes, group) {
            self.check_met(events, pos, id, instr, group, hits);
        }
    }

    /// [`Self::check`] once the writes meet a guarded register: drops the
    /// drained translations, then looks at those still in flight.
    #[inline(never)]
    fn check_met(
        &mut self,
        events: &EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        group: Option<Group>,
        hits: &mut Vec<RaceHit>,
    ) {
        self.sweep(events);
        if !self.may_hit_in(instr, group) {
            return;
        }
        let start = hits.len();
        for p in self.live.iter().map(|&at| &self.pending[at as usize]) {
            if group == Some(Group::Vmem) && p.group == Group::Vmem {
                continue;
            }
            // One entry per producer, so one hit per producer instruction
            // (loop iterations repeat it).
            if let Some(slot) = lowest_overlap(p.guarded(), instr) {
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
        let (entry, pending) = (&self.entry, &self.pending);
        hits[start..].sort_unstable_by_key(|h| pending[entry[h.producer as usize] as usize].order);
    }

    /// Marks (by slab index) the events [`Self::save`] names: those of the
    /// translations still in flight and the witnesses that may still drain
    /// one. Every other event of a store is a bare token to the snapshot.
    pub fn mark_needed(&mut self, events: &EventTable, needed: &mut [bool]) {
        if self.pending.is_empty() {
            return;
        }
        self.refresh(events);
        let mut oldest = None::<u32>;
        for p in self.pending.iter().filter(|p| !self.drained(events, p)) {
            if let Some(e) = p.event {
                needed[e.idx as usize] = true;
            }
            if p.group == Group::Vmem {
                oldest = Some(oldest.map_or(p.rank, |o| o.min(p.rank)));
            }
        }
        if let Some(oldest) = oldest {
            for w in self.witnesses.iter().filter(|w| w.rank > oldest) {
                needed[w.event.idx as usize] = true;
            }
        }
    }

    /// The state as snapshot words (docs/paths.md section 2): the group of
    /// the last translating instruction if a translation is in flight
    /// ([`LastGroup`]: it decides the next implicit drain), a count, then
    /// per possibly in-flight translation (producer, event as `rank` names
    /// it, [`Kind`], VMEM translations issued after it capped at the
    /// capacity, segment) and per witness that may still drain one
    /// ([`WITNESS`], event, [`Kind::Witness`], 0, segment), sorted and
    /// deduplicated - nothing else decides their future. Segments number
    /// the VMEM order from the youngest: the witnesses younger than the
    /// youngest pending VMEM translation are segment 0, that translation 1,
    /// the witnesses between it and the next 2, and so on; a witness of a
    /// translation's own event is left out (the translation's kind says it:
    /// only a widened state has a translation whose event is no witness).
    pub fn save(&mut self, events: &EventTable, rank: impl Fn(u32) -> u32, out: &mut Vec<u32>) {
        self.refresh(events);
        let cap = u32::from(self.capacity);
        let mut entries = std::mem::take(&mut self.scratch);
        entries.clear();
        let kept = self.pending.iter().filter(|p| !self.drained(events, p));
        let oldest = kept
            .clone()
            .filter(|p| p.group == Group::Vmem)
            .map(|p| p.rank)
            .min();
        let last = if kept.clone().next().is_none() {
            LastGroup::Idle
        } else {
            match self.last {
                Some(Group::Vmem) => LastGroup::Vmem,
                Some(Group::Smem) => LastGroup::Smem,
                None => LastGroup::Mixed,
            }
        };
        for p in kept.clone().filter(|p| p.group == Group::Smem) {
            let ev = p.event.map_or(NO_EVENT, |e| rank(e.idx));
            entries.push([p.producer, ev, Kind::Smem as u32, 0, 0]);
        }
        if let Some(oldest) = oldest {
            // Walk the VMEM order from the youngest: pending translations
            // (newest first) merged with the witnesses above the oldest one.
            let mut vmem: Vec<&Pending> = kept.filter(|p| p.group == Group::Vmem).collect();
            vmem.sort_unstable_by_key(|p| std::cmp::Reverse(p.rank));
            let mut next = vmem.iter().peekable();
            let mut segment = 0u32;
            let witnesses = &self.witnesses;
            let issued = self.vmem_issued;
            let push = |entries: &mut Vec<[u32; ENTRY]>, p: &Pending, segment: &mut u32| {
                let own = p.event.is_none() || witnesses.iter().any(|w| w.rank == p.rank);
                *segment = push_pending(entries, p, own, &rank, (issued, cap, *segment));
            };
            for w in witnesses.iter().rev().filter(|w| w.rank > oldest) {
                while let Some(p) = next.next_if(|p| p.rank >= w.rank) {
                    push(&mut entries, p, &mut segment);
                }
                let own = vmem.iter().any(|p| p.rank == w.rank);
                if !own {
                    let kind = Kind::Witness as u32;
                    entries.push([WITNESS, rank(w.event.idx), kind, 0, segment]);
                }
            }
            for p in next {
                push(&mut entries, p, &mut segment);
            }
        }
        entries.sort_unstable();
        entries.dedup();
        out.push(last as u32);
        out.push(entries.len() as u32);
        out.extend(entries.iter().flatten());
        self.scratch = entries;
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
        self.last = match words.first().copied() {
            Some(w) if w == LastGroup::Vmem as u32 => Some(Group::Vmem),
            Some(w) if w == LastGroup::Smem as u32 => Some(Group::Smem),
            _ => None,
        };
        let entries = words.get(2..).unwrap_or(&[]).chunks_exact(ENTRY);
        let base = u32::from(self.capacity) + 1;
        let segments = entries.clone().map(|t| t[4] + 1).max().unwrap_or(0);
        self.vmem_issued = base;
        self.ranks_issued = segments;
        for t in entries {
            let rank = segments - 1 - t[4];
            let ev = event(t[1]);
            let kind = Kind::of(t[2]);
            if kind == Kind::Witness {
                if let Some(event) = ev {
                    self.witnesses.push(Witness { rank, event });
                }
                continue;
            }
            let group = if kind == Kind::Smem {
                Group::Smem
            } else {
                Group::Vmem
            };
            if let (Kind::Vmem, Some(event)) = (kind, ev) {
                self.witnesses.push(Witness { rank, event });
            }
            let order = self.issued;
            self.issued += 1;
            // A snapshot names each producer once (`save`, `widen_xcnt::join`).
            debug_assert!(self.entry.get(t[0] as usize).is_none_or(|&e| e == ABSENT));
            self.insert(&Pending {
                drains: self.drains,
                producer: t[0],
                pos: 0,
                group,
                seq: base - 1 - t[3],
                rank,
                event: ev,
                sources: *instrs[t[0] as usize].reads.ranges(),
                order,
                touch: guard_touch(&instrs[t[0] as usize], group),
            });
        }
        self.witnesses.sort_unstable_by_key(|w| w.rank);
    }
}

/// Appends pending VMEM translation `p` to a snapshot's entries in the odd
/// segment after `segment` (docs in [`Translations::save`]); `own`: its event
/// is a witness of the older translations. `at` is (VMEM translations
/// issued, capacity, segment); returns the segment of the witnesses after it.
fn push_pending(
    entries: &mut Vec<[u32; ENTRY]>,
    p: &Pending,
    own: bool,
    rank: &impl Fn(u32) -> u32,
    (issued, cap, segment): (u32, u32, u32),
) -> u32 {
    let ev = p.event.map_or(NO_EVENT, |e| rank(e.idx));
    let younger = (issued - p.seq - 1).min(cap);
    let kind = if own { Kind::Vmem } else { Kind::VmemAlone };
    entries.push([p.producer, ev, kind as u32, younger, segment + 1]);
    // The witnesses after it (older) are in the next even segment.
    segment + 2
}

/// Whether live entry `p` is known drained by its own event or the VMEM
/// watermarks `(vmem_done, rank_done)` ([`Translations::done`]).
#[inline]
fn translated(events: &EventTable, p: &Pending, (vmem_done, rank_done): (u32, u32)) -> bool {
    !live(events, p.event) || (p.group == Group::Vmem && (p.seq < vmem_done || p.rank < rank_done))
}

/// Whether a translation's event (if any) is outstanding.
#[inline]
fn live(events: &EventTable, event: Option<EventRef>) -> bool {
    event.is_none_or(|e| events.is_live(e))
}

/// The lowest slot `instr` writes among `sources`, if any (an instruction in
/// `s_set_gpr_idx_on` mode may write any VGPR).
fn lowest_overlap<'a>(sources: impl Iterator<Item = &'a RegRange>, instr: &Instr) -> Option<u16> {
    let mut best: Option<usize> = None;
    for s in sources {
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
