//! Fuzz properties: one function per cargo-fuzz target, taking the raw input
//! bytes. The targets in `fuzz/fuzz_targets/` only call these and panic on
//! `Err`; `cargo test` replays every file of `corpus/regressions/<target>/`
//! through the same functions (`tests/fuzz_regressions.rs`), so a crash once
//! found stays covered without libFuzzer.
//!
//! `Ok(())` means the input is uninteresting or the property holds; `Err`
//! carries a description of the violation, which the target prints as its
//! panic message. A panic inside a library is a finding too.

use std::cell::RefCell;

use arbitrary::Unstructured;
use wavebed_model::chain;
use wavebed_model::counter::ModelKind;
use wavebed_model::instr::Instr;
use wavebed_model::isa;
use wavebed_model::profile::Arch;

use crate::counters::asm::{listing, Text};
use crate::counters::compare::{self, describe, Agreement, Comparator, Comparison, Verdict};
use crate::counters::gen::{GenConfig, GenProgram, ARCHS};
use crate::counters::OracleKind;
use crate::offsets;

/// `counters_exact`: the exact model agrees with the closed-form oracle on
/// every (producer, consumer) pair of a generated program; any missed race or
/// false positive is a finding.
pub fn counters_exact(data: &[u8]) -> Result<(), String> {
    counters(ModelKind::Exact, &GenConfig::default(), data)
}

/// `counters_seed`: the seed model misses no race the closed-form oracle
/// finds. Its false positives (cross-class capacity) are expected.
pub fn counters_seed(data: &[u8]) -> Result<(), String> {
    counters(ModelKind::Seed, &GenConfig::default(), data)
}

/// `counters_legacy`: the legacy model misses no race - which it does, so
/// this property fails quickly; the bug-finding benchmark times how quickly.
pub fn counters_legacy(data: &[u8]) -> Result<(), String> {
    counters(ModelKind::Legacy, &GenConfig::default(), data)
}

/// The counter property for model `kind` on the program the input generates
/// (architecture first, then [`GenProgram::generate`] with `cfg`: with the
/// default config the same program as `GenProgram`'s `Arbitrary`). The exact
/// model must agree on every pair; the others must miss no race.
pub fn counters(kind: ModelKind, cfg: &GenConfig, data: &[u8]) -> Result<(), String> {
    let Some(program) = generated(cfg, data, Text::Skip) else {
        return Ok(());
    };
    if holds(kind, &program) {
        return Ok(());
    }
    // The same input with text, for the report.
    let program = generated(cfg, data, Text::Render).expect("generated once already");
    check_program(kind, &program)
}

/// The program `data` generates (architecture first), if any.
fn generated(cfg: &GenConfig, data: &[u8], text: Text) -> Option<GenProgram> {
    let mut u = Unstructured::new(data);
    let arch = u.choose(&ARCHS).ok()?;
    GenProgram::generate_with(&mut u, &arch.profile(), cfg, text).ok()
}

/// Whether comparison `c` violates model `kind`'s property: the exact model
/// must agree on every pair, the others must miss no race.
fn violates(kind: ModelKind, c: &Comparison) -> bool {
    match kind {
        ModelKind::Exact => c.verdict != Verdict::Agree,
        ModelKind::Seed | ModelKind::Legacy => c.verdict == Verdict::MissedRace,
    }
}

/// Compares model `kind` with the closed-form oracle on `program`.
pub fn check_program(kind: ModelKind, program: &GenProgram) -> Result<(), String> {
    if holds(kind, program) {
        return Ok(());
    }
    let c = compare_model(kind, program);
    if !violates(kind, &c) {
        return Ok(());
    }
    let lines: Vec<String> = c
        .disagreements
        .iter()
        .filter(|d| kind == ModelKind::Exact || d.verdict == Verdict::MissedRace)
        .map(|d| {
            format!(
                "{} {} producer={} `{}` consumer={} `{}`",
                d.verdict,
                d.cause,
                d.producer,
                program.instrs[d.producer as usize].text,
                d.consumer,
                program.instrs[d.consumer as usize].text
            )
        })
        .collect();
    Err(format!(
        "{kind} model vs closed-form oracle: {}\n{}",
        lines.join("\n"),
        listing(
            program.profile.arch,
            &[describe(&program.profile)],
            &program.instrs
        )
    ))
}

thread_local! {
    /// One comparator per model kind, reused across executions: building a
    /// model allocates its per-register tables, which costs as much as a
    /// 64-instruction comparison.
    static COMPARATORS: RefCell<[Comparator; 3]> = RefCell::new(
        ModelKind::ALL.map(|k| Comparator::new(k, OracleKind::Closed)),
    );
}

/// Runs `f` with the reusable comparator for `kind`.
fn with_comparator<R>(kind: ModelKind, f: impl FnOnce(&mut Comparator) -> R) -> R {
    COMPARATORS.with(|c| {
        let mut c = c.borrow_mut();
        let i = ModelKind::ALL
            .iter()
            .position(|&k| k == kind)
            .expect("every kind");
        f(&mut c[i])
    })
}

