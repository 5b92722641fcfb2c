//! The race set an oracle's answers imply (docs/counters.md section 4 item 4).
//!
//! Every earlier memory event that writes register r is a pending writer of r
//! until it is known complete; a newer write does not hide an older writer,
//! which may still land. Read-after-write: an instruction reads r while a
//! writer may be outstanding. Write-after-write: it writes r while a writer may
//! be outstanding, except when both are single-token loads of the same ordered
//! class on the same counter (the newer lands later). Checks use the answers at
//! the instruction's own check point, i.e. after its issue stall.
//!
//! In `s_set_gpr_idx_on` mode (`Instr::indexed`) VGPR operands are relative to
//! an index the trace does not know, so a VGPR operand may be any VGPR
//! (docs/counters.md section 8): each list with a VGPR operand checks them all.

use std::ops::Range;

use wavebed_model::counter::Access;
use wavebed_model::counter::Group;
use wavebed_model::instr::Instr;
use wavebed_model::profile::{MemKind, Profile, WaitGen};
use wavebed_model::reg::{special, RegFile, RegList, RegRange, NUM_SLOTS, VGPR_SLOTS};

use super::{xcnt, Lifetimes};

/// Every VGPR: what an indexed VGPR operand may be.
const ALL_VGPRS: RegRange = RegRange::new(RegFile::Vgpr, 0, VGPR_SLOTS);

/// What every check of a scan reads: the profile, the stream and the
/// answers, built once per scan and passed by one reference.
type Scan<'a> = (&'a Profile, &'a [&'a Instr], &'a Lifetimes);

/// EXEC, which an export reads when it is granted, after issue.
const EXEC: RegRange = RegRange::new(RegFile::Special, special::EXEC_LO, 2);

/// One race: a pending producer event and the consumer that touched one of
/// its destination registers. Positions are stream positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Race {
    pub consumer: u32,
    pub producer: u32,
    pub access: Access,
    /// Lowest overlapping register, as a dense slot (`reg::slot_reg`).
    pub slot: u16,
}

/// Whether the write-after-write check of `consumer` against pending writer
/// `producer` is exempt: both single-token loads of one ordered class on one
/// counter and of one VMEM type (`MemKind::vmem_type`), so the newer one
/// lands last.
pub fn waw_exempt(profile: &Profile, producer: &Instr, consumer: &Instr) -> bool {
    let (Some(a), Some(b)) = (producer.mem, consumer.mem) else {
        return false;
    };
    waw_exempt_kinds(profile, a, b)
}

/// [`waw_exempt`] for a producer of memory kind `producer` and a consumer
/// of kind `consumer`: all the exemption reads of the two instructions.
pub fn waw_exempt_kinds(profile: &Profile, producer: MemKind, consumer: MemKind) -> bool {
    // gfx12 loads may write their registers out of order (LLVM #105549).
    if profile.wait_gen == WaitGen::Gfx12 {
        return false;
    }
    let (ta, tb) = (profile.tokens(producer), profile.tokens(consumer));
    ta.len() == 1
        && tb.len() == 1
        && ta == tb
        && ta.as_slice()[0].class.is_ordered()
        && producer.vmem_type() == consumer.vmem_type()
}

/// The races of `stream` under `lifetimes`: one per (producer, consumer,
/// access), naming the lowest overlapping register, sorted by consumer.
pub fn races(profile: &Profile, stream: &[&Instr], lifetimes: &Lifetimes) -> Vec<Race> {
    races_on_path(profile, stream, None, lifetimes)
}

/// [`races`] of a stream whose instruction indices (`Kernel::instrs`) are
/// `ids`, if known: they tell which way each conditional branch went, which
/// `--assume xcnt-branch=taken` reads (`xcnt::drained`).
pub fn races_on_path(
    profile: &Profile,
    stream: &[&Instr],
    ids: Option<&[u32]>,
    lifetimes: &Lifetimes,
) -> Vec<Race> {
    RaceScan::default()
        .scan(profile, stream, ids, lifetimes)
        .to_vec()
}

