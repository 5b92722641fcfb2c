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
//!
//! Those stale visits are avoided where it is cheap: each event remembers the
//! occupancy words of its destinations, and when it retires the slots whose
//! only handle it was (occupied, not crowded: see [`Writers::forget_retired`])
//! lose their bit with a word operation per word. A wait that retires the
//! loads feeding an MFMA then leaves the MFMA's wide AGPR/VGPR ranges with no
//! bit set, so its check is a few word tests instead of a slot walk. Slots the
//! eager step skips (crowded ones, destinations beyond two words) are still
//! dropped lazily.

use std::ops::Range;

use crate::instr::Instr;
use crate::reg::{RegFile, RegRange, NUM_SLOTS, VGPR_SLOTS};

use super::events::{Event, EventRef, EventTable};
use super::{Access, RaceHit};

/// Every VGPR: what an instruction in `s_set_gpr_idx_on` mode may touch.
const ALL_VGPRS: RegRange = RegRange::new(RegFile::Vgpr, 0, VGPR_SLOTS);

/// Words in the occupancy bit set.
pub(super) const WORDS: usize = NUM_SLOTS.div_ceil(64);

// `Writers::summary` holds a bit per word.
const _: () = assert!(WORDS <= 64);

/// The write-after-write key of an export's event (docs/counters.md section
/// 14): its entries in the table are the registers it still reads - its
/// sources and EXEC - not destinations, so a read of them is no race and a
/// write is a write-after-read race (`overwrite`). No load's key is this.
pub const GUARD: u8 = u8::MAX - 1;

/// EXEC: an export reads it when it is granted, after issue (SIInsertWaitcnts:
/// an EXEC write waits for expcnt while an export is pending).
const EXEC: RegRange = RegRange::new(RegFile::Special, crate::reg::special::EXEC_LO, 2);

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
    /// Bit `w` set: `occupied[w]` is not zero. A plain instruction whose
    /// words ([`Touch::filter`]) miss it - most of them: only the words of
    /// loads in flight are set - is checked with one AND.
    summary: u64,
    /// Per event record: the occupancy words its destinations cover.
    owned: Vec<Owned>,
    /// Where this step's hits sit, for merging repeats (taken by a check
    /// while it runs; `None` only then).
    seen: Option<Box<SeenHits>>,
}

/// The first two (word, mask) pairs of an event's destination slots; a mask of
/// 0 is an unused pair. Slots beyond them are left to the lazy path.
#[derive(Clone, Copy, Debug, Default)]
struct Owned {
    /// The handle the entry belongs to (a record reused by an event without
    /// destinations keeps an older entry, which must not be applied).
    ev: EventRef,
    words: [u32; 2],
    masks: [u64; 2],
}

