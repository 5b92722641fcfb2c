//! The token-FIFO machinery the seed and exact models share (docs/counters.md
//! sections 4 and 5): one FIFO of outstanding tokens per (ordered class,
//! counter), one unordered list per counter, waits that retire only a provably
//! complete oldest prefix of each ordered class, and section 4's
//! write-after-write exemption. The two models differ only in how an issue
//! makes room on a full counter: a [`BackPressure`] rule.

use crate::instr::{Flow, Instr, Unit, Wait};
use crate::profile::{Class, Counter, MemKind, Profile, Tokens, WaitGen, NUM_COUNTERS};

use super::events::{EventRef, EventTable};
use super::ring::Ring;
use super::snapshot::{self, SnapEvent, SnapScratch, Snapshot};
use super::translations::{guard_touch, Translations};
use super::writers::{Writers, GUARD};
use super::{CounterModel, RaceHit, StepPlan};

/// Ordered classes are `Class::Vmem`, `Class::VmemStore`, `Class::Lds`.
pub(super) const NUM_ORDERED: usize = 3;

/// FIFO entry of a token whose event has no destination register: it holds a
/// place in its class's order but completing it affects no register.
const NO_EVENT: u32 = u32::MAX;

/// The outstanding tokens of one wave.
#[derive(Debug)]
pub struct TokenQueues {
    /// Per counter, per ordered class: event indices in issue order; an
    /// entry flagged [`snapshot::SHARED`] holds no token of its own but
    /// completes with the next entry's (a widened state's).
    ordered: [[Ring<u32>; NUM_ORDERED]; NUM_COUNTERS],
    /// Per counter, per ordered class: entries flagged shared (zero but in a
    /// widened state's descendants, so the token paths test one word).
    shared: [[usize; NUM_ORDERED]; NUM_COUNTERS],
    /// Per counter: events with an UNORDERED token there (destination events only).
    unordered: [Vec<u32>; NUM_COUNTERS],
}

impl TokenQueues {
    fn new(profile: &Profile) -> TokenQueues {
        TokenQueues {
            ordered: std::array::from_fn(|c| {
                std::array::from_fn(|_| {
                    Ring::with_capacity(profile.capacity[c].max(1) as usize + 1)
                })
            }),
            unordered: std::array::from_fn(|_| Vec::new()),
            shared: [[0; NUM_ORDERED]; NUM_COUNTERS],
        }
    }

    fn clear(&mut self) {
        for fifos in &mut self.ordered {
            fifos.iter_mut().for_each(Ring::clear);
        }
        self.unordered.iter_mut().for_each(Vec::clear);
        self.shared = [[0; NUM_ORDERED]; NUM_COUNTERS];
    }

    /// Number of outstanding tokens of ordered `class` on counter `c`.
    #[inline]
    pub fn len(&self, c: Counter, class: Class) -> usize {
        let (c, k) = (c.index(), class.index());
        self.ordered[c][k].len() - self.shared[c][k]
    }

    /// Completes the oldest token of ordered `class` on `c`.
    #[inline]
    pub fn pop(&mut self, events: &mut EventTable, c: Counter, class: Class) {
        let (c, k) = (c.index(), class.index());
        pop_token(&mut self.ordered[c][k], &mut self.shared[c][k], events);
    }

    /// Pops every ordered FIFO on `c` while it holds more than `n` tokens.
    #[inline(always)]
    fn pop_above(&mut self, events: &mut EventTable, c: Counter, n: usize) {
        let c = c.index();
        if self.shared[c] == [0; NUM_ORDERED] {
            // No shared entry on `c`: entries are tokens (the replay path).
            for fifo in &mut self.ordered[c] {
                while fifo.len() > n {
                    match fifo.pop() {
                        Some(NO_EVENT) | None => {}
                        Some(ev) => events.complete_token(ev),
                    }
                }
            }
            return;
        }
        for (fifo, shared) in self.ordered[c].iter_mut().zip(&mut self.shared[c]) {
            while fifo.len() - *shared > n {
                pop_token(fifo, shared, events);
            }
        }
    }

