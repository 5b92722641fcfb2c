//! Subcommands, one module each, and what they share: output formats, errors
//! and exit codes.

use std::fmt;
use std::io::IsTerminal;
use std::process::ExitCode;

pub mod canon;
pub mod census;
pub mod check;
pub mod diff;
pub mod out;
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

/// A fatal error: printed on stderr as `wavebed: MESSAGE`. Library errors
/// keep their type (and with it the file, line and column they carry) up to
/// here; [`CliError::exit_code`] is the one place kinds become exit codes.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A flag value or combination the command refuses.
    #[error("{0}")]
    Usage(String),
    /// An input that could not be read, parsed or checked; the message names
    /// the file (and line and column where there are some).
    #[error(transparent)]
    Input(Box<dyn std::error::Error + Send + Sync>),
    /// Output that could not be written (stdout, a trace file, a store).
    #[error(transparent)]
    Output(Box<dyn std::error::Error + Send + Sync>),
    /// Standard output's reader went away (`| head`): the run ends quietly
    /// with exit 0 (`out`).
    #[error("standard output closed")]
    Closed,
}

impl CliError {
    /// The process exit code for this error: every error exits 2 (0 and 1
    /// are the clean and findings outcomes of a run).
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) | CliError::Input(_) | CliError::Output(_) => EXIT_ERROR,
            CliError::Closed => EXIT_CLEAN,
        }
    }

    /// An input error with a message of the command's own, about `path`.
    pub fn input(path: &std::path::Path, e: impl fmt::Display) -> CliError {
        CliError::Input(format!("{}: {e}", path.display()).into())
    }
}

/// Library errors about inputs.
macro_rules! input_errors {
    ($($t:ty),*) => {$(
        impl From<$t> for CliError {
            fn from(e: $t) -> Self {
                CliError::Input(Box::new(e))
            }
        }
    )*};
}
input_errors!(
    wavebed_model::inputs::InputError,
    wavebed_model::pipeline::PipelineError,
    wavebed_model::isa::LoadError,
    wavebed_replay::FileError
);

/// Trace errors: about a trace read, or a store written.
impl From<wavebed_replay::TraceError> for CliError {
    fn from(e: wavebed_replay::TraceError) -> Self {
        CliError::Input(Box::new(e))
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        if out::is_closed(&e) {
            CliError::Closed
        } else {
            CliError::Output(Box::new(e))
        }
    }
}

/// Formatting into a `String` (which cannot fail; the error only exists
/// because `fmt::Write` is fallible in general).
impl From<fmt::Error> for CliError {
    fn from(e: fmt::Error) -> Self {
        CliError::Output(Box::new(e))
    }
}

