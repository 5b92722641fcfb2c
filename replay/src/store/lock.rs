//! The store's two advisory locks (`docs/trace-format.md`, "Store
//! concurrency"), on std's [`File::lock`] family (`flock(2)` on Unix, so a
//! lock dies with its process, however it dies).
//!
//! * `writer.lock`: held exclusively by the one writer, from reading the
//!   manifest to publishing the new one, so writers never lose each other's
//!   entries. The holder writes its pid and command into the file so a
//!   writer kept waiting can name it.
//! * `reader.lock`: held shared by every reader for as long as it reads the
//!   objects its manifest snapshot names. A writer removes files only while it
//!   holds this lock exclusively, which it only tries for (never waits on),
//!   so no reader ever finds an object of its snapshot gone, and no reader
//!   ever holds a writer up.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::error::{Locked, TraceError};

/// The writers' lock file, in the store's directory.
pub const WRITER_LOCK: &str = "writer.lock";
/// The readers' lock file, in the store's directory.
pub const READER_LOCK: &str = "reader.lock";

/// How long a writer waits for another writer to finish before it gives up.
pub const DEFAULT_WAIT: Duration = Duration::from_secs(60);

/// The writer lock, held until dropped.
#[derive(Debug)]
pub struct WriterLock {
    _file: File,
}

impl WriterLock {
    /// Takes the writer lock of the store at `dir`, waiting at most `wait`
    /// for another writer; then the error names the lock file and what its
    /// holder wrote into it (its pid and command).
    pub fn acquire(dir: &Path, wait: Duration) -> Result<WriterLock, TraceError> {
        let path = dir.join(WRITER_LOCK);
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(|e| TraceError::io(&path, e))?;
        let start = Instant::now();
        let mut pause = Duration::from_millis(5);
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(TryLockError::WouldBlock) if start.elapsed() < wait => {
                    std::thread::sleep(pause.min(wait.saturating_sub(start.elapsed())));
                    pause = (pause * 2).min(Duration::from_millis(200));
                }
                Err(TryLockError::WouldBlock) => {
                    let holder = fs::read_to_string(&path).unwrap_or_default();
                    return Err(TraceError::Locked(Box::new(Locked {
                        path,
                        holder: holder.trim().to_string(),
                        waited: start.elapsed(),
                    })));
                }
                Err(TryLockError::Error(e)) => return Err(TraceError::io(&path, e)),
            }
        }
        file.set_len(0)
            .and_then(|()| file.write_all(holder().as_bytes()))
            .map_err(|e| TraceError::io(&path, e))?;
        Ok(WriterLock { _file: file })
    }
}

/// Who holds the writer lock: `pid=N since=UNIX-SECONDS command=...`.
fn holder() -> String {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let command: Vec<String> = std::env::args().collect();
    format!(
        "pid={} since={since} command={}\n",
        std::process::id(),
        command.join(" ")
    )
}

/// A reader's shared hold on `reader.lock`, released when dropped. A store
/// on read-only media, where the file neither exists nor can be made, is
/// read without it: no writer can change such a store either.
#[derive(Debug)]
pub struct ReaderLock {
    _file: Option<File>,
}

impl ReaderLock {
    /// Takes the shared lock, waiting while a writer removes files (which
    /// it does in one short pass).
    pub fn acquire(dir: &Path) -> Result<ReaderLock, TraceError> {
        let path = dir.join(READER_LOCK);
        let file = match open_lock_file(&path) {
            Ok(f) => f,
            Err(e) if read_only(&e) || e.kind() == io::ErrorKind::NotFound => {
                return Ok(ReaderLock { _file: None })
            }
            Err(e) => return Err(TraceError::io(&path, e)),
        };
        file.lock_shared().map_err(|e| TraceError::io(&path, e))?;
        Ok(ReaderLock { _file: Some(file) })
    }
}

/// The readers' lock held exclusively: no reader holds a snapshot, so files
/// no manifest names may go.
#[derive(Debug)]
pub struct NoReaders {
    _file: File,
}

impl NoReaders {
    /// The exclusive lock if no reader holds the shared one now; `None` if
    /// one does (the caller leaves the files for a later writer).
    pub fn try_acquire(dir: &Path) -> Result<Option<NoReaders>, TraceError> {
        let path = dir.join(READER_LOCK);
        let file = open_lock_file(&path).map_err(|e| TraceError::io(&path, e))?;
        match file.try_lock() {
            Ok(()) => Ok(Some(NoReaders { _file: file })),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(e)) => Err(TraceError::io(&path, e)),
        }
    }
}

/// Opens (creating if needed) a lock file; read-only if it exists but may
/// not be written (a shared lock needs no write access).
fn open_lock_file(path: &Path) -> io::Result<File> {
    let rw = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path);
    match rw {
        Err(e) if read_only(&e) => File::open(path),
        other => other,
    }
}

fn read_only(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem
    )
}

/// Whether `name` is one of the lock files (which a store being created
/// may hold before its manifest).
pub fn is_lock_file(name: &std::ffi::OsStr) -> bool {
    name == WRITER_LOCK || name == READER_LOCK
}
