//! gfx1250's xcnt in the oracles: when each memory instruction's address
//! translation is known drained, and so until when its address and data
//! source registers may not be overwritten (docs/counters.md section 9; the
//! model side is `wavebed_model::counter::Group` and its module).
//!
//! A translation is known drained at the first point where, in every legal
//! execution, either its xcnt token has completed or its whole memory event
//! has (a load that completed has translated; stores are left to xcnt). The xcnt part is
//! section 4's closed form on one counter without issue stalls: VMEM
//! translations are one ordered stream (`s_wait_xcnt N` completes those with
//! more than N younger VMEM translations), SMEM ones are unordered (only a
//! zero wait completes them), and the issue of an instruction of the other
//! group than the last translating one completes every older translation -
//! the hardware's implicit `s_wait_xcnt 0` (LLVM PRs #145688, #160812). The
//! event part is the oracle's own answer, so the enumerator and the closed
//! form each bring their event lifetimes and share this pass.

use wavebed_model::counter::Group;
use wavebed_model::instr::Instr;
use wavebed_model::profile::{Counter, Profile};

use super::{blocking_fields, Lifetimes, NEVER};

/// Per stream position: the first position whose checks find that
/// position's translation drained ([`NEVER`] if none, or if it does not
/// translate). Empty when the profile has no xcnt.
pub fn drained(profile: &Profile, stream: &[&Instr], lifetimes: &Lifetimes, out: &mut Vec<u32>) {
    out.clear();
    if !profile.has_counter(Counter::X) {
        return;
    }
    out.resize(stream.len(), NEVER);
    // VMEM translations in issue order (positions), a watermark of drained
    // ones, and the SMEM translations not yet drained.
    let mut vmem: Vec<u32> = Vec::new();
    let mut vmem_done = 0usize;
    let mut smem: Vec<u32> = Vec::new();
    let mut last: Option<Group> = None;
    for (q, instr) in stream.iter().enumerate() {
        let q32 = q as u32;
        let group = instr.mem.and_then(Group::of);
        let mut drain = group.is_some() && last.is_some() && last != group;
        match blocking_fields(profile, instr)[Counter::X.index()] {
            Some(0) => drain = true,
            Some(n) => {
                let to = vmem.len().saturating_sub(usize::from(n));
                for &e in &vmem[vmem_done.min(to)..to] {
                    out[e as usize] = out[e as usize].min(q32);
                }
                vmem_done = vmem_done.max(to);
            }
            None => {}
        }
        if drain {
            for &e in &vmem[vmem_done..] {
                out[e as usize] = out[e as usize].min(q32);
            }
            vmem_done = vmem.len();
            for e in smem.drain(..) {
                out[e as usize] = out[e as usize].min(q32);
            }
        }
        match group {
            Some(Group::Vmem) => vmem.push(q32),
            Some(Group::Smem) => smem.push(q32),
            None => {}
        }
        if group.is_some() {
            last = group;
        }
    }
    // A completed load has translated: the earlier of the two answers. (A
    // store's completion is not used, as the models track no event for it.)
    for (q, instr) in stream.iter().enumerate() {
        if instr.mem.and_then(Group::of).is_some() && !instr.writes.is_empty() {
            out[q] = out[q].min(lifetimes.done_at(q).unwrap_or(NEVER));
        }
    }
}