    /// A wait field `n` below all ones on counter `c` (section 4): a FIFO
    /// holding more than `n` tokens has completed its oldest ones; only a zero
    /// wait proves anything about UNORDERED tokens.
    pub fn wait(&mut self, events: &mut EventTable, c: Counter, n: u16) {
        self.pop_above(events, c, n as usize);
        if n == 0 {
            for ev in self.unordered[c.index()].drain(..) {
                events.complete_token(ev);
            }
        }
    }

    #[inline(always)]
    fn push(&mut self, tokens: &Tokens, ev: Option<u32>) {
        for t in tokens.as_slice() {
            let c = t.counter.index();
            match (t.class.is_ordered(), ev) {
                (true, ev) => self.ordered[c][t.class.index()].push(ev.unwrap_or(NO_EVENT)),
                (false, Some(ev)) => self.unordered[c].push(ev),
                (false, None) => {}
            }
        }
    }
}

/// Completes a FIFO's oldest token: its entry's event, and the events of
/// the entries before it that share it.
#[inline(always)]
fn pop_token(fifo: &mut Ring<u32>, shared: &mut usize, events: &mut EventTable) {
    // No shared entry (every state but a widened one's descendants): the
    // entry is the event, as before the join had shared tokens - the replay
    // path pays nothing for them.
    if *shared == 0 {
        if let Some(ev) = fifo.pop().filter(|&ev| ev != NO_EVENT) {
            events.complete_token(ev);
        }
    } else {
        pop_shared_token(fifo, shared, events);
    }
}

/// [`pop_token`] on a FIFO with shared entries.
#[cold]
#[inline(never)]
fn pop_shared_token(fifo: &mut Ring<u32>, shared: &mut usize, events: &mut EventTable) {
    while let Some(entry) = fifo.pop() {
        match snapshot::split_entry(entry) {
            (NO_EVENT, _) => return,
            (ev, true) => {
                *shared -= 1;
                events.complete_token(ev);
            }
            (ev, false) => return events.complete_token(ev),
        }
    }
}

/// A FIFO's entries oldest first, each with its token's index (the tokens
/// older than it: entries that share a token count once), its event and
/// whether it shares the next entry's token.
fn entries(fifo: &Ring<u32>) -> impl Iterator<Item = (usize, u32, bool)> + '_ {
    fifo.iter().scan(0, |token, entry| {
        let (ev, shares) = snapshot::split_entry(entry);
        let i = *token;
        *token += usize::from(!shares);
        Some((i, ev, shares))
    })
}

/// How many of a FIFO's `len` oldest tokens have at least `capacity - 1`
/// younger ones behind them (the part any effective wait pops whole).
fn deep_len(len: usize, capacity: u16) -> usize {
    let keep = usize::from(capacity.max(1)) - 1;
    len.saturating_sub(keep)
}

/// The counters an issue stalls on, each with its number of stalling tokens
/// (`Tokens::stalls`), collected once per instruction of a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stalls {
    len: u8,
    items: [(Counter, u16); 2],
}

impl Stalls {
    pub fn none() -> Stalls {
        Stalls {
            len: 0,
            items: [(Counter::ALL[0], 0); 2],
        }
    }

    pub fn of(tokens: &Tokens) -> Stalls {
        let mut s = Stalls::none();
        for (c, k) in tokens.stalls() {
            s.items[s.len as usize] = (c, k);
            s.len += 1;
        }
        s
    }

    #[inline]
    pub fn as_slice(&self) -> &[(Counter, u16)] {
        &self.items[..self.len as usize]
    }
}

/// How an issue makes room on a counter that back-pressure keeps bounded.
pub trait BackPressure {
    /// The model's `--model` name.
    const NAME: &'static str;

