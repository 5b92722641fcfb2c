//! Subcommands, one module each, and what they share: output formats, errors
//! and exit codes.

use std::fmt;
use std::io::IsTerminal;
use std::process::ExitCode;

pub mod canon;
pub mod census;
pub mod check;
pub mod diff;
pub mod record;
pub mod replay;
pub mod store;
pub mod waitcnt;

/// Exit code for a run with no findings.
pub const EXIT_CLEAN: u8 = 0;
/// Exit code for findings the command treats as failure.
pub const EXIT_FINDINGS: u8 = 1;
/// Exit code for errors: bad input, missing tool.
pub const EXIT_ERROR: u8 = 2;

/// A fatal error: printed on stderr as `wavebed: MESSAGE`, exit 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<E: std::error::Error> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError(e.to_string())
    }
}

/// What a subcommand returns: its exit code, or a fatal error.
pub type Outcome = Result<u8, CliError>;

/// Output format for people (`text`) or machines (`json`: one object a line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// Turns a subcommand's outcome into the process exit code.
pub fn finish(result: Outcome) -> ExitCode {
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("wavebed: {e}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// A progress bar on stderr counting `unit`s, drawn only when stderr is a
/// terminal, so logs and pipes stay clean.
pub fn progress(len: u64, unit: &str) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let template =
        format!("{{bar:40}} {{pos}}/{{len}} {unit} {{per_sec}} {{elapsed}} (eta {{eta}})");
    let style = indicatif::ProgressStyle::with_template(&template)
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    indicatif::ProgressBar::new(len).with_style(style)
}

/// How the path walker turns each kernel into the stream one wave executes
/// (docs/architecture.md, "Path walker rules"); shared by `check`, `census` and `record`.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct WalkArgs {
    /// Conditional branches the loop rules leave open: `fallthrough` (never
    /// taken), `taken` (always), or `seed:N` (pseudo-random, reproducible).
    #[arg(long, default_value = "fallthrough", value_name = "POLICY")]
    pub branch_policy: wavebed_model::walker::BranchPolicy,
    /// Back-edge traversals per loop entry before the walker leaves the loop.
    #[arg(long, default_value_t = wavebed_model::walker::WalkOptions::DEFAULT_LOOP_ITERATIONS, value_name = "K")]
    pub loop_iterations: u32,
    /// Longest path per wave; a longer one is cut (a bounded prefix) and reported
    /// with completed=0.
    #[arg(long, default_value_t = wavebed_model::walker::WalkOptions::DEFAULT_MAX_INSTRUCTIONS,
          value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_instructions: u64,
}

impl WalkArgs {
    pub fn options(&self) -> wavebed_model::walker::WalkOptions {
        wavebed_model::walker::WalkOptions {
            branch_policy: self.branch_policy,
            loop_iterations: self.loop_iterations,
            max_instructions: self.max_instructions,
        }
    }
}

/// The contested hardware readings a run decides under (docs/counters.md section 7,
/// `wavebed_model::assume`); shared by `check`, `census`, `diff counters`,
/// `record` and `replay`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct AssumeArgs {
    /// A reading to assume, repeatable: flat=either|both, smem-wide-tokens=1|2,
    /// backpressure=on|off, lds-dma-lgkm=off|on. Unset readings keep their
    /// sound defaults (flat=either, smem-wide-tokens=1, backpressure as the
    /// architecture's profile says, lds-dma-lgkm=off).
    #[arg(long = "assume", value_name = "KEY=VALUE", value_parser = parse_assume)]
    pub assume: Vec<String>,
}

fn parse_assume(s: &str) -> Result<String, String> {
    wavebed_model::assume::Assumptions::new()
        .set(s)
        .map(|()| s.to_string())
        .map_err(|e| e.to_string())
}

impl AssumeArgs {
    /// The set the arguments name (each was checked when parsed).
    pub fn set(&self) -> wavebed_model::assume::Assumptions {
        wavebed_model::assume::Assumptions::parse_all(&self.assume)
            .expect("every --assume was validated by its parser")
    }
}

/// The assumption set as a report's JSON field: `{"flat": "either", ...}`.
pub fn assume_json(set: &wavebed_model::assume::Assumptions) -> serde_json::Value {
    set.pairs()
        .map(|(k, v)| (k.to_string(), serde_json::Value::from(v)))
        .collect::<serde_json::Map<_, _>>()
        .into()
}
