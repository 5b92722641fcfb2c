//! Offset-chain throughput on generated chains: the new rule alone (chains/s)
//! and whole campaign cases (generate, rewrite, lower, evaluate, classify,
//! plus the other rule's cost), as `wavebed diff offsets` runs them.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use wavebed_model::chain::{self, Rule};
use wavebed_oracle::offsets::{gen, run_case};

fn main() {
    divan::main();
}

const N: u64 = 200;

#[divan::bench]
fn canonicalize_generated(b: Bencher) {
    let mods: Vec<_> = (0..N).map(|i| gen::case_module(3, i)).collect();
    b.counter(ItemsCount::new(N)).bench(|| {
        for m in &mods {
            black_box(chain::rewrite(black_box(m), Rule::New).unwrap());
        }
    });
}

#[divan::bench(args = ["new", "old"])]
fn campaign_cases(b: Bencher, rule: &str) {
    let rule = Rule::from_name(rule).unwrap();
    b.counter(ItemsCount::new(N)).bench(|| {
        for i in 0..N {
            black_box(run_case(3, i, rule));
        }
    });
}
