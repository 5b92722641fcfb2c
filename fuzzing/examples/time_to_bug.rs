//! Time to the first bug for the generator-driven campaigns, the in-process
//! half of `scripts/bench-time-to-bug.sh` (libFuzzer is the other half).
//!
//!     time_to_bug counters MODEL GENERATOR SEED SECONDS
//!     time_to_bug offsets SEED SECONDS
//!
//! `counters`: cases 0, 1, 2... of seed SEED, each a program of up to 160
//! instructions on gfx942, gfx950, gfx1151 in turn, compared model against
//! the closed-form oracle - exactly `wavebed diff counters --model MODEL
//! --seed SEED`'s cases with GENERATOR `campaign`, or the same bytes through
//! the unbiased generator (`wavebed_oracle::uniform`) with `uniform`. It runs
//! for SECONDS and prints the first missed race overall, and the first
//! disagreement of each verdict and cause:
//!
//!     first seed=1 case=0 seconds=0.000123 cause=all_ones_wait
//!     cause missed_race:all_ones_wait case=0 seconds=0.000123
//!     cause false_positive:cross_class_capacity case=7 seconds=0.000950
//!
//! (`first ... case=none` if nothing was found). `offsets`: cases of `wavebed
//! diff offsets --rule new --seed SEED`, lowered with the planted
//! swizzle-fusion bug (`wavebed_fuzzing::mutants`), until the first
//! `wrong_address`.

// A tool that prints its table and stops at the first failure: it may
// unwrap and print (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use wavebed_fuzzing::mutants::planted_swizzle_fusion;
use wavebed_model::chain::Rule;
use wavebed_model::counter::ModelKind;
use wavebed_oracle::choices::Choices;
use wavebed_oracle::counters::campaign::{case_arch, case_bytes, case_program, CampaignConfig};
use wavebed_oracle::counters::compare::{Comparator, Verdict};
use wavebed_oracle::counters::OracleKind;
use wavebed_oracle::offsets::{run_case_lowered, Verdict as ChainVerdict};
use wavebed_oracle::uniform;

const MAX_LEN: usize = 160;

fn counters(model: ModelKind, generator: &str, seed: u64, secs: f64) -> Result<(), String> {
    let cfg = CampaignConfig {
        model,
        oracle: OracleKind::Closed,
        arch: None,
        seed,
        max_len: MAX_LEN,
        assume: wavebed_model::assume::Assumptions::new(),
    };
    let mut cmp = Comparator::new(model, OracleKind::Closed);
    let mut first: BTreeMap<String, (u64, f64)> = BTreeMap::new();
    let start = Instant::now();
    let mut case = 0u64;
    while start.elapsed().as_secs_f64() < secs {
        let program = match generator {
            "campaign" => case_program(&cfg, case),
            "uniform" => {
                let bytes = case_bytes(seed, case, 16 * MAX_LEN + 64);
                let profile = case_arch(None, case).profile();
                uniform::program(&mut Choices::new(&bytes), &profile, MAX_LEN)
                    .map_err(|e| format!("uniform generator: {e}"))?
            }
            g => return Err(format!("unknown generator `{g}` (campaign, uniform)")),
        };
        let c = cmp.compare(&program.profile, &program.stream());
        let t = start.elapsed().as_secs_f64();
        for d in &c.disagreements {
            first
                .entry(format!("{}:{}", d.verdict, d.cause.slug()))
                .or_insert((case, t));
        }
        case += 1;
    }
    let missed = |k: &String| k.starts_with(Verdict::MissedRace.name());
    match first
        .iter()
        .filter(|(k, _)| missed(k))
        .map(|(_, v)| *v)
        .min_by(|a, b| a.1.total_cmp(&b.1))
    {
        Some((c, t)) => {
            let causes: Vec<&str> = first
                .iter()
                .filter(|(k, v)| missed(k) && v.0 == c)
                .map(|(k, _)| &k[k.find(':').map_or(0, |i| i + 1)..])
                .collect();
            println!(
                "first seed={seed} case={c} seconds={t:.6} cause={}",
                causes.join(",")
            );
        }
        None => println!("first seed={seed} case=none seconds={secs:.6} cause=none"),
    }
    for (cause, (c, t)) in &first {
        println!("cause {cause} case={c} seconds={t:.6}");
    }
    println!("cases {case}");
    Ok(())
}

fn offsets(seed: u64, secs: f64) {
    let start = Instant::now();
    let mut case = 0u64;
    while start.elapsed().as_secs_f64() < secs {
        let r = run_case_lowered(seed, case, Rule::New, planted_swizzle_fusion);
        if r.verdict == ChainVerdict::WrongAddress {
            let t = start.elapsed().as_secs_f64();
            println!("first seed={seed} case={case} seconds={t:.6} cause=wrong_address");
            println!("cases {}", case + 1);
            return;
        }
        case += 1;
    }
    println!("first seed={seed} case=none seconds={secs:.6} cause=none");
    println!("cases {case}");
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |s: &String| s.parse::<f64>().map_err(|e| format!("`{s}`: {e}"));
    let result = match args.as_slice() {
        [what, model, generator, seed, secs] if what == "counters" => model
            .parse::<ModelKind>()
            .and_then(|m| Ok((m, num(seed)? as u64, num(secs)?)))
            .and_then(|(m, seed, secs)| counters(m, generator, seed, secs)),
        [what, seed, secs] if what == "offsets" => num(seed).and_then(|seed| {
            offsets(seed as u64, num(secs)?);
            Ok(())
        }),
        _ => Err("usage: time_to_bug counters MODEL campaign|uniform SEED SECONDS | offsets SEED SECONDS".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("time_to_bug: {e}");
            ExitCode::from(2)
        }
    }
}
