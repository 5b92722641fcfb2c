//! `cargo test --release -p wavebed-model --test directives_campaign -- --cases N
//! [--seed S] [--batch B]`: the llvm-mc differential campaign of
//! `directive_support` at any size; prints the tallies, fails on any
//! disagreement (printing the first few listings). Without arguments: 500
//! cases from seed 1000. Needs LLVM 22 (skips with a note without it,
//! unless WAVEBED_REQUIRE_LLVM=1).

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

#[path = "it/directive_support/mod.rs"]
mod directive_support;

use directive_support::{campaign, tool};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str, default: u64| -> u64 {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .map_or(default, |v| {
                v.parse()
                    .unwrap_or_else(|_| panic!("{flag} needs a number, got `{v}`"))
            })
    };
    let (cases, seed, batch) = (
        value("--cases", 500),
        value("--seed", 1000),
        value("--batch", 80),
    );
    let (Some(mc), Some(_)) = (tool("llvm-mc"), tool("llvm-objdump")) else {
        return;
    };
    let t = campaign(&mc, seed, cases, batch as usize);
    println!(
        "cases={} agreed={} kernels={} both_rejected={} disagreements={}",
        t.cases,
        t.agreed,
        t.kernels,
        t.both_rejected,
        t.disagreements.len()
    );
    for d in t.disagreements.iter().take(3) {
        eprintln!("{d}\n");
    }
    if !t.disagreements.is_empty() {
        std::process::exit(1);
    }
}