/// The race scan with its buffers kept between streams, so a caller that
/// scans many streams (the comparator, hence every fuzz execution) allocates
/// nothing once the buffers have grown.
#[derive(Default)]
pub struct RaceScan {
    /// Pending writers per register slot (dense slots); only the slots listed
    /// in `touched` are non-empty, so clearing them is cheap.
    writers: Vec<Vec<u32>>,
    touched: Vec<u16>,
    /// The current consumer's races, as [`RaceScan::each_consumer`] hands
    /// them on.
    pending: Vec<Race>,
    /// [`RaceScan::scan`]'s answer.
    found: Vec<Race>,
    /// gfx1250: per register slot, the translating instructions (positions)
    /// that read it; only the slots in `touched_sources` are non-empty.
    sources: Vec<Vec<u32>>,
    touched_sources: Vec<u16>,
    /// Per position: where its translation is known drained (`xcnt::drained`).
    drained: Vec<u32>,
    /// Per register slot, the exports (positions) that still read it - their
    /// sources and EXEC - until their expcnt event completes; only the slots
    /// in `touched_guards` are non-empty (docs/counters.md section 14).
    guards: Vec<Vec<u32>>,
    touched_guards: Vec<u16>,
    /// The outstanding writers' footprint, for a filtered scan.
    live: LiveWriters,
}

impl RaceScan {
    /// The races of `stream` (instruction indices `ids`, if known) under
    /// `lifetimes`, as [`races_on_path`] returns them; valid until the next
    /// scan.
    pub fn scan(
        &mut self,
        profile: &Profile,
        stream: &[&Instr],
        ids: Option<&[u32]>,
        lifetimes: &Lifetimes,
    ) -> &[Race] {
        let mut found = std::mem::take(&mut self.found);
        found.clear();
        self.each_consumer(profile, stream, ids, lifetimes, |_, pending| {
            // One per (producer, access) with its lowest slot, in (producer,
            // access) order - the order of `Race`'s fields, so `found` stays
            // sorted.
            pending.sort_unstable();
            pending.dedup_by(|a, b| (a.producer, a.access) == (b.producer, b.access));
            found.append(pending);
            true
        });
        self.found = found;
        &self.found
    }

    /// Scans `stream` under `lifetimes`, handing `visit` each position and
    /// its races as found: unsorted, one per (producer, access, register), so
    /// a producer repeats once per register it shares with the consumer.
    /// Stops, returning false, when `visit` returns false; true when every
    /// position was visited. Deciding on pair sets alone (the fuzz
    /// properties) needs no sorting, which was a fifth of an execution.
    /// `ids`: as for [`Self::scan`].
    pub fn each_consumer(
        &mut self,
        profile: &Profile,
        stream: &[&Instr],
        ids: Option<&[u32]>,
        lifetimes: &Lifetimes,
        visit: impl FnMut(u32, &mut Vec<Race>) -> bool,
    ) -> bool {
        self.consume(profile, stream, None, ids, lifetimes, visit)
    }

    /// [`Self::each_consumer`] given each position's [`Footprint`]
    /// (`footprints[p]` is `stream[p]`'s): a consumer whose footprint meets
    /// no outstanding writer's is not checked against the writers, which is
    /// most consumers. The races are the same.
    pub fn each_consumer_filtered(
        &mut self,
        profile: &Profile,
        stream: &[&Instr],
        footprints: &[&Footprint],
        ids: Option<&[u32]>,
        lifetimes: &Lifetimes,
        visit: impl FnMut(u32, &mut Vec<Race>) -> bool,
    ) -> bool {
        self.consume(profile, stream, Some(footprints), ids, lifetimes, visit)
    }

