//! `wavebed check`: walk each kernel's path (docs/architecture.md, "Path walker
//! rules"), run a counter model over it and report races.
//!
//! Inputs are listings, code objects and directories (walked for `.s`,
//! `.amdgcn`, `.asm`, `.co`, `.hsaco`; traces there are skipped with a note,
//! since `wavebed replay` reads them). A file that fails is reported on stderr
//! as `FILE:LINE:COL: message`, counted, and the run goes on.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use indicatif::ProgressBar;
use wavebed_model::cfg::Cfg;
use wavebed_model::counter::report::{write_race_text, KernelSummary, RaceRecord, ReportContext};
use wavebed_model::counter::{run_stream, Model, ModelKind};
use wavebed_model::inputs::{self, Input, InputKind};
use wavebed_model::instr::{Instr, Kernel};
use wavebed_model::isa::{self, LoadOptions};
use wavebed_model::profile::Arch;
use wavebed_model::walker::{walk, EndReason, WalkEnd};

use super::{Format, Outcome, EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Output: one report per race (text in the race detector's shape, or one JSON \
object a line with --format json), then one summary line per kernel and a total line:\n  \
kernel=NAME arch=gfx950 model=exact instructions=N races=R completed=1\n  \
assume: flat=either smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off\n  \
kernels=K instructions=N races=R errors=E\n\
The assume line is the assumption set in force (--assume; JSON: the total record's `assume`).\n\
completed=0 means a bound (--max-instructions) cut the kernel's path.\n\n\
Paths: each kernel's path starts at its entry; s_branch is followed, s_cbranch_* follows \
--branch-policy, every loop runs --loop-iterations back-edge traversals per entry and is then \
left by its exit branch; calls are not followed (the callee starts with a full wait, so a call \
drains every counter); s_endpgm ends the path, and so does s_setpc_b64 (with a note).\n\n\
Exit codes: 0 no race, 1 at least one race, 2 an error in any input (printed as \
FILE:LINE:COL: message; the other inputs are still checked).\n\n\
Examples:\n  wavebed check corpus/listings/vmcnt_no_wait_race_kernel.s\n  \
wavebed check --model legacy --arch gfx950 kernel.s\n  wavebed check --format json kernel.co\n  \
wavebed check --branch-policy seed:7 --loop-iterations 3 ../shared/corpus/aiter"
)]
pub struct Args {
    /// Assembly listings (`.s`, `.amdgcn`, bare listings), code objects (`.co`,
    /// `.hsaco`) or directories of them. A file named explicitly is read
    /// whatever its extension.
    #[arg(required = true, value_name = "PATH")]
    files: Vec<PathBuf>,
    /// Architecture (gfx942, gfx950, gfx1151); default: from the code object's ELF
    /// header or the listing's `.amdgcn_target`.
    #[arg(long)]
    arch: Option<Arch>,
    /// Counter model: `exact` (sound and precise), `seed` (the fixed detector),
    /// `legacy` (the detector before the fix).
    #[arg(long, default_value = "exact")]
    model: ModelKind,
    /// Output format: `text` reports, or `json` (one object a line: a `race`
    /// record per race, a `summary` record per kernel, a `total` record).
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// llvm-objdump to disassemble code objects with (default: $WAVEBED_LLVM_OBJDUMP,
    /// /usr/lib/llvm-22/bin/llvm-objdump, then PATH).
    #[arg(long, value_name = "PATH")]
    objdump: Option<PathBuf>,
    /// Dispatch index printed in race reports (0 = unknown).
    #[arg(long, default_value_t = 0, value_name = "N")]
    dispatch: u64,
    #[command(flatten)]
    walk: super::WalkArgs,
    #[command(flatten)]
    assume: super::AssumeArgs,
    /// Files checked in parallel (default: the number of CPUs). Output is in
    /// input order whatever the number.
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    jobs: Option<u32>,
}

/// What checking all inputs found: the total line.
#[derive(Default, serde::Serialize)]
struct Tally {
    record: &'static str,
    kernels: usize,
    instructions: u64,
    races: usize,
    errors: usize,
    /// The assumption set in force (JSON only; text prints it on its own line).
    assume: serde_json::Value,
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "kernels={} instructions={} races={} errors={}",
            self.kernels, self.instructions, self.races, self.errors
        )
    }
}

