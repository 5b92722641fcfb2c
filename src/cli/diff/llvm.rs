//! `wavebed diff llvm`: LLVM's si-insert-waitcnts pass as a live peer, judged
//! by the oracle. The campaign (batches, the first case of each finding,
//! minimization) is `wavebed_oracle::peers::llvm::campaign::LlvmCampaign`;
//! this module parses the arguments and prints what it returns.

use std::io::Write;
use std::path::PathBuf;

use wavebed_model::profile::Arch;
use wavebed_oracle::peers::llvm::campaign::{
    generated_cases, judge_compiled_cases, listing_cases, race_line, wait_lines, CampaignError,
    Case, LlvmCampaign, Outcome, WaitTally,
};
use wavebed_oracle::peers::llvm::gen::LlvmGenConfig;
use wavebed_oracle::peers::llvm::judge::JudgeConfig;
use wavebed_oracle::peers::llvm::record::{
    over_waits, race_lines, CaseRecord, CompiledKernel, ReportRecord, SummaryRecord,
};
use wavebed_oracle::peers::llvm::{self as llvm, FlatOperand, Llc, LlvmPeer};

use crate::cli::out::{json_text, Out};
use crate::cli::{AssumeArgs, CliError, Format, Outcome as CliOutcome, EXIT_CLEAN, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Each program (generated: straight code, if-then, if-then-else and \
loops over VMEM loads/stores/atomics, scratch, FLAT, LDS incl. ds_read2, SMEM, direct-to-LDS, \
MFMA/AGPR, VALU/SALU, barriers; or each kernel of FILE.s with its waits stripped) becomes a MIR \
function; one llc process runs -run-pass=si-insert-waitcnts over a batch of them. LLVM's waits \
go back into the program where LLVM put them and the oracle judges every path (each loop's \
back-edge taken at most --loop-bound times): unsound if a path still races; else, per LLVM \
wait, the weakest safe wait (per counter field, the largest count keeping every path \
race-free with all other waits as LLVM placed them), verdict tight or over_wait with a cause \
(capacity, lds-dma, flat, mixed-class, waw-in-order, d16-merge, smem-then-store, barrier, \
cross-block-join, loop-carried, nothing-pending, other; docs/llvm-peer.md). Generated FLATs carry a memory operand without address space on even \
cases and `addrspace 1` on odd ones (--flat overrides). Unsound findings are minimized by \
delta debugging, re-run on the pass alone and printed as ready reports (written to --examples \
DIR too, with one minimal example per over-wait cause). The last line: `cases=N unsound=U \
waits=W over_wait=O tight=T too_many_paths=P llvm_error=E`.\n\nExit codes: 0 unsound=0, 1 unsound>0, 2 errors \
(llc missing or broken, a memory or branch instruction without an LLVM opcode in the peer)."
)]
pub struct Args {
    /// Architecture: any but gfx1201 (gfx908, gfx90a, gfx942, gfx950, gfx103x,
    /// gfx110x, gfx115x, gfx1200, gfx1250).
    #[arg(long, value_parser = parse_arch)]
    pub arch: Arch,
    /// Listings or code objects to check instead of generated programs
    /// (every kernel, its waits stripped; docs/llvm-peer.md section 9).
    pub files: Vec<PathBuf>,
    /// Number of generated cases.
    #[arg(long, default_value_t = 200)]
    pub cases: u64,
    /// Campaign seed (same seed, same cases).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Maximum instructions per generated program.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=2000))]
    pub max_len: u64,
    /// The llc to run (default: LLVM 22's, as the other tools find it).
    #[arg(long)]
    pub llc: Option<PathBuf>,
    /// Functions per llc process.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=4096))]
    pub batch: u64,
    /// Back-edge traversals per loop and path.
    #[arg(long, default_value_t = JudgeConfig::DEFAULT_LOOP_BOUND)]
    pub loop_bound: u32,
    #[command(flatten)]
    pub assume: AssumeArgs,
    /// FLAT memory operand for every case: `generic` or `global` (default:
    /// alternate by case).
    #[arg(long, value_parser = parse_flat)]
    pub flat: Option<FlatOperand>,
    /// Judge the waits FILE... already has as LLVM's (clang-22 output, e.g.
    /// corpus/kernels): no llc run, the listings' own waits are judged.
    #[arg(long, requires = "files")]
    pub compiled: bool,
    /// Write minimized findings and one minimal example per over-wait cause
    /// here as MIR reports.
    #[arg(long)]
    pub examples: Option<PathBuf>,
    /// Print the wall time, the time spent in llc and cases/s on stderr.
    #[arg(long)]
    pub timing: bool,
    /// Output format (json: one object per case with findings, then the summary).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

fn parse_arch(s: &str) -> Result<Arch, String> {
    let a: Arch = s.parse()?;
    llvm::supported(a).map_err(|e| e.to_string())
}

fn parse_flat(s: &str) -> Result<FlatOperand, String> {
    match s {
        "generic" => Ok(FlatOperand::Generic),
        "global" => Ok(FlatOperand::Global),
        _ => Err(format!("unknown FLAT operand `{s}` (generic, global)")),
    }
}

pub fn run(args: Args, out: &mut Out) -> CliOutcome {
    let started = std::time::Instant::now();
    let judge_cfg = JudgeConfig {
        loop_bound: args.loop_bound,
        ..JudgeConfig::new(args.assume.set().profile(args.arch))
    };
    if args.compiled {
        return run_compiled(&args, judge_cfg, out);
    }
    let llc = Llc::new(args.llc.as_deref(), args.arch).map_err(|e| CliError::Input(Box::new(e)))?;
    let cases = if args.files.is_empty() {
        let gen = LlvmGenConfig {
            max_len: args.max_len as usize,
            control_flow: true,
        };
        generated_cases(args.arch, args.seed, args.cases, &gen, args.flat)
    } else {
        listing_cases(&args.files, args.arch, listing_flat(&args))?
    };
    let mut campaign = LlvmCampaign::new(LlvmPeer::new(llc), judge_cfg);
    let bar = crate::cli::progress(cases.len() as u64, "cases");
    for chunk in cases.chunks(args.batch as usize) {
        let outcomes = campaign.run(chunk)?;
        for (case, o) in chunk.iter().zip(&outcomes) {
            print_case(out, args.format, &campaign.peer, case, o)?;
        }
        bar.inc(chunk.len() as u64);
    }
    bar.finish_and_clear();
    let tally = &campaign.tally;
    if args.timing {
        let total = started.elapsed().as_secs_f64();
        let llc = campaign.peer.llc_time.as_secs_f64();
        eprintln!(
            "timing: cases={} seconds={total:.2} llc_seconds={llc:.2} llc_share={:.2} cases_per_second={:.1}",
            tally.cases,
            llc / total.max(1e-9),
            tally.cases as f64 / total.max(1e-9)
        );
    }
    for r in campaign.reports(args.examples.is_some())? {
        emit_report(out, args.format, &args.examples, &r.name, &r.text)?;
    }
    let tally = &campaign.tally;
    let judge_cfg = &campaign.judge;
    match args.format {
        Format::Text => {
            for l in tally.cause_lines() {
                writeln!(out, "{l}")?;
            }
            writeln!(
                out,
                "arch={} {} assumptions: {}",
                args.arch,
                if args.files.is_empty() {
                    format!("seed={} max_len={}", args.seed, args.max_len)
                } else {
                    format!("files={}", args.files.len())
                },
                judge_cfg.assumptions()
            )?;
            writeln!(out, "{}", tally.summary())?;
        }
        Format::Json => {
            let line = SummaryRecord::new(args.arch, judge_cfg.assumptions(), tally);
            writeln!(out, "{}", json_text(&line)?)?;
        }
    }
    out.flush()?;
    Ok(if tally.unsound > 0 {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    })
}

/// The FLAT memory operand of listing cases: `--flat`, else generic (the
/// pass's own assumption for a FLAT without address space).
fn listing_flat(args: &Args) -> FlatOperand {
    args.flat.unwrap_or(FlatOperand::Generic)
}

/// A campaign that stops: llc missing or broken, or an instruction outside
/// the peer's vocabulary (both exit 2).
impl From<CampaignError> for CliError {
    fn from(e: CampaignError) -> Self {
        CliError::Input(Box::new(e))
    }
}

/// `--compiled`: every kernel's own waits judged as LLVM's.
fn run_compiled(args: &Args, judge_cfg: JudgeConfig, out: &mut Out) -> CliOutcome {
    let profile = &judge_cfg.profile;
    let mut tally = WaitTally::default();
    let cases = listing_cases(&args.files, args.arch, listing_flat(args))?;
    for (case, (o, one)) in cases.iter().zip(judge_compiled_cases(&judge_cfg, &cases)) {
        tally.merge(&one);
        let where_ = case.place();
        match (args.format, &o) {
            (Format::Text, Outcome::Judged(ans, j)) => {
                for r in &j.races {
                    writeln!(out, "case={where_} {}", race_line(ans, r))?;
                }
                for w in wait_lines(profile, ans, j) {
                    writeln!(out, "case={where_} {w}")?;
                }
                writeln!(out, "kernel={where_} paths={} {}", j.paths, one.summary())?;
            }
            (Format::Text, _) => {
                writeln!(out, "kernel={where_} too_many_paths=1")?;
                too_many_paths_note(&where_, &judge_cfg);
            }
            (Format::Json, _) => {
                writeln!(out, "{}", json_text(&CompiledKernel::new(&where_, &one))?)?;
            }
        }
    }
    for l in tally.cause_lines() {
        writeln!(out, "{l}")?;
    }
    writeln!(
        out,
        "arch={} compiled files={} assumptions: {}",
        args.arch,
        args.files.len(),
        judge_cfg.assumptions()
    )?;
    writeln!(out, "{}", tally.summary())?;
    out.flush()?;
    Ok(if tally.unsound > 0 {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    })
}

/// Says on stderr why a kernel was not judged: the judge enumerates every
/// path (each loop's back-edge at most `--loop-bound` times) and stops past
/// its path budget; the kernel is then neither sound nor unsound here.
fn too_many_paths_note(place: &str, cfg: &JudgeConfig) {
    eprintln!(
        "wavebed: note: {place}: more than {} paths with each back-edge taken at most {} \
         times: LLVM's waits in it are not judged (a lower --loop-bound enumerates fewer; \
         `wavebed check` analyses every path without enumerating them; docs/llvm-peer.md \
         section 12)",
        cfg.max_paths, cfg.loop_bound
    );
}

/// One case's findings: a line per race and per over-wait (nothing when
/// sound and tight).
fn print_case(
    out: &mut impl Write,
    format: Format,
    peer: &LlvmPeer,
    case: &Case,
    o: &Outcome,
) -> std::io::Result<()> {
    let p = &peer.profile;
    let where_ = &case.place();
    match (format, o) {
        (Format::Text, Outcome::LlvmError(m)) => writeln!(out, "LLVM_ERROR case={where_} {m}"),
        (Format::Text, Outcome::TooManyPaths) => {
            too_many_paths_note(where_, &JudgeConfig::new(p.clone()));
            writeln!(out, "TOO_MANY_PATHS case={where_}")
        }
        (Format::Text, Outcome::Judged(ans, j)) => {
            for r in &j.races {
                writeln!(
                    out,
                    "case={where_} flat={} {}",
                    case.flat.name(),
                    race_line(ans, r)
                )?;
            }
            for w in wait_lines(p, ans, j) {
                writeln!(out, "case={where_} {w}")?;
            }
            Ok(())
        }
        (Format::Json, Outcome::LlvmError(m)) => json_line(
            out,
            &CaseRecord::LlvmError {
                case: where_,
                llvm_error: m.to_string(),
            },
        ),
        (Format::Json, Outcome::TooManyPaths) => json_line(
            out,
            &CaseRecord::TooManyPaths {
                case: where_,
                too_many_paths: true,
            },
        ),
        (Format::Json, Outcome::Judged(ans, j)) => {
            if j.races.is_empty() && j.waits.iter().all(|w| w.tight()) {
                return Ok(());
            }
            json_line(
                out,
                &CaseRecord::Judged {
                    case: where_,
                    flat: case.flat.name(),
                    paths: j.paths,
                    unsound: !j.races.is_empty(),
                    races: race_lines(ans, j),
                    waits: over_waits(p, ans, j),
                },
            )
        }
    }
}

/// `record` as one JSON line.
fn json_line(out: &mut impl Write, record: &impl serde::Serialize) -> std::io::Result<()> {
    let text = json_text(record).map_err(std::io::Error::other)?;
    writeln!(out, "{text}")
}

/// Prints a report (text) or its JSON object, and writes it to DIR/NAME.mir.
fn emit_report(
    out: &mut impl Write,
    format: Format,
    dir: &Option<PathBuf>,
    name: &str,
    text: &str,
) -> Result<(), CliError> {
    match format {
        Format::Text => write!(out, "{text}")?,
        Format::Json => json_line(out, &ReportRecord { report: name, text })?,
    }
    if let Some(d) = dir {
        std::fs::create_dir_all(d)?;
        std::fs::write(d.join(format!("{name}.mir")), text)?;
    }
    Ok(())
}