    #[inline(always)]
    fn consume(
        &mut self,
        profile: &Profile,
        stream: &[&Instr],
        footprints: Option<&[&Footprint]>,
        ids: Option<&[u32]>,
        lifetimes: &Lifetimes,
        mut visit: impl FnMut(u32, &mut Vec<Race>) -> bool,
    ) -> bool {
        self.reset();
        if footprints.is_some() {
            self.live.reset(stream.len());
        }
        xcnt::drained(profile, stream, ids, lifetimes, &mut self.drained);
        let scan = &(profile, stream, lifetimes);
        for (p, instr) in stream.iter().enumerate() {
            // A device function's entry events are the caller's, never a
            // consumer (docs/paths.md section 10). They are memory events:
            // the mnemonic is compared only for those.
            let entry = instr.mem.is_some() && wavebed_model::contract::is_entry_event(instr);
            let walk = match footprints {
                Some(f) => {
                    if self.live.due[p] != NONE {
                        self.live.complete(stream, p);
                    }
                    f[p].meets(&self.live.bits)
                }
                None => true,
            };
            if !entry && walk {
                let indexed = instr.indexed;
                self.check_list(scan, p, Access::Read, &instr.reads, indexed);
                self.check_list(scan, p, Access::Write, &instr.writes, indexed);
            }
            if !self.drained.is_empty() {
                self.check_sources(stream, p);
            }
            if !self.touched_guards.is_empty() && !entry {
                self.check_guards(lifetimes, instr, p);
            }
            let go_on = visit(p as u32, &mut self.pending);
            self.pending.clear();
            if !go_on {
                return false;
            }
            let Some(kind) = instr.mem else { continue };
            if kind.guards_sources() {
                self.add_guard(instr, p as u32);
            }
            self.add_writer(instr, p as u32);
            if footprints.is_some() {
                self.live.add(instr, p as u32, lifetimes.as_slice()[p]);
            }
            if !self.drained.is_empty() && Group::of(kind).is_some() {
                self.add_sources(instr, p as u32);
            }
        }
        true
    }

    /// Empties the writer lists a previous scan filled.
    fn reset(&mut self) {
        if self.writers.is_empty() {
            self.writers = vec![Vec::new(); NUM_SLOTS];
        }
        for &slot in &self.touched {
            self.writers[slot as usize].clear();
        }
        self.touched.clear();
        if self.sources.is_empty() {
            self.sources = vec![Vec::new(); NUM_SLOTS];
        }
        for &slot in &self.touched_sources {
            self.sources[slot as usize].clear();
        }
        self.touched_sources.clear();
        if self.guards.is_empty() {
            self.guards = vec![Vec::new(); NUM_SLOTS];
        }
        for &slot in &self.touched_guards {
            self.guards[slot as usize].clear();
        }
        self.touched_guards.clear();
    }

    /// Checks the writes of position `p` against the exports that may still
    /// read them (write-after-read, `overwrite`): an export reads its VGPRs
    /// and EXEC until expcnt retires it (docs/counters.md section 14).
    fn check_guards(&mut self, lifetimes: &Lifetimes, instr: &Instr, p: usize) {
        for range in written_ranges(instr) {
            for slot in range.slots() {
                let readers = &mut self.guards[slot];
                readers.retain(|&e| lifetimes.may_be_outstanding(e as usize, p));
                for &e in readers.iter() {
                    self.pending.push(Race {
                        consumer: p as u32,
                        producer: e,
                        access: Access::Overwrite,
                        slot: slot as u16,
                    });
                }
            }
        }
    }

    /// Records export `p` as a reader of its sources and EXEC.
    fn add_guard(&mut self, instr: &Instr, p: u32) {
        for range in instr.reads.as_slice().iter().chain([&EXEC]) {
            for slot in range.slots() {
                if self.guards[slot].is_empty() {
                    self.touched_guards.push(slot as u16);
                }
                self.guards[slot].push(p);
            }
        }
    }

    /// Checks an `access` of the registers `regs` at position `p` against
    /// their pending writers. Special registers have none (`add_writer`
    /// skips them). In indexed mode a list with a VGPR operand checks every
    /// VGPR once, after its other ranges, instead of its VGPR ranges.
    #[inline(always)]
    fn check_list(
        &mut self,
        scan: &Scan<'_>,
        p: usize,
        access: Access,
        regs: &RegList,
        indexed: bool,
    ) {
        let ranges = regs.as_slice();
        let any_vgpr = indexed && ranges.iter().any(|r| r.file == RegFile::Vgpr);
        for r in ranges {
            if r.file == RegFile::Special || any_vgpr && r.file == RegFile::Vgpr {
                continue;
            }
            self.check_range(scan, p, access, r.slots());
        }
        if any_vgpr {
            self.check_range(scan, p, access, ALL_VGPRS.slots());
        }
    }