    /// Retires what the issue stall of an instruction issuing `tokens` proves
    /// complete (called only on profiles with back-pressure); `stalls` is
    /// `Stalls::of(tokens)`.
    fn make_room(
        q: &mut TokenQueues,
        events: &mut EventTable,
        profile: &Profile,
        tokens: &Tokens,
        stalls: &Stalls,
    );
}

/// Write-after-write exemption key (section 4): only single-token loads of the
/// same ordered class on the same counter land in issue order - before gfx12:
/// gfx12 loads may write their registers out of order (LLVM #105549,
/// docs/counters.md section 9), so there no two loads are exempt; and only
/// loads of one VMEM type (`MemKind::vmem_type`: an image sample and a
/// global load of one VGPR may land out of order, LLVM SIInsertWaitcnts).
fn waw_key(profile: &Profile, tokens: &Tokens, kind: Option<MemKind>) -> u8 {
    if profile.wait_gen == WaitGen::Gfx12 {
        return 0;
    }
    let vmem_type = usize::from(kind.map_or(0, MemKind::vmem_type));
    match tokens.as_slice() {
        [t] if t.class.is_ordered() => {
            1 + ((t.counter.index() * 4 + t.class.index()) * 3 + vmem_type) as u8
        }
        _ => 0,
    }
}

/// The write-after-write key of an event whose producer writes no register
/// (gfx1250's store events, issued only so their completion drains their
/// translation): such an event never enters the pending-writer table, so no
/// exemption reads its key, and [`ClassModel::save`] can tell it apart.
const TRANSLATION_ONLY: u8 = u8::MAX;

/// [`ClassModel::branch_target`] when the last step was no conditional
/// branch whose taken edge may drain a translation.
const NO_BRANCH: u32 = u32::MAX;

/// A model that tracks tokens per completion-order class.
#[derive(Debug)]
pub struct ClassModel<P: BackPressure> {
    profile: Profile,
    events: EventTable,
    writers: Writers,
    tokens: TokenQueues,
    /// gfx1250's in-flight address translations (inert elsewhere).
    translations: Translations,
    /// Under `xcnt-branch=taken`: the target of the `s_cbranch_*` just
    /// stepped ([`NO_BRANCH`]: none), so the next step, which sees where the
    /// wave went, drains the translations on the taken edge. Not part of a
    /// snapshot: the all-paths engine drains on the edge itself
    /// ([`super::Model::drain_translations`]).
    branch_target: u32,
    scratch: SnapScratch,
    _rule: std::marker::PhantomData<P>,
}

impl<P: BackPressure> ClassModel<P> {
    /// The profile the model was built for.
    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    pub fn new(profile: &Profile) -> Self {
        ClassModel {
            profile: profile.clone(),
            events: EventTable::default(),
            writers: Writers::default(),
            tokens: TokenQueues::new(profile),
            translations: Translations::new(profile),
            branch_target: NO_BRANCH,
            scratch: SnapScratch::default(),
            _rule: std::marker::PhantomData,
        }
    }

