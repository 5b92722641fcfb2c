//! `wavebed`: differential fuzzing and replay testbed for AMD GPU wait-counter
//! models and FlyDSL's offset canonicalization. The CLI is thin: argument
//! parsing, progress, output formats and exit codes; the work lives in the
//! `wavebed-model`, `wavebed-oracle` and `wavebed-replay` libraries.
//!
//! Exit codes everywhere: 0 clean, 1 findings the command treats as failure,
//! 2 errors (bad input, missing tool).

#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

#[derive(Parser)]
#[command(
    name = "wavebed",
    version,
    about = "Differential fuzzing and replay testbed for AMD GPU wait-counter models and FlyDSL offset chains",
    long_about = "wavebed checks AMD GPU race-detector counter models (legacy, seed, exact) against \
reference oracles on real assembly, code objects, generated programs and recorded traces, and \
FlyDSL's add_offset canonicalization against an address evaluator.\n\n\
Exit codes: 0 clean, 1 findings (races, missed races, wrong addresses), 2 errors."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check kernels in listings, code objects or directories for races under a counter model.
    Check(cli::check::Args),
    /// Encode or decode s_waitcnt immediates for an architecture.
    Waitcnt(cli::waitcnt::Args),
    /// Run a differential campaign: models vs oracles (counters) or rules vs evaluator (offsets).
    #[command(subcommand)]
    Diff(cli::diff::Command),
    /// Canonicalize FlyDSL add_offset chains in a Fly MLIR file.
    Canon(cli::canon::Args),
    /// Record the streams waves execute into a .wbt trace or a trace store.
    Record(cli::record::Args),
    /// Manage a trace store directory: add, ls, verify.
    Store(cli::store::Args),
    /// Replay recorded traces (bounded prefixes) through a counter model.
    Replay(cli::replay::Args),
    /// False-positive census: every model against the oracle on real kernels.
    Census(cli::census::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = cli::out::Out::stdout();
    let result = match cli.command {
        Command::Check(a) => cli::check::run(a, &mut out),
        Command::Waitcnt(a) => cli::waitcnt::run(a, &mut out),
        Command::Diff(c) => cli::diff::run(c, &mut out),
        Command::Canon(a) => cli::canon::run(a, &mut out),
        Command::Record(a) => cli::record::run(a, &mut out),
        Command::Store(a) => cli::store::run(a, &mut out),
        Command::Replay(a) => cli::replay::run(a, &mut out),
        Command::Census(a) => cli::census::run(a, &mut out),
    };
    cli::finish(result, out)
}