    /// Checks an `access` of the register slots `slots` against their
    /// pending writers. Most slots have none (93 % of the slot visits of the
    /// census of sample68): the walk looks for the next slot with a writer
    /// in one slice, without a bounds check per slot.
    #[inline(always)]
    fn check_range(&mut self, scan: &Scan<'_>, p: usize, access: Access, slots: Range<usize>) {
        let mut slot = slots.start;
        while let Some(k) = self.writers[slot..slots.end]
            .iter()
            .position(|w| !w.is_empty())
        {
            slot += k;
            self.check(scan, p, access, slot);
            slot += 1;
        }
    }

    /// Checks an `access` of register `slot` at position `p` against the
    /// slot's writers that may still be outstanding there.
    fn check(&mut self, scan: &Scan<'_>, p: usize, access: Access, slot: usize) {
        let &(profile, stream, lifetimes) = scan;
        let writers = &mut self.writers[slot];
        // The common visit: one writer, complete by now (the wait before
        // the consumer retired it).
        if let [e] = writers[..] {
            if !lifetimes.may_be_outstanding(e as usize, p) {
                writers.clear();
                return;
            }
        }
        writers.retain(|&e| lifetimes.may_be_outstanding(e as usize, p));
        for &e in writers.iter() {
            if access == Access::Write && waw_exempt(profile, stream[e as usize], stream[p]) {
                continue;
            }
            self.pending.push(Race {
                consumer: p as u32,
                producer: e,
                access,
                slot: slot as u16,
            });
        }
    }

    /// gfx1250: checks the writes of position `p` against the translations
    /// that may still be reading them (write-after-read, `overwrite`). A VMEM
    /// destination over an older VMEM source is exempt: it is written after
    /// the instruction's own translation, and VMEM translations drain in order.
    fn check_sources(&mut self, stream: &[&Instr], p: usize) {
        let instr = stream[p];
        let vmem = instr.mem.and_then(Group::of) == Some(Group::Vmem);
        // Special registers too: a replay re-reads EXEC and M0.
        for range in written_ranges(instr) {
            for slot in range.slots() {
                let readers = &mut self.sources[slot];
                let drained = &self.drained;
                readers.retain(|&e| (p as u32) < drained[e as usize]);
                for &e in readers.iter() {
                    let both_vmem =
                        vmem && stream[e as usize].mem.and_then(Group::of) == Some(Group::Vmem);
                    if !both_vmem {
                        self.pending.push(Race {
                            consumer: p as u32,
                            producer: e,
                            access: Access::Overwrite,
                            slot: slot as u16,
                        });
                    }
                }
            }
        }
    }

    /// Records translating instruction `p` as a reader of its sources.
    fn add_sources(&mut self, instr: &Instr, p: u32) {
        // EXEC for a vector memory instruction with register operands (a
        // cache control such as `global_inv` has none and reads no lanes).
        let vmem = instr.mem.and_then(Group::of) == Some(Group::Vmem) && !instr.reads.is_empty();
        let exec = vmem.then_some(&Group::VMEM_IMPLICIT);
        for range in instr.reads.as_slice().iter().chain(exec) {
            for slot in range.slots() {
                if self.sources[slot].is_empty() {
                    self.touched_sources.push(slot as u16);
                }
                self.sources[slot].push(p);
            }
        }
    }

    /// Records event `p` as a pending writer of its destinations.
    fn add_writer(&mut self, instr: &Instr, p: u32) {
        for range in instr.writes.as_slice() {
            if range.file == RegFile::Special {
                continue;
            }
            let slots = range.slots();
            for (slot, writers) in slots.clone().zip(&mut self.writers[slots]) {
                if writers.is_empty() {
                    self.touched.push(slot as u16);
                }
                writers.push(p);
            }
        }
    }
}

