//! The sound widening of the all-paths analysis (docs/paths.md section 2):
//! the join of two states of a token-FIFO model (seed, exact) into one that
//! over-approximates both, used where a block has reached its state cap.
//!
//! Why it is sound. In the seed and exact models a token's fate depends only
//! on how many tokens are *younger* than it in its FIFO: a wait with field
//! `n` pops a FIFO while it holds more than `n` tokens, oldest first, so a
//! token survives iff fewer than `n` younger ones follow it; back-pressure
//! pops the oldest while the FIFO is full, the same rule with a threshold the
//! issuing instruction alone decides (`capacity - k`). Every later issue adds
//! one younger token to every token of its FIFO, in every state alike. An
//! UNORDERED token completes at a zero wait on its counter (or a full drain,
//! or the stall of an issue that fills the counter alone), which also pops
//! every FIFO token of that counter. Races are per (producer, consumer) pair
//! and an event races while it is outstanding, so a state in which every
//! event of either input has an event of the same producer and
//! write-after-write key that completes no earlier reports a superset of the
//! races.
//!
//! The join. An event with one token left, in one FIFO, is *placed*: it is
//! known by its FIFO and its younger count. Per (FIFO, producer, key), the
//! placed events of both states are paired youngest with youngest, and each
//! pair (or unpaired event) becomes one placed event of the join whose
//! younger count is the *fewer* of the two: every wait and every
//! back-pressure pop that retires it retires what it stands for in both.
//! Events that want the same count in one FIFO share one token: all but
//! one carry [`SHARED`], holding no token of their own and completing with
//! the next entry's (the models count tokens, not entries). The positions
//! no event takes hold tokens without event. Every
//! other event (more tokens left, an UNORDERED token) becomes one UNORDERED
//! event per (producer, key) with a token on every counter it had one on in
//! either state: complete at the zero waits, no earlier than any event it
//! stands for.
//!
//! Why it terminates. A (producer, key) with an UNORDERED token on a counter
//! in either state has all its placed events on that
//! counter's FIFOs made UNORDERED too, so no join output places an event
//! where it also has an UNORDERED one. Order such states by cover: `Y`
//! covers `X` when `X`'s UNORDERED counters are `Y`'s, and `X`'s placed
//! events map one to one onto `Y`'s events of the same producer, key and
//! FIFO with no more younger tokens, or onto `Y`'s UNORDERED ones. The join
//! covers both inputs, the outputs are finitely many (events per producer are
//! bounded by the models' snapshots) and cover is antisymmetric on them, so
//! a block's widened state, replaced by its join with each new state, grows
//! finitely often.
//!
//! On gfx1250 the snapshot also carries the in-flight address translations
//! (xcnt), which name events: the join maps every event of either state to
//! the joined event standing for it (which completes no earlier) and hands
//! the translations to [`super::widen_xcnt::join`], whose module docs give
//! their part of the argument.
//!
//! The legacy model has no such join: retiring an event there frees a place
//! in every queue it sits in, so keeping one event outstanding longer can
//! retire another earlier (docs/paths.md section 2).

use super::ordered::NUM_ORDERED;
use super::snapshot::{split_entry, SnapEvent, Snapshot, NO_EVENT, SHARED};
use crate::profile::NUM_COUNTERS;

/// Ordered FIFOs in a snapshot of a token-FIFO model, before the unordered
/// lists (`ClassModel::save`'s layout).
const FIFOS: usize = NUM_COUNTERS * NUM_ORDERED;

/// Queues of a token-FIFO snapshot: `FIFOS` FIFOs, then one unordered list
/// per counter.
const QUEUES: usize = FIFOS + NUM_COUNTERS;

/// A bit per counter (`1 << Counter::index()`).
type CounterMask = u16;
const _: () = assert!(NUM_COUNTERS <= CounterMask::BITS as usize);

/// Not placed / not an index.
const NONE: u32 = u32::MAX;

/// The counter of ordered FIFO `f`.
fn counter_of(f: usize) -> usize {
    f / NUM_ORDERED
}

/// Where each queue of a snapshot starts in `queues` (after its length
/// word), with its length; and where the words after them (gfx1250's
/// translations, `Translations::save`) start.
fn layout(snap: &Snapshot) -> ([(usize, usize); QUEUES], usize) {
    let mut out = [(0, 0); QUEUES];
    let mut at = 0;
    for q in &mut out {
        let n = snap.queues[at] as usize;
        *q = (at + 1, n);
        at += 1 + n;
    }
    (out, at)
}

