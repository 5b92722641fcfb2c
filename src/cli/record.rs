//! `wavebed record`: walk the kernels of listings and code objects and write
//! their waves' streams as `.wbt` traces, into one file or a trace store.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use wavebed_model::inputs::{self, Input, InputKind};
use wavebed_model::instr::Kernel;
use wavebed_model::isa::{load_path, LoadOptions};
use wavebed_model::profile::Arch;
use wavebed_replay::atomic;
use wavebed_replay::format::{encode, Provenance, WriteOptions};
use wavebed_replay::record::{record_kernel, RecordOptions};
use wavebed_replay::store::{Added, Store};

use super::{CliError, Outcome, EXIT_CLEAN, EXIT_ERROR};

#[derive(clap::Args)]
#[command(
    after_help = "Record the instruction streams waves execute in the kernels of \
listings (.s, .amdgcn, .asm) and code objects (.co, .hsaco), walked by the path walker, as \
compressed .wbt traces.\n\n\
OUT ending in .wbt is one trace file (an error unless the inputs hold exactly one kernel); \
any other OUT is a trace store directory, created if missing, where every kernel of every \
input becomes one trace named after its kernel. Writes are atomic: an interrupted record \
leaves no partial file.\n\n\
With --waves N and --branch-policy seed:S, wave w walks with seed S+w; with the other \
policies the waves' streams are the same, with distinct wave ids.\n\n\
Each trace's header stores the assumption set (--assume; readings left at their defaults are \
resolved on the trace's architecture), which `wavebed replay` uses unless its own --assume \
overrides it; the `assume:` line before the total names the set.\n\n\
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
    #[command(flatten)]
    pub walk: super::WalkArgs,
    #[command(flatten)]
    pub assume: super::AssumeArgs,
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
    /// Record only the kernels with this name or symbol (repeatable); without
    /// it, every kernel. A name that matches no kernel is an error.
    #[arg(long = "kernel", value_name = "NAME")]
    pub kernels: Vec<String>,
    /// Inputs loaded and recorded in parallel (default: the number of CPUs).
    #[arg(long, value_name = "J")]
    pub jobs: Option<usize>,
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
    if args.jobs == Some(0) {
        return Err(CliError("--jobs 0: expected at least 1".into()));
    }
    let files = inputs::collect(&args.inputs)?;
    // (name, symbol) of every kernel recorded, for --kernel's check.
    let mut seen_kernels: Vec<(String, String)> = Vec::new();
    let single = args
        .out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("wbt"));
    let bar = super::progress(files.len() as u64, "inputs");
    let mut sink = if single {
        Sink::File(None)
    } else {
        Sink::Store(Store::open_or_create(&args.out)?)
    };
    let mut errors = 0usize;
    let mut totals = (0usize, 0u64, 0u64);
    let mut fatal = None;
    let threads = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    // Inputs are loaded, walked and encoded in parallel; results are taken in
    // input order so the store's names do not depend on timing.
    let mut pending: BTreeMap<usize, Result<Vec<Recorded>, String>> = BTreeMap::new();
    let mut next = 0;
    in_parallel(
        files.len(),
        threads,
        |i| record_input(&files[i], &args),
        |i, result| {
            bar.inc(1);
            pending.insert(i, result);
            while let Some(result) = pending.remove(&next) {
                next += 1;
                if fatal.is_some() {
                    continue;
                }
                let traces = match result {
                    Ok(t) => t,
                    Err(e) => {
                        errors += 1;
                        bar.suspend(|| eprintln!("wavebed: {e}"));
                        continue;
                    }
                };
                for t in traces {
                    seen_kernels.push((t.name.clone(), t.symbol.clone()));
                    totals = (
                        totals.0 + 1,
                        totals.1 + t.instructions,
                        totals.2 + t.bytes.len() as u64,
                    );
                    match &mut sink {
                        Sink::File(slot) if slot.is_some() => {
                            fatal = Some(CliError(format!(
                                "{}: the inputs hold more than one kernel; record into a store \
                             directory (an OUT not ending in .wbt) instead",
                                args.out.display()
                            )));
                        }
                        Sink::File(slot) => *slot = Some(t),
                        Sink::Store(store) => match store.add(&t.name, &t.bytes) {
                            Ok(
                                Added::New { name, .. }
                                | Added::Unchanged { name }
                                | Added::Replaced { name },
                            ) => {
                                bar.suspend(|| println!("{name} {}", t.line));
                            }
                            Err(e) => fatal = Some(CliError(e.to_string())),
                        },
                    }
                }
            }
        },
    );
    bar.finish_and_clear();
    let missing = args.kernels.iter().find(|n| {
        !seen_kernels
            .iter()
            .any(|(name, sym)| name == *n || sym == *n)
    });
    if let (Some(n), None, 0) = (missing, &fatal, errors) {
        return Err(CliError(format!(
            "--kernel {n}: no input has a kernel of that name or symbol"
        )));
    }
    match sink {
        Sink::Store(mut store) => store.commit()?,
        Sink::File(_) if fatal.is_some() => {}
        Sink::File(Some(t)) if errors == 0 => {
            atomic::write(&args.out, &t.bytes)?;
            println!("{} {}", t.name, t.line);
        }
        Sink::File(None) if errors == 0 => {
            return Err(CliError("the inputs hold no kernel to record".into()));
        }
        Sink::File(_) => {}
    }
    if let Some(e) = fatal {
        return Err(e);
    }

    println!("assume: {}", args.assume.set());
    println!(
        "recorded traces={} instructions={} bytes={} errors={errors}",
        totals.0, totals.1, totals.2
    );
    Ok(if errors > 0 { EXIT_ERROR } else { EXIT_CLEAN })
}

