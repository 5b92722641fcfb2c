//! Which readings a kernel cannot tell apart (docs/counters.md section 7): the
//! census runs the oracle again under each single-switch alternative of the
//! assumption set, and most alternatives change nothing the closed form reads
//! on a given kernel - a `flat=` reading where the kernel has no FLAT
//! instruction, `xcnt-waits=` on an architecture without xcnt. Skipping those
//! passes gives the same answers (the oracle's race set, so nothing is gone
//! and nothing new) at a fraction of the cost.

use wavebed_model::instr::Kernel;
use wavebed_model::profile::{Counter, MemKind, Profile};
use wavebed_model::reg::RegFile;

use crate::counters::races::waw_exempt_kinds;

/// Whether the closed-form oracle and its race derivation answer the same on
/// every stream of `kernel` under `alt` as under `base`. `stall_bound` is
/// whether an issue stall bound on some wave under `base`
/// (`OracleRunner::stall_bound`): if none did, back-pressure on and off give
/// the same executions.
///
/// Conservative by construction: the profiles must be equal except in the
/// fields this function knows how the oracle reads - the reading switches
/// that act only through `Profile::tokens` (compared for every memory kind
/// the kernel has), back-pressure (through the stall flag) and
/// `xcnt-waits` (read only where the profile has xcnt). A profile that
/// differs in anything else is run.
pub(super) fn same_answers(
    base: &Profile,
    alt: &Profile,
    kernel: &Kernel,
    stall_bound: bool,
) -> bool {
    if !known_switches_only(base, alt) {
        return false;
    }
    if alt.back_pressure != base.back_pressure && stall_bound {
        return false;
    }
    let kinds = mem_kinds(kernel);
    kinds.iter().all(|&k| base.tokens(k) == alt.tokens(k))
}

/// Whether the race derivation (`counters::races::RaceScan`) reads `alt` as
/// it reads `base` on `kernel`, so that a stream with equal answers under
/// both has equal races: the profiles differ only in the known switches, the
/// write-after-write exemption holds for the same pairs of the kernel's
/// memory kinds, and xcnt's drain points (which read the waits and the
/// answers) are computed alike.
pub(super) fn scan_agrees(base: &Profile, alt: &Profile, kernel: &Kernel) -> bool {
    if !known_switches_only(base, alt) {
        return false;
    }
    // Only kinds that write a register meet in a write-after-write check
    // (the scan's writers and consumers of writes are register writers).
    let kinds = register_writing_kinds(kernel);
    kinds.iter().all(|&a| {
        kinds
            .iter()
            .all(|&b| waw_exempt_kinds(base, a, b) == waw_exempt_kinds(alt, a, b))
    })
}

/// The distinct memory kinds of `kernel`'s instructions that write a
/// register the race scan tracks (any but a special register).
fn register_writing_kinds(kernel: &Kernel) -> Vec<MemKind> {
    let mut kinds: Vec<MemKind> = Vec::new();
    for i in &kernel.instrs {
        let Some(kind) = i.mem else { continue };
        let writes = i
            .writes
            .as_slice()
            .iter()
            .any(|r| r.file != RegFile::Special);
        if writes && !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    kinds
}

/// Whether `alt` is `base` with back-pressure switched: a stream on which
/// no issue stall bound under `base` has the same answers under `alt`.
pub(super) fn back_pressure_only(base: &Profile, alt: &Profile) -> bool {
    let mut neutral = alt.clone();
    neutral.back_pressure = base.back_pressure;
    neutral == *base
}

/// Whether `base` and `alt` are equal but for the switches this module knows
/// how the oracle reads; `xcnt-waits` and `xcnt-branch` count only where
/// there is no xcnt.
fn known_switches_only(base: &Profile, alt: &Profile) -> bool {
    let mut neutral = alt.clone();
    neutral.flat = base.flat;
    neutral.smem_wide_tokens = base.smem_wide_tokens;
    neutral.direct_to_lds_lgkm = base.direct_to_lds_lgkm;
    neutral.flat_in_order = base.flat_in_order;
    neutral.back_pressure = base.back_pressure;
    if !base.has_counter(Counter::X) {
        neutral.xcnt_implied_by_waits = base.xcnt_implied_by_waits;
        neutral.xcnt_branch_drain = base.xcnt_branch_drain;
    }
    neutral == *base
}

/// The distinct memory kinds of `kernel`'s instructions.
fn mem_kinds(kernel: &Kernel) -> Vec<MemKind> {
    let mut kinds: Vec<MemKind> = Vec::new();
    for kind in kernel.instrs.iter().filter_map(|i| i.mem) {
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    kinds
}
