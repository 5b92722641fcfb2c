//! The campaign: deterministic and clean under both rule sets (the fuzzing
//! crate's tests show it catches the planted swizzle bug).

use wavebed_model::chain::{self, Rule};
use wavebed_oracle::offsets::{gen, run_case, Campaign, Verdict};

fn campaign(rule: Rule, seed: u64, n: u64) -> Campaign {
    let mut c = Campaign::new(rule, seed);
    for i in 0..n {
        c.add(run_case(seed, i, rule));
    }
    c
}

#[test]
fn cases_are_deterministic() {
    for i in 0..50 {
        assert_eq!(
            chain::print(&gen::case_module(3, i)),
            chain::print(&gen::case_module(3, i))
        );
    }
    assert_ne!(
        chain::print(&gen::case_module(3, 0)),
        chain::print(&gen::case_module(4, 0))
    );
}

#[test]
fn both_rules_are_clean_and_old_costs_more() {
    let new = campaign(Rule::New, 3, 1500);
    assert_eq!(new.count(Verdict::WrongAddress), 0, "{}", new.summary());
    assert_eq!(new.count(Verdict::Nonterminating), 0);
    assert_eq!(new.count(Verdict::NotCanonical), 0);
    assert!(
        new.count(Verdict::OverflowSensitive) > 0,
        "generator must reach i32 overflow"
    );
    assert_eq!(new.mixed_fusions, 0);
    let old = campaign(Rule::Old, 3, 1500);
    assert_eq!(old.count(Verdict::WrongAddress), 0, "{}", old.summary());
    assert!(old.mixed_fusions > 0);
    assert!(old.stats.distinct_bases > new.stats.distinct_bases);
    assert!(old.stats.adds > new.stats.adds);
    assert_eq!(old.baseline, new.stats);
}
