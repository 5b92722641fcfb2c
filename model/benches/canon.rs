//! Canonicalization throughput on the offsets corpus (section 3 cases,
//! generated order cases, the sliding-window kernel): chains per second for
//! each rule set, and the text round trip.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use wavebed_model::chain::{self, Module, Rule};

fn main() {
    divan::main();
}

fn corpus() -> Vec<(String, Module)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/chains");
    let mut out = Vec::new();
    for sub in ["transform", "conversion", "order", "."] {
        for e in std::fs::read_dir(dir.join(sub)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "mlir") {
                let text = std::fs::read_to_string(&p).unwrap();
                let m = chain::parse(&text).unwrap();
                out.push((text, m));
            }
        }
    }
    out
}

#[divan::bench(args = ["new", "old"])]
fn rewrite_corpus(b: Bencher, rule: &str) {
    let rule = Rule::from_name(rule).unwrap();
    let mods = corpus();
    b.counter(ItemsCount::new(mods.len())).bench(|| {
        for (_, m) in &mods {
            black_box(chain::rewrite(black_box(m), rule).unwrap());
        }
    });
}

#[divan::bench]
fn parse_rewrite_print_lower_corpus(b: Bencher) {
    let mods = corpus();
    b.counter(ItemsCount::new(mods.len())).bench(|| {
        for (text, _) in &mods {
            let m = chain::parse(black_box(text)).unwrap();
            let (out, _) = chain::rewrite(&m, Rule::New).unwrap();
            black_box(chain::print(&out));
            black_box(chain::lower(&out).stats);
        }
    });
}
