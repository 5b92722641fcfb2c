//! The pending-writer table and the race checks (counters.md section 4 item 4).
//!
//! Per register slot (`reg::NUM_SLOTS` of them, one flat array) a small list of
//! handles to the outstanding events that write the register. Completed events
//! are dropped lazily, the next time their slot is checked; since an event's
//! registration is itself preceded by a check of the same slots, a list never
//! holds more than the slot's live writers plus the ones issued since.

use crate::instr::Instr;
use crate::reg::{RegFile, RegRange, NUM_SLOTS, VGPR_SLOTS};

use super::events::{EventRef, EventTable};
use super::{Access, RaceHit};

/// Every VGPR: what an instruction in `s_set_gpr_idx_on` mode may touch.
const ALL_VGPRS: RegRange = RegRange::new(RegFile::Vgpr, 0, VGPR_SLOTS);

#[derive(Debug)]
pub struct Writers {
    slots: Box<[Vec<EventRef>]>,
}

impl Default for Writers {
    fn default() -> Self {
        Writers {
            slots: (0..NUM_SLOTS).map(|_| Vec::new()).collect(),
        }
    }
}

impl Writers {
    pub fn clear(&mut self) {
        for list in self.slots.iter_mut() {
            list.clear();
        }
    }

    /// Registers event `ev` as a pending writer of every register in `instr`'s
    /// writes (a load's destinations).
    #[inline]
    pub fn add(&mut self, instr: &Instr, ev: EventRef) {
        for r in instr.writes.as_slice() {
            for s in r.slots() {
                self.slots[s].push(ev);
            }
        }
    }

    /// Checks `instr` (instruction `id` at stream position `pos`) against every
    /// pending writer of the registers it reads (read-after-write) and writes
    /// (write-after-write), appending one hit per (producer, access).
    /// `waw_key` is the exemption key of the event `instr` itself issues (0 if
    /// none): a pending writer with the same nonzero key is no WAW race.
    #[inline]
    pub fn check(
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
                for s in range {
                    let writers = &mut self.slots[s];
                    if !writers.is_empty() {
                        scan.slot(writers, s, access, key);
                    }
                }
            }
        }
    }
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
    fn slot(&mut self, writers: &mut Vec<EventRef>, slot: usize, access: Access, key: u8) {
        let events = self.events;
        writers.retain(|w| events.is_live(*w));
        for w in writers.iter() {
            let Some(e) = events.get(*w) else { continue };
            if access == Access::Write && key != 0 && e.waw_key == key {
                continue;
            }
            self.hit(e.producer, e.pos, slot as u16, access);
        }
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