/// What a state's event is in the join's terms.
#[derive(Clone, Copy, Debug, Default)]
struct Seen {
    /// Counters it has tokens on.
    mask: CounterMask,
    /// FIFO tokens found.
    in_fifos: u8,
    /// Its FIFO and younger count, while it has one FIFO token and nothing else.
    fifo: u32,
    younger: u32,
}

/// A placed event of either state: (FIFO, producer, key, state, younger
/// count, index in that state's events).
type Placed = (u32, u32, u8, u8, u32, u32);

/// A placed event of the join: FIFO, younger count, producer, key, and the
/// events it stands for in each state (`NONE`: none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Slot {
    /// `NONE` once made UNORDERED.
    fifo: u32,
    /// Its younger tokens: the fewer of the events it stands for.
    younger: u32,
    producer: u32,
    waw_key: u8,
    from: [u32; 2],
}

/// Reused buffers of [`Joiner::join`]: joining allocates nothing once they
/// have grown to the largest states joined.
#[derive(Debug, Default)]
pub struct Joiner {
    seen: [Vec<Seen>; 2],
    placed: Vec<Placed>,
    slots: Vec<Slot>,
    /// (producer, key) -> counters of the join's UNORDERED event, sorted.
    unordered: Vec<(u32, u8, CounterMask)>,
    /// Per state, the joined event standing for each of its events.
    map: [Vec<u32>; 2],
}

impl Joiner {
    /// Writes to `out` a state of a token-FIFO model (seed or exact) whose
    /// races are a superset of both `a`'s and `b`'s, on every continuation
    /// (module docs). Joining a state with itself, or with a state it
    /// already covers, gives it back (up to the canonical order this
    /// function builds).
    pub fn join(&mut self, a: &Snapshot, b: &Snapshot, out: &mut Snapshot) {
        let (la, lb) = (layout(a), layout(b));
        self.placed.clear();
        self.unordered.clear();
        for (side, snap, (lay, _)) in [(0usize, a, &la), (1, b, &lb)] {
            let seen = &mut self.seen[side];
            seen.clear();
            seen.resize(snap.events.len(), Seen::default());
            for (q, &(start, n)) in lay.iter().enumerate() {
                let counter = if q < FIFOS { counter_of(q) } else { q - FIFOS };
                // Youngest first: the tokens younger than each entry's.
                let mut younger = 0u32;
                for &entry in snap.queues[start..start + n].iter().rev() {
                    let (ev, shares) = split_entry(entry);
                    let tokens_after = younger;
                    if !shares {
                        younger += 1;
                    }
                    if ev == NO_EVENT {
                        continue;
                    }
                    let s = &mut seen[ev as usize];
                    s.mask |= 1 << counter;
                    if q < FIFOS {
                        s.in_fifos = s.in_fifos.saturating_add(1);
                        s.fifo = q as u32;
                        // A shared entry's token is the next one's.
                        s.younger = tokens_after - u32::from(shares);
                    } else {
                        s.in_fifos = u8::MAX;
                    }
                }
            }
            for (i, (s, e)) in seen.iter().zip(&snap.events).enumerate() {
                if s.mask == 0 {
                    continue;
                }
                if e.pending == 1 && s.in_fifos == 1 {
                    self.placed.push((
                        s.fifo, e.producer, e.waw_key, side as u8, s.younger, i as u32,
                    ));
                } else {
                    self.unordered.push((e.producer, e.waw_key, s.mask));
                }
            }
        }
        merge_masks(&mut self.unordered);
        // Pair each (FIFO, producer, key)'s placed events of the two states,
        // youngest with youngest.
        self.placed.sort_unstable();
        self.slots.clear();
        let mut g = 0;
        while g < self.placed.len() {
            let (f, producer, waw_key) = (self.placed[g].0, self.placed[g].1, self.placed[g].2);
            let end = g + self.placed[g..]
                .iter()
                .take_while(|p| (p.0, p.1, p.2) == (f, producer, waw_key))
                .count();
            let mid = g + self.placed[g..end].iter().take_while(|p| p.3 == 0).count();
            let (from_a, from_b) = (&self.placed[g..mid], &self.placed[mid..end]);
            for k in 0..from_a.len().max(from_b.len()) {
                let (pa, pb) = (from_a.get(k), from_b.get(k));
                let younger = pa
                    .map_or(u32::MAX, |p| p.4)
                    .min(pb.map_or(u32::MAX, |p| p.4));
                self.slots.push(Slot {
                    fifo: f,
                    younger,
                    producer,
                    waw_key,
                    from: [pa.map_or(NONE, |p| p.5), pb.map_or(NONE, |p| p.5)],
                });
            }
            g = end;
        }
        // An UNORDERED (producer, key) on a counter is UNORDERED on its FIFOs.
        self.demote_covered();
        self.slots.sort_unstable_by_key(|s| {
            (s.fifo, u32::MAX - s.younger, s.producer, s.waw_key, s.from)
        });
        self.emit(a, b, la.1, lb.1, out);
    }

