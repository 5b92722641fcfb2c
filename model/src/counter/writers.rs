//! The pending-writer table and the race checks (docs/counters.md section 4 item 4).
//!
//! Per register slot (`reg::NUM_SLOTS` of them, one flat array) a small list of
//! handles to the outstanding events that write the register. Completed events
//! are dropped lazily, the next time their slot is checked; since an event's
//! registration is itself preceded by a check of the same slots, a list never
//! holds more than the slot's live writers plus the ones issued since.
//!
//! A bit per slot says whether its list may be non-empty, so checking an
//! instruction whose registers have no pending writer - most instructions -
//! costs a few word operations per register range, not a walk over its slots.
//!
//! A list's oldest handle lives inline in a flat array and only the rest in a
//! per-slot `Vec`: nearly every list holds one handle (the last load of the
//! register), and on aiter's MFMA streams 99% of the slots a check visits hold
//! only a stale one, so the common visit is one array load and a generation
//! compare rather than a walk through a `Vec` (measured: 100 M slot visits per
//! 247 M instructions replayed, 99.3 M of them stale).

use std::ops::Range;

use crate::instr::Instr;
use crate::reg::{RegFile, RegRange, NUM_SLOTS, VGPR_SLOTS};

use super::events::{Event, EventRef, EventTable};
use super::{Access, RaceHit};

/// Every VGPR: what an instruction in `s_set_gpr_idx_on` mode may touch.
const ALL_VGPRS: RegRange = RegRange::new(RegFile::Vgpr, 0, VGPR_SLOTS);

/// Words in the occupancy bit set.
const WORDS: usize = NUM_SLOTS.div_ceil(64);

#[derive(Debug)]
pub struct Writers {
    /// Per slot: its oldest handle (meaningful while its `occupied` bit is set).
    first: Box<[EventRef]>,
    /// Per slot: the handles after `first`, in issue order (non-empty only
    /// while its `crowded` bit is set).
    more: Box<[Vec<EventRef>]>,
    /// Bit `s` set: slot `s` may hold handles (live or stale) - `first[s]`.
    occupied: [u64; WORDS],
    /// Bit `s` set: `more[s]` may be non-empty (implies `occupied`).
    crowded: [u64; WORDS],
}

impl Default for Writers {
    fn default() -> Self {
        Writers {
            first: vec![EventRef::default(); NUM_SLOTS].into_boxed_slice(),
            more: (0..NUM_SLOTS).map(|_| Vec::new()).collect(),
            occupied: [0; WORDS],
            crowded: [0; WORDS],
        }
    }
}

impl Writers {
    pub fn clear(&mut self) {
        for (w, word) in self.crowded.iter_mut().enumerate() {
            while *word != 0 {
                self.more[w * 64 + word.trailing_zeros() as usize].clear();
                *word &= *word - 1;
            }
        }
        self.occupied = [0; WORDS];
    }

    /// Registers event `ev` as a pending writer of every register in `instr`'s
    /// writes (a load's destinations).
    #[inline]
    pub fn add(&mut self, instr: &Instr, ev: EventRef) {
        for r in instr.writes.as_slice() {
            let range = r.slots();
            if !self.may_hold(range.clone()) {
                // The common case: no slot of the range holds a handle, so the
                // whole range takes `ev` as its first with word operations.
                self.first[range.clone()].fill(ev);
                for (w, mask) in words(range) {
                    self.occupied[w] |= mask;
                }
                continue;
            }
            for s in range {
                let (w, bit) = (s / 64, 1u64 << (s % 64));
                if self.occupied[w] & bit == 0 {
                    self.first[s] = ev;
                    self.occupied[w] |= bit;
                } else {
                    self.more[s].push(ev);
                    self.crowded[w] |= bit;
                }
            }
        }
    }

    /// Checks `instr` (instruction `id` at stream position `pos`) against every
    /// pending writer of the registers it reads (read-after-write) and writes
    /// (write-after-write), appending one hit per (producer, access).
    /// `waw_key` is the exemption key of the event `instr` itself issues (0 if
    /// none): a pending writer with the same nonzero key is no WAW race.
    #[inline(always)]
    pub fn check(
        &mut self,
        events: &EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        waw_key: u8,
        hits: &mut Vec<RaceHit>,
    ) {
        if !events.any_live() {
            return;
        }
        // Branch-free test first: most instructions touch no pending register.
        let mut touched = instr.indexed;
        for r in instr.reads.as_slice() {
            touched |= self.may_hold(r.slots());
        }
        for r in instr.writes.as_slice() {
            touched |= self.may_hold(r.slots());
        }
        if touched {
            self.check_slots(events, pos, id, instr, waw_key, hits);
        }
    }

