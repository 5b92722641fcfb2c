//! Deliberately broken variants, injected from the test side, that show the
//! fuzzers and campaigns catch real bugs:
//!
//! * a broken exact model, the continuous-fuzzing stage's self-test
//!   (`scripts/ci-fuzz.sh --expect-crash counters_exact --features
//!   broken-exact` builds the `counters_exact` target on
//!   [`counters_exact_broken`]);
//! * the planted swizzle-fusion bug in the offsets lowering
//!   ([`planted_swizzle_fusion`]), which the `wavebed diff offsets` campaign
//!   and the `offsets` target must report as `wrong_address`
//!   (`scripts/bench-time-to-bug.sh` times both);
//! * the planted over-peel ([`planted_over_peel`]): `--rule peel` with the
//!   high boundary of docs/offsets.md section 6's theorem one bit too low,
//!   which `wavebed diff offsets --rule peel`'s campaign and the
//!   `offsets_peel` target must report as `wrong_address`.

use std::collections::BTreeSet;

use wavebed_model::chain::{self, peel, Lowered, Module, Space, Split, Swizzle};
use wavebed_model::counter::{Access, ModelKind};
use wavebed_model::instr::Instr;
use wavebed_model::profile::{Counter, Profile};
use wavebed_oracle::counters::asm::Text;
use wavebed_oracle::counters::cause::Cause;
use wavebed_oracle::counters::closed;
use wavebed_oracle::counters::compare::{Comparison, Disagreement, Verdict};
use wavebed_oracle::counters::gen::{GenConfig, GenProgram};
use wavebed_oracle::counters::races::races;

use crate::counters::{generated, verdict, with_comparator};

/// `counters_exact` against the broken exact model: the exact model sees
/// every partial wait one tighter than the program says (`N` -> `N - 1`, as
/// if its wait loop popped while a FIFO held `>= N` instead of `> N`), so it
/// retires one token too many and misses races; the oracle sees the program
/// as it is.
pub fn counters_exact_broken(data: &[u8]) -> Result<(), String> {
    let Some(program) = generated(&GenConfig::default(), data, Text::Render) else {
        return Ok(());
    };
    verdict(ModelKind::Exact, &program, &broken_exact(&program))
}

/// The comparison of the broken exact model with the closed-form oracle.
fn broken_exact(program: &GenProgram) -> Comparison {
    let broken = off_by_one_waits(&program.profile, &program.instrs);
    let model: BTreeSet<(u32, u32)> = with_comparator(ModelKind::Exact, |c| {
        c.model_races(&program.profile, &broken.iter().collect::<Vec<_>>())
            .iter()
            .map(|p| (p.producer, p.consumer))
            .collect()
    });
    let stream = program.stream();
    let lifetimes = closed::lifetimes(&program.profile, &stream);
    let oracle: BTreeSet<(u32, u32)> = races(&program.profile, &stream, &lifetimes)
        .into_iter()
        .map(|r| (r.producer, r.consumer))
        .collect();
    let disagreements: Vec<Disagreement> = oracle
        .difference(&model)
        .map(|p| (p, Verdict::MissedRace))
        .chain(
            model
                .difference(&oracle)
                .map(|p| (p, Verdict::FalsePositive)),
        )
        .map(|(&(producer, consumer), verdict)| Disagreement {
            verdict,
            producer,
            consumer,
            slot: 0,
            access: Access::Read,
            cause: Cause::Other,
        })
        .collect();
    let verdict = disagreements
        .iter()
        .map(|d| d.verdict)
        .max()
        .unwrap_or(Verdict::Agree);
    Comparison {
        verdict,
        disagreements,
        oracle_races: oracle.len(),
        model_races: model.len(),
    }
}

/// `instrs` with every partial wait field one lower.
fn off_by_one_waits(profile: &Profile, instrs: &[Instr]) -> Vec<Instr> {
    let mut out = instrs.to_vec();
    for i in &mut out {
        if let Some(w) = &mut i.wait {
            for c in Counter::ALL {
                if let Some(n) = w.field(c) {
                    if n > 0 && n < profile.capacity(c) {
                        w.fields[c.index()] = n - 1;
                    }
                }
            }
        }
    }
    out
}

/// The planted swizzle-fusion bug: a swizzled access's static tail is folded
/// into the immediate (added after the XOR) instead of being consumed by the
/// swizzle, so its address is wrong whenever the swizzle moves the tail's
/// bits. A drop-in for [`chain::lower`] wherever the oracle takes a
/// [`wavebed_oracle::offsets::Lowering`].
pub fn planted_swizzle_fusion(m: &Module) -> Lowered {
    chain::lower_with(m, fold_past_swizzle)
}

/// The folding rule as if no access were swizzled.
fn fold_past_swizzle(space: Space, _: Option<Swizzle>, tail: i64) -> bool {
    chain::lower::tail_folds(space, None, tail)
}

/// `offsets` against the planted bug: the target built with the fuzz crate's
/// `planted-swizzle-fusion` feature.
pub fn offsets_planted(data: &[u8]) -> Result<(), String> {
    crate::offsets::new_rule(data, planted_swizzle_fusion)
}

/// The planted over-peel: the peeling lowering with the high part taken as
/// a multiple of `2^(B+S+M-1)` instead of `2^(B+S+M)` - one bit too much,
/// the top bit the swizzle reads moved outside the XOR. A drop-in for
/// [`chain::lower_peel`] wherever the oracle takes a
/// [`wavebed_oracle::offsets::Lowering`].
pub fn planted_over_peel(m: &Module) -> Lowered {
    chain::lower_peel_with(m, over_peel)
}

/// [`peel::split`] with the high boundary one bit low.
fn over_peel(s: Swizzle, align_log2: u32, tail: i64) -> Split {
    peel::split_at(peel::read_top(s) - 1, peel::low_bits(s, align_log2), tail)
}

/// `offsets_peel` against the planted over-peel: the target built with the
/// fuzz crate's `planted-over-peel` feature.
pub fn offsets_peel_planted(data: &[u8]) -> Result<(), String> {
    crate::offsets::peel_rule(data, planted_over_peel)
}