pub fn run(args: Args) -> Outcome {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut summaries = Vec::new();
    let assume = args.assume.set();
    let mut tally = Tally {
        record: "total",
        assume: super::assume_json(&assume),
        ..Tally::default()
    };
    let mut files = Vec::new();
    for path in &args.files {
        match expand(path) {
            Ok(found) => files.extend(found),
            Err(msg) => {
                eprintln!("{msg}");
                tally.errors += 1;
            }
        }
    }
    let bar = if files.len() > 1 {
        super::progress(files.len() as u64, "files")
    } else {
        ProgressBar::hidden()
    };
    let threads = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |j| j as usize,
    );
    // Workers check files in any order; the results are printed in input order.
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, FileDone)>();
    let mut io_result = Ok(());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, files.len().max(1)) {
            let tx = tx.clone();
            let (next, files, args) = (&next, &files, &args);
            scope.spawn(move || {
                let mut stream = Vec::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(input) = files.get(i) else { break };
                    if tx.send((i, check_input(args, input, &mut stream))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut pending: BTreeMap<usize, FileDone> = BTreeMap::new();
        let mut next_out = 0;
        for (i, done) in rx {
            pending.insert(i, done);
            while let Some(done) = pending.remove(&next_out) {
                next_out += 1;
                bar.inc(1);
                if io_result.is_ok() {
                    io_result = emit(done, &mut out, &bar, &mut summaries, &mut tally);
                }
            }
        }
    });
    io_result?;
    bar.finish_and_clear();
    for line in &summaries {
        writeln!(out, "{line}")?;
    }
    match args.format {
        Format::Text => writeln!(out, "assume: {assume}\n{tally}")?,
        Format::Json => writeln!(out, "{}", serde_json::to_string(&tally)?)?,
    }
    out.flush()?;
    Ok(match (tally.errors, tally.races) {
        (0, 0) => EXIT_CLEAN,
        (0, _) => EXIT_FINDINGS,
        _ => EXIT_ERROR,
    })
}

/// What checking one file produced, printed by the main thread in input order.
#[derive(Default)]
struct FileDone {
    /// Race reports.
    reports: Vec<u8>,
    summaries: Vec<String>,
    notes: Vec<String>,
    error: Option<String>,
    kernels: usize,
    instructions: u64,
    races: usize,
}

fn emit(
    done: FileDone,
    out: &mut impl Write,
    bar: &ProgressBar,
    summaries: &mut Vec<String>,
    tally: &mut Tally,
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
    tally.errors += usize::from(done.error.is_some());
    Ok(())
}

/// Checks one input; `stream` is the worker's reused stream buffer.
fn check_input(args: &Args, input: &Input, stream: &mut Vec<u32>) -> FileDone {
    let mut done = FileDone::default();
    if input.kind == InputKind::Trace {
        done.notes.push(format!(
            "{}: a trace; `wavebed replay` checks traces, skipped",
            input.path.display()
        ));
        return done;
    }
    let mut run = FileRun {
        args,
        file: &input.path,
        stream,
        done: &mut done,
    };
    if let Err(msg) = run.check() {
        done.error = Some(msg);
    }
    done
}

/// The inputs one path argument names: the file itself (a trace named
/// explicitly is an error: `replay` reads traces), or a directory's inputs.
fn expand(path: &Path) -> Result<Vec<Input>, String> {
    let found =
        inputs::collect(std::slice::from_ref(&path.to_path_buf())).map_err(|e| e.to_string())?;
    if path.is_file() && found.iter().any(|i| i.kind == InputKind::Trace) {
        return Err(format!(
            "{}: a trace; check it with `wavebed replay`",
            path.display()
        ));
    }
    Ok(found)
}

/// Checking one file.
struct FileRun<'a> {
    args: &'a Args,
    file: &'a Path,
    /// The walked stream, reused across kernels.
    stream: &'a mut Vec<u32>,
    done: &'a mut FileDone,
}