impl From<serde_json::Error> for CliError {
    fn from(e: serde_json::Error) -> Self {
        if e.is_io() {
            CliError::from(std::io::Error::from(e))
        } else {
            CliError::Output(Box::new(e))
        }
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

/// Turns a subcommand's outcome into the process exit code, after flushing
/// what it wrote to `out` (a failed flush is the run's error; a closed stdout
/// ends quietly with exit 0).
pub fn finish(result: Outcome, mut out: out::Out) -> ExitCode {
    let flushed = std::io::Write::flush(&mut out).map_err(CliError::from);
    match result.and_then(|code| flushed.map(|()| code)) {
        Ok(code) => ExitCode::from(code),
        Err(CliError::Closed) => ExitCode::from(EXIT_CLEAN),
        Err(e) => {
            eprintln!("wavebed: {e}");
            ExitCode::from(e.exit_code())
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
    /// taken, the default), `taken` (always), or `seed:N` (pseudo-random,
    /// reproducible).
    #[arg(long, value_name = "POLICY")]
    pub branch_policy: Option<wavebed_model::walker::BranchPolicy>,
    /// Back-edge traversals per loop entry before the walker leaves the loop
    /// (default: 2).
    #[arg(long, value_name = "K")]
    pub loop_iterations: Option<u32>,
    /// Longest path per wave; a longer one is cut (a bounded prefix) and reported
    /// with completed=0 (default: 1,000,000).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_instructions: Option<u64>,
    /// Disassembler for code objects: `llvm` (llvm-objdump-22, the default
    /// and the oracle) or `native` (gfx942/gfx950 without llvm-objdump; a
    /// code object it refuses goes to llvm-objdump, counted on stderr).
    #[arg(long, value_name = "DECODER", default_value = "llvm")]
    pub decoder: wavebed_model::isa::native::DecoderKind,
}

/// With `--decoder native`, how many code objects were decoded natively and
/// how many fell back to llvm-objdump (and the first reason), on stderr.
pub fn report_native(walk: &WalkArgs) {
    use wavebed_model::isa::native;
    if walk.decoder != native::DecoderKind::Native {
        return;
    }
    let s = native::stats();
    eprintln!(
        "wavebed: note: native decoder: {} code objects ({} instructions) decoded natively, {} fell back to llvm-objdump{}",
        s.native_objects,
        s.native_instructions,
        s.fallback_objects,
        s.first_refusal.map_or(String::new(), |r| format!(" (first: {r})"))
    );
}

/// `--paths`: every path of each kernel, or the one walked path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PathsMode {
    /// Every path through the control-flow graph (docs/paths.md).
    All,
    /// The path the walker takes (docs/architecture.md, "Path walker rules").
    Walk,
}

impl PathsMode {
    pub fn mode(self) -> wavebed_model::paths::Mode {
        match self {
            PathsMode::All => wavebed_model::paths::Mode::All,
            PathsMode::Walk => wavebed_model::paths::Mode::Walk,
        }
    }
}

impl WalkArgs {
    pub fn options(&self) -> wavebed_model::walker::WalkOptions {
        let d = wavebed_model::walker::WalkOptions::default();
        wavebed_model::walker::WalkOptions {
            branch_policy: self.branch_policy.unwrap_or(d.branch_policy),
            loop_iterations: self.loop_iterations.unwrap_or(d.loop_iterations),
            max_instructions: self.max_instructions.unwrap_or(d.max_instructions),
        }
    }

    /// The walk options given on the command line, by flag: `check --paths
    /// all` refuses them (it walks no path, so they could not apply).
    pub fn given(&self) -> Vec<&'static str> {
        [
            ("--branch-policy", self.branch_policy.is_some()),
            ("--loop-iterations", self.loop_iterations.is_some()),
            ("--max-instructions", self.max_instructions.is_some()),
        ]
        .into_iter()
        .filter_map(|(f, g)| g.then_some(f))
        .collect()
    }
}

/// `--jobs`, shared by every command that works on many inputs.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct JobsArgs {
    /// Inputs processed in parallel (default: the number of CPUs). Output is
    /// in input order whatever the number.
    #[arg(long, short = 'j', value_name = "N")]
    pub jobs: Option<std::num::NonZeroUsize>,
}

impl JobsArgs {
    /// Threads to use.
    pub fn threads(&self) -> usize {
        wavebed_model::parallel::threads(self.jobs)
    }
}

impl WalkArgs {
    /// The pipeline settings for these walk flags and `--arch`, `--objdump`.
    pub fn settings(
        &self,
        arch: Option<wavebed_model::profile::Arch>,
        objdump: Option<std::path::PathBuf>,
    ) -> wavebed_model::pipeline::Settings {
        wavebed_model::pipeline::Settings {
            arch,
            objdump,
            decoder: self.decoder,
            walk: self.options(),
            paths: wavebed_model::paths::Mode::Walk,
            assume: Default::default(),
        }
    }
}

/// The contested hardware readings a run decides under (docs/counters.md
/// section 7, `wavebed_model::assume`); shared by `check`, `census`, `diff
/// counters`, `record` and `replay`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct AssumeArgs {
    /// A reading to assume, repeatable: flat=either|both, smem-wide-tokens=1|2,
    /// backpressure=on|off, lds-dma-lgkm=off|on, flat-order=unordered|in-order,
    /// xcnt-waits=own|implied, barrier-isfirst=kmcnt|none, call-args=callee|caller,
    /// lds-dma-order=window|in-order, lds-cross-wave=barriers|all,
    /// kernarg-pointers=unknown|global, xcnt-branch=none|taken, workgroup=any|1d.
    /// Unset readings keep their defaults (flat=either, smem-wide-tokens=1,
    /// backpressure as the architecture's profile says, lds-dma-lgkm=off,
    /// flat-order=unordered, xcnt-waits=own, barrier-isfirst=kmcnt, call-args=callee,
    /// lds-dma-order=window, lds-cross-wave=barriers, kernarg-pointers=unknown,
    /// xcnt-branch=none, workgroup=any).
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
    #[allow(
        clippy::expect_used,
        reason = "an invariant: every --assume was validated by its parser"
    )]
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