impl Default for Writers {
    fn default() -> Self {
        Writers {
            first: vec![EventRef::default(); NUM_SLOTS].into_boxed_slice(),
            more: (0..NUM_SLOTS).map(|_| Vec::new()).collect(),
            occupied: [0; WORDS],
            crowded: [0; WORDS],
            summary: 0,
            owned: Vec::new(),
            seen: Some(Box::default()),
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
        self.summary = 0;
    }

    /// Registers export event `ev` (key [`GUARD`]) on the registers it still
    /// reads: `instr`'s sources and EXEC.
    pub fn add_guard(&mut self, instr: &Instr, ev: EventRef) {
        // The EXEC entry is added last, so the event remembers its words for
        // the eager drop; the sources' slots are dropped lazily.
        self.add_ranges(instr.reads.as_slice(), ev);
        self.add_ranges(&[EXEC], ev);
    }

    /// Registers event `ev` as a pending writer of every register in `instr`'s
    /// writes (a load's destinations).
    #[inline]
    pub fn add(&mut self, instr: &Instr, ev: EventRef) {
        self.add_ranges(instr.writes.as_slice(), ev);
    }

    #[inline]
    fn add_ranges(&mut self, ranges: &[RegRange], ev: EventRef) {
        let idx = ev.idx as usize;
        if idx >= self.owned.len() {
            self.owned.resize(idx + 1, Owned::default());
        }
        let mut owned = Owned {
            ev,
            ..Owned::default()
        };
        let mut n = 0;
        for r in ranges {
            let range = r.slots();
            for (w, mask) in words(range.clone()) {
                if n < 2 {
                    owned.words[n] = w as u32;
                    owned.masks[n] = mask;
                    n += 1;
                }
            }
            if !self.may_hold(range.clone()) {
                // The common case: no slot of the range holds a handle, so the
                // whole range takes `ev` as its first with word operations.
                self.first[range.clone()].fill(ev);
                for (w, mask) in words(range) {
                    self.occupied[w] |= mask;
                    self.summary |= 1 << w;
                }
                continue;
            }
            for s in range {
                let (w, bit) = (s / 64, 1u64 << (s % 64));
                if self.occupied[w] & bit == 0 {
                    self.first[s] = ev;
                    self.occupied[w] |= bit;
                    self.summary |= 1 << w;
                } else {
                    self.more[s].push(ev);
                    self.crowded[w] |= bit;
                }
            }
        }
        self.owned[idx] = owned;
    }

    /// [`Self::add`] with the occupancy words of `instr`'s writes precomputed
    /// in `dest` (from the same `instr`). When no slot of them holds a handle
    /// (nearly every load: the wait before it retired the last writer of its
    /// destinations), registering is a word test, a fill of `first` per range
    /// and a word operation per word, with no per-range mask work.
    #[inline(always)]
    pub fn add_planned(&mut self, instr: &Instr, dest: &Dest, ev: EventRef) {
        let held = (self.occupied[dest.words[0] as usize] & dest.masks[0])
            | (self.occupied[dest.words[1] as usize] & dest.masks[1]);
        if dest.spill || held != 0 {
            return self.add(instr, ev);
        }
        let idx = ev.idx as usize;
        if idx >= self.owned.len() {
            self.owned.resize(idx + 1, Owned::default());
        }
        for r in instr.writes.as_slice() {
            self.first[r.slots()].fill(ev);
        }
        for k in 0..2 {
            let w = dest.words[k] as usize;
            self.occupied[w] |= dest.masks[k];
            self.summary |= u64::from(dest.masks[k] != 0) << w;
        }
        self.owned[idx] = Owned {
            ev,
            words: dest.words,
            masks: dest.masks,
        };
    }

    /// Drops the handles of events retired since the last call from the slots
    /// where each was the only handle. While an event is outstanding every
    /// slot it writes holds its handle (a handle leaves a slot only once
    /// stale), so an occupied slot of its destinations that is not crowded
    /// holds exactly that handle, now stale: clearing its bit is what the lazy
    /// path would do on the next visit.
    #[inline(always)]
    pub fn forget_retired(&mut self, events: &mut EventTable) {
        if events.has_retired() {
            self.forget_retired_now(events);
        }
    }

    #[inline(never)]
    fn forget_retired_now(&mut self, events: &mut EventTable) {
        let (owned, occupied, crowded) = (&self.owned, &mut self.occupied, &self.crowded);
        let summary = &mut self.summary;
        events.take_retired(|ev| {
            // Events without destinations (legacy) have no entry of their own.
            if let Some(o) = owned.get(ev.idx as usize).filter(|o| o.ev == ev) {
                for k in 0..2 {
                    let w = o.words[k] as usize;
                    occupied[w] &= !(o.masks[k] & !crowded[w]);
                    *summary &= !(u64::from(occupied[w] == 0) << w);
                }
            }
        });
    }

    /// Checks `instr` (instruction `id` at stream position `pos`) against every
    /// pending writer of the registers it reads (read-after-write) and writes
    /// (write-after-write), appending one hit per (producer, access).
    /// `waw_key` is the exemption key of the event `instr` itself issues (0 if
    /// none): a pending writer with the same nonzero key is no WAW race.
    #[inline(always)]
    pub fn check(
        &mut self,
        events: &mut EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        waw_key: u8,
        hits: &mut Vec<RaceHit>,
    ) {
        self.forget_retired(events);
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

    /// [`Self::check`] with the instruction's register words precomputed in
    /// `touch` (from the same `instr`): the common no-pending-writer case is
    /// then at most four word tests, whatever the width of its ranges.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn check_touching(
        &mut self,
        events: &mut EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        touch: &Touch,
        waw_key: u8,
        hits: &mut Vec<RaceHit>,
    ) {
        if touch.spread {
            return self.check_spread(events, pos, id, instr, waw_key, hits);
        }
        self.forget_retired(events);
        if !events.any_live() {
            return;
        }
        let mut touched = 0;
        for k in 0..TOUCH_WORDS {
            touched |= self.occupied[touch.words[k] as usize] & touch.masks[k];
        }
        if touched != 0 {
            self.check_slots(events, pos, id, instr, waw_key, hits);
        }
    }

    /// [`Self::check_touching`] for an instruction that neither issues nor
    /// retires anything, stepped when no event retired since the last
    /// [`Self::forget_retired`] (the planned step forgets after every other
    /// step): the check alone, at most four word tests in the common case.
    /// Were some retired handle left, the lazy path would still drop it.
    #[inline(always)]
    pub fn check_plain(
        &mut self,
        events: &mut EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        touch: &Touch,
        hits: &mut Vec<RaceHit>,
    ) {
        if self.summary & touch.filter == 0 {
            return;
        }
        if touch.spread {
            return self.check_spread(events, pos, id, instr, 0, hits);
        }
        if !events.any_live() {
            return;
        }
        let mut touched = 0;
        for k in 0..TOUCH_WORDS {
            touched |= self.occupied[touch.words[k] as usize] & touch.masks[k];
        }
        if touched != 0 {
            self.check_slots(events, pos, id, instr, 0, hits);
        }
    }

    /// [`Self::check`] for the rare instruction whose [`Touch`] is spread.
    #[cold]
    #[inline(never)]
    fn check_spread(
        &mut self,
        events: &mut EventTable,
        pos: u64,
        id: u32,
        instr: &Instr,
        waw_key: u8,
        hits: &mut Vec<RaceHit>,
    ) {
        self.check(events, pos, id, instr, waw_key, hits);
    }

    /// Clears occupancy bit `bit` of word `w`, and the word's summary bit
    /// once it is empty.
    #[inline]
    fn drop_bit(&mut self, w: usize, bit: u64) {
        self.occupied[w] &= !bit;
        self.summary &= !(u64::from(self.occupied[w] == 0) << w);
    }

    /// Whether any slot in `range` (never empty) may hold a pending writer.
    #[inline(always)]
    fn may_hold(&self, range: Range<usize>) -> bool {
        let (w, lo, n) = (range.start / 64, range.start % 64, range.len());
        if lo + n <= 64 {
            // The common case: the range lies in one word of the bit set.
            self.occupied[w] & ((u64::MAX >> (64 - n)) << lo) != 0
        } else if n <= 64 {
            // A wide range (an MFMA's AGPR block) across a word boundary: two
            // words; `w + 1` exists since the range ends past word `w`.
            let hi = lo + n - 64;
            (self.occupied[w] & (u64::MAX << lo)) | (self.occupied[w + 1] & (u64::MAX >> (64 - hi)))
                != 0
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
        // A device function's entry events stand for what the caller left in
        // flight: they are producers only (docs/paths.md section 10).
        if crate::contract::is_entry_event(instr) {
            return;
        }
        let start = hits.len();
        let mut seen = self.seen.take().unwrap_or_default();
        seen.next_step();
        let mut scan = Scan {
            events,
            pos,
            id,
            start,
            hits,
            seen: &mut seen,
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
                            self.drop_bit(w, bit);
                        }
                    }
                }
            }
        }
        self.seen = Some(seen);
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
        let emptied = !first_live && more.is_empty();
        if !first_live && !more.is_empty() {
            // Lists are a handful of handles: shifting them is cheap.
            self.first[s] = more.remove(0);
        }
        if more.is_empty() {
            self.crowded[w] &= !bit;
        }
        if emptied {
            self.drop_bit(w, bit);
        }
    }
}

