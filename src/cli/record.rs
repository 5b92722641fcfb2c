//! `wavebed record`: walk the kernels of listings and code objects and write
//! their waves' streams as `.wbt` traces, into one file or a trace store.

use std::io::Write as _;
use std::path::PathBuf;

use wavebed_model::inputs;
use wavebed_model::isa;
use wavebed_model::profile::Arch;
use wavebed_replay::atomic;
use wavebed_replay::format::dictionary;
use wavebed_replay::format::link::{self, LinkOptions};
use wavebed_replay::format::Provenance;
use wavebed_replay::record::{record_program, FileOptions, Recorded};
use wavebed_replay::store::{self, Added, Writer};

use super::out::Out;
use super::{CliError, Outcome, EXIT_CLEAN, EXIT_ERROR};

#[derive(clap::Args)]
#[command(
    after_help = "Record the instruction streams waves execute in the kernels of \
listings (.s, .amdgcn, .asm) and code objects (.co, .hsaco), walked by the path walker, as \
compressed .wbt traces.\n\n\
OUT ending in .wbt is one trace file (an error unless the inputs hold exactly one kernel); \
any other OUT is a trace store directory, created if missing, where every kernel of every \
input becomes one trace named after its kernel. In a store, the run's instruction tables go \
into table dictionaries (dicts/<sha256>.wbd, each printed as a `dictionary` line) that the \
traces refer to (format version 3, docs/trace-format.md); a single .wbt file is self-contained \
(version 2). Writes are atomic: an interrupted record leaves no partial file.\n\n\
In a store, each trace's entry is keyed by its source (the input path as given), symbol and \
architecture: re-recording a kernel replaces its entry under its name. The store's writer lock \
is taken once the traces are recorded, for the update only; another writer holding it is waited \
for at most --lock-wait seconds (docs/trace-format.md, \"Store concurrency\").\n\n\
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
    #[command(flatten)]
    pub jobs: super::JobsArgs,
    #[command(flatten)]
    pub lock: super::store::LockArgs,
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