/// The property on race pair sets alone: the exact model's pairs equal the
/// closed-form oracle's; the other models' include them. The same sets the
/// comparator compares, without its per-pair bookkeeping and cause labels,
/// which only a failing program needs (a third of the property's time).
#[cfg(not(feature = "broken-exact"))]
fn holds(kind: ModelKind, program: &GenProgram) -> bool {
    let stream = program.stream();
    with_comparator(kind, |c| {
        c.closed_pairs_hold(&program.profile, &stream, kind == ModelKind::Exact)
    })
}

/// With a deliberately broken model every program goes through
/// [`compare_model`].
#[cfg(feature = "broken-exact")]
fn holds(_: ModelKind, _: &GenProgram) -> bool {
    false
}

/// The comparator's verdict, unless the `broken-exact` feature asks for a
/// deliberately broken exact model.
#[cfg(not(feature = "broken-exact"))]
fn compare_model(kind: ModelKind, program: &GenProgram) -> Comparison {
    with_comparator(kind, |c| c.compare(&program.profile, &program.stream()))
}

/// `broken-exact`: the exact model sees every partial wait one tighter than
/// the program says (`N` -> `N - 1`, as if its wait loop popped while a FIFO
/// held `>= N` instead of `> N`), so it retires one token too many and misses
/// races; the oracle sees the program as it is. The CI fuzz stage must catch
/// it (`scripts/ci-fuzz.sh --expect-crash counters_exact --features broken-exact`).
#[cfg(feature = "broken-exact")]
fn compare_model(kind: ModelKind, program: &GenProgram) -> Comparison {
    use std::collections::BTreeSet;
    let stream = program.stream();
    if kind != ModelKind::Exact {
        return with_comparator(kind, |c| c.compare(&program.profile, &stream));
    }
    let broken = off_by_one_waits(&program.profile, &program.instrs);
    let model: BTreeSet<(u32, u32)> = with_comparator(kind, |c| {
        c.model_races(&program.profile, &broken.iter().collect::<Vec<_>>())
            .iter()
            .map(|p| (p.producer, p.consumer))
            .collect()
    });
    let lifetimes = crate::counters::closed::lifetimes(&program.profile, &stream);
    let oracle: BTreeSet<(u32, u32)> =
        crate::counters::races::races(&program.profile, &stream, &lifetimes)
            .into_iter()
            .map(|r| (r.producer, r.consumer))
            .collect();
    let mut disagreements = Vec::new();
    for (&(producer, consumer), verdict) in oracle
        .difference(&model)
        .map(|p| (p, Verdict::MissedRace))
        .chain(
            model
                .difference(&oracle)
                .map(|p| (p, Verdict::FalsePositive)),
        )
    {
        disagreements.push(compare::Disagreement {
            verdict,
            producer,
            consumer,
            slot: 0,
            access: wavebed_model::counter::Access::Read,
            cause: crate::counters::cause::Cause::Other,
        });
    }
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

#[cfg(feature = "broken-exact")]
fn off_by_one_waits(profile: &wavebed_model::profile::Profile, instrs: &[Instr]) -> Vec<Instr> {
    let mut out = instrs.to_vec();
    for i in &mut out {
        if let Some(w) = &mut i.wait {
            for c in wavebed_model::profile::Counter::ALL {
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

/// `oracle_agreement`: the closed-form oracle and the schedule enumerator
/// give every event of a small generated program (at most 24 events, varied
/// capacities and back-pressure) the same lifetime.
pub fn oracle_agreement(data: &[u8]) -> Result<(), String> {
    match compare::oracle_agreement(&mut Unstructured::new(data)) {
        Ok(Agreement::Mismatch {
            listing,
            closed,
            enumerated,
        }) => Err(format!(
            "closed form and enumerator disagree\nclosed:     {closed:?}\nenumerated: {enumerated:?}\n{listing}"
        )),
        _ => Ok(()),
    }
}

/// `fly_mlir`: any text into the Fly MLIR parser never panics; what it
/// accepts prints, re-parses and prints to the same text, and both rule sets
/// rewrite and lower it without panicking (non-termination is an error value).
pub fn fly_mlir(data: &[u8]) -> Result<(), String> {
    let Ok(text) = std::str::from_utf8(data) else {
        return Ok(());
    };
    let Ok(module) = chain::parse(text) else {
        return Ok(());
    };
    let printed = chain::print(&module);
    let again = chain::parse(&printed)
        .map_err(|e| format!("printed module does not parse again: {e}\n{printed}"))?;
    let reprinted = chain::print(&again);
    if reprinted != printed {
        return Err(format!(
            "print -> parse -> print changed the text:\n{printed}\n---\n{reprinted}"
        ));
    }
    for rule in [chain::Rule::Old, chain::Rule::New] {
        if let Ok((rewritten, _)) = chain::rewrite(&module, rule) {
            chain::lower(&rewritten);
        }
    }
    Ok(())
}

/// `offsets_new_rule` (the issue's `offsets` target; `corpus/offsets/` already
/// holds the chain test inputs): a generated chain under the new rule set agrees with the
/// evaluator oracle on every address, ends in canonical shape and terminates
/// (`offsets::fuzz_new_rule`). Built with the `planted-swizzle-fusion`
/// feature it must find the planted bug.
pub fn offsets_new_rule(data: &[u8]) -> Result<(), String> {
    offsets::fuzz_new_rule(&mut Unstructured::new(data)).unwrap_or(Ok(()))
}

/// `asm_parser`: any text into the assembly front end never panics, and
/// every instruction it decodes prints (its normalised `text`) and decodes
/// again to the same instruction: same text, unit, memory kind, wait fields,
/// control flow and register effects. The architecture is the listing's
/// `.amdgcn_target`, else gfx950.
pub fn asm_parser(data: &[u8]) -> Result<(), String> {
    let Ok(src) = std::str::from_utf8(data) else {
        return Ok(());
    };
    let arch = match isa::program::target_arch(src) {
        Ok(a) => a.unwrap_or(Arch::Gfx950),
        Err(_) => return Ok(()),
    };
    let Ok(program) = isa::parse_text(src, "fuzz", Some(arch)) else {
        return Ok(());
    };
    let profile = arch.profile();
    for kernel in &program.kernels {
        for i in &kernel.instrs {
            let again = isa::decode(&i.text, &profile).map_err(|e| {
                format!(
                    "{arch}: `{}` (line {}) does not decode again: {e}",
                    i.text, i.line
                )
            })?;
            if let Some(field) = decoding_difference(i, &again) {
                return Err(format!(
                    "{arch}: `{}` (line {}) decodes differently from its printed text: {field}\n\
                     parsed:     {i:?}\nre-decoded: {again:?}",
                    i.text, i.line
                ));
            }
        }
    }
    Ok(())
}

/// The first field in which a re-decoded instruction differs. Position
/// (`line`, `addr`), the resolved branch `target` and the indexed-mode
/// context belong to the listing, not the instruction text.
fn decoding_difference(a: &Instr, b: &Instr) -> Option<&'static str> {
    let same_regs = a.indexed || (a.reads == b.reads && a.writes == b.writes);
    [
        (a.text == b.text, "text"),
        (a.mnemonic_len == b.mnemonic_len, "mnemonic"),
        (a.unit == b.unit, "unit"),
        (a.mem == b.mem, "memory kind"),
        (a.wait == b.wait, "wait"),
        (a.flow == b.flow, "flow"),
        (same_regs, "registers"),
        (a.generic == b.generic, "generic"),
    ]
    .into_iter()
    .find(|(same, _)| !same)
    .map(|(_, field)| field)
}

#[cfg(all(test, not(feature = "broken-exact")))]
mod tests {
    use super::*;
    use crate::counters::campaign::case_bytes;

    /// The pair-set shortcut decides exactly as the comparator's verdict.
    #[test]
    fn the_shortcut_agrees_with_the_comparator() {
        let mut failing = [0; 3];
        for (k, kind) in ModelKind::ALL.into_iter().enumerate() {
            let mut cmp = Comparator::new(kind, OracleKind::Closed);
            for case in 0..200 {
                let bytes = case_bytes(7, case, 64 + (case as usize % 30) * 64);
                let mut u = Unstructured::new(&bytes);
                let arch = u.choose(&ARCHS).unwrap();
                let Ok(p) = GenProgram::generate(&mut u, &arch.profile(), &GenConfig::default())
                else {
                    continue;
                };
                let v = cmp.compare(&p.profile, &p.stream()).verdict;
                let bad = match kind {
                    ModelKind::Exact => v != Verdict::Agree,
                    _ => v == Verdict::MissedRace,
                };
                assert_eq!(!holds(kind, &p), bad, "{kind}, case {case}");
                assert_eq!(check_program(kind, &p).is_err(), bad, "{kind}, case {case}");
                failing[k] += bad as u32;
            }
        }
        // Legacy fails often, so both branches of the shortcut ran.
        assert!(failing[0] > 0, "legacy found nothing: {failing:?}");
    }

    /// A failing input, decided on the program without text, is reported
    /// with the text of the same program generated again.
    #[test]
    fn a_failing_input_is_reported_with_its_listing() {
        let cfg = GenConfig::default();
        let mut reported = 0;
        for case in 0..100 {
            let bytes = case_bytes(11, case, 64 + (case as usize % 30) * 64);
            let Some(p) = generated(&cfg, &bytes, Text::Render) else {
                continue;
            };
            let found = counters(ModelKind::Legacy, &cfg, &bytes);
            assert_eq!(found, check_program(ModelKind::Legacy, &p), "case {case}");
            if let Err(e) = found {
                assert!(p.instrs.iter().all(|i| !i.text.is_empty()));
                assert!(e.contains(&*p.instrs[0].text), "case {case}: {e}");
                reported += 1;
            }
        }
        assert!(reported > 0, "legacy failed on no case");
    }
}