    /// Captures the model's state (docs/paths.md section 2): every FIFO, then
    /// every unordered list, events numbered by issue order.
    ///
    /// Two kinds of equivalent events are merged, one standing for all of
    /// the same producer, so that a loop that keeps issuing without waiting
    /// reaches finitely many states where no back-pressure bounds the FIFOs:
    ///
    /// * events with only unordered tokens left, per (producer, counters):
    ///   they write the same registers and only a zero wait on those counters
    ///   completes them - all at once;
    /// * events with one token left, deep in an ordered FIFO of capacity C -
    ///   at least C - 1 younger tokens behind it. A wait pops a FIFO's token
    ///   iff at least its field (< C) younger tokens follow it, so every such
    ///   token completes at the next effective wait on the counter, all at
    ///   once; the deep part is kept as a set of events, and the younger
    ///   C - 1 tokens stay in order behind it.
    ///
    /// Tokens without event (stores) in the deep part, or older than every
    /// event of their FIFO, are dropped: a token's fate depends only on how
    /// many tokens follow it in its FIFO (waits and back-pressure alike), so
    /// they can change no event's. On gfx1250 a store's event that no
    /// translation still needs (`Translations::mark_needed`) is such a token:
    /// it writes nothing, and only its completion's drain made it an event.
    pub fn save(&mut self, out: &mut Snapshot) {
        out.clear();
        let slab_len = self.events.slab_len();
        let sc = &mut self.scratch;
        let mut needed = std::mem::take(&mut sc.needed);
        needed.clear();
        needed.resize(slab_len, false);
        self.translations.mark_needed(&self.events, &mut needed);
        let events = &self.events;
        let bare = |ev: u32| {
            ev == NO_EVENT || events.record(ev).waw_key == TRANSLATION_ONLY && !needed[ev as usize]
        };
        sc.order.clear();
        sc.in_fifo.clear();
        sc.in_fifo.resize(slab_len, false);
        sc.unordered.clear();
        sc.unordered.resize(slab_len, 0);
        sc.alias.clear();
        sc.alias.resize(slab_len, u32::MAX);
        sc.kept.clear();
        let fifos = self.tokens.ordered.iter().flatten();
        for (f, (fifo, &shared)) in fifos.zip(self.tokens.shared.iter().flatten()).enumerate() {
            let deep = deep_len(fifo.len() - shared, self.profile.capacity[f / NUM_ORDERED]);
            for (i, ev, _) in entries(fifo).filter(|&(_, ev, _)| !bare(ev)) {
                let e = self.events.record(ev);
                sc.in_fifo[ev as usize] = true;
                if i < deep && e.pending == 1 {
                    sc.merge(e.producer, 1 + f as u16, ev);
                } else {
                    sc.order.push((SnapScratch::issue_key(e.pos), ev));
                    sc.alias[ev as usize] = ev;
                }
            }
        }
        for (c, list) in self.tokens.unordered.iter().enumerate() {
            for &ev in list {
                sc.unordered[ev as usize] |= 1 << c;
            }
        }
        for &ev in self.tokens.unordered.iter().flatten() {
            if !sc.in_fifo[ev as usize] && sc.alias[ev as usize] == u32::MAX && !bare(ev) {
                // Above every FIFO number; one bit per counter (ten of them).
                let place = 0x8000 | sc.unordered[ev as usize];
                sc.merge(self.events.record(ev).producer, place, ev);
            }
        }
        sc.rank_events(slab_len);
        out.events.extend(sc.order.iter().map(|&(_, idx)| {
            let e = self.events.record(idx);
            SnapEvent {
                producer: e.producer,
                pending: e.pending,
                waw_key: e.waw_key,
                queues: e.queues,
            }
        }));
        let mut deep_part = std::mem::take(&mut sc.deep);
        let rank = |ev: u32| {
            if ev == NO_EVENT {
                snapshot::NO_EVENT
            } else {
                sc.rank[ev as usize]
            }
        };
        let fifos = self.tokens.ordered.iter().flatten();
        for (f, (fifo, &shared)) in fifos.zip(self.tokens.shared.iter().flatten()).enumerate() {
            let deep = deep_len(fifo.len() - shared, self.profile.capacity[f / NUM_ORDERED]);
            deep_part.clear();
            // The entries of the deep tokens (shared ones included: every
            // effective wait completes them all) and where the rest start.
            let mut tail = fifo.len();
            for (at, (i, ev, _)) in entries(fifo).enumerate() {
                if i >= deep {
                    tail = at;
                    break;
                }
                if ev != NO_EVENT && sc.alias[ev as usize] == ev {
                    deep_part.push(rank(ev));
                }
            }
            deep_part.sort_unstable();
            // Tokens without event older than every event of the FIFO are
            // dropped: no event has them among its younger tokens.
            let start = if deep_part.is_empty() {
                let first_event = entries(fifo).position(|(_, ev, _)| !bare(ev));
                first_event.unwrap_or(fifo.len()).max(tail)
            } else {
                tail
            };
            let len_at = out.queues.len();
            out.queues.push(0);
            out.queues.extend_from_slice(&deep_part);
            for (_, ev, shares) in entries(fifo).skip(start) {
                // A shared entry whose event is dropped leaves no token.
                match (shares, bare(ev)) {
                    (false, _) => out.queues.push(rank(ev)),
                    (true, false) => out.queues.push(rank(ev) | snapshot::SHARED),
                    (true, true) => {}
                }
            }
            out.queues[len_at] = (out.queues.len() - len_at - 1) as u32;
        }
        for list in &self.tokens.unordered {
            let len_at = out.queues.len();
            out.queues.push(0);
            let kept = list.iter().filter(|&&ev| sc.alias[ev as usize] == ev);
            out.queues.extend(kept.map(|&ev| rank(ev)));
            out.queues[len_at] = (out.queues.len() - len_at - 1) as u32;
        }
        if self.translations.enabled() {
            // A translation names its event as the snapshot does: through the
            // event standing for it.
            let by_alias = |ev: u32| rank(sc.alias[ev as usize]);
            self.translations
                .save(&self.events, by_alias, &mut out.queues);
        }
        self.scratch.deep = deep_part;
        self.scratch.needed = needed;
    }

