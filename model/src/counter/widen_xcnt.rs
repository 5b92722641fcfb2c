//! The widening join of gfx1250's in-flight translations (docs/paths.md
//! section 2, "The translations"): the part of [`super::widen::join`] that
//! joins two snapshots' translation words once their events are joined.
//!
//! What must hold. A translation in flight guards its sources: a write of
//! one is an `overwrite` race while it is pending. So the joined state `J`
//! must keep every translation either state `A` or `B` has in flight, and
//! drain it, on every continuation, no earlier than the state that has it.
//! The events are already joined so that each event of `J` completes no
//! earlier than every event of `A` and `B` it stands for (`widen::join`,
//! the token part); `map_a` and `map_b` give the event of `J` standing for
//! each event of `A` and `B`. A translation drains by one of:
//!
//! * an `s_wait_xcnt N` (or an implied one) with at least N VMEM
//!   translations younger than it: `J` keeps the *fewer* younger ones of
//!   `A`'s and `B`'s count, and every later VMEM issue adds one to all three;
//! * a full drain (`s_wait_xcnt 0`, a call) - the same in all three - or the
//!   implicit one when the group switches: `J` names the group of the last
//!   translating instruction only when `A` and `B` agree on it (or one has
//!   nothing in flight); otherwise `J` is *mixed* and its next translating
//!   instruction drains nothing, no earlier than either;
//! * the completion of its own event: `J`'s translation keeps an event only
//!   if the events of `A` and `B` map to the same one (which then completes
//!   no earlier than both), else none (it never completes by itself);
//! * the completion of a *witness*, a VMEM event at least as young as it.
//!   A witness of `J` may drain translation `p` only if, in each of `A` and
//!   `B` that has `p` in flight, it stands for an event whose completion
//!   drains `p` there (`p`'s own event, a witness younger than `p`, or a
//!   younger translation's own event): `J`'s event completes no earlier
//!   than that one, so `p` is drained there by then. `J`'s VMEM order is
//!   `A`'s with `B`'s other translations inserted after their predecessor
//!   in `B`'s order; a witness of `J` drains the longest oldest-first
//!   prefix of it that it may drain, and a translation whose own event may
//!   not drain every older one keeps it as an event only
//!   ([`Kind::VmemAlone`]).
//!
//! Every drain of `J` is thus a drain of both states, so every race either
//! leads to `J` reports too. The join ascends: in-flight sets only grow,
//! younger counts only shrink, events only lose precision, and `J`'s order
//! keeps `A`'s, so a block's widened state grows finitely often.

use std::collections::BTreeMap;

use super::snapshot::NO_EVENT;
use super::translations::{Kind, LastGroup, ENTRY, WITNESS};

/// One VMEM translation of a snapshot, oldest first.
#[derive(Clone, Copy, Debug)]
struct Vmem {
    producer: u32,
    event: u32,
    younger: u32,
    segment: u32,
    /// Its event is a witness of the older ones ([`Kind::Vmem`]).
    witness: bool,
}

/// A snapshot's translation words, parsed.
#[derive(Debug, Default)]
struct Saved {
    last: u32,
    /// (producer, event) per SMEM translation.
    smem: Vec<(u32, u32)>,
    /// VMEM translations, oldest (highest segment) first.
    vmem: Vec<Vmem>,
    /// (event, segment) per witness.
    witnesses: Vec<(u32, u32)>,
}

impl Saved {
    fn parse(words: &[u32]) -> Saved {
        let mut s = Saved {
            last: words.first().copied().unwrap_or(LastGroup::Idle as u32),
            ..Saved::default()
        };
        for t in words.get(2..).unwrap_or(&[]).chunks_exact(ENTRY) {
            match Kind::of(t[2]) {
                Kind::Smem => s.smem.push((t[0], t[1])),
                Kind::Witness => s.witnesses.push((t[1], t[4])),
                kind => s.vmem.push(Vmem {
                    producer: t[0],
                    event: t[1],
                    younger: t[3],
                    segment: t[4],
                    witness: kind == Kind::Vmem,
                }),
            }
        }
        s.vmem
            .sort_unstable_by_key(|v| std::cmp::Reverse(v.segment));
        s
    }

    fn idle(&self) -> bool {
        self.smem.is_empty() && self.vmem.is_empty()
    }