/// Whether `consumer` races with the memory event `producer` issued before
/// it, given that the event may still be outstanding at the consumer's
/// checks: the checks [`RaceScan::each_consumer`] makes
/// of one consumer against one pending writer and one pending export, for a
/// pair alone. It lets a caller that knows which events' answers changed
/// (the census's alternative readings) recheck only those events' pairs.
/// Translations (gfx1250's xcnt, `check_sources`) are not covered: their
/// drain points depend on every answer of the stream, not on one event's.
pub fn pair_races(profile: &Profile, producer: &Instr, consumer: &Instr) -> bool {
    let Some(kind) = producer.mem else {
        return false;
    };
    if consumer.mem.is_some() && wavebed_model::contract::is_entry_event(consumer) {
        return false;
    }
    // `add_writer`'s slots: the event's writes but special registers.
    let written = |r: &RegRange| {
        producer
            .writes
            .as_slice()
            .iter()
            .any(|w| w.file != RegFile::Special && meet(w.slots(), r.slots()))
    };
    // `check_list`'s slots of one list of the consumer.
    let touches = |regs: &RegList| {
        let ranges = regs.as_slice();
        let any_vgpr = consumer.indexed && ranges.iter().any(|r| r.file == RegFile::Vgpr);
        ranges
            .iter()
            .filter(|r| r.file != RegFile::Special && !(any_vgpr && r.file == RegFile::Vgpr))
            .chain(any_vgpr.then_some(&ALL_VGPRS))
            .any(written)
    };
    if touches(&consumer.reads) {
        return true;
    }
    if touches(&consumer.writes) && !waw_exempt(profile, producer, consumer) {
        return true;
    }
    // `add_guard`'s and `check_guards`' slots.
    kind.guards_sources()
        && written_ranges(consumer).any(|w| {
            producer
                .reads
                .as_slice()
                .iter()
                .chain([&EXEC])
                .any(|g| meet(g.slots(), w.slots()))
        })
}

/// A filter in front of the race checks: every register slot an
/// instruction reads or writes (an indexed VGPR operand: every VGPR; an
/// export: EXEC too), folded into 704 bits - VGPRs modulo 256, every other
/// slot on a bit of its own. Two instructions whose footprints do not meet
/// share no register, so they cannot race; most pairs a reading rechecks
/// ([`pair_races`]) and most consumers a filtered scan meets
/// ([`RaceScan::each_consumer_filtered`]) are of that kind, and the test is
/// a few instructions where a check is hundreds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Footprint {
    bits: [u64; FOOTPRINT_WORDS],
    /// Which words of `bits` are non-zero, one bit each: the words a test
    /// reads.
    words: u16,
}

const FOOTPRINT_WORDS: usize = 11;

/// The bit of `slot` in a [`Footprint`].
#[inline]
fn fold(slot: usize) -> usize {
    if slot < VGPR_SLOTS as usize {
        slot % 256
    } else {
        slot - VGPR_SLOTS as usize + 256
    }
}

impl Footprint {
    pub fn of(instr: &Instr) -> Footprint {
        let mut bits = [0u64; FOOTPRINT_WORDS];
        let all_vgprs = instr.indexed.then_some(&ALL_VGPRS);
        let export = instr.mem.is_some_and(MemKind::guards_sources);
        let ranges = instr
            .reads
            .as_slice()
            .iter()
            .chain(instr.writes.as_slice())
            .chain(all_vgprs)
            .chain(export.then_some(&EXEC));
        for r in ranges {
            for slot in r.slots() {
                let bit = fold(slot);
                bits[bit / 64] |= 1 << (bit % 64);
            }
        }
        let words = (0..FOOTPRINT_WORDS)
            .filter(|&i| bits[i] != 0)
            .fold(0u16, |m, i| m | 1 << i);
        Footprint { bits, words }
    }