/// One recorded kernel, encoded.
struct Recorded {
    name: String,
    symbol: String,
    bytes: Vec<u8>,
    instructions: u64,
    /// `instructions=... waves=... bytes=... completed=...`
    line: String,
}

/// Loads one input and records every kernel in it.
fn record_input(input: &Input, args: &Args) -> Result<Vec<Recorded>, String> {
    if input.kind == InputKind::Trace {
        return Err(format!(
            "{}: a trace already; record reads listings and code objects",
            input.path.display()
        ));
    }
    let load = LoadOptions {
        arch: args.arch,
        objdump: args.objdump.clone(),
    };
    let program = load_path(&input.path, &load).map_err(|e| e.to_string())?;
    let opts = RecordOptions {
        walk: args.walk.options(),
        waves: args.waves,
        provenance: args
            .provenance
            .unwrap_or_else(|| guess_provenance(&input.path, input.kind)),
        dispatch: args.dispatch,
        workgroup: args.workgroup,
        assume: args.assume.set(),
    };
    let arch = program.arch.ok_or_else(|| {
        format!(
            "{}: the input names no architecture; pass --arch",
            input.path.display()
        )
    })?;
    let source = input.path.display().to_string();
    let mut out = Vec::with_capacity(program.kernels.len());
    let wanted = |k: &&Kernel| {
        args.kernels.is_empty() || args.kernels.iter().any(|n| *n == k.name || *n == k.symbol)
    };
    for k in program.kernels.iter().filter(wanted) {
        let trace = record_kernel(k, arch, &source, &opts);
        let bytes = encode(&trace, &WriteOptions::default())
            .map_err(|e| format!("{}: kernel {}: {e}", input.path.display(), k.name))?;
        let line = format!(
            "instructions={} waves={} bytes={} completed={}",
            trace.instructions(),
            trace.waves.len(),
            bytes.len(),
            trace.waves.iter().all(|w| w.completed) as u8
        );
        out.push(Recorded {
            name: k.name.clone(),
            symbol: k.symbol.clone(),
            instructions: trace.instructions(),
            bytes,
            line,
        });
    }
    Ok(out)
}

/// Runs `work(i)` for `i` in `0..n` on `threads` threads, handing each result
/// to `done` on the calling thread as it finishes.
fn in_parallel<T: Send>(
    n: usize,
    threads: usize,
    work: impl Fn(usize) -> T + Sync,
    mut done: impl FnMut(usize, T),
) {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, n.max(1)) {
            let tx = tx.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n || tx.send((i, work(i))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (i, result) in rx {
            done(i, result);
        }
    });
}

/// Where traces go.
enum Sink {
    /// One `.wbt` file: the single kernel's trace.
    File(Option<Recorded>),
    Store(Store),
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