impl FileRun<'_> {
    fn note(&mut self, msg: String) {
        self.done.notes.push(msg);
    }

    /// Checks every kernel of the file into `done`: race reports, summary
    /// lines (printed after all reports), notes. Returns an error message.
    fn check(&mut self) -> Result<(), String> {
        let args = self.args;
        let opts = LoadOptions {
            arch: args.arch,
            objdump: args.objdump.clone(),
        };
        let program = isa::load_path(self.file, &opts).map_err(|e| e.to_string())?;
        let name = self.file.display();
        let arch = args.arch.or(program.arch).ok_or_else(|| {
            format!("{name}: the input does not name its architecture; pass --arch (gfx942, gfx950, gfx1151)")
        })?;
        let profile = args.assume.set().profile(arch);
        if !profile.is_modelled() {
            return Err(format!("{name}: {arch} parses, but its counters are not modelled (use gfx942, gfx950 or gfx1151)"));
        }
        if program.kernels.is_empty() {
            return Err(format!("{name}: no kernel found"));
        }
        if program.generic_count > 0 {
            let msg = format!(
                "{name}: {} instructions decoded by the generic rule (first operand written, rest read)",
                program.generic_count
            );
            self.note(msg);
        }
        let ctx = ReportContext {
            dispatch: args.dispatch,
            ..ReportContext::new(arch, args.model)
        };
        let walk_opts = args.walk.options();
        let mut model = Model::new(args.model, &profile);
        for kernel in &program.kernels {
            let cfg = Cfg::build(kernel);
            self.stream.clear();
            let end = walk(kernel, &cfg, &walk_opts, self.stream);
            if let Some(msg) = self.end_notice(kernel, &end) {
                self.note(msg);
            }
            let result = run_stream(&mut model, kernel, self.stream);
            for hit in &result.races {
                let out = &mut self.done.reports;
                match args.format {
                    Format::Text => {
                        let mut text = String::new();
                        write_race_text(&mut text, kernel, self.stream, hit, &ctx)
                            .map_err(|e| e.to_string())?;
                        out.extend_from_slice(text.as_bytes());
                    }
                    Format::Json => {
                        let rec = RaceRecord::new(kernel, hit, &ctx);
                        let line = serde_json::to_string(&rec).map_err(|e| e.to_string())?;
                        out.extend_from_slice(line.as_bytes());
                        out.push(b'\n');
                    }
                }
            }
            self.done.kernels += 1;
            self.done.instructions += result.instructions;
            self.done.races += result.races.len();
            let summary = KernelSummary::new(
                kernel,
                &ctx,
                result.instructions,
                result.races.len(),
                end.completed,
            );
            self.done.summaries.push(match args.format {
                Format::Text => summary.to_string(),
                Format::Json => serde_json::to_string(&summary).map_err(|e| e.to_string())?,
            });
        }
        Ok(())
    }

    /// A note for a path that ended other than at `s_endpgm` or the end of a
    /// bare listing.
    fn end_notice(&self, kernel: &Kernel, end: &WalkEnd) -> Option<String> {
        let at = |i: u32| location(self.file, &kernel.instrs[i as usize]);
        let k = &kernel.name;
        Some(match end.reason {
            EndReason::EndPgm { .. } | EndReason::EndOfCode => return None,
            EndReason::SetPc { at: i } => format!(
                "{}: kernel `{k}`: the path ends at `{}` (an indirect jump or return is not followed)",
                at(i),
                kernel.instrs[i as usize].text
            ),
            EndReason::UnresolvedBranch { at: i } => format!(
                "{}: kernel `{k}`: the path ends at `{}`, whose target is not in the kernel",
                at(i),
                kernel.instrs[i as usize].text
            ),
            EndReason::MaxInstructions => format!(
                "{}: kernel `{k}`: path cut at --max-instructions {} (completed=0): a loop the walker cannot leave, or a longer path",
                self.file.display(),
                self.args.walk.max_instructions
            ),
        })
    }
}

/// `FILE:LINE:COL` of an instruction in a listing (the column of its
/// mnemonic), or `FILE: address 0x...` for disassembled code objects.
fn location(file: &Path, instr: &Instr) -> String {
    if let Some(addr) = instr.addr {
        return format!("{}: address {addr:#x}", file.display());
    }
    let col = std::fs::read_to_string(file)
        .ok()
        .and_then(|src| {
            let line = src.lines().nth(instr.line.checked_sub(1)? as usize)?;
            line.find(instr.mnemonic()).map(|c| c + 1)
        })
        .unwrap_or(1);
    format!("{}:{}:{col}", file.display(), instr.line)
}
