//! `wavebed record`: walk the kernels of listings and code objects and write
//! their waves' streams as `.wbt` traces, into one file or a trace store.

use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressStyle};
use wavebed_model::inputs::{self, InputKind};
use wavebed_model::instr::Program;
use wavebed_model::isa::{load_path, LoadOptions};
use wavebed_model::profile::Arch;
use wavebed_model::walker::{BranchPolicy, WalkOptions};
use wavebed_replay::format::{encode, Provenance, WriteOptions};
use wavebed_replay::record::{record_kernel, RecordOptions};
use wavebed_replay::store::{Added, Store};
use wavebed_replay::{atomic, Trace};

use super::{CliError, Outcome, EXIT_CLEAN, EXIT_ERROR};

#[derive(clap::Args)]
#[command(
    long_about = "Record the instruction streams waves execute in the kernels of \
listings (.s, .amdgcn, .asm) and code objects (.co, .hsaco), walked by the path walker, as \
compressed .wbt traces.\n\n\
OUT ending in .wbt is one trace file (an error unless the inputs hold exactly one kernel); \
any other OUT is a trace store directory, created if missing, where every kernel of every \
input becomes one trace named after its kernel. Writes are atomic: an interrupted record \
leaves no partial file.\n\n\
Exit codes: 0 recorded, 2 any input could not be read or recorded (the others still are)."
)]
pub struct Args {
    /// Listings, code objects, or directories of them.
    #[arg(required = true, value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,
    /// A .wbt file (one kernel) or a trace store directory.
    #[arg(short = 'o', long = "out", value_name = "OUT")]
    pub out: PathBuf,
    /// Architecture, overriding the code object's header or the listing's .amdgcn_target.
    #[arg(long)]
    pub arch: Option<Arch>,
    /// Waves to record per kernel (ids 0..N).
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub waves: u32,
    /// Conditional branches: fallthrough, taken, or seed:S (wave w walks with seed S+w).
    #[arg(long, default_value = "fallthrough", value_name = "POLICY")]
    pub branch_policy: BranchPolicy,
    /// Back-edge traversals per loop entry before the walker leaves the loop.
    #[arg(long, default_value_t = WalkOptions::DEFAULT_LOOP_ITERATIONS, value_name = "K")]
    pub loop_iterations: u32,
    /// Record at most N instructions per wave (a bounded prefix).
    #[arg(long, default_value_t = WalkOptions::DEFAULT_MAX_INSTRUCTIONS, value_name = "N")]
    pub max_instructions: u64,
    /// compiler, hand-written or synthetic. Default: compiler for clang/llc listings
    /// (`; -- Begin function` markers), hand-written for other listings and code objects.
    #[arg(long, value_name = "P")]
    pub provenance: Option<Provenance>,
    /// Dispatch index written to the header (reports print it as dispatch=).
    #[arg(long, default_value_t = 0)]
    pub dispatch: u32,
    /// Workgroup id written to the header, as X,Y,Z.
    #[arg(long, default_value = "0,0,0", value_parser = parse_workgroup, value_name = "X,Y,Z")]
    pub workgroup: [u32; 3],
    /// The llvm-objdump to disassemble code objects with.
    #[arg(long, value_name = "PATH")]
    pub objdump: Option<PathBuf>,
}

fn parse_workgroup(s: &str) -> Result<[u32; 3], String> {
    let parts: Vec<_> = s.split(',').map(|p| p.trim().parse::<u32>()).collect();
    match parts.as_slice() {
        [Ok(x), Ok(y), Ok(z)] => Ok([*x, *y, *z]),
        _ => Err(format!("`{s}`: expected three unsigned integers X,Y,Z")),
    }
}

