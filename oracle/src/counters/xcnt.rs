//! gfx1250's xcnt in the oracles: when each memory instruction's address
//! translation is known drained, and so until when its address and data
//! source registers (EXEC and M0 included) may not be overwritten
//! (docs/counters.md sections 9 and 10; the model side is
//! `wavebed_model::counter::Group` and its module).
//!
//! A translation is known drained at the first point where, in every legal
//! execution, one of the written rules completes it:
//!
//! * its xcnt token: section 4's closed form on one counter without issue
//!   stalls - VMEM translations are one ordered stream (`s_wait_xcnt N`
//!   completes those with more than N younger VMEM translations), SMEM ones
//!   are unordered (only a zero wait completes them), and the issue of an
//!   instruction of the other group than the last translating one completes
//!   every older translation, the hardware's implicit `s_wait_xcnt 0` (LLVM
//!   PRs #145688, #160812). Under `--assume xcnt-waits=implied` every wait
//!   field N on another counter is also an `s_wait_xcnt N` (AMDGPUUsage);
//! * its own memory event (a load that returned, a store acknowledged);
//! * for VMEM, the event of any younger VMEM instruction: VMEM translations
//!   complete in issue order (PRs #145566, #164357), so a suffix minimum over
//!   the VMEM positions;
//! * under `--assume xcnt-branch=taken`, a PC change: an `s_branch` or an
//!   `s_setpc_b64`, and an `s_cbranch_*` the stream goes on from at its
//!   target (LLVM PRs #198823, #219206). Which way a conditional branch went
//!   is known only from the stream's instruction indices; without them, or
//!   for a branch to the next instruction, it drains nothing (sound).
//!
//! The lazy execution - every token and translation completes only when a
//! rule forces it - holds every answer at once, so the earliest of these
//! per-rule points is exact. The event part is the oracle's own answer, so
//! the enumerator and the closed form each bring their event lifetimes and
//! share this pass.

use wavebed_model::counter::Group;
use wavebed_model::instr::{Flow, Instr};
use wavebed_model::profile::{Counter, Profile};

use super::{blocking_fields, Lifetimes, NEVER};

/// Per stream position: the first position whose checks find that
/// position's translation drained ([`NEVER`] if none, or if it does not
/// translate). Empty when the profile has no xcnt. `ids`, if known, are the
/// stream's instruction indices (`Kernel::instrs`), which tell a taken
/// conditional branch from a fall-through.
pub fn drained(
    profile: &Profile,
    stream: &[&Instr],
    ids: Option<&[u32]>,
    lifetimes: &Lifetimes,
    out: &mut Vec<u32>,
) {
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
    let mut left_by_branch = false;
    for (q, instr) in stream.iter().enumerate() {
        let q32 = q as u32;
        let group = instr.mem.and_then(Group::of);
        // A PC change drains after the branch's own checks.
        let mut drain = group.is_some() && last.is_some() && last != group || left_by_branch;
        left_by_branch = profile.xcnt_branch_drain && changes_pc(instr, q, ids);
        let fields = blocking_fields(profile, instr);
        let mut x = fields[Counter::X.index()];
        if profile.xcnt_implied_by_waits {
            let cap = profile.capacity(Counter::X);
            for (c, n) in Counter::ALL.into_iter().zip(fields) {
                if let Some(n) = n.filter(|&n| c != Counter::X && n < cap) {
                    x = Some(x.map_or(n, |m| m.min(n)));
                }
            }
        }
        match x {
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
    // A completed memory instruction has translated, and a completed VMEM
    // one every older VMEM translation too: the earliest completion of the
    // instruction or of any younger VMEM one, walking back.
    let mut younger = NEVER;
    for (q, instr) in stream.iter().enumerate().rev() {
        let Some(group) = instr.mem.and_then(Group::of) else {
            continue;
        };
        let own = lifetimes.done_at(q).unwrap_or(NEVER);
        if group == Group::Vmem {
            younger = younger.min(own);
            out[q] = out[q].min(younger);
        } else {
            out[q] = out[q].min(own);
        }
    }
}

/// Whether the wave leaves `instr`, at stream position `q`, by a PC change:
/// an `s_branch` or `s_setpc_b64` always; an `s_cbranch_*` when `ids` show
/// the stream going on at its target, which is not the next instruction.
fn changes_pc(instr: &Instr, q: usize, ids: Option<&[u32]>) -> bool {
    match instr.flow {
        Flow::Branch | Flow::SetPc => true,
        Flow::CondBranch => ids.is_some_and(|ids| {
            let (Some(&here), Some(&next)) = (ids.get(q), ids.get(q + 1)) else {
                return false;
            };
            instr.target == Some(next) && next != here.wrapping_add(1)
        }),
        _ => false,
    }
}
