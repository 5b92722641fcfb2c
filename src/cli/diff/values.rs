//! `wavebed diff values`: the value analysis against the concrete
//! interpreter on generated programs (docs/values-oracle.md section 5).

use std::io::Write;

use wavebed_oracle::values::record::{ExampleRecord, SummaryRecord, UnsoundCaseRecord};
use wavebed_oracle::values::Campaign;

use crate::cli::out::{json_text, Out};
use crate::cli::{CliError, Format, Outcome, EXIT_CLEAN, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Each case is one generated kernel (gfx942 wave64 or gfx1200 wave32: \
straight-line SALU/VALU arithmetic, loops with constant or kernel-argument trip counts, parity \
dispatch, readfirstlane of the wave id, s_set_gpr_idx_on index computations, EXEC/VCC regions, \
64-bit carries), analysed once and run by the interpreter on --draws random dispatches. Every \
non-top claim at every point a run reaches must contain the run's value (VGPRs in every lane \
active at entry); a point the analysis calls unreachable must not be reached. The output lists \
the first unsound cases, minimized, as listings `wavebed check` accepts, and ends with \
`cases=N runs=R claims=C checked=K unsound_cases=U unsound=X endpgm=... `.\n\n\
Exit codes: 0 clean, 1 if unsound_cases > 0, 2 errors."
)]
pub struct Args {
    /// Number of generated cases.
    #[arg(long, default_value_t = 1000)]
    pub cases: u64,
    /// Index of the first case (a campaign split into parts covers the same cases).
    #[arg(long, default_value_t = 0)]
    pub start: u64,
    /// Campaign seed (same seed, same cases, same report).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random dispatches (kernel arguments, ids, sizes) per case.
    #[arg(long, default_value_t = wavebed_oracle::values::diff::DRAWS,
        value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub draws: u32,
    /// Output format (json: one object per unsound case, then examples and a summary).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    let mut c = Campaign::new(args.seed, args.draws);
    let bar = crate::cli::progress(args.cases, "cases");
    for i in args.start..args.start.saturating_add(args.cases) {
        let o = c.run_case(i).map_err(|e| CliError::Input(Box::new(e)))?;
        if args.format == Format::Json {
            if let Some(r) = UnsoundCaseRecord::of(i, &o) {
                writeln!(out, "{}", json_text(&r)?)?;
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let examples = c.minimized();
    match args.format {
        Format::Text => {
            writeln!(
                out,
                "seed={} start={} draws={}",
                args.seed, args.start, args.draws
            )?;
            for (f, m) in &examples {
                writeln!(out, "unsound case {}: {}", f.index, f.unsound)?;
                writeln!(out, "minimized ({}):", m.arch.name())?;
                write!(out, "{}", m.text)?;
            }
            writeln!(out, "{}", c.summary())?;
        }
        Format::Json => {
            for (f, m) in &examples {
                writeln!(out, "{}", json_text(&ExampleRecord::of(f, m))?)?;
            }
            writeln!(out, "{}", json_text(&SummaryRecord::of(&c, args.start))?)?;
        }
    }
    out.flush()?;
    Ok(if c.failed() {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    })
}
