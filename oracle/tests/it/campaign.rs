//! `wavebed diff counters` campaigns as the library runs them: deterministic,
//! counts that add up, and the findings expected per model (docs/oracles.md).

use std::collections::BTreeSet;

use wavebed_model::counter::ModelKind;
use wavebed_model::instr::Instr;
use wavebed_model::isa::parse_text;
use wavebed_oracle::counters::campaign::{Campaign, CampaignConfig};
use wavebed_oracle::counters::cause::Cause;
use wavebed_oracle::counters::compare::{Comparator, Verdict};
use wavebed_oracle::counters::OracleKind;

fn run(model: ModelKind, oracle: OracleKind, cases: u64, max_len: usize) -> Campaign {
    let cfg = CampaignConfig {
        model,
        oracle,
        arch: None,
        seed: 1,
        max_len,
        assume: wavebed_model::assume::Assumptions::new(),
    };
    let mut c = Campaign::new(cfg);
    for i in 0..cases {
        c.run_case(i);
    }
    let total: u64 = [
        Verdict::Agree,
        Verdict::MissedRace,
        Verdict::FalsePositive,
        Verdict::TooLarge,
    ]
    .into_iter()
    .map(|v| c.count(v))
    .sum();
    assert_eq!(total, cases, "every case counts once");
    c
}

fn found(c: &Campaign, verdict: Verdict) -> BTreeSet<Cause> {
    c.pairs
        .keys()
        .filter(|(v, _)| *v == verdict)
        .map(|&(_, cause)| cause)
        .collect()
}

#[test]
fn legacy_campaign_finds_every_seed_bug() {
    let c = run(ModelKind::Legacy, OracleKind::Closed, 150, 160);
    assert!(c.failed());
    let missed = found(&c, Verdict::MissedRace);
    for cause in [
        Cause::AllOnesWait,
        Cause::FlatToken,
        Cause::SingleCounterWait,
        Cause::WriteAfterWriteClass,
    ] {
        assert!(
            missed.contains(&cause),
            "no missed race from {cause}: {missed:?}"
        );
    }
    assert!(found(&c, Verdict::FalsePositive).contains(&Cause::NoBackPressure));
    // Every example is minimized, and its listing parses back (front end,
    // architecture from `.amdgcn_target`) to a program with the same
    // disagreement.
    let mut cmp = Comparator::new(ModelKind::Legacy, OracleKind::Closed);
    for e in c.examples() {
        assert!(e.instrs.len() <= e.original_len);
        let listing = e.listing(&c.cfg);
        assert!(
            listing.contains(&format!("cause=\"{}\"", e.cause)),
            "{listing}"
        );
        let program = parse_text(&listing, "example", None).unwrap();
        let profile = program.arch.unwrap().profile();
        let stream: Vec<&Instr> = program.kernels[0].instrs.iter().collect();
        let again = cmp.compare(&profile, &stream);
        assert!(again.find(e.verdict, e.cause).is_some(), "{listing}");
    }
}

#[test]
fn seed_campaign_only_over_reports_cross_class_capacity() {
    let c = run(ModelKind::Seed, OracleKind::Closed, 150, 160);
    assert_eq!(c.count(Verdict::MissedRace), 0);
    assert!(c.count(Verdict::FalsePositive) > 0);
    assert_eq!(
        found(&c, Verdict::FalsePositive),
        BTreeSet::from([Cause::CrossClassCapacity])
    );
}

#[test]
fn exact_campaign_finds_nothing_with_either_oracle() {
    let c = run(ModelKind::Exact, OracleKind::Closed, 150, 160);
    assert_eq!(c.count(Verdict::Agree), 150, "{}", c.summary());
    let c = run(ModelKind::Exact, OracleKind::Enumerate, 40, 40);
    assert_eq!(c.count(Verdict::Agree), 40, "{}", c.summary());
}

#[test]
fn campaigns_are_deterministic() {
    let a = run(ModelKind::Legacy, OracleKind::Closed, 40, 80);
    let b = run(ModelKind::Legacy, OracleKind::Closed, 40, 80);
    assert_eq!(a.summary(), b.summary());
    assert_eq!(a.pairs, b.pairs);
    let listings = |c: &Campaign| c.examples().map(|e| e.listing(&c.cfg)).collect::<Vec<_>>();
    assert_eq!(listings(&a), listings(&b));
}