    /// Whether this footprint meets the folded bits `bits` (another
    /// footprint's, or the live writers').
    #[inline]
    pub fn meets(&self, bits: &[u64; FOOTPRINT_WORDS]) -> bool {
        let mut words = self.words;
        while words != 0 {
            let i = words.trailing_zeros() as usize;
            if self.bits[i] & bits[i] != 0 {
                return true;
            }
            words &= words - 1;
        }
        false
    }

    /// Whether two footprints meet.
    #[inline]
    pub fn meets_footprint(&self, other: &Footprint) -> bool {
        self.meets(&other.bits)
    }
}

/// No writer: the end of a [`LiveWriters`] list.
const NONE: u32 = u32::MAX;

/// The folded footprint ([`Footprint`]) of the writers outstanding at a
/// filtered scan's position ([`RaceScan::each_consumer_filtered`]): a
/// consumer whose footprint does not meet it has no writer to race with, so
/// its register lists are not walked. Exact per folded bit, not lazy as the
/// writer lists are: a writer counts from its issue until the position its
/// answer names, where it is listed as due.
#[derive(Default)]
struct LiveWriters {
    bits: [u64; FOOTPRINT_WORDS],
    /// Per folded bit: the outstanding writers of slots folded on it.
    counts: Vec<u32>,
    /// Per position: the first writer whose answer is that position
    /// ([`NONE`] if none); per writer position: the next with the same answer.
    due: Vec<u32>,
    next: Vec<u32>,
}

impl LiveWriters {
    fn reset(&mut self, len: usize) {
        self.bits = [0; FOOTPRINT_WORDS];
        self.counts.clear();
        self.counts.resize(FOOTPRINT_WORDS * 64, 0);
        self.due.clear();
        self.due.resize(len, NONE);
        self.next.clear();
        self.next.resize(len, NONE);
    }

    /// Counts event `p` (`instr`) as outstanding until `done`, its answer.
    fn add(&mut self, instr: &Instr, p: u32, done: u32) {
        for range in instr.writes.as_slice() {
            if range.file == RegFile::Special {
                continue;
            }
            for slot in range.slots() {
                let bit = fold(slot);
                self.counts[bit] += 1;
                self.bits[bit / 64] |= 1 << (bit % 64);
            }
        }
        // An answer past the stream (or never) keeps it outstanding.
        if let Some(head) = self.due.get_mut(done as usize) {
            self.next[p as usize] = *head;
            *head = p;
        }
    }

    /// Stops counting the writers whose answer is position `p`.
    fn complete(&mut self, stream: &[&Instr], p: usize) {
        let mut e = self.due[p];
        while e != NONE {
            for range in stream[e as usize].writes.as_slice() {
                if range.file == RegFile::Special {
                    continue;
                }
                for slot in range.slots() {
                    let bit = fold(slot);
                    self.counts[bit] -= 1;
                    if self.counts[bit] == 0 {
                        self.bits[bit / 64] &= !(1 << (bit % 64));
                    }
                }
            }
            e = self.next[e as usize];
        }
    }
}

/// Whether two slot ranges share a slot.
#[inline]
fn meet(a: Range<usize>, b: Range<usize>) -> bool {
    a.start.max(b.start) < a.end.min(b.end)
}