pub fn run(args: Args, out: &mut Out) -> Outcome {
    if args.waves == 0 {
        return Err(CliError::Usage(
            "--waves 0: record at least one wave".into(),
        ));
    }
    // Every path that cannot be read is reported with its path; the others
    // are recorded and the run exits 2 at the end.
    let found = inputs::collect(&args.inputs);
    for e in &found.errors {
        eprintln!("wavebed: {e}");
    }
    let files = found.inputs;
    if files.is_empty() {
        if !found.errors.is_empty() {
            writeln!(
                out,
                "recorded traces=0 instructions=0 bytes=0 errors={}",
                found.errors.len()
            )?;
            return Ok(EXIT_ERROR);
        }
        return Err(CliError::Usage(
            "no inputs: no listing or code object in the paths given".into(),
        ));
    }
    let opts = FileOptions {
        settings: wavebed_model::pipeline::Settings {
            assume: args.assume.set(),
            ..args.walk.settings(args.arch, args.objdump.clone())
        },
        waves: args.waves,
        provenance: args.provenance,
        dispatch: args.dispatch,
        workgroup: args.workgroup,
        kernels: args.kernels.clone(),
    };
    // (name, symbol) of every kernel recorded, for --kernel's check.
    let mut seen_kernels: Vec<(String, String)> = Vec::new();
    let single = args
        .out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("wbt"));
    let bar = super::progress(files.len() as u64, "inputs");
    let wait = args.lock.wait()?;
    let mut sink = if single {
        Sink::File(None)
    } else {
        // The store is locked only once the traces are ready (see `add_linked`).
        store::refuse_stranger(&args.out).map_err(output)?;
        Sink::Store(Vec::new())
    };
    let mut errors = found.errors.len();
    let mut totals = (0usize, 0u64, 0u64);
    let mut fatal = None;
    // Inputs are loaded, walked and encoded in parallel, in batches whose code
    // objects one llvm-objdump process disassembles (wavebed_model::isa::batch);
    // results are taken in input order so the store's names do not depend on
    // timing.
    let schedule: Vec<usize> = (0..files.len()).collect();
    isa::batch::run_in_order(
        &files,
        |i| i,
        &schedule,
        args.jobs.threads(),
        &opts.settings.load_options(),
        |i, program, _| record_program(&files[i], program, &opts),
        |_, result| {
            bar.inc(1);
            if fatal.is_some() {
                return;
            }
            let traces = match result {
                Ok(t) => t,
                Err(e) => {
                    errors += 1;
                    bar.suspend(|| eprintln!("wavebed: {e}"));
                    return;
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
                        fatal = Some(CliError::Usage(format!(
                            "{}: the inputs hold more than one kernel; record into a store \
                             directory (an OUT not ending in .wbt) instead",
                            args.out.display()
                        )));
                    }
                    Sink::File(slot) => *slot = Some(t),
                    Sink::Store(pending) => pending.push(t),
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
        return Err(CliError::Usage(format!(
            "--kernel {n}: no input has a kernel of that name or symbol"
        )));
    }
    // The store is committed before anything is printed: a closed stdout
    // must not leave it half-updated.
    match sink {
        Sink::Store(pending) => {
            // Linking (zstd at level 19) runs before the lock is taken, and
            // the lines are printed after it is released: a slow reader of
            // stdout never holds other writers up.
            let linked = match fatal {
                None => Some(link_run(&pending)?),
                Some(_) => None,
            };
            let mut store = Writer::open(&args.out, wait).map_err(output)?;
            let lines = match linked {
                Some(l) => add_linked(&mut store, &pending, l)?,
                None => Vec::new(),
            };
            store.commit().map_err(output)?;
            drop(store);
            if fatal.is_none() {
                totals.2 = lines.iter().map(|(_, bytes)| bytes).sum();
            }
            for (l, _) in &lines {
                writeln!(out, "{l}")?;
            }
        }
        Sink::File(_) if fatal.is_some() => {}
        Sink::File(Some(t)) if errors == 0 => {
            atomic::write(&args.out, &t.bytes).map_err(output)?;
            writeln!(out, "{} {}", t.name, line(&t, t.bytes.len()))?;
        }
        Sink::File(None) if errors == 0 => {
            return Err(CliError::Usage(
                "the inputs hold no kernel to record".into(),
            ));
        }
        Sink::File(_) => {}
    }
    if let Some(e) = fatal {
        return Err(e);
    }

    writeln!(out, "assume: {}", args.assume.set())?;
    writeln!(
        out,
        "recorded traces={} instructions={} bytes={} errors={errors}",
        totals.0, totals.1, totals.2
    )?;
    Ok(if errors > 0 { EXIT_ERROR } else { EXIT_CLEAN })
}

/// A trace written: an output error.
fn output(e: impl std::error::Error + Send + Sync + 'static) -> CliError {
    CliError::Output(Box::new(e))
}

/// Links the run's traces: their instruction tables move into table
/// dictionaries (docs/trace-format.md "Table dictionaries").
fn link_run(pending: &[Recorded]) -> Result<link::Linked, CliError> {
    let bytes: Vec<&[u8]> = pending.iter().map(|t| t.bytes.as_slice()).collect();
    link::link(&bytes, &LinkOptions::default()).map_err(output)
}

/// Adds the linked dictionaries and traces; returns the line to print for
/// each dictionary and trace, with its size in bytes. The caller holds the
/// store's writer lock from before the manifest was read to the commit, so
/// a concurrent writer's entries are kept, never overwritten.
fn add_linked(
    store: &mut Writer,
    pending: &[Recorded],
    linked: link::Linked,
) -> Result<Vec<(String, u64)>, CliError> {
    let mut lines = Vec::with_capacity(linked.dictionaries.len() + pending.len());
    for (id, d) in &linked.dictionaries {
        store.add_dictionary(d).map_err(output)?;
        let text = format!("dictionary {} bytes={}", dictionary::id_hex(id), d.len());
        lines.push((text, d.len() as u64));
    }
    for (t, b) in pending.iter().zip(&linked.traces) {
        let name = match store.add(&t.name, b).map_err(output)? {
            Added::New { name, .. } | Added::Unchanged { name } | Added::Replaced { name } => name,
        };
        lines.push((format!("{name} {}", line(t, b.len())), b.len() as u64));
    }
    Ok(lines)
}

/// `instructions=... waves=... bytes=... completed=...`, with the trace's
/// size as written (`bytes`).
fn line(t: &Recorded, bytes: usize) -> String {
    format!(
        "instructions={} waves={} bytes={bytes} completed={}",
        t.instructions,
        t.waves,
        u8::from(t.completed)
    )
}

/// Where traces go.
enum Sink {
    /// One `.wbt` file: the single kernel's trace.
    File(Option<Recorded>),
    /// A store: the traces recorded for it, linked and added at the end.
    Store(Vec<Recorded>),
}
