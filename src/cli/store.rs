//! `wavebed store add|ls|verify DIR`: a content-addressed directory of traces
//! with an `index.json` manifest.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use serde_json::json;
use wavebed_model::inputs::{self, InputKind};
use wavebed_replay::store::{Added, Store};

use super::out::Out;
use super::{CliError, Format, Outcome, EXIT_CLEAN, EXIT_ERROR};

#[derive(clap::Args)]
#[command(
    after_help = "Manage a trace store: a directory holding index.json (the manifest), \
objects/<sha256>.wbt (each trace once, named by the hash of its bytes) and dicts/<sha256>.wbd \
(the table dictionaries that recorded traces keep their instruction tables in). `add` of a \
trace whose dictionary this store lacks copies it from the trace's own store.\n\n\
Exit codes: 0 fine, 2 an error (for verify: any damaged trace)."
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
        Command::Add { dir, traces } => add(&dir, &traces, out),
        Command::Ls { dir, format } => ls(&dir, format, out),
        Command::Verify { dir, format } => verify(&dir, format, out),
    }
}

fn add(dir: &Path, traces: &[PathBuf], out: &mut Out) -> Outcome {
    let mut store = Store::open_or_create(dir)?;
    let mut files = Vec::new();
    for t in traces {
        collect(t, &mut files)?;
    }
    let mut errors = 0;
    // Printed once the manifest is committed: a closed stdout must not leave
    // the store half-updated.
    let mut printed = String::new();
    for f in &files {
        let name = f
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let added = std::fs::read(f)
            .map_err(|e| CliError::input(f, e))
            .and_then(|bytes| store.add_from(&name, &bytes, f).map_err(CliError::from));
        match added {
            Ok(Added::New { name, stored }) => writeln!(
                printed,
                "added {name} ({})",
                if stored {
                    "new object"
                } else {
                    "deduplicated: same bytes already stored"
                }
            )?,
            Ok(Added::Unchanged { name }) => writeln!(printed, "unchanged {name}")?,
            Ok(Added::Replaced { name }) => writeln!(printed, "replaced {name}")?,
            Err(e) => {
                errors += 1;
                eprintln!("wavebed: {}: {e}", f.display());
            }
        }
    }
    store.commit()?;
    out.write_all(printed.as_bytes())?;
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
        match (&c.result, format) {
            (Ok(r), Format::Text) => writeln!(
                out,
                "{} ok waves={} chunks={} instructions={}",
                c.name, r.waves, r.chunks, r.instructions
            )?,
            (Ok(r), Format::Json) => writeln!(
                out,
                "{}",
                json!({"record": "trace", "name": c.name, "ok": true, "waves": r.waves,
                       "chunks": r.chunks, "instructions": r.instructions})
            )?,
            (Err(e), _) => {
                damaged += 1;
                eprintln!("wavebed: {}: {e}", c.name);
                match format {
                    Format::Text => writeln!(out, "{} damaged", c.name)?,
                    Format::Json => writeln!(
                        out,
                        "{}",
                        json!({"record": "trace", "name": c.name, "ok": false,
                               "error": e.to_string()})
                    )?,
                }
            }
        }
    }
    for orphan in store.orphans()? {
        eprintln!(
            "wavebed: note: {} is not in the manifest (an interrupted add?)",
            orphan.display()
        );
    }
    match format {
        Format::Text => writeln!(out, "verified traces={} damaged={damaged}", results.len())?,
        Format::Json => writeln!(
            out,
            "{}",
            json!({"record": "total", "traces": results.len(), "damaged": damaged})
        )?,
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