/// The registers `instr` may write: its write ranges, except that an indexed
/// instruction's VGPR writes may land on any VGPR (the index is a run-time
/// value), so they are every VGPR.
fn written_ranges(instr: &Instr) -> impl Iterator<Item = RegRange> + '_ {
    let indexed = instr.indexed
        && instr
            .writes
            .as_slice()
            .iter()
            .any(|r| r.file == RegFile::Vgpr);
    instr
        .writes
        .as_slice()
        .iter()
        .copied()
        .filter(move |r| !(indexed && r.file == RegFile::Vgpr))
        .chain(indexed.then(|| RegRange::new(RegFile::Vgpr, 0, VGPR_SLOTS)))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use wavebed_model::prng::SplitMix64;
    use wavebed_model::profile::Counter;

    use super::*;
    use crate::choices::Choices;
    use crate::counters::gen::{GenConfig, GenProgram, ARCHS, GFX12_ARCHS};
    use crate::counters::NEVER;

    /// A program generated from `seed` for `profile`, with every `every`th
    /// instruction from `first` on switched to indexed mode, which the
    /// generator does not draw.
    fn indexed_program(seed: u64, profile: &Profile, first: usize, every: usize) -> GenProgram {
        let mut r = SplitMix64::new(seed);
        let bytes: Vec<u8> = (0..4096).map(|_| r.next_u64() as u8).collect();
        let mut g = GenProgram::generate(&mut Choices::new(&bytes), profile, &GenConfig::default())
            .unwrap();
        for instr in g.instrs.iter_mut().skip(first).step_by(every) {
            instr.indexed = true;
        }
        g
    }

    /// With no event ever complete every pair after an event is checked, so
    /// the scan's (producer, consumer) pairs must be exactly those
    /// `pair_races` accepts, and every such pair's footprints must meet.
    /// Some instructions are switched to indexed mode, which the generator
    /// does not draw.
    #[test]
    fn pair_races_accepts_the_pairs_the_scan_finds() {
        let archs: Vec<_> = ARCHS
            .into_iter()
            .chain(GFX12_ARCHS)
            .filter(|a| !a.profile().has_counter(Counter::X))
            .collect();
        let mut racing = 0;
        for i in 0..200u64 {
            let profile = archs[i as usize % archs.len()].profile();
            let g = indexed_program(9100 + i, &profile, i as usize % 7, 7);
            let stream = g.stream();
            let never = Lifetimes::new(vec![NEVER; stream.len()]);
            let scanned: BTreeSet<(usize, usize)> = races(&profile, &stream, &never)
                .iter()
                .map(|r| (r.producer as usize, r.consumer as usize))
                .collect();
            let n = stream.len();
            let paired: BTreeSet<(usize, usize)> = (0..n)
                .flat_map(|c| (0..c).map(move |e| (e, c)))
                .filter(|&(e, c)| pair_races(&profile, stream[e], stream[c]))
                .collect();
            assert_eq!(scanned, paired, "program {i} on {:?}", profile.arch);
            for &(e, c) in &paired {
                let (a, b) = (Footprint::of(stream[e]), Footprint::of(stream[c]));
                assert!(a.meets_footprint(&b) && b.meets_footprint(&a));
            }
            racing += paired.len();
        }
        assert!(racing > 0);
    }

    /// A scan filtered by footprints finds, position by position, the races
    /// the plain scan finds, under the closed form's answers (writers that
    /// complete, some before their stream ends) and under none.
    #[test]
    fn a_filtered_scan_finds_the_plain_scans_races() {
        let archs: Vec<_> = ARCHS.into_iter().chain(GFX12_ARCHS).collect();
        let mut racing = 0;
        let (mut plain, mut filtered) = (RaceScan::default(), RaceScan::default());
        for i in 0..200u64 {
            let profile = archs[i as usize % archs.len()].profile();
            let g = indexed_program(9400 + i, &profile, i as usize % 5, 5);
            let stream = g.stream();
            let prints: Vec<Footprint> = stream.iter().map(|i| Footprint::of(i)).collect();
            let prints: Vec<&Footprint> = prints.iter().collect();
            let closed = crate::counters::closed::lifetimes(&profile, &stream);
            let never = Lifetimes::new(vec![NEVER; stream.len()]);
            for lifetimes in [&closed, &never] {
                let mut want = Vec::new();
                plain.each_consumer(&profile, &stream, None, lifetimes, |p, races| {
                    races.sort_unstable();
                    want.push((p, races.clone()));
                    true
                });
                let mut got = Vec::new();
                filtered.each_consumer_filtered(
                    &profile,
                    &stream,
                    &prints,
                    None,
                    lifetimes,
                    |p, races| {
                        races.sort_unstable();
                        got.push((p, races.clone()));
                        true
                    },
                );
                assert_eq!(got, want, "program {i} on {:?}", profile.arch);
                racing += want.iter().map(|(_, r)| r.len()).sum::<usize>();
            }
        }
        assert!(racing > 0);
    }
}