    /// Puts the model in the state `snap` captured; `instrs` are the kernel's
    /// instructions (for the producers' destination registers).
    pub fn load(&mut self, snap: &Snapshot, instrs: &[Instr]) {
        self.reset();
        let sc = &mut self.scratch;
        sc.slab.clear();
        for (r, e) in snap.events.iter().enumerate() {
            let h = self
                .events
                .issue(e.producer, r as u64, e.pending, e.waw_key, e.queues);
            let producer = &instrs[e.producer as usize];
            if e.waw_key == GUARD {
                self.writers.add_guard(producer, h);
            } else if !producer.writes.is_empty() {
                self.writers.add(producer, h);
            }
            sc.slab.push(h.idx);
        }
        let slab = |v: u32| {
            if v == snapshot::NO_EVENT {
                NO_EVENT
            } else {
                sc.slab[v as usize]
            }
        };
        let mut q = snap.queues.iter().copied();
        let fifos = self.tokens.ordered.iter_mut().flatten();
        for (fifo, shared) in fifos.zip(self.tokens.shared.iter_mut().flatten()) {
            let n = q.next().unwrap_or(0);
            for v in q.by_ref().take(n as usize) {
                match snapshot::split_entry(v) {
                    (v, true) => {
                        *shared += 1;
                        fifo.push(slab(v) | snapshot::SHARED);
                    }
                    (v, false) => fifo.push(slab(v)),
                }
            }
        }
        for list in &mut self.tokens.unordered {
            let n = q.next().unwrap_or(0);
            list.extend(q.by_ref().take(n as usize).map(slab));
        }
        if self.translations.enabled() {
            let rest = &snap.queues[snap.queues.len() - q.len()..];
            let events = &self.events;
            let handle = |r: u32| {
                (r != snapshot::NO_EVENT).then(|| {
                    let idx = sc.slab[r as usize];
                    EventRef {
                        idx,
                        gen: events.record(idx).gen,
                    }
                })
            };
            self.translations.load(rest, handle, instrs);
        }
    }

    /// Applies the fields `wait` encodes; all-ones fields and counters the
    /// profile lacks are no-ops.
    fn apply_wait(&mut self, wait: &Wait) {
        for c in Counter::ALL {
            let cap = self.profile.capacity(c);
            if let Some(n) = wait.field(c) {
                if n < cap {
                    self.tokens.wait(&mut self.events, c, n);
                    if c == Counter::X {
                        self.translations.wait(n);
                    } else {
                        self.translations.wait_implied(n);
                    }
                }
            }
        }
    }

    /// Everything issued so far completes (a call: LLVM's calling convention
    /// starts every callee with a full wait; docs/counters.md section 8).
    fn drain(&mut self) {
        for c in Counter::ALL {
            self.tokens.wait(&mut self.events, c, 0);
        }
        self.translations.drain();
    }

