//! The legacy model: rocJITsu's race detector before its wait-counter capacity
//! fix (ROCm/rocm-systems PR #10925; docs/counters.md section 5). It makes the
//! two opposite errors that fix describes - all-ones waits retire
//! events once its unbounded queue outgrows the counter, and events stay
//! pending past the point where back-pressure must have completed them - and
//! treats the broad memory event type as completion order.
//!
//! Where the fix's description of the old detector is terse, wavebed reads
//! it so: an event is retired as a whole the
//! first time any queue retires it, and from then on no queue counts it (the
//! "total" of "total - limit" is the number of the counter's events still
//! pending). Counters without a field in the combined `s_waitcnt` layout (gfx11
//! vscnt) can never be waited on, so their events are not queued at all.

use crate::instr::{Flow, Instr, Unit, Wait};
use crate::profile::{Counter, MemKind, Profile, NUM_COUNTERS};

use super::events::{EventRef, EventTable};
use super::ring::Ring;
use super::snapshot::{self, SnapEvent, SnapScratch, Snapshot};
use super::writers::{Writers, GUARD};
use super::{CounterModel, RaceHit};

/// The legacy counter model.
#[derive(Debug)]
pub struct Legacy {
    profile: Profile,
    events: EventTable,
    writers: Writers,
    /// Per counter: its events in issue order (stale handles are skipped).
    queues: [Ring<EventRef>; NUM_COUNTERS],
    /// Per counter: events in its queue that are still pending.
    live: [u32; NUM_COUNTERS],
    scratch: SnapScratch,
}

/// Queue entry of an event with no destination that sits in one queue only (a
/// store, an LDS write): it counts towards "queued" but needs no event record.
const UNTRACKED: EventRef = EventRef {
    idx: u32::MAX,
    gen: u32::MAX,
};

// `Event::queues` and `SnapEvent::queues` hold one bit per counter.
const _: () = assert!(NUM_COUNTERS <= u16::BITS as usize);

/// Write-after-write exemption key: the legacy detector suppresses WAW whenever
/// both events have the same broad memory event type.
fn waw_key(kind: MemKind) -> u8 {
    1 + kind.legacy_type() as u8
}

impl Legacy {
    /// The profile the model was built for.
    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    pub fn new(profile: &Profile) -> Legacy {
        Legacy {
            profile: profile.clone(),
            events: EventTable::default(),
            writers: Writers::default(),
            queues: std::array::from_fn(|_| Ring::with_capacity(64)),
            live: [0; NUM_COUNTERS],
            scratch: SnapScratch::default(),
        }
    }

