//! The census's LLVM column (`--llvm`): every kernel's own waits judged as
//! LLVM's - in compiled code (`corpus/kernels`: clang-22 output) they are the
//! waits `si-insert-waitcnts` chose. The judgement is the library's
//! (`wavebed_oracle::peers::llvm::campaign::judge_compiled`, the same as
//! `wavebed diff llvm --compiled`): unsound when a path still races, else per
//! wait `tight` or `over_wait` with a cause (docs/llvm-peer.md section 3).
//! This module only formats: lines under each kernel, per family and in
//! total (text), the records of `wavebed_oracle::peers::llvm::record` (JSON), a
//! table (Markdown).

use std::fmt::Write as _;

use wavebed_model::instr::Kernel;
use wavebed_model::profile::Profile;
use wavebed_oracle::peers::llvm::campaign::{
    judge_compiled, race_line, wait_lines, Outcome, WaitTally,
};
use wavebed_oracle::peers::llvm::judge::JudgeConfig;
use wavebed_oracle::peers::llvm::record::{over_waits, race_lines, ColumnCounts, ColumnKernel};

use super::CensusFormat;
use crate::cli::out::json_text;
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
) -> Result<WaitTally, CliError> {
    let cfg = JudgeConfig::new(profile.clone());
    let outcome = judge_compiled(&cfg, kernel);
    let mut tally = WaitTally::default();
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
            let (races, over_waits) = match &outcome {
                Outcome::Judged(ans, j) => (race_lines(ans, j), over_waits(profile, ans, j)),
                _ => (Vec::new(), Vec::new()),
            };
            let v = ColumnKernel {
                counts: ColumnCounts::new("llvm", &tally),
                kernel: origin.kernel,
                file: origin.file,
                family: origin.family,
                arch: origin.arch,
                paths,
                races,
                over_waits,
            };
            writeln!(out, "{}", json_text(&v)?)?;
        }
        CensusFormat::Md | CensusFormat::Sarif => {}
    }
    Ok(tally)
}

/// `kernels=K unsound=U waits=W over_wait=O tight=T too_many_paths=P
/// causes=barrier:13,...`
pub fn fields(t: &WaitTally) -> String {
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

/// The Markdown section: one row per family, the total last.
pub fn markdown<'a>(
    s: &mut impl std::fmt::Write,
    families: impl Iterator<Item = (&'a str, &'a WaitTally)>,
    total: &WaitTally,
) -> std::fmt::Result {
    s.write_str(
        "\n## LLVM's waits (each kernel's own waits judged as LLVM's)\n\n\
         | family | kernels | waits | tight | over_wait | unsound | too many paths | over-wait causes |\n\
         |---|---:|---:|---:|---:|---:|---:|---|\n",
    )?;
    let mut row = |name: &str, t: &WaitTally| {
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