    /// Every in-flight translation drains (a taken branch under
    /// `xcnt-branch=taken`); nothing else changes.
    pub fn drain_translations(&mut self) {
        self.branch_target = NO_BRANCH;
        self.translations.drain();
    }

    /// Whether a taken branch drains the translations.
    pub fn drains_at_branches(&self) -> bool {
        self.translations.drains_at_branches()
    }

    /// Forgets the conditional branch just stepped (the all-paths engine
    /// decides its edges itself).
    pub fn forget_branch(&mut self) {
        self.branch_target = NO_BRANCH;
    }

    /// Before stepping instruction `id`: the drain of the taken edge of the
    /// conditional branch stepped last, if the wave took it.
    #[inline]
    fn enter(&mut self, id: u32) {
        if self.branch_target != NO_BRANCH {
            if self.branch_target == id {
                self.translations.drain();
            }
            self.branch_target = NO_BRANCH;
        }
    }

    /// After the checks of a non-memory instruction: a call drains every
    /// counter; under `xcnt-branch=taken` an `s_branch` or `s_setpc_b64`
    /// drains the translations, and an `s_cbranch_*` does on its taken edge
    /// (known at the next step; a branch to the next instruction cannot be
    /// told from its fall-through and drains nothing).
    #[inline]
    fn leave(&mut self, id: u32, instr: &Instr) {
        match instr.flow {
            Flow::Call => self.drain(),
            Flow::Branch | Flow::SetPc if self.translations.drains_at_branches() => {
                self.translations.drain()
            }
            Flow::CondBranch
                if self.translations.drains_at_branches() && self.translations.any_pending() =>
            {
                if let Some(t) = instr.target.filter(|&t| t != id.wrapping_add(1)) {
                    self.branch_target = t;
                }
            }
            _ => {}
        }
    }

    #[inline]
    fn issue(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        kind: crate::profile::MemKind,
        hits: &mut Vec<RaceHit>,
    ) {
        let tokens = self.profile.tokens(kind);
        if self.profile.back_pressure {
            let stalls = Stalls::of(&tokens);
            P::make_room(
                &mut self.tokens,
                &mut self.events,
                &self.profile,
                &tokens,
                &stalls,
            );
        }
        let has_dest = !instr.writes.is_empty();
        let key = if has_dest {
            waw_key(&self.profile, &tokens, Some(kind))
        } else {
            0
        };
        self.writers
            .check(&mut self.events, pos, id, instr, key, hits);
        let group = self.translations.group(kind);
        if let Some(g) = group {
            self.translations.switch_to(g);
        }
        self.translations
            .check(&self.events, pos, id, instr, group, hits);
        // gfx1250: a translating instruction without destinations (a store)
        // has an event too - its completion drains its translation.
        let ev = if kind.guards_sources() {
            Some(self.issue_guard(pos, id, instr, tokens.len()))
        } else {
            (has_dest || group.is_some()).then(|| {
                let key = if has_dest { key } else { TRANSLATION_ONLY };
                let ev = self.events.issue(id, pos, tokens.len() as u8, key, 0);
                if has_dest {
                    self.writers.add(instr, ev);
                }
                ev
            })
        };
        if let Some(g) = group {
            let touch = guard_touch(instr, g);
            self.translations
                .issue(&self.events, pos, id, instr, g, ev, &touch);
        }
        let ev = ev.map(|e| e.idx);
        self.tokens.push(&tokens, ev);
    }

    /// An export's event (docs/counters.md section 14): it writes nothing,
    /// but guards its sources and EXEC until its expcnt token completes.
    #[cold]
    fn issue_guard(&mut self, pos: u64, id: u32, instr: &Instr, tokens: usize) -> EventRef {
        let ev = self.events.issue(id, pos, tokens as u8, GUARD, 0);
        self.writers.add_guard(instr, ev);
        ev
    }