    /// The events whose completion drains VMEM translation `v` here.
    fn drainers(&self, v: &Vmem) -> Vec<u32> {
        let younger_witnesses = self
            .witnesses
            .iter()
            .filter(|w| w.1 < v.segment)
            .map(|w| w.0);
        let younger_own = self
            .vmem
            .iter()
            .filter(|q| q.segment < v.segment && q.witness)
            .map(|q| q.event);
        let mut out: Vec<u32> = std::iter::once(v.event)
            .chain(younger_witnesses)
            .chain(younger_own)
            .filter(|&e| e != NO_EVENT)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// The event of the join standing for event `ev` of a state (`map`).
fn image(map: &[u32], ev: u32) -> u32 {
    map.get(ev as usize).copied().unwrap_or(NO_EVENT)
}

/// One event for a translation both states have: theirs if they map to the
/// same, else none.
fn common(x: u32, y: u32) -> u32 {
    if x == y {
        x
    } else {
        NO_EVENT
    }
}

/// One VMEM translation of the join.
struct Joined {
    producer: u32,
    event: u32,
    younger: u32,
    /// The events of the join whose completion drains it in `A` and in
    /// `B` (`None`: that state has it drained already).
    drainers: [Option<Vec<u32>>; 2],
}

impl Joined {
    fn may_drain(&self, x: u32) -> bool {
        self.drainers
            .iter()
            .all(|d| d.as_ref().is_none_or(|d| d.binary_search(&x).is_ok()))
    }
}

/// Appends to `out` the translation words of a state whose translations
/// drain no earlier than those of both `a` and `b` (module docs); `map_a`
/// and `map_b` give the joined event standing for each of their events.
pub(super) fn join(a: &[u32], map_a: &[u32], b: &[u32], map_b: &[u32], out: &mut Vec<u32>) {
    let (sa, sb) = (Saved::parse(a), Saved::parse(b));
    let last = match (sa.idle(), sb.idle()) {
        (true, true) => LastGroup::Idle as u32,
        (false, true) => sa.last,
        (true, false) => sb.last,
        (false, false) if sa.last == sb.last => sa.last,
        (false, false) => LastGroup::Mixed as u32,
    };
    let mut entries: Vec<[u32; ENTRY]> = Vec::new();
    let mut smem: BTreeMap<u32, u32> = BTreeMap::new();
    for &(p, e) in &sa.smem {
        smem.insert(p, image(map_a, e));
    }
    for &(p, e) in &sb.smem {
        let e = image(map_b, e);
        smem.entry(p)
            .and_modify(|x| *x = common(*x, e))
            .or_insert(e);
    }
    for (&p, &e) in &smem {
        entries.push([p, e, Kind::Smem as u32, 0, 0]);
    }
    let images = |s: &Saved, v: &Vmem, map: &[u32]| {
        let mut d: Vec<u32> = s.drainers(v).iter().map(|&e| image(map, e)).collect();
        d.sort_unstable();
        d.dedup();
        d
    };
    let mut order: Vec<Joined> = sa
        .vmem
        .iter()
        .map(|v| Joined {
            producer: v.producer,
            event: image(map_a, v.event),
            younger: v.younger,
            drainers: [Some(images(&sa, v, map_a)), None],
        })
        .collect();
    let mut cursor = 0;
    for v in &sb.vmem {
        let event = image(map_b, v.event);
        let drainers = images(&sb, v, map_b);
        match order.iter().position(|j| j.producer == v.producer) {
            Some(at) => {
                let j = &mut order[at];
                j.event = common(j.event, event);
                j.younger = j.younger.min(v.younger);
                j.drainers[1] = Some(drainers);
                cursor = at + 1;
            }
            None => {
                let j = Joined {
                    producer: v.producer,
                    event,
                    younger: v.younger,
                    drainers: [None, Some(drainers)],
                };
                order.insert(cursor, j);
                cursor += 1;
            }
        }
    }
    // Each candidate witness drains the longest oldest-first prefix of the
    // order it may drain.
    let mut candidates: Vec<u32> = order
        .iter()
        .flat_map(|j| j.drainers.iter().flatten().flatten().copied())
        .collect();
    candidates.sort_unstable();
    candidates.dedup();
    let k = order.len() as u32;
    // The odd segment of the i-th oldest translation, the even one of the
    // witnesses draining the m oldest.
    let segment = |i: u32| 2 * (k - 1 - i) + 1;
    let prefix = |x: u32| order.iter().take_while(|j| j.may_drain(x)).count() as u32;
    for (i, j) in order.iter().enumerate() {
        let i = i as u32;
        let own = j.event == NO_EVENT || prefix(j.event) > i;
        let kind = if own { Kind::Vmem } else { Kind::VmemAlone };
        entries.push([j.producer, j.event, kind as u32, j.younger, segment(i)]);
    }
    for &x in &candidates {
        let m = prefix(x);
        if m == 0 {
            continue;
        }
        // Said already by the translation whose own event it is.
        let youngest = &order[m as usize - 1];
        if youngest.event == x {
            continue;
        }
        entries.push([WITNESS, x, Kind::Witness as u32, 0, 2 * (k - m)]);
    }
    entries.sort_unstable();
    entries.dedup();
    out.push(last);
    out.push(entries.len() as u32);
    out.extend(entries.iter().flatten());
}