pub fn run(args: Args) -> Outcome {
    if args.waves == 0 {
        return Err(CliError("--waves 0: record at least one wave".into()));
    }
    let files = inputs::collect(&args.inputs)?;
    let single = args
        .out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("wbt"));
    let load = LoadOptions {
        arch: args.arch,
        objdump: args.objdump.clone(),
    };
    let walk = WalkOptions {
        branch_policy: args.branch_policy,
        loop_iterations: args.loop_iterations,
        max_instructions: args.max_instructions,
    };
    let bar = ProgressBar::new(files.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} inputs {elapsed} (eta {eta})")
            .expect("the template is valid"),
    );
    let mut sink = if single {
        Sink::File(None)
    } else {
        Sink::Store(Store::open_or_create(&args.out)?)
    };
    let mut errors = 0usize;
    let mut totals = (0usize, 0u64, 0u64);
    for input in &files {
        bar.inc(1);
        if input.kind == InputKind::Trace {
            bar.suspend(|| {
                eprintln!(
                    "wavebed: note: {} is a trace already; not recorded",
                    input.path.display()
                )
            });
            continue;
        }
        let program = match load_path(&input.path, &load) {
            Ok(p) => p,
            Err(e) => {
                errors += 1;
                bar.suspend(|| eprintln!("wavebed: {e}"));
                continue;
            }
        };
        let opts = RecordOptions {
            walk,
            waves: args.waves,
            provenance: args
                .provenance
                .unwrap_or_else(|| guess_provenance(&input.path, input.kind)),
            dispatch: args.dispatch,
            workgroup: args.workgroup,
        };
        for trace in record_program(&program, &input.path, &opts)? {
            let bytes = encode(&trace, &WriteOptions::default())?;
            let name = trace.header.kernel.clone();
            let line = format!(
                "instructions={} waves={} bytes={} completed={}",
                trace.instructions(),
                trace.waves.len(),
                bytes.len(),
                trace.waves.iter().all(|w| w.completed) as u8
            );
            totals = (
                totals.0 + 1,
                totals.1 + trace.instructions(),
                totals.2 + bytes.len() as u64,
            );
            match &mut sink {
                Sink::File(slot) => {
                    if slot.is_some() {
                        return Err(CliError(format!(
                            "{}: the inputs hold more than one kernel; record into a store \
                             directory (an OUT not ending in .wbt) instead",
                            args.out.display()
                        )));
                    }
                    *slot = Some((name, bytes, line));
                }
                Sink::Store(store) => {
                    let shown = match store.add(&name, &bytes)? {
                        Added::New { name, .. }
                        | Added::Unchanged { name }
                        | Added::Replaced { name } => name,
                    };
                    bar.suspend(|| println!("{shown} {line}"));
                }
            }
        }
    }
    bar.finish_and_clear();
    if let Sink::File(slot) = sink {
        match slot {
            Some((name, bytes, line)) if errors == 0 => {
                atomic::write(&args.out, &bytes)?;
                println!("{name} {line}");
            }
            Some(_) => {}
            None if errors == 0 => {
                return Err(CliError("the inputs hold no kernel to record".into()));
            }
            None => {}
        }
    }
    println!(
        "recorded traces={} instructions={} bytes={} errors={errors}",
        totals.0, totals.1, totals.2
    );
    Ok(if errors > 0 { EXIT_ERROR } else { EXIT_CLEAN })
}

/// Where traces go.
enum Sink {
    /// One `.wbt` file: the single kernel's name, bytes and summary line.
    File(Option<(String, Vec<u8>, String)>),
    Store(Store),
}

/// One trace per kernel of `program`.
fn record_program(
    program: &Program,
    path: &Path,
    opts: &RecordOptions,
) -> Result<Vec<Trace>, CliError> {
    let arch = program.arch.ok_or_else(|| {
        CliError(format!(
            "{}: the input names no architecture; pass --arch",
            path.display()
        ))
    })?;
    let source = path.display().to_string();
    Ok(program
        .kernels
        .iter()
        .map(|k| record_kernel(k, arch, &source, opts))
        .collect())
}

/// LLVM's code generator marks every function in `clang -S`/`llc` output with
/// `; -- Begin function`; assembly written by people or scripts lacks it.
fn guess_provenance(path: &Path, kind: InputKind) -> Provenance {
    let from_compiler = kind == InputKind::Listing
        && std::fs::read_to_string(path).is_ok_and(|t| t.contains("; -- Begin function"));
    if from_compiler {
        Provenance::Compiler
    } else {
        Provenance::HandWritten
    }
}