    /// [`Self::issue`] with the tokens, occupancy words and destination
    /// words taken from the instruction's plan.
    #[inline]
    fn issue_planned(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        tokens: &Tokens,
        plan: &StepPlan,
        hits: &mut Vec<RaceHit>,
    ) {
        if self.profile.back_pressure {
            let stalls = &plan.stalls;
            P::make_room(
                &mut self.tokens,
                &mut self.events,
                &self.profile,
                tokens,
                stalls,
            );
        }
        let has_dest = !instr.writes.is_empty();
        let key = if has_dest {
            waw_key(&self.profile, tokens, instr.mem)
        } else {
            0
        };
        self.writers
            .check_touching(&mut self.events, pos, id, instr, &plan.touch, key, hits);
        let group = instr.mem.and_then(|k| self.translations.group(k));
        if let Some(g) = group {
            self.translations.switch_to(g);
        }
        let writes = &plan.writes;
        self.translations
            .check_planned(&self.events, pos, id, instr, writes, group, hits);
        let ev = if instr.mem.is_some_and(MemKind::guards_sources) {
            Some(self.issue_guard(pos, id, instr, tokens.len()))
        } else {
            (has_dest || group.is_some()).then(|| {
                let key = if has_dest { key } else { TRANSLATION_ONLY };
                let ev = self.events.issue(id, pos, tokens.len() as u8, key, 0);
                if has_dest {
                    self.writers.add_planned(instr, &plan.dest, ev);
                }
                ev
            })
        };
        if let Some(g) = group {
            let touch = &plan.guards;
            self.translations
                .issue(&self.events, pos, id, instr, g, ev, touch);
        }
        self.tokens.push(tokens, ev.map(|e| e.idx));
    }
}

impl<P: BackPressure> CounterModel for ClassModel<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn reset(&mut self) {
        self.events.clear();
        self.writers.clear();
        self.tokens.clear();
        self.translations.clear();
        self.branch_target = NO_BRANCH;
    }

    #[inline]
    fn step(&mut self, pos: u64, id: u32, instr: &Instr, hits: &mut Vec<RaceHit>) {
        self.enter(id);
        if let Some(kind) = instr.mem {
            return self.issue(pos, id, instr, kind, hits);
        }
        if let (Unit::Wait, Some(wait)) = (instr.unit, &instr.wait) {
            self.apply_wait(wait);
        }
        self.writers
            .check(&mut self.events, pos, id, instr, 0, hits);
        self.translations
            .check(&self.events, pos, id, instr, None, hits);
        self.leave(id, instr);
    }
}

impl<P: BackPressure> super::PlannedStep for ClassModel<P> {
    fn tables(&mut self) -> (&mut Writers, &mut EventTable) {
        (&mut self.writers, &mut self.events)
    }

    #[inline]
    fn step_with_plan(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        plan: &StepPlan,
        hits: &mut Vec<RaceHit>,
    ) {
        self.enter(id);
        if let Some(tokens) = &plan.tokens {
            return self.issue_planned(pos, id, instr, tokens, plan, hits);
        }
        if let (Unit::Wait, Some(wait)) = (instr.unit, &instr.wait) {
            self.apply_wait(wait);
        }
        self.writers
            .check_touching(&mut self.events, pos, id, instr, &plan.touch, 0, hits);
        // gfx1250: writes are also checked against in-flight translations.
        let writes = &plan.writes;
        self.translations
            .check_planned(&self.events, pos, id, instr, writes, None, hits);
        self.leave(id, instr);
    }

    #[inline]
    fn checks_sources(&self, instr: &Instr, plan: &StepPlan) -> bool {
        // One test when no translation is live (every profile without xcnt):
        // a pending branch drain and a drain at `instr` both need one.
        self.translations.any_pending()
            && (self.translations.may_hit(&plan.writes)
                || self.branch_target != NO_BRANCH
                || self.translations.may_drain_at(instr))
    }
}
