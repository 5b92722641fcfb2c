//! The counter properties: a model against the closed-form oracle on
//! generated programs, and the two oracles against each other.

use std::cell::RefCell;

use wavebed_model::counter::ModelKind;
use wavebed_oracle::choices::Choices;
use wavebed_oracle::counters::asm::{listing, Text};
use wavebed_oracle::counters::compare::{
    self, describe, Agreement, Comparator, Comparison, Verdict,
};
use wavebed_oracle::counters::gen::{GenConfig, GenProgram, ARCHS};
use wavebed_oracle::counters::OracleKind;

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
/// default config the same program as [`GenProgram::any`]). The exact model
/// must agree on every pair; the others must miss no race.
#[allow(clippy::expect_used, reason = "an invariant: generated once already")]
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
pub(crate) fn generated(cfg: &GenConfig, data: &[u8], text: Text) -> Option<GenProgram> {
    let mut u = Choices::new(data);
    let arch = u.choose(&ARCHS).ok()?;
    GenProgram::generate_with(&mut u, &arch.profile(), cfg, text).ok()
}

/// Compares model `kind` with the closed-form oracle on `program`.
pub fn check_program(kind: ModelKind, program: &GenProgram) -> Result<(), String> {
    if holds(kind, program) {
        return Ok(());
    }
    let c = with_comparator(kind, |c| c.compare(&program.profile, &program.stream()));
    verdict(kind, program, &c)
}

/// `Err` with a report when comparison `c` violates model `kind`'s property:
/// the exact model must agree on every pair, the others must miss no race.
pub(crate) fn verdict(kind: ModelKind, program: &GenProgram, c: &Comparison) -> Result<(), String> {
    let violated = match kind {
        ModelKind::Exact => c.verdict != Verdict::Agree,
        ModelKind::Seed | ModelKind::Legacy => c.verdict == Verdict::MissedRace,
    };
    if !violated {
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
#[allow(clippy::expect_used, reason = "an invariant: every kind")]
pub(crate) fn with_comparator<R>(kind: ModelKind, f: impl FnOnce(&mut Comparator) -> R) -> R {
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
fn holds(kind: ModelKind, program: &GenProgram) -> bool {
    let stream = program.stream();
    with_comparator(kind, |c| {
        c.closed_pairs_hold(&program.profile, &stream, kind == ModelKind::Exact)
    })
}

/// `oracle_agreement`: the closed-form oracle and the schedule enumerator
/// give every event of a small generated program (at most 24 events, varied
/// capacities and back-pressure) the same lifetime.
pub fn oracle_agreement(data: &[u8]) -> Result<(), String> {
    match compare::oracle_agreement(&mut Choices::new(data)) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use wavebed_oracle::counters::campaign::case_bytes;

    /// The pair-set shortcut decides exactly as the comparator's verdict.
    #[test]
    fn the_shortcut_agrees_with_the_comparator() {
        let mut failing = [0; 3];
        for (k, kind) in ModelKind::ALL.into_iter().enumerate() {
            let mut cmp = Comparator::new(kind, OracleKind::Closed);
            for case in 0..200 {
                let bytes = case_bytes(7, case, 64 + (case as usize % 30) * 64);
                let mut u = Choices::new(&bytes);
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