/// Occupancy words a [`Touch`] holds.
const TOUCH_WORDS: usize = 4;

/// The occupancy words (and masks within them) of every register an
/// instruction reads or writes, computed once per instruction of a kernel so
/// that a check does not recompute slot ranges and masks on every execution.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)] // `filter` first, with the bytes after it: 48 bytes in all
pub struct Touch {
    /// Bit `w` set: some register lies in occupancy word `w` (every bit
    /// when `spread`); tested against [`Writers::summary`] first.
    filter: u64,
    /// Unused entries have mask 0.
    words: [u8; TOUCH_WORDS],
    /// More words than fit, or an indexed-mode instruction: use [`Writers::check`].
    spread: bool,
    masks: [u64; TOUCH_WORDS],
}

impl Touch {
    pub fn new(instr: &Instr) -> Touch {
        let ranges = instr.reads.as_slice().iter().chain(instr.writes.as_slice());
        Touch::of(instr.indexed, ranges)
    }

    /// The touch of `ranges`; every VGPR may be touched when `indexed`.
    pub(super) fn of<'a>(indexed: bool, ranges: impl Iterator<Item = &'a RegRange>) -> Touch {
        let mut t = Touch {
            spread: indexed,
            ..Touch::default()
        };
        if indexed {
            t.filter = u64::MAX;
        }
        let mut n = 0;
        for r in ranges {
            for (w, mask) in words(r.slots()) {
                t.filter |= 1 << w;
                match t.words[..n].iter().position(|&x| x as usize == w) {
                    Some(k) => t.masks[k] |= mask,
                    None if n < TOUCH_WORDS => {
                        t.words[n] = w as u8;
                        t.masks[n] = mask;
                        n += 1;
                    }
                    None => t.spread = true,
                }
            }
        }
        t
    }

    /// Bit `w` set: some of its registers lie in word `w` (every bit when
    /// spread by `s_set_gpr_idx_on` mode).
    #[inline]
    pub(super) fn filter(&self) -> u64 {
        self.filter
    }

    /// Sets its registers' bits in `bits` (one bit per slot), unless it is
    /// spread: then returns false and the caller sets them from the ranges.
    #[inline]
    pub(super) fn set_in(&self, bits: &mut [u64; WORDS]) -> bool {
        if self.spread {
            return false;
        }
        for k in 0..TOUCH_WORDS {
            bits[self.words[k] as usize] |= self.masks[k];
        }
        true
    }
}