    /// Captures the model's state (docs/paths.md section 2): each counter's
    /// queue without its stale handles, events numbered by issue order.
    ///
    /// A queue's deep part is collapsed, so that a loop that keeps issuing
    /// without waiting reaches finitely many states: an entry of counter `c`'s
    /// queue with at least `max` (the field's all-ones value) younger entries
    /// that only this queue can retire - destination-less entries and
    /// single-queue events - is retired by the next wait instruction of any
    /// kind, since every wait retires the oldest (live - field) entries of
    /// every queue and the field is at most `max`. The deep part is a prefix;
    /// it is all retired at once and its size changes nothing else (the
    /// younger entries' pops are live - field minus it), so its
    /// destination-less entries are dropped, its single-queue events are
    /// merged per producer (equal futures: same registers, same retirement)
    /// and it is kept as a set. Multi-queue events stay as they are.
    pub fn save(&mut self, out: &mut Snapshot) {
        out.clear();
        let slab_len = self.events.slab_len();
        let sc = &mut self.scratch;
        sc.order.clear();
        sc.alias.clear();
        sc.alias.resize(slab_len, u32::MAX);
        sc.kept.clear();
        let mut deep = [0usize; NUM_COUNTERS];
        for (c, queue) in self.queues.iter().enumerate() {
            let single = 1u16 << c;
            let only_here = |r: EventRef| {
                r == UNTRACKED || self.events.get(r).is_some_and(|e| e.queues == single)
            };
            let max = self.profile.layout[c].map_or(u16::MAX, |l| l.max()) as usize;
            let mut younger = queue.iter().filter(|&r| only_here(r)).count();
            for r in queue.iter() {
                younger -= usize::from(only_here(r));
                if younger < max {
                    break;
                }
                deep[c] += 1;
            }
            for (i, r) in queue.iter().enumerate() {
                let Some(e) = (r != UNTRACKED).then(|| self.events.get(r)).flatten() else {
                    continue;
                };
                if i < deep[c] && e.queues == single {
                    sc.merge(e.producer, 1 + c as u16, r.idx);
                } else if sc.alias[r.idx as usize] == u32::MAX {
                    sc.order.push((SnapScratch::issue_key(e.pos), r.idx));
                    sc.alias[r.idx as usize] = r.idx;
                }
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
        for (c, queue) in self.queues.iter().enumerate() {
            deep_part.clear();
            for r in queue.iter().take(deep[c]) {
                if r != UNTRACKED && self.events.is_live(r) && sc.alias[r.idx as usize] == r.idx {
                    deep_part.push(sc.rank[r.idx as usize]);
                }
            }
            deep_part.sort_unstable();
            let len_at = out.queues.len();
            out.queues.push(0);
            out.queues.extend_from_slice(&deep_part);
            for r in queue.iter().skip(deep[c]) {
                if r == UNTRACKED {
                    out.queues.push(snapshot::NO_EVENT);
                } else if self.events.is_live(r) {
                    out.queues.push(sc.rank[r.idx as usize]);
                }
            }
            out.queues[len_at] = (out.queues.len() - len_at - 1) as u32;
        }
        sc.deep = deep_part;
    }

    /// Puts the model in the state `snap` captured; `instrs` are the kernel's
    /// instructions (for the producers' destination registers).
    pub fn load(&mut self, snap: &Snapshot, instrs: &[Instr]) {
        self.reset();
        self.scratch.slab.clear();
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
            self.scratch.slab.push(h.idx);
        }
        let mut q = snap.queues.iter().copied();
        for (c, queue) in self.queues.iter_mut().enumerate() {
            let n = q.next().unwrap_or(0);
            for v in q.by_ref().take(n as usize) {
                queue.push(if v == snapshot::NO_EVENT {
                    UNTRACKED
                } else {
                    let idx = self.scratch.slab[v as usize];
                    EventRef {
                        idx,
                        gen: self.events.record(idx).gen,
                    }
                });
            }
            self.live[c] = n;
        }
    }

    /// Retires the oldest `n` pending events of counter `c`'s queue.
    fn retire_oldest(&mut self, c: Counter, mut n: u32) {
        while n > 0 {
            let Some(r) = self.queues[c.index()].pop() else {
                break;
            };
            if r == UNTRACKED {
                // A single-queue event without destination: live until popped here.
                self.live[c.index()] -= 1;
                n -= 1;
                continue;
            }
            let Some(e) = self.events.get(r) else {
                continue;
            };
            let queues = e.queues;
            for other in Counter::ALL {
                if queues & (1 << other.index()) != 0 {
                    self.live[other.index()] -= 1;
                }
            }
            self.events.retire(r.idx);
            n -= 1;
        }
    }

    /// Every wait immediate is decoded as a combined `s_waitcnt` operand (so
    /// gfx11's `s_waitcnt_vmcnt null, 0` drains lgkmcnt too), and a field N
    /// retires the oldest (queued - N) events whatever their class - all ones
    /// included.
    fn apply_wait(&mut self, wait: &Wait) {
        for c in Counter::ALL {
            if let Some(layout) = self.profile.layout[c.index()] {
                let n = layout.extract(wait.imm) as u32;
                let excess = self.live[c.index()].saturating_sub(n);
                self.retire_oldest(c, excess);
            }
        }
    }

    fn issue(&mut self, pos: u64, id: u32, instr: &Instr, kind: MemKind, hits: &mut Vec<RaceHit>) {
        let has_dest = !instr.writes.is_empty();
        let key = waw_key(kind);
        self.writers.check(
            &mut self.events,
            pos,
            id,
            instr,
            if has_dest { key } else { 0 },
            hits,
        );
        let tokens = self.profile.tokens(kind);
        let mut queues = 0u16;
        for t in tokens.as_slice() {
            if self.profile.layout[t.counter.index()].is_some() {
                queues |= 1 << t.counter.index();
            }
        }
        let guard = kind.guards_sources();
        if !has_dest && !guard && queues.count_ones() <= 1 {
            // Nothing to check it against and nothing to retire elsewhere: the
            // queue only needs to count it.
            for c in Counter::ALL
                .into_iter()
                .filter(|c| queues & (1 << c.index()) != 0)
            {
                self.queues[c.index()].push(UNTRACKED);
                self.live[c.index()] += 1;
            }
            return;
        }
        // An export guards its sources until retired (docs/counters.md
        // section 14), like the exact model's.
        let ev = self
            .events
            .issue(id, pos, 0, if guard { GUARD } else { key }, queues);
        if guard {
            self.writers.add_guard(instr, ev);
        } else if has_dest {
            self.writers.add(instr, ev);
        }
        for c in Counter::ALL {
            if queues & (1 << c.index()) != 0 {
                self.queues[c.index()].push(ev);
                self.live[c.index()] += 1;
            }
        }
    }
}

impl CounterModel for Legacy {
    fn name(&self) -> &'static str {
        "legacy"
    }

    fn reset(&mut self) {
        self.events.clear();
        self.writers.clear();
        self.queues.iter_mut().for_each(Ring::clear);
        self.live = [0; NUM_COUNTERS];
    }

    #[inline]
    fn step(&mut self, pos: u64, id: u32, instr: &Instr, hits: &mut Vec<RaceHit>) {
        if let Some(kind) = instr.mem {
            return self.issue(pos, id, instr, kind, hits);
        }
        if let (Unit::Wait, Some(wait)) = (instr.unit, &instr.wait) {
            self.apply_wait(wait);
        }
        self.writers
            .check(&mut self.events, pos, id, instr, 0, hits);
        if instr.flow == Flow::Call {
            for c in Counter::ALL {
                self.retire_oldest(c, self.live[c.index()]);
            }
        }
    }
}

impl super::PlannedStep for Legacy {
    fn tables(&mut self) -> (&mut Writers, &mut EventTable) {
        (&mut self.writers, &mut self.events)
    }
}
