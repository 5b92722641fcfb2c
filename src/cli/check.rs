//! `wavebed check`: walk each kernel's path (docs/architecture.md, "Path walker
//! rules"), run a counter model over it and report races.
//!
//! Inputs are listings, code objects, containers of code objects (wheels,
//! offload bundles, host libraries) and directories (walked for `.s`,
//! `.amdgcn`, `.asm`, `.co`, `.hsaco`, `.hipfb`, `.whl`; traces there are skipped with a note,
//! since `wavebed replay` reads them). A file that fails is reported on stderr
//! as `FILE:LINE:COL: message`, counted, and the run goes on. The work is
//! `wavebed_model::pipeline`; this module formats what it finds.

use std::io::{self, Write};
use std::path::PathBuf;

use indicatif::ProgressBar;
use wavebed_model::counter::report::{
    write_race_text, write_race_text_with_witness, Coverage, KernelSummary, RaceRecord,
    ReportContext,
};
use wavebed_model::counter::ModelKind;
use wavebed_model::counter::{report, sarif};
use wavebed_model::inputs::Input;
use wavebed_model::lds::report as lds_report;
use wavebed_model::paths::{block_name, Entry, Incomplete, PathOptions};
use wavebed_model::pipeline::{self, FileCheck, InputCheck, PathsCheck};
use wavebed_model::profile::Arch;

use super::out::Out;
use super::{CliError, Outcome, PathsMode, EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Output: one report per race (text in the race detector's shape, or one JSON \
object a line with --format json), then one summary line per kernel and a total line \
(--format sarif prints one SARIF 2.1.0 log instead, a result per race, the witness as a code flow):\n  \
kernel=NAME arch=gfx950 model=exact instructions=N races=R completed=1 paths=all unreached=U\n  \
assume: flat=either smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off \
flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee \
lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any\n  \
kernels=K instructions=N races=R errors=E\n\
The assume line is the assumption set in force (--assume; JSON: the total record's `assume`).\n\
With --paths all (the default) every path through each kernel's control-flow graph is analysed, \
branch conditions ignored (docs/paths.md): a race is reported iff some path produces it, with a \
witness (the blocks from producer to consumer); instructions= counts the instructions some path \
reaches, unreached= the rest; completed=0 means the analysis could not follow an indirect jump \
(s_setpc_b64) or stopped at its per-block state cap (a notice says which). Device functions \
(non-kernel functions, reached by s_swappc_b64) are analysed once each from an unknown entry \
state (anything the caller may leave in flight; its returns must hand back completed values: \
docs/paths.md section 10) and get their own `function=NAME ...` line (JSON \"function\"); kernels= counts kernels only.\n\n\
With --paths walk, completed=0 means a bound (--max-instructions) cut the kernel's path. \
Paths: each kernel's path starts at its entry; s_branch is followed, s_cbranch_* follows \
--branch-policy, every loop runs --loop-iterations back-edge traversals per entry and is then \
left by its exit branch; calls are not followed (the callee starts with a full wait, so a call \
drains every counter); s_endpgm ends the path, and so does s_setpc_b64 (with a note).\n\n\
Exit codes: 0 no race, 1 at least one race, 2 an error in any input (printed as \
FILE:LINE:COL: message; the other inputs are still checked).\n\n\
Examples:\n  wavebed check corpus/listings/vmcnt_no_wait_race_kernel.s\n  \
wavebed check --model legacy --arch gfx950 kernel.s\n  wavebed check --format json kernel.co\n  \
wavebed check --paths walk --branch-policy seed:7 --loop-iterations 3 ../shared/corpus/aiter"
)]
pub struct Args {
    /// Assembly listings (`.s`, `.amdgcn`, bare listings), code objects (`.co`,
    /// `.hsaco`), containers of code objects (offload bundles, host libraries
    /// such as `.so`, wheels: every code object inside, each report naming its
    /// origin) or directories of them. A file named explicitly is read
    /// whatever its extension.
    #[arg(required = true, value_name = "PATH")]
    files: Vec<PathBuf>,
    /// Architecture (gfx908, gfx90a, gfx942, gfx950, gfx1030..gfx1036,
    /// gfx1100..gfx1103, gfx1150..gfx1153, gfx1200, gfx1201, gfx1250; gfx103x and
    /// gfx12 with `--model exact` only); default: from the code object's ELF
    /// header or the listing's `.amdgcn_target`.
    #[arg(long)]
    arch: Option<Arch>,
    /// Counter model: `exact` (sound and precise), `seed` (the fixed detector),
    /// `legacy` (the detector before the fix).
    #[arg(long, default_value = "exact")]
    model: ModelKind,
    /// Output format: `text` reports, `json` (one object a line: a `race`
    /// record per race, a `summary` record per kernel, a `total` record), or
    /// `sarif` (one SARIF 2.1.0 log, a result per race, for CI code scanning).
    #[arg(long, value_enum, default_value = "text")]
    format: CheckFormat,
    /// llvm-objdump to disassemble code objects with (default: $WAVEBED_LLVM_OBJDUMP,
    /// /usr/lib/llvm-22/bin/llvm-objdump, then PATH).
    #[arg(long, value_name = "PATH")]
    objdump: Option<PathBuf>,
    /// Dispatch index printed in race reports (0 = unknown).
    #[arg(long, default_value_t = 0, value_name = "N")]
    dispatch: u64,
    /// `all`: every path of each kernel (docs/paths.md; each race with a
    /// witness path); `walk`: the one path the walker takes (the options below).
    #[arg(long, value_enum, default_value = "all")]
    paths: PathsMode,
    #[command(flatten)]
    walk: super::WalkArgs,
    #[command(flatten)]
    assume: super::AssumeArgs,
    #[command(flatten)]
    jobs: super::JobsArgs,
}

