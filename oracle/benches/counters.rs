//! Counter oracles: campaign throughput (cases/s: generate a program, run the
//! model and the oracle, compare, label) per model and oracle, as `wavebed
//! diff counters` runs them without minimization; and both oracles' cost as
//! programs grow (instructions/s; the closed form must stay flat, i.e. linear).

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use wavebed_model::counter::ModelKind;
use wavebed_model::instr::Instr;
use wavebed_oracle::counters::campaign::{case_program, CampaignConfig};
use wavebed_oracle::counters::compare::Comparator;
use wavebed_oracle::counters::gen::GenProgram;
use wavebed_oracle::counters::{closed, enumerate, OracleKind};

fn main() {
    divan::main();
}

/// Cases per campaign sample.
const CASES: u64 = 200;

fn programs(max_len: usize, n: u64) -> Vec<GenProgram> {
    let cfg = CampaignConfig {
        model: ModelKind::Exact,
        oracle: OracleKind::Closed,
        arch: None,
        seed: 7,
        max_len,
        assume: wavebed_model::assume::Assumptions::new(),
    };
    (0..n).map(|i| case_program(&cfg, i)).collect()
}

fn campaign(b: Bencher, model: &str, oracle: OracleKind, max_len: usize) {
    let model: ModelKind = model.parse().unwrap();
    let cfg = CampaignConfig {
        model,
        oracle,
        arch: None,
        seed: 7,
        max_len,
        assume: wavebed_model::assume::Assumptions::new(),
    };
    let mut cmp = Comparator::new(model, oracle);
    b.counter(ItemsCount::new(CASES)).bench_local(|| {
        for i in 0..CASES {
            let p = case_program(&cfg, i);
            black_box(cmp.compare(&p.profile, &p.stream()));
        }
    });
}

/// The default campaign: programs of up to 160 instructions, closed form.
#[divan::bench(args = ["legacy", "seed", "exact"], sample_count = 20)]
fn campaign_closed_160(b: Bencher, model: &str) {
    campaign(b, model, OracleKind::Closed, 160);
}

/// Short programs (`--max-len 40`), where the enumerator always answers.
#[divan::bench(args = ["legacy", "seed", "exact"], sample_count = 20)]
fn campaign_closed_40(b: Bencher, model: &str) {
    campaign(b, model, OracleKind::Closed, 40);
}

#[divan::bench(args = ["legacy", "seed", "exact"], sample_count = 5)]
fn campaign_enumerate_40(b: Bencher, model: &str) {
    campaign(b, model, OracleKind::Enumerate, 40);
}

fn total_instrs(ps: &[GenProgram]) -> u64 {
    ps.iter().map(|p| p.instrs.len() as u64).sum()
}

/// The closed form on generated programs of growing length (50 programs each).
#[divan::bench(args = [25, 100, 400, 1600, 6400, 25600])]
fn closed_form_by_length(b: Bencher, len: usize) {
    let ps = programs(len, 50);
    let streams: Vec<Vec<&Instr>> = ps.iter().map(|p| p.stream()).collect();
    b.counter(ItemsCount::new(total_instrs(&ps))).bench(|| {
        for (p, s) in ps.iter().zip(&streams) {
            black_box(closed::lifetimes(&p.profile, s));
        }
    });
}

/// The enumerator on the same kind of programs (20 each); past its budget a
/// program answers `too_large`, which bounds the time.
#[divan::bench(args = [10, 20, 40, 80], sample_count = 5)]
fn enumerator_by_length(b: Bencher, len: usize) {
    let ps = programs(len, 20);
    let streams: Vec<Vec<&Instr>> = ps.iter().map(|p| p.stream()).collect();
    b.counter(ItemsCount::new(total_instrs(&ps))).bench(|| {
        for (p, s) in ps.iter().zip(&streams) {
            let _ = black_box(enumerate::lifetimes(
                &p.profile,
                s,
                enumerate::DEFAULT_BUDGET,
            ));
        }
    });
}
