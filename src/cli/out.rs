//! The one writer of standard output. Every command writes its records here
//! (never `println!`, which panics when the reader has gone away), through a
//! buffer that is flushed once at the end of the run, so write errors reach
//! [`super::finish`] as errors instead of being lost or panicking.
//!
//! A reader that stops listening (`wavebed replay corpus/traces/ | head -1`)
//! closes the pipe: the next write fails with `EPIPE` (Rust ignores
//! `SIGPIPE`), which [`Out`] marks as [`Closed`] and [`super::CliError`] turns
//! into a quiet exit 0, the way ripgrep ends on a closed pipe
//! (ripgrep's `crates/core/main.rs`: a `BrokenPipe` error exits 0). Commands
//! that write files (`record`, `store add`) finish their store update before
//! they print, so a closed stdout never leaves a store half-written.

use std::io::{self, IsTerminal, Write};

/// Standard output, buffered: fully when it is a pipe or file, not at all
/// when it is a terminal (so a person sees each line as it is written).
pub struct Out {
    w: io::BufWriter<io::Stdout>,
}

/// The error inside an `io::Error` when stdout's reader went away.
#[derive(Debug, thiserror::Error)]
#[error("standard output closed")]
pub struct Closed;

impl Out {
    /// The process's standard output.
    pub fn stdout() -> Out {
        let stdout = io::stdout();
        let capacity = if stdout.is_terminal() { 0 } else { 64 * 1024 };
        Out {
            w: io::BufWriter::with_capacity(capacity, stdout),
        }
    }
}

/// A broken pipe becomes [`Closed`]; other errors stay as they are.
fn mark(e: io::Error) -> io::Error {
    if e.kind() == io::ErrorKind::BrokenPipe {
        io::Error::new(io::ErrorKind::BrokenPipe, Closed)
    } else {
        e
    }
}

/// Whether `e` is a write to a closed stdout.
pub fn is_closed(e: &io::Error) -> bool {
    e.get_ref().is_some_and(|inner| inner.is::<Closed>())
}

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.w.write(buf).map_err(mark)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.w.write_all(buf).map_err(mark)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.w.flush().map_err(mark)
    }
}

/// A typed record as one JSON line (no newline). It goes through
/// `serde_json::Value`, whose map keeps keys sorted (serde_json without
/// `preserve_order`): every JSON line wavebed prints has sorted keys, whatever
/// order a record declares its fields in.
pub fn json_text(record: &impl serde::Serialize) -> Result<String, serde_json::Error> {
    Ok(serde_json::to_value(record)?.to_string())
}
