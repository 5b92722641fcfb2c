//! The counter models against the closed-form oracle on generated programs:
//! the exact model agrees on every race; the seed model never misses one (it
//! may over-report, only with cause cross-class capacity); the legacy model is
//! caught missing races.

use arbitrary::Unstructured;
use wavebed_model::counter::ModelKind;
use wavebed_oracle::counters::cause::Cause;
use wavebed_oracle::counters::compare::{fuzz_counters, Verdict};

#[test]
fn exact_model_equals_closed_form() {
    bolero::check!().for_each(|bytes: &[u8]| {
        if let Ok(c) = fuzz_counters(ModelKind::Exact, &mut Unstructured::new(bytes)) {
            assert_eq!(c.verdict, Verdict::Agree, "{:?}", c.disagreements);
        }
    });
}

#[test]
fn seed_model_never_misses_a_race() {
    bolero::check!().for_each(|bytes: &[u8]| {
        if let Ok(c) = fuzz_counters(ModelKind::Seed, &mut Unstructured::new(bytes)) {
            for d in &c.disagreements {
                assert_eq!(d.verdict, Verdict::FalsePositive, "{d:?}");
                assert_eq!(d.cause, Cause::CrossClassCapacity, "{d:?}");
            }
        }
    });
}

#[test]
fn legacy_model_is_caught_missing_races() {
    // Deterministic inputs: the property must find the errors rocJITsu's
    // capacity fix removed (docs/counters.md section 5).
    let mut missed = 0;
    for i in 0..200u64 {
        let bytes = wavebed_oracle::counters::campaign::case_bytes(1, i, 2048);
        if let Ok(c) = fuzz_counters(ModelKind::Legacy, &mut Unstructured::new(&bytes)) {
            missed += usize::from(c.verdict == Verdict::MissedRace);
        }
    }
    assert!(
        missed > 50,
        "legacy missed races in only {missed} of 200 programs"
    );
}