/// The occupancy words (and masks within them) of the registers an
/// instruction writes, computed once per instruction of a kernel for
/// [`Writers::add_planned`]: the first two words, as an event remembers them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dest {
    /// Unused entries have mask 0.
    words: [u32; 2],
    masks: [u64; 2],
    /// More than two words: [`Writers::add_planned`] takes the general path.
    spill: bool,
}

impl Dest {
    pub fn new(instr: &Instr) -> Dest {
        let mut d = Dest::default();
        let mut n = 0;
        for r in instr.writes.as_slice() {
            for (w, mask) in words(r.slots()) {
                match d.words[..n].iter().position(|&x| x as usize == w) {
                    Some(k) => d.masks[k] |= mask,
                    None if n < 2 => {
                        d.words[n] = w as u32;
                        d.masks[n] = mask;
                        n += 1;
                    }
                    None => d.spill = true,
                }
            }
        }
        d
    }
}

/// The words of the occupancy bit set `range` covers, each with the mask of
/// its bits in `range`.
pub(super) fn words(range: Range<usize>) -> impl Iterator<Item = (usize, u64)> {
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
    seen: &'a mut SeenHits,
}

impl Scan<'_> {
    /// Checks one live pending writer `e` of `slot` against the access.
    #[inline]
    fn writer(&mut self, e: &Event, slot: usize, access: Access, key: u8) {
        if e.waw_key == GUARD {
            // An export's source: reading it is fine, writing it is not.
            if access == Access::Write {
                self.hit(e.producer, e.pos, slot as u16, Access::Overwrite);
            }
            return;
        }
        if access == Access::Write && key != 0 && e.waw_key == key {
            return;
        }
        self.hit(e.producer, e.pos, slot as u16, access);
    }

    /// Records a hit, merging it with an earlier one of the same producer
    /// instruction and access in this step (keeping the lowest register).
    fn hit(&mut self, producer: u32, producer_pos: u64, slot: u16, access: Access) {
        let earlier = match self.seen.find(producer, access) {
            Seen::At(i) => Some(&mut self.hits[i]),
            Seen::Absent => None,
            Seen::Unknown => self.hits[self.start..]
                .iter_mut()
                .find(|h| h.producer == producer && h.access == access),
        };
        if let Some(h) = earlier {
            h.slot = h.slot.min(slot);
            return;
        }
        self.seen.insert(producer, access, self.hits.len());
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

/// Entries of [`SeenHits`]: more than the distinct producers of nearly every
/// step, so that a lookup rarely falls back to the scan.
const SEEN_ENTRIES: usize = 512;

/// The hits of the current step by (producer, access), direct-mapped by
/// producer and never evicted, so that merging a repeated hit costs one probe
/// rather than a scan of the step's hits: a consumer reading registers of
/// many producers used to pay a scan per register, quadratic in its hits
/// (the largest cost of an execution of the `counters_exact` fuzz target).
/// An entry belongs to the step whose stamp it holds; older ones are free.
#[derive(Debug)]
struct SeenHits {
    step: u32,
    entries: [SeenEntry; SEEN_ENTRIES],
}

#[derive(Clone, Copy, Debug)]
struct SeenEntry {
    step: u32,
    producer: u32,
    access: Access,
    /// Index of the hit in the step's `hits`.
    at: u32,
}

/// What [`SeenHits::find`] knows about a (producer, access).
enum Seen {
    /// The step's hit for it sits at this index of `hits`.
    At(usize),
    /// The step has no hit for it.
    Absent,
    /// Its entry holds another key: scan the step's hits.
    Unknown,
}

impl Default for SeenEntry {
    fn default() -> Self {
        SeenEntry {
            step: 0,
            producer: 0,
            access: Access::Read,
            at: 0,
        }
    }
}

impl Default for SeenHits {
    fn default() -> Self {
        SeenHits {
            step: 1,
            entries: [SeenEntry::default(); SEEN_ENTRIES],
        }
    }
}

impl SeenHits {
    /// Starts a step: every entry becomes free.
    fn next_step(&mut self) {
        self.step = self.step.wrapping_add(1);
        if self.step == 0 {
            // Stamps wrapped: entries of 2^32 steps ago would look current.
            *self = SeenHits::default();
        }
    }

    fn slot(producer: u32, access: Access) -> usize {
        (producer as usize * 2 + access as usize) % SEEN_ENTRIES
    }

    fn find(&self, producer: u32, access: Access) -> Seen {
        let e = &self.entries[Self::slot(producer, access)];
        if e.step != self.step {
            // A key is only ever entered at its own slot and never evicted,
            // so a free slot means the step has no hit for it.
            Seen::Absent
        } else if e.producer == producer && e.access == access {
            Seen::At(e.at as usize)
        } else {
            Seen::Unknown
        }
    }

    /// Enters a new hit at index `at`, if its slot is free (and `at` fits).
    fn insert(&mut self, producer: u32, access: Access, at: usize) {
        let e = &mut self.entries[Self::slot(producer, access)];
        if let (true, Ok(at)) = (e.step != self.step, u32::try_from(at)) {
            *e = SeenEntry {
                step: self.step,
                producer,
                access,
                at,
            };
        }
    }
}