    /// Whether any slot in `range` (never empty) may hold a pending writer.
    #[inline(always)]
    fn may_hold(&self, range: Range<usize>) -> bool {
        let (w, lo, n) = (range.start / 64, range.start % 64, range.len());
        if lo + n <= 64 {
            // The common case: the range lies in one word of the bit set.
            self.occupied[w] & ((u64::MAX >> (64 - n)) << lo) != 0
        } else {
            self.may_hold_wide(range)
        }
    }

    #[cold]
    #[inline(never)]
    fn may_hold_wide(&self, range: Range<usize>) -> bool {
        words(range).any(|(w, mask)| self.occupied[w] & mask != 0)
    }

    /// The full check, once some register of `instr` may have a pending writer.
    #[inline(never)]
    fn check_slots(
        &mut self,
        events: &EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        waw_key: u8,
        hits: &mut Vec<RaceHit>,
    ) {
        let start = hits.len();
        let mut scan = Scan {
            events,
            pos,
            id,
            start,
            hits,
        };
        for (access, list, key) in [
            (Access::Read, &instr.reads, 0),
            (Access::Write, &instr.writes, waw_key),
        ] {
            let mut all_vgprs_done = false;
            for r in list.as_slice() {
                let range = if instr.indexed && r.file == RegFile::Vgpr {
                    // VGPR operands are relative to the gpr_idx index: any VGPR.
                    if all_vgprs_done {
                        continue;
                    }
                    all_vgprs_done = true;
                    ALL_VGPRS.slots()
                } else {
                    r.slots()
                };
                for (w, mask) in words(range) {
                    let mut bits = self.occupied[w] & mask;
                    while bits != 0 {
                        let s = w * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let bit = 1u64 << (s % 64);
                        if self.crowded[w] & bit != 0 {
                            self.check_crowded(&mut scan, s, access, key);
                        } else if let Some(e) = events.get(self.first[s]) {
                            scan.writer(e, s, access, key);
                        } else {
                            self.occupied[w] &= !bit;
                        }
                    }
                }
            }
        }
    }

    /// Checks slot `s` holding more than one handle: every live one in issue
    /// order, dropping the completed ones (and the slot's bits once empty).
    #[cold]
    fn check_crowded(&mut self, scan: &mut Scan<'_>, s: usize, access: Access, key: u8) {
        let events = scan.events;
        let (w, bit) = (s / 64, 1u64 << (s % 64));
        let first_live = match events.get(self.first[s]) {
            Some(e) => {
                scan.writer(e, s, access, key);
                true
            }
            None => false,
        };
        let more = &mut self.more[s];
        more.retain(|&h| match events.get(h) {
            Some(e) => {
                scan.writer(e, s, access, key);
                true
            }
            None => false,
        });
        if !first_live {
            if more.is_empty() {
                self.occupied[w] &= !bit;
            } else {
                // Lists are a handful of handles: shifting them is cheap.
                self.first[s] = more.remove(0);
            }
        }
        if more.is_empty() {
            self.crowded[w] &= !bit;
        }
    }
}

/// The words of the occupancy bit set `range` covers, each with the mask of
/// its bits in `range`.
fn words(range: Range<usize>) -> impl Iterator<Item = (usize, u64)> {
    let (first, end) = (range.start, range.end);
    (first / 64..end.div_ceil(64)).map(move |w| {
        let lo = first.max(w * 64) - w * 64;
        let hi = end.min(w * 64 + 64) - w * 64;
        (w, (u64::MAX >> (64 - hi)) & (u64::MAX << lo))
    })
}

/// One instruction's check in progress.
struct Scan<'a> {
    events: &'a EventTable,
    pos: u64,
    id: u32,
    /// First hit of this instruction in `hits`.
    start: usize,
    hits: &'a mut Vec<RaceHit>,
}

impl Scan<'_> {
    /// Checks one live pending writer `e` of `slot` against the access.
    #[inline]
    fn writer(&mut self, e: &Event, slot: usize, access: Access, key: u8) {
        if access == Access::Write && key != 0 && e.waw_key == key {
            return;
        }
        self.hit(e.producer, e.pos, slot as u16, access);
    }

    /// Records a hit, merging it with an earlier one of the same producer
    /// instruction and access in this step (keeping the lowest register).
    fn hit(&mut self, producer: u32, producer_pos: u64, slot: u16, access: Access) {
        if let Some(h) = self.hits[self.start..]
            .iter_mut()
            .find(|h| h.producer == producer && h.access == access)
        {
            h.slot = h.slot.min(slot);
            return;
        }
        self.hits.push(RaceHit {
            producer,
            producer_pos,
            consumer: self.id,
            consumer_pos: self.pos,
            slot,
            access,
        });
    }
}
