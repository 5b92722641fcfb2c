//! The race set an oracle's answers imply (counters.md section 4 item 4).
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
//! (counters.md section 8): each list with a VGPR operand checks them all.

use std::collections::BTreeMap;

use wavebed_model::counter::Access;
use wavebed_model::instr::Instr;
use wavebed_model::profile::Profile;
use wavebed_model::reg::{RegFile, RegRange, NUM_SLOTS, VGPR_SLOTS};

use super::Lifetimes;

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
/// counter, so the newer one lands last.
pub fn waw_exempt(profile: &Profile, producer: &Instr, consumer: &Instr) -> bool {
    let (Some(a), Some(b)) = (producer.mem, consumer.mem) else {
        return false;
    };
    let (ta, tb) = (profile.tokens(a), profile.tokens(b));
    ta.len() == 1 && tb.len() == 1 && ta == tb && ta.as_slice()[0].class.is_ordered()
}

/// The races of `stream` under `lifetimes`: one per (producer, consumer,
/// access), naming the lowest overlapping register, sorted by consumer.
pub fn races(profile: &Profile, stream: &[&Instr], lifetimes: &Lifetimes) -> Vec<Race> {
    let mut writers: Vec<Vec<u32>> = vec![Vec::new(); NUM_SLOTS];
    let mut found: BTreeMap<(u32, u32, Access), u16> = BTreeMap::new();
    for (p, instr) in stream.iter().enumerate() {
        let checks = [(Access::Read, &instr.reads), (Access::Write, &instr.writes)];
        for (access, regs) in checks {
            let any_vgpr = RegRange::new(RegFile::Vgpr, 0, VGPR_SLOTS);
            let indexed = instr.indexed && regs.as_slice().iter().any(|r| r.file == RegFile::Vgpr);
            let ranges = regs
                .as_slice()
                .iter()
                .filter(|r| r.file != RegFile::Special);
            let ranges = ranges.filter(|r| !(indexed && r.file == RegFile::Vgpr));
            for range in ranges.chain(indexed.then_some(&any_vgpr)) {
                for slot in range.slots() {
                    writers[slot].retain(|&e| lifetimes.may_be_outstanding(e as usize, p));
                    for &e in &writers[slot] {
                        if access == Access::Write && waw_exempt(profile, stream[e as usize], instr)
                        {
                            continue;
                        }
                        found
                            .entry((p as u32, e, access))
                            .and_modify(|s| *s = (*s).min(slot as u16))
                            .or_insert(slot as u16);
                    }
                }
            }
        }
        if instr.mem.is_some() {
            for range in instr
                .writes
                .as_slice()
                .iter()
                .filter(|r| r.file != RegFile::Special)
            {
                for slot in range.slots() {
                    writers[slot].push(p as u32);
                }
            }
        }
    }
    found
        .into_iter()
        .map(|((consumer, producer, access), slot)| Race {
            consumer,
            producer,
            access,
            slot,
        })
        .collect()
}