    /// Makes UNORDERED every placed event whose (producer, key) has an
    /// UNORDERED token on its FIFO's counter (the counters are already in
    /// `unordered`).
    fn demote_covered(&mut self) {
        for s in self.slots.iter_mut().filter(|s| s.fifo != NONE) {
            if let Some(mask) = mask_of(&self.unordered, s.producer, s.waw_key) {
                if mask & 1 << counter_of(s.fifo as usize) != 0 {
                    s.fifo = NONE;
                }
            }
        }
    }

    /// Writes the joined snapshot: the UNORDERED events, then the placed
    /// ones FIFO by FIFO, oldest first; then the queues and the translations.
    fn emit(&mut self, a: &Snapshot, b: &Snapshot, ta: usize, tb: usize, out: &mut Snapshot) {
        out.clear();
        for (side, snap) in [(0, a), (1, b)] {
            let map = &mut self.map[side];
            map.clear();
            map.extend(snap.events.iter().enumerate().map(|(i, e)| {
                if self.seen[side][i].mask == 0 {
                    return NO_EVENT;
                }
                self.unordered
                    .binary_search_by_key(&(e.producer, e.waw_key), |u| (u.0, u.1))
                    .map_or(NO_EVENT, |at| at as u32)
            }));
        }
        for &(producer, waw_key, mask) in &self.unordered {
            out.events.push(SnapEvent {
                producer,
                pending: mask.count_ones() as u8,
                waw_key,
                queues: 0,
            });
        }
        // Placed events sort by FIFO, then by decreasing count: oldest first.
        let mut next = self.slots.iter().filter(|s| s.fifo != NONE).peekable();
        for f in 0..FIFOS as u32 {
            let len_at = out.queues.len();
            out.queues.push(0);
            let mut top = None;
            while let Some(s) = next.next_if(|s| s.fifo == f) {
                let ev = out.events.len() as u32;
                out.events.push(SnapEvent {
                    producer: s.producer,
                    pending: 1,
                    waw_key: s.waw_key,
                    queues: 0,
                });
                for side in 0..2 {
                    if s.from[side] != NONE {
                        self.map[side][s.from[side] as usize] = ev;
                    }
                }
                // Positions from the oldest down to this one's; an event
                // wanting a taken position shares its token.
                let mut at = *top.get_or_insert(s.younger + 1);
                if at == s.younger {
                    // The entry just pushed holds this position's event.
                    let last = out.queues.len() - 1;
                    out.queues[last] |= SHARED;
                }
                while at > s.younger + 1 {
                    out.queues.push(NO_EVENT);
                    at -= 1;
                }
                out.queues.push(ev);
                top = Some(s.younger);
            }
            // The youngest event's younger tokens.
            let younger = top.unwrap_or(0) as usize;
            out.queues.resize(out.queues.len() + younger, NO_EVENT);
            out.queues[len_at] = (out.queues.len() - len_at - 1) as u32;
        }
        for c in 0..NUM_COUNTERS {
            let len_at = out.queues.len();
            out.queues.push(0);
            for (i, &(_, _, mask)) in self.unordered.iter().enumerate() {
                if mask & 1 << c != 0 {
                    out.queues.push(i as u32);
                }
            }
            out.queues[len_at] = (out.queues.len() - len_at - 1) as u32;
        }
        let (wa, wb) = (&a.queues[ta..], &b.queues[tb..]);
        if !wa.is_empty() || !wb.is_empty() {
            super::widen_xcnt::join(wa, &self.map[0], wb, &self.map[1], &mut out.queues);
        }
    }
}

/// Sorts `list` by (producer, key) and merges each's counters into one entry.
fn merge_masks(list: &mut Vec<(u32, u8, CounterMask)>) {
    list.sort_unstable();
    list.dedup_by(|later, kept| {
        let same = (later.0, later.1) == (kept.0, kept.1);
        if same {
            kept.2 |= later.2;
        }
        same
    });
}

/// The counters of (producer, key)'s UNORDERED event in a merged list.
fn mask_of(list: &[(u32, u8, CounterMask)], producer: u32, waw_key: u8) -> Option<CounterMask> {
    list.binary_search_by_key(&(producer, waw_key), |u| (u.0, u.1))
        .ok()
        .map(|at| list[at].2)
}

/// [`Joiner::join`] with fresh buffers, into a new snapshot.
pub fn join(a: &Snapshot, b: &Snapshot) -> Snapshot {
    let mut out = Snapshot::default();
    Joiner::default().join(a, b, &mut out);
    out
}
