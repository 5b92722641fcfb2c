//! The sound widening of the all-paths analysis (docs/paths.md section 2):
//! the join of two states of a token-FIFO model (seed, exact) into one that
//! over-approximates both, used where a block has reached its state cap.
//!
//! Why it is sound. In the seed and exact models a token's fate depends only
//! on the tokens younger than it in its FIFO: a wait with field `n` pops a
//! FIFO while it holds more than `n` tokens, oldest first, so a token
//! survives iff fewer than `n` younger ones follow it; back-pressure pops the
//! oldest while the FIFO is full, the same rule with `capacity - k`. An
//! UNORDERED token completes at a zero wait on its counter (or a full
//! drain), which also pops every FIFO token of that counter. Races are
//! per (producer, consumer) pair and an event races while it is outstanding,
//! so a state in which every event completes no earlier reports a superset
//! of the races. The join keeps, per FIFO, the youngest `min(len_a, len_b)`
//! positions: a position holding a single-token event of the same producer
//! in both states keeps it (same younger count, same fate), any other
//! position keeps a token without event (so older kept tokens keep their
//! younger counts); every other event becomes one UNORDERED event per
//! producer with a token on every counter it had a token on in either state
//! - complete at the zero waits, no earlier than any of the events it stands
//!   for. Dropping the older tokens of the longer FIFO changes no kept
//!   token's younger count.
//!
//! On gfx1250 the snapshot also carries the in-flight address translations
//! (xcnt), which name events: the join maps every event of either state to
//! the joined event standing for it (the kept one, or its producer's
//! UNORDERED event, which completes no earlier) and hands the translations
//! to [`super::widen_xcnt::join`], whose module docs give their part of the
//! argument.
//!
//! The legacy model has no such join: retiring an event there frees a place
//! in every queue it sits in, so keeping one event outstanding longer can
//! retire another earlier (docs/paths.md section 7).

use std::collections::BTreeMap;

use super::ordered::NUM_ORDERED;
use super::snapshot::{SnapEvent, Snapshot, NO_EVENT};
use crate::profile::NUM_COUNTERS;

/// Ordered FIFOs in a snapshot of a token-FIFO model, before the unordered
/// lists (`ClassModel::save`'s layout).
const FIFOS: usize = NUM_COUNTERS * NUM_ORDERED;

/// The queues of a token-FIFO snapshot: `FIFOS` FIFOs, then one unordered
/// list per counter, each oldest first; then the words after them (gfx1250's
/// translations, `Translations::save`).
fn queues(snap: &Snapshot) -> (Vec<&[u32]>, &[u32]) {
    let mut out = Vec::with_capacity(FIFOS + NUM_COUNTERS);
    let mut at = 0;
    for _ in 0..FIFOS + NUM_COUNTERS {
        let n = snap.queues[at] as usize;
        out.push(&snap.queues[at + 1..at + 1 + n]);
        at += 1 + n;
    }
    (out, &snap.queues[at..])
}

/// A bit per counter (`1 << Counter::index()`).
type CounterMask = u16;
const _: () = assert!(NUM_COUNTERS <= CounterMask::BITS as usize);

/// A kept FIFO position's event: producer, write-after-write key, its index
/// in the first state's events and in the second's.
type Kept = (u32, u8, u32, u32);

/// A state of a token-FIFO model (seed or exact) whose races are a superset
/// of both `a`'s and `b`'s, on every continuation (module docs). Joining a
/// state with itself, or with a state it already covers, gives it back
/// (up to the canonical order this function builds).
pub fn join(a: &Snapshot, b: &Snapshot) -> Snapshot {
    let ((qa, ta), (qb, tb)) = (queues(a), queues(b));
    let mut kept = [vec![false; a.events.len()], vec![false; b.events.len()]];
    // Per FIFO, the kept positions, oldest first: the event standing there
    // or none.
    let mut fifos: Vec<Vec<Option<Kept>>> = Vec::with_capacity(FIFOS);
    for f in 0..FIFOS {
        let (fa, fb) = (qa[f], qb[f]);
        let m = fa.len().min(fb.len());
        let mut fifo = Vec::with_capacity(m);
        for j in (0..m).rev() {
            let (ea, eb) = (fa[fa.len() - 1 - j], fb[fb.len() - 1 - j]);
            let same = (ea != NO_EVENT && eb != NO_EVENT)
                .then(|| (a.events[ea as usize], b.events[eb as usize]))
                .filter(|(x, y)| {
                    x.pending == 1
                        && y.pending == 1
                        && x.producer == y.producer
                        && x.waw_key == y.waw_key
                });
            fifo.push(same.map(|(x, _)| {
                kept[0][ea as usize] = true;
                kept[1][eb as usize] = true;
                (x.producer, x.waw_key, ea, eb)
            }));
        }
        fifos.push(fifo);
    }
    // Every other event: the counters it has a token on, per producer - a
    // bit per counter, so the mask must hold `NUM_COUNTERS` (ten) bits: with
    // eight, `1 << 8` wrapped onto bit 0 and a loadcnt event was also listed
    // on counter 8, where it outlived its last token (issue 25).
    let mut unordered: BTreeMap<(u32, u8), CounterMask> = BTreeMap::new();
    for (snap, q, kept) in [(a, &qa, &kept[0]), (b, &qb, &kept[1])] {
        for (i, list) in q.iter().enumerate() {
            let counter = if i < FIFOS {
                i / NUM_ORDERED
            } else {
                i - FIFOS
            };
            for &ev in list.iter().filter(|&&ev| ev != NO_EVENT) {
                if !kept[ev as usize] {
                    let e = snap.events[ev as usize];
                    *unordered.entry((e.producer, e.waw_key)).or_default() |= 1 << counter;
                }
            }
        }
    }
    let mut out = Snapshot::default();
    // The joined event standing for each event of `a` and of `b`.
    let mut map = [
        vec![NO_EVENT; a.events.len()],
        vec![NO_EVENT; b.events.len()],
    ];
    let keys: Vec<(u32, u8)> = unordered.keys().copied().collect();
    for (m, snap, kept) in [(0, a, &kept[0]), (1, b, &kept[1])] {
        for (i, e) in snap.events.iter().enumerate().filter(|&(i, _)| !kept[i]) {
            if let Ok(at) = keys.binary_search(&(e.producer, e.waw_key)) {
                map[m][i] = at as u32;
            }
        }
    }
    for (&(producer, waw_key), &mask) in &unordered {
        out.events.push(SnapEvent {
            producer,
            pending: mask.count_ones() as u8,
            waw_key,
            queues: 0,
        });
    }
    for fifo in &fifos {
        out.queues.push(fifo.len() as u32);
        for slot in fifo {
            out.queues.push(match slot {
                Some((producer, waw_key, ea, eb)) => {
                    out.events.push(SnapEvent {
                        producer: *producer,
                        pending: 1,
                        waw_key: *waw_key,
                        queues: 0,
                    });
                    let at = out.events.len() as u32 - 1;
                    map[0][*ea as usize] = at;
                    map[1][*eb as usize] = at;
                    at
                }
                None => NO_EVENT,
            });
        }
    }
    for c in 0..NUM_COUNTERS {
        let len_at = out.queues.len();
        out.queues.push(0);
        for (i, &mask) in unordered.values().enumerate() {
            if mask & 1 << c != 0 {
                out.queues.push(i as u32);
            }
        }
        out.queues[len_at] = (out.queues.len() - len_at - 1) as u32;
    }
    if !ta.is_empty() || !tb.is_empty() {
        super::widen_xcnt::join(ta, &map[0], tb, &map[1], &mut out.queues);
    }
    out
}