/// What checking all inputs found: the total line.
#[derive(Default, serde::Serialize)]
struct CheckTotals {
    record: &'static str,
    kernels: usize,
    instructions: u64,
    races: usize,
    /// LDS races (docs/lds.md section 6), beside the register races; only
    /// when there are any.
    #[serde(skip_serializing_if = "is_zero")]
    lds_races: usize,
    errors: usize,
    /// The assumption set in force (JSON only; text prints it on its own line).
    assume: serde_json::Value,
}

impl std::fmt::Display for CheckTotals {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "kernels={} instructions={} races={} errors={}",
            self.kernels, self.instructions, self.races, self.errors
        )?;
        if self.lds_races > 0 {
            write!(f, " lds_races={}", self.lds_races)?;
        }
        Ok(())
    }
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// `check`'s output formats: the shared ones and SARIF.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CheckFormat {
    Text,
    Json,
    /// One SARIF 2.1.0 log on stdout (notes and errors stay on stderr).
    Sarif,
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    let given = args.walk.given();
    if args.paths == PathsMode::All && !given.is_empty() {
        return Err(CliError::Usage(format!(
            "{} only apply to the walked path: add `--paths walk` (under `--paths all`, the default, every path is analysed)",
            given.join(", ")
        )));
    }
    let mut summaries = Vec::new();
    let mut sarif = Vec::new();
    let assume = args.assume.set();
    let mut tally = CheckTotals {
        record: "total",
        assume: super::assume_json(&assume),
        ..CheckTotals::default()
    };
    let mut files = Vec::new();
    for path in &args.files {
        match pipeline::check_targets(path) {
            Ok((found, errors)) => {
                files.extend(found);
                for e in errors {
                    eprintln!("wavebed: {e}");
                    tally.errors += 1;
                }
            }
            Err(e) => {
                eprintln!("{e}");
                tally.errors += 1;
            }
        }
    }
    if files.is_empty() && tally.errors == 0 {
        eprintln!("wavebed: no inputs: no listing or code object in the paths given");
        tally.errors += 1;
    }
    let bar = if files.len() > 1 {
        super::progress(files.len() as u64, "files")
    } else {
        ProgressBar::hidden()
    };
    let mut settings = args.walk.settings(args.arch, args.objdump.clone());
    settings.paths = args.paths.mode();
    settings.assume = assume;
    let mut io_result = Ok(());
    pipeline::check_inputs(
        &files,
        &settings,
        args.model,
        args.jobs.threads(),
        |input, result| present(&args, input, result),
        |mut done| {
            bar.inc(1);
            sarif.append(&mut done.sarif);
            if io_result.is_ok() {
                io_result = emit(done, out, &bar, &mut summaries, &mut tally);
            }
        },
    );
    io_result?;
    bar.finish_and_clear();
    super::report_native(&args.walk);
    for line in &summaries {
        writeln!(out, "{line}")?;
    }
    match args.format {
        CheckFormat::Text => writeln!(out, "assume: {}\n{tally}", settings.assume)?,
        CheckFormat::Json => writeln!(out, "{}", serde_json::to_string(&tally)?)?,
        CheckFormat::Sarif => {
            let log = sarif::Log::new(env!("CARGO_PKG_VERSION"), sarif);
            serde_json::to_writer_pretty(&mut *out, &log)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(match (tally.errors, tally.races + tally.lds_races) {
        (0, 0) => EXIT_CLEAN,
        (0, _) => EXIT_FINDINGS,
        _ => EXIT_ERROR,
    })
}

/// What checking one file produced, printed by the main thread in input order.
#[derive(Default)]
struct CheckedFile {
    /// Race reports.
    reports: Vec<u8>,
    /// Races as SARIF results (`--format sarif`).
    sarif: Vec<sarif::SarifResult>,
    summaries: Vec<String>,
    notes: Vec<String>,
    error: Option<String>,
    kernels: usize,
    instructions: u64,
    races: usize,
    lds_races: usize,
}

fn emit(
    done: CheckedFile,
    out: &mut impl Write,
    bar: &ProgressBar,
    summaries: &mut Vec<String>,
    tally: &mut CheckTotals,
) -> io::Result<()> {
    out.write_all(&done.reports)?;
    if !done.notes.is_empty() || done.error.is_some() {
        out.flush()?;
        bar.suspend(|| {
            for n in &done.notes {
                eprintln!("wavebed: note: {n}");
            }
            if let Some(e) = &done.error {
                eprintln!("{e}");
            }
        });
    }
    summaries.extend(done.summaries);
    tally.kernels += done.kernels;
    tally.instructions += done.instructions;
    tally.races += done.races;
    tally.lds_races += done.lds_races;
    tally.errors += usize::from(done.error.is_some());
    Ok(())
}

/// Formats one input's result (on a worker thread).
fn present(args: &Args, input: &Input, result: InputCheck) -> CheckedFile {
    let mut done = CheckedFile::default();
    match result {
        InputCheck::SkippedTrace => done.notes.push(format!(
            "{}: a trace; `wavebed replay` checks traces, skipped",
            input.path.display()
        )),
        InputCheck::Failed(e) => done.error = Some(e.to_string()),
        InputCheck::Checked(file) => {
            if let Err(e) = format_file(args, input, &file, &mut done) {
                done.error = Some(e.to_string());
            }
        }
    }
    done
}

/// Race reports, summary lines (printed after all reports) and notes of a
/// checked file.
fn format_file(
    args: &Args,
    input: &Input,
    file: &FileCheck,
    done: &mut CheckedFile,
) -> Result<(), CliError> {
    let ctx = ReportContext {
        dispatch: args.dispatch,
        origin: input.member.as_ref().map(|m| m.origin.as_str().into()),
        ..ReportContext::new(file.arch, args.model)
    };
    // SARIF locations point at the file on disk (a container's code object
    // is named by the `origin` property).
    let uri = sarif::path_uri(&input.path);
    for k in &file.all_paths {
        format_all_paths(args, &file.path, &uri, k, &ctx, done)?;
    }
    let walk = args.walk.options();
    // The listing's text, for SARIF columns (read once, when needed).
    let mut listing: Option<Option<String>> = None;
    for k in &file.kernels {
        let kernel = &k.walked.kernel;
        if let Some(n) = k.walked.notice(&walk) {
            done.notes
                .push(pipeline::notice_line(&file.path, kernel, &n));
        }
        for hit in &k.races {
            match args.format {
                CheckFormat::Sarif => {
                    let text = listing
                        .get_or_insert_with(|| {
                            kernel.instrs[hit.consumer as usize]
                                .addr
                                .is_none()
                                .then(|| std::fs::read_to_string(&file.path).ok())
                                .flatten()
                        })
                        .as_deref();
                    let artifact = sarif::Artifact { uri: &uri, text };
                    done.sarif
                        .push(sarif::race_result(&artifact, kernel, hit, &ctx, None));
                }
                CheckFormat::Text => {
                    let mut text = String::new();
                    write_race_text(&mut text, kernel, &k.walked.stream, hit, &ctx)
                        .map_err(|e| CliError::Output(Box::new(e)))?;
                    done.reports.extend_from_slice(text.as_bytes());
                }
                CheckFormat::Json => {
                    let rec = RaceRecord::new(kernel, hit, &ctx);
                    serde_json::to_writer(&mut done.reports, &rec)?;
                    done.reports.push(b'\n');
                }
            }
        }
        done.kernels += 1;
        done.instructions += k.instructions;
        done.races += k.races.len();
        let summary = KernelSummary::new(
            kernel,
            &ctx,
            k.instructions,
            k.races.len(),
            k.walked.end.completed,
        );
        match args.format {
            CheckFormat::Text => done.summaries.push(summary.to_string()),
            CheckFormat::Json => done.summaries.push(serde_json::to_string(&summary)?),
            CheckFormat::Sarif => {}
        }
    }
    Ok(())
}

/// Race reports with witnesses, the summary with coverage, and notices of
/// one kernel's all-paths analysis (docs/paths.md).
fn format_all_paths(
    args: &Args,
    path: &std::path::Path,
    uri: &str,
    k: &PathsCheck,
    ctx: &ReportContext,
    done: &mut CheckedFile,
) -> Result<(), CliError> {
    let (kernel, cfg, run) = (&k.kernel, &k.cfg, &k.run);
    for why in &run.incomplete {
        done.notes.push(incomplete_notice(path, k, why));
    }
    for &block in &run.widened {
        done.notes.push(format!(
            "{}: kernel `{}`: more than {} model states reach this block; later states are joined into one widened state (docs/paths.md section 2): sound, but races found past it may need no real path",
            pipeline::location(path, &kernel.instrs[cfg.blocks[block as usize].start as usize]),
            kernel.name,
            PathOptions::DEFAULT_MAX_STATES_PER_BLOCK
        ));
    }
    // The listing's text, for SARIF columns (read once, when needed).
    let mut listing: Option<Option<String>> = None;
    for (first, count) in report::group_by_place(kernel, run.races.iter().map(|r| (r.hit, ()))) {
        let race = &run.races[first];
        let witness: Vec<String> = race
            .witness
            .iter()
            .map(|&b| block_name(kernel, cfg, b))
            .collect();
        let (stream, hit) = race.stream(cfg);
        match args.format {
            CheckFormat::Text => {
                let mut text = String::new();
                write_race_text_with_witness(&mut text, kernel, &stream, &hit, ctx, Some(&witness))
                    .map_err(|e| CliError::Output(Box::new(e)))?;
                if count > 1 {
                    let at = text.rfind("END_RACE").unwrap_or(text.len());
                    text.insert_str(at, &report::group_count_line(count));
                }
                done.reports.extend_from_slice(text.as_bytes());
            }
            CheckFormat::Json => {
                let mut rec = RaceRecord::new(kernel, &hit, ctx);
                rec.witness = Some(witness);
                rec.count = (count > 1).then_some(count);
                serde_json::to_writer(&mut done.reports, &rec)?;
                done.reports.push(b'\n');
            }
            CheckFormat::Sarif => {
                let text = listing
                    .get_or_insert_with(|| {
                        kernel.instrs[race.hit.consumer as usize]
                            .addr
                            .is_none()
                            .then(|| std::fs::read_to_string(path).ok())
                            .flatten()
                    })
                    .as_deref();
                let artifact = sarif::Artifact { uri, text };
                // The code flow: the producer, the first instruction of each
                // block the witness passes through, the consumer.
                let mut flow: Vec<u32> = race
                    .witness
                    .iter()
                    .enumerate()
                    .map(|(k, &b)| {
                        if k == 0 {
                            race.hit.producer
                        } else {
                            cfg.blocks[b as usize].start
                        }
                    })
                    .collect();
                flow.push(race.hit.consumer);
                done.sarif.push(sarif::race_result(
                    &artifact,
                    kernel,
                    &race.hit,
                    ctx,
                    Some(&flow),
                ));
            }
        }
    }
    format_lds_races(args, path, uri, k, ctx, done, &mut listing)?;
    // The total's `kernels=` counts kernels; a device function's
    // instructions and races count like a kernel's.
    done.kernels += usize::from(k.entry == Entry::Kernel);
    done.instructions += run.instructions;
    done.races += run.races.len();
    done.lds_races += k.lds.races.len();
    let mut summary = KernelSummary::new(
        kernel,
        ctx,
        run.instructions,
        run.races.len(),
        run.completed(),
    );
    summary.lds_races = k.lds.races.len();
    if k.entry == Entry::DeviceFunction {
        summary = summary.device_function();
    }
    summary.coverage = Some(Coverage {
        paths: "all",
        unreached: run.unreached,
        waits: run.waits,
        states: run.states,
        max_block_states: run.max_block_states,
    });
    match args.format {
        CheckFormat::Text => done.summaries.push(summary.to_string()),
        CheckFormat::Json => done.summaries.push(serde_json::to_string(&summary)?),
        CheckFormat::Sarif => {}
    }
    Ok(())
}

/// The LDS races of one kernel's all-paths analysis (docs/lds.md section 6),
/// after its register races, and a notice when the LDS race cap fired.
fn format_lds_races(
    args: &Args,
    path: &std::path::Path,
    uri: &str,
    k: &PathsCheck,
    ctx: &ReportContext,
    done: &mut CheckedFile,
    listing: &mut Option<Option<String>>,
) -> Result<(), CliError> {
    let (kernel, cfg) = (&k.kernel, &k.cfg);
    if k.lds.races_not_recorded > 0 {
        done.notes.push(format!(
            "{}: kernel `{}`: LDS race cap reached (at most 256 per producer, 16384 per kernel; docs/lds.md section 7): {} more LDS races not recorded",
            path.display(),
            kernel.name,
            k.lds.races_not_recorded
        ));
    }
    let races = &k.lds.races;
    for group in lds_report::group_lds_races(kernel, races) {
        match args.format {
            CheckFormat::Text => {
                let mut text = String::new();
                lds_report::write_lds_group_text(&mut text, kernel, cfg, races, &group, ctx)
                    .map_err(|e| CliError::Output(Box::new(e)))?;
                done.reports.extend_from_slice(text.as_bytes());
            }
            CheckFormat::Json => {
                let rec = lds_report::LdsRaceRecord::of_group(kernel, cfg, races, &group, ctx);
                serde_json::to_writer(&mut done.reports, &rec)?;
                done.reports.push(b'\n');
            }
            CheckFormat::Sarif => {
                let first = &races[group.first];
                let text = listing
                    .get_or_insert_with(|| {
                        kernel.instrs[first.consumer as usize]
                            .addr
                            .is_none()
                            .then(|| std::fs::read_to_string(path).ok())
                            .flatten()
                    })
                    .as_deref();
                let artifact = sarif::Artifact { uri, text };
                done.sarif.push(sarif::lds_group_result(
                    &artifact, kernel, cfg, races, &group, ctx,
                ));
            }
        }
    }
    Ok(())
}

/// The notice for something the all-paths analysis could not follow.
fn incomplete_notice(path: &std::path::Path, k: &PathsCheck, why: &Incomplete) -> String {
    let kernel = &k.kernel;
    let at = |i: u32| pipeline::location(path, &kernel.instrs[i as usize]);
    let name = &kernel.name;
    let what = match k.entry {
        Entry::Kernel => "kernel",
        Entry::DeviceFunction => "function",
    };
    match *why {
        Incomplete::SetPc { at: i } => format!(
            "{}: {what} `{name}`: `{}` is an indirect jump the analysis cannot follow (completed=0)",
            at(i),
            kernel.instrs[i as usize].text
        ),
        Incomplete::UnresolvedBranch { at: i } => format!(
            "{}: {what} `{name}`: `{}` has a target outside the {what} (completed=0)",
            at(i),
            kernel.instrs[i as usize].text
        ),
        Incomplete::StateCap { block } => format!(
            "{}: {what} `{name}`: more than {} model states reach this block; states past the cap are not explored (completed=0)",
            at(k.cfg.blocks[block as usize].start),
            PathOptions::DEFAULT_MAX_STATES_PER_BLOCK
        ),
        Incomplete::RaceCap { producer } => format!(
            "{}: {what} `{name}`: race cap reached (at most {} races per producer, {} per {what}; docs/paths.md section 9): {} more race hits not recorded, the exploration stops at {} (completed=0)",
            at(producer),
            PathOptions::DEFAULT_MAX_RACES_PER_PRODUCER,
            PathOptions::DEFAULT_MAX_RACES,
            k.run.races_not_recorded,
            PathOptions::DEFAULT_MAX_HITS_NOT_RECORDED
        ),
    }
}
