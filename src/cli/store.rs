//! `wavebed store add|ls|verify DIR`: a content-addressed directory of traces
//! with an `index.json` manifest.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use wavebed_model::inputs::{self, InputKind};
use wavebed_replay::report::{VerifiedTrace, VerifyTotal};
use wavebed_replay::store::{lock, Added, Store, Writer};

use super::out::{json_text, Out};
use super::{CliError, Format, Outcome, EXIT_CLEAN, EXIT_ERROR};

#[derive(clap::Args)]
#[command(
    after_help = "Manage a trace store: a directory holding index.json (the manifest), \
objects/<sha256>.wbt (each trace once, named by the hash of its bytes) and dicts/<sha256>.wbd \
(the table dictionaries that recorded traces keep their instruction tables in). `add` of a \
trace whose dictionary this store lacks copies it from the trace's own store.\n\n\
`verify` also checks that each manifest entry states what its trace's own bytes say (id, \
kernel, symbol, arch, source, provenance, waves, instructions, bytes, dictionary, assumption \
set): an edited index.json or a trace put in another's place is an error naming the entry and \
field.\n\n\
Writers (`add`, `wavebed record` into a store) take the store's writer lock (writer.lock) for \
their update, waiting at most --lock-wait seconds for another writer; readers (`ls`, `verify`, \
`replay`) never wait for a writer and see the manifest as it was when they opened the store \
(docs/trace-format.md, \"Store concurrency\").\n\n\
Exit codes: 0 fine, 2 an error (for verify: any damaged trace; for add: the lock not had \
within --lock-wait)."
)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand)]
enum Command {
    /// Add traces (files, or directories searched for .wbt files); the store is created if missing.
    Add {
        /// The store directory.
        dir: PathBuf,
        /// Trace files or directories of them; each entry is named after its file stem.
        #[arg(required = true)]
        traces: Vec<PathBuf>,
        #[command(flatten)]
        lock: LockArgs,
    },
    /// List the store's traces.
    Ls {
        dir: PathBuf,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Re-read every trace and checksum; report damaged traces without touching good ones.
    Verify {
        dir: PathBuf,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    match args.command {
        Command::Add { dir, traces, lock } => add(&dir, &traces, lock.wait()?, out),
        Command::Ls { dir, format } => ls(&dir, format, out),
        Command::Verify { dir, format } => verify(&dir, format, out),
    }
}

fn add(dir: &Path, traces: &[PathBuf], wait: Duration, out: &mut Out) -> Outcome {
    let mut files = Vec::new();
    for t in traces {
        collect(t, &mut files)?;
    }
    let mut store = Writer::open(dir, wait)?;
    let mut errors = 0;
    // Printed once the lock is released: a slow reader of stdout never
    // holds other writers up.
    let mut lines = Vec::with_capacity(files.len());
    for f in &files {
        let name = f
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let added = std::fs::read(f)
            .map_err(|e| CliError::input(f, e))
            .and_then(|bytes| store.add_from(&name, &bytes, f).map_err(CliError::from));
        match added {
            Ok(Added::New { name, stored }) => lines.push(format!(
                "added {name} ({})",
                if stored {
                    "new object"
                } else {
                    "deduplicated: same bytes already stored"
                }
            )),
            Ok(Added::Unchanged { name }) => lines.push(format!("unchanged {name}")),
            Ok(Added::Replaced { name }) => lines.push(format!("replaced {name}")),
            Err(e) => {
                errors += 1;
                eprintln!("wavebed: {}: {e}", f.display());
            }
        }
    }
    store.commit()?;
    drop(store);
    for l in lines {
        writeln!(out, "{l}")?;
    }
    Ok(if errors > 0 { EXIT_ERROR } else { EXIT_CLEAN })
}

fn ls(dir: &Path, format: Format, out: &mut Out) -> Outcome {
    let store = Store::open(dir)?;
    for e in store.entries() {
        match format {
            Format::Text => writeln!(out,
                "{} kernel={} arch={} provenance={} waves={} instructions={} bytes={} id={} source={}",
                e.name,
                e.kernel,
                e.arch,
                e.provenance,
                e.waves,
                e.instructions,
                e.bytes,
                &e.id[..16],
                e.source
            )?,
            Format::Json => writeln!(out, "{}", serde_json::to_string(e)?)?,
        }
    }
    Ok(EXIT_CLEAN)
}

fn verify(dir: &Path, format: Format, out: &mut Out) -> Outcome {
    let store = Store::open(dir)?;
    let results = store.verify();
    let mut damaged = 0;
    for c in &results {
        let line = VerifiedTrace::of(&c.name, &c.result);
        if let Err(e) = &c.result {
            damaged += 1;
            eprintln!("wavebed: {}: {e}", c.name);
        }
        match format {
            Format::Text => writeln!(out, "{}", line.text_line())?,
            Format::Json => writeln!(out, "{}", json_text(&line)?)?,
        }
    }
    for orphan in store.orphans()? {
        eprintln!(
            "wavebed: note: {} is not in the manifest (an interrupted add, a writer not done \
             yet, or a replaced trace a reader still held)",
            orphan.display()
        );
    }
    let total = VerifyTotal {
        record: "total",
        traces: results.len(),
        damaged,
    };
    match format {
        Format::Text => writeln!(out, "{}", total.text_line())?,
        Format::Json => writeln!(out, "{}", json_text(&total)?)?,
    }
    Ok(if damaged > 0 { EXIT_ERROR } else { EXIT_CLEAN })
}

/// A file as itself; a directory's `.wbt` files, recursively, in path order.
fn collect(p: &Path, out: &mut Vec<PathBuf>) -> Result<(), CliError> {
    let found = inputs::expand(p, &inputs::no_containers)?;
    let traces = found
        .inputs
        .into_iter()
        .filter(|i| !found.directory || i.kind == InputKind::Trace);
    out.extend(traces.map(|i| i.path));
    Ok(())
}

/// How long a store writer waits for another writer's lock.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct LockArgs {
    /// Wait at most SECS seconds for another writer of the store to finish
    /// (0: fail at once if one is writing); then exit 2 naming it.
    #[arg(long = "lock-wait", value_name = "SECS", default_value_t = lock::DEFAULT_WAIT.as_secs_f64())]
    pub lock_wait: f64,
}

impl LockArgs {
    /// The wait, checked.
    pub fn wait(self) -> Result<Duration, CliError> {
        Duration::try_from_secs_f64(self.lock_wait).map_err(|_| {
            CliError::Usage(format!(
                "--lock-wait {}: expected a number of seconds, 0 or more",
                self.lock_wait
            ))
        })
    }
}
