//! Throughput of the fuzz properties: one call is one libFuzzer execution
//! minus libFuzzer's own overhead (mutation, coverage bookkeeping). Single
//! thread, fixed pseudo-random inputs of 1 KiB (enough for the generators to
//! fill their length). The counter properties run on programs of exactly 64
//! instructions (the length the throughput goal is stated for: inputs that end a program early are
//! skipped) and with the generator's default (up to 160).
//!
//!     cargo run --release -p wavebed-fuzzing --example fuzz_throughput [SECONDS [FILTER]]
//!
//! Prints calls per second by wall time and by the thread's CPU time (Linux
//! `/proc/thread-self/schedstat`), which stays meaningful on a loaded machine.
//! Figures go to BENCHMARKS.md ("Fuzzing").

// A tool that prints its table and stops at the first failure: it may
// unwrap and print (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

use std::time::{Duration, Instant};

use wavebed_fuzzing as fuzzing;
use wavebed_model::counter::ModelKind;
use wavebed_model::prng::SplitMix64;
use wavebed_oracle::choices::Choices;
use wavebed_oracle::counters::gen::{GenConfig, GenProgram, ARCHS};

const SIXTY_FOUR: GenConfig = GenConfig {
    max_len: 64,
    max_mem: 64,
};

/// CPU time this thread has run, in nanoseconds.
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// 256 inputs; with `exact_len`, only those whose program has 64 instructions.
fn inputs(exact_len: bool) -> Vec<Vec<u8>> {
    let mut r = SplitMix64::new(0x5eed);
    let mut out = Vec::new();
    while out.len() < 256 {
        let bytes = r.bytes(1024);
        if exact_len {
            let mut u = Choices::new(&bytes);
            let arch = u.choose(&ARCHS).expect("bytes");
            let p = GenProgram::generate(&mut u, &arch.profile(), &SIXTY_FOUR).expect("bytes");
            if p.instrs.len() != 64 {
                continue;
            }
        }
        out.push(bytes);
    }
    out
}

fn measure(name: &str, secs: f64, inputs: &[Vec<u8>], f: impl Fn(&[u8]) -> Result<(), String>) {
    if !std::env::args()
        .nth(2)
        .is_none_or(|filter| name.contains(&filter))
    {
        return;
    }
    let (wall0, cpu0) = (Instant::now(), cpu_ns());
    let mut calls = 0u64;
    let mut findings = 0u64;
    while wall0.elapsed() < Duration::from_secs_f64(secs) {
        for d in inputs {
            findings += f(d).is_err() as u64;
        }
        calls += inputs.len() as u64;
    }
    let wall = wall0.elapsed().as_secs_f64();
    let cpu = (cpu_ns() - cpu0) as f64 / 1e9;
    println!(
        "{name:<26} {:>10.0} {:>10.0} {:>9.1}% {:>8}",
        calls as f64 / wall,
        calls as f64 / cpu,
        100.0 * findings as f64 / calls as f64,
        calls
    );
}

fn main() {
    let secs: f64 = std::env::args()
        .nth(1)
        .map_or(3.0, |s| s.parse().expect("SECONDS is a number"));
    let (exact64, any) = (inputs(true), inputs(false));
    println!(
        "{:<26} {:>10} {:>10} {:>10} {:>8}",
        "property", "calls/s", "calls/cpu-s", "failing", "calls"
    );
    for kind in ModelKind::ALL {
        measure(
            &format!("counters_{kind} (64 instrs)"),
            secs,
            &exact64,
            |d| fuzzing::counters::counters(kind, &SIXTY_FOUR, d),
        );
    }
    for kind in ModelKind::ALL {
        measure(&format!("counters_{kind} (default)"), secs, &any, |d| {
            fuzzing::counters::counters(kind, &GenConfig::default(), d)
        });
    }
    measure("oracle_agreement", secs, &any, fuzzing::oracle_agreement);
    measure("offsets_new_rule", secs, &any, fuzzing::offsets_new_rule);
    measure(
        "asm_parser (seeds, 4 KiB)",
        secs,
        &seeds("asm_parser", 4096),
        fuzzing::asm_parser,
    );
    measure(
        "fly_mlir (seeds)",
        secs,
        &seeds("fly_mlir", 16384),
        fuzzing::fly_mlir,
    );
}

/// The seed corpus of `target`, each input cut to `max_len` bytes as the
/// target's libFuzzer options cut them.
fn seeds(target: &str, max_len: usize) -> Vec<Vec<u8>> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus/").to_string() + target;
    let mut out: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| std::fs::read(e.expect("entry").path()).expect("readable seed"))
        .collect();
    for d in &mut out {
        d.truncate(max_len);
    }
    out
}
