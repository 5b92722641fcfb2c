//! The census's LLVM column (`--llvm`): every kernel's own waits judged as
//! LLVM's - in compiled code (`corpus/kernels`: clang-22 output) they are the
//! waits `si-insert-waitcnts` chose. The judgement is the library's
//! (`wavebed_oracle::peers::llvm::campaign::judge_compiled`, the same as
//! `wavebed diff llvm --compiled`): unsound when a path still races, else per
//! wait `tight` or `over_wait` with a cause (docs/llvm-peer.md section 3).
//! This module only formats: lines under each kernel, per family and in
//! total (text), `llvm` / `llvm_family` records and a total key (JSON), a
//! table (Markdown).

use std::fmt::Write as _;

use serde_json::{json, Value};
use wavebed_model::instr::Kernel;
use wavebed_model::profile::Profile;
use wavebed_oracle::peers::llvm::campaign::{
    judge_compiled, race_line, wait_lines, Outcome, Tally,
};
use wavebed_oracle::peers::llvm::judge::JudgeConfig;

use super::CensusFormat;
use crate::cli::diff::llvm::over_wait_records;
use crate::cli::CliError;

/// Where a judged kernel came from, for its lines and record.
pub struct Origin<'a> {
    pub kernel: &'a str,
    pub file: &'a str,
    pub family: &'a str,
    pub arch: &'a str,
}

/// Judges `kernel`'s waits as LLVM's under `profile` (the census's assumption
/// set, the judge's default loop bound), prints its findings into `out` and
/// returns its tally (one case).
pub fn judge_kernel(
    out: &mut String,
    format: CensusFormat,
    profile: &Profile,
    kernel: &Kernel,
    origin: &Origin<'_>,
) -> Result<Tally, CliError> {
    let cfg = JudgeConfig::new(profile.clone());
    let outcome = judge_compiled(&cfg, kernel);
    let mut tally = Tally::default();
    tally.add(profile, &outcome);
    let paths = match &outcome {
        Outcome::Judged(_, j) => j.paths,
        _ => 0,
    };
    match format {
        CensusFormat::Text => {
            if let Outcome::Judged(ans, j) = &outcome {
                for r in &j.races {
                    writeln!(out, "  llvm {}", race_line(ans, r))?;
                }
                for w in wait_lines(profile, ans, j) {
                    writeln!(out, "  llvm {w}")?;
                }
            }
            writeln!(out, "  llvm paths={paths} {}", fields(&tally))?;
        }
        CensusFormat::Json => {
            let (races, waits) = match &outcome {
                Outcome::Judged(ans, j) => (
                    j.races.iter().map(|r| json!(race_line(ans, r))).collect(),
                    over_wait_records(profile, ans, j),
                ),
                _ => (Vec::new(), Vec::new()),
            };
            let mut v = record("llvm", &tally);
            v["kernel"] = json!(origin.kernel);
            v["file"] = json!(origin.file);
            v["family"] = json!(origin.family);
            v["arch"] = json!(origin.arch);
            v["paths"] = json!(paths);
            v["races"] = json!(races);
            v["over_waits"] = json!(waits);
            writeln!(out, "{v}")?;
        }
        CensusFormat::Md | CensusFormat::Sarif => {}
    }
    Ok(tally)
}

/// `kernels=K unsound=U waits=W over_wait=O tight=T too_many_paths=P
/// causes=barrier:13,...`
pub fn fields(t: &Tally) -> String {
    format!(
        "kernels={} unsound={} waits={} over_wait={} tight={} too_many_paths={} causes={}",
        t.cases,
        t.unsound,
        t.waits,
        t.over_wait,
        t.tight,
        t.too_many_paths,
        t.causes_field()
    )
}

/// A family's or the total's counts as a JSON object.
pub fn record(kind: &str, t: &Tally) -> Value {
    let causes: serde_json::Map<String, Value> = t
        .causes
        .iter()
        .map(|(c, n)| (c.name().to_string(), json!(n)))
        .collect();
    json!({"record": kind, "kernels": t.cases, "unsound": t.unsound, "waits": t.waits,
           "over_wait": t.over_wait, "tight": t.tight, "too_many_paths": t.too_many_paths,
           "causes": causes})
}

/// The Markdown section: one row per family, the total last.
pub fn markdown<'a>(
    s: &mut impl std::fmt::Write,
    families: impl Iterator<Item = (&'a str, &'a Tally)>,
    total: &Tally,
) -> std::fmt::Result {
    s.write_str(
        "\n## LLVM's waits (each kernel's own waits judged as LLVM's)\n\n\
         | family | kernels | waits | tight | over_wait | unsound | too many paths | over-wait causes |\n\
         |---|---:|---:|---:|---:|---:|---:|---|\n",
    )?;
    let mut row = |name: &str, t: &Tally| {
        writeln!(
            s,
            "| {name} | {} | {} | {} | {} | {} | {} | {} |",
            t.cases,
            t.waits,
            t.tight,
            t.over_wait,
            t.unsound,
            t.too_many_paths,
            t.causes_field()
        )
    };
    for (name, t) in families {
        row(name, t)?;
    }
    row("total", total)?;
    writeln!(
        s,
        "\nloop bound {} (each loop's back-edge taken at most that often per path).",
        JudgeConfig::DEFAULT_LOOP_BOUND
    )
}
