//! The deliberately broken variants are caught: by the campaign, by the fuzz
//! properties, and only when they are injected.

use wavebed_fuzzing::mutants::{
    counters_exact_broken, offsets_peel_planted, offsets_planted, planted_over_peel,
    planted_swizzle_fusion,
};
use wavebed_fuzzing::{counters_exact, offsets_new_rule, offsets_peel};
use wavebed_model::chain::{self, Rule};
use wavebed_oracle::counters::campaign::case_bytes;
use wavebed_oracle::offsets::{run_case, run_case_lowered, Campaign, Verdict};

#[test]
fn the_campaign_catches_planted_swizzle_fusion() {
    let mut new = Campaign::new(Rule::New, 3).with_lowering(planted_swizzle_fusion);
    for i in 0..1500 {
        new.add(run_case_lowered(3, i, Rule::New, planted_swizzle_fusion));
    }
    assert!(new.count(Verdict::WrongAddress) > 0, "{}", new.summary());
    let ex = new.minimized();
    let (_, m, detail) = ex.iter().find(|e| e.0 == Verdict::WrongAddress).unwrap();
    assert!(
        chain::print(m).contains("S<"),
        "the minimized example is swizzled"
    );
    assert!(detail.contains("immediate: true"), "{detail}");
}

/// The first case the planted bug breaks is clean in production.
#[test]
fn planted_swizzle_fusion_is_not_the_production_lowering() {
    let i = (0..1500)
        .find(|&i| {
            run_case_lowered(3, i, Rule::New, planted_swizzle_fusion).verdict
                == Verdict::WrongAddress
        })
        .expect("the planted bug breaks some case");
    assert_ne!(run_case(3, i, Rule::New).verdict, Verdict::WrongAddress);
}

/// Both broken variants fail their property on some generated input the
/// real one passes.
#[test]
fn the_fuzz_properties_catch_both_mutants() {
    let caught = |broken: fn(&[u8]) -> Result<(), String>,
                  real: fn(&[u8]) -> Result<(), String>| {
        (0..2000).any(|case| {
            let bytes = case_bytes(5, case, 256 + (case as usize % 16) * 128);
            broken(&bytes).is_err() && real(&bytes).is_ok()
        })
    };
    assert!(
        caught(counters_exact_broken, counters_exact),
        "broken exact model"
    );
    assert!(
        caught(offsets_planted, offsets_new_rule),
        "planted swizzle fusion"
    );
}

/// The planted over-peel (the high part one bit too low, docs/offsets.md
/// section 6) is caught by the `--rule peel` campaign as a wrong address on a
/// swizzled access with a peeled immediate, and the case it breaks is clean
/// under the real peeling rule.
#[test]
fn the_campaign_catches_planted_over_peel() {
    let mut peel = Campaign::new(Rule::Peel, 3).with_lowering(planted_over_peel);
    let mut first = None;
    for i in 0..1500 {
        let r = run_case_lowered(3, i, Rule::Peel, planted_over_peel);
        if r.verdict == Verdict::WrongAddress && first.is_none() {
            first = Some(i);
        }
        peel.add(r);
    }
    assert!(peel.count(Verdict::WrongAddress) > 0, "{}", peel.summary());
    let i = first.unwrap();
    assert_ne!(run_case(3, i, Rule::Peel).verdict, Verdict::WrongAddress);
    let ex = peel.minimized();
    let (_, m, detail) = ex.iter().find(|e| e.0 == Verdict::WrongAddress).unwrap();
    assert!(
        chain::print(m).contains("S<"),
        "the minimized example is swizzled"
    );
    assert!(detail.contains("immediate: true"), "{detail}");
}

/// The `offsets_peel` property catches the planted over-peel on some
/// generated input the real rule passes.
#[test]
fn the_peel_fuzz_property_catches_planted_over_peel() {
    assert!((0..3000).any(|case| {
        let bytes = case_bytes(5, case, 256 + (case as usize % 16) * 128);
        offsets_peel_planted(&bytes).is_err() && offsets_peel(&bytes).is_ok()
    }));
}
