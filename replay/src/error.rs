//! Errors from reading, writing and storing traces. Every malformed input maps
//! to one variant with a message that says what is wrong and where, so the CLI
//! can print it and exit 2; no input makes the reader panic.

use std::fmt;
use std::io;
use std::path::PathBuf;
use std::time::Duration;

/// What went wrong with a trace or a store.
#[derive(Debug)]
pub enum TraceError {
    /// An I/O error, with the file it concerns when known.
    Io {
        path: Option<PathBuf>,
        source: io::Error,
    },
    /// The file does not start with the `.wbt` magic.
    BadMagic,
    /// The format version is newer than this reader understands.
    FutureVersion { found: u16, supported: u16 },
    /// The format version is one no wavebed ever wrote.
    UnknownVersion(u16),
    /// The file ends before a structure it declares: the structure starts at
    /// byte `offset` of the file and needs `needed` bytes from there.
    Truncated {
        what: String,
        offset: u64,
        needed: u64,
        available: u64,
    },
    /// A declared length is beyond the format's limits.
    TooLarge {
        what: String,
        declared: u64,
        limit: u64,
    },
    /// A stored checksum does not match the bytes.
    Checksum {
        what: String,
        stored: u32,
        computed: u32,
    },
    /// The bytes are well framed but their content is inconsistent. `offset`
    /// is the file byte where the damage is seen: the field itself when it is
    /// stored as it is, else the start of the compressed block or chunk whose
    /// decompressed content is wrong (a position inside a zstd stream names no
    /// byte of the file); `detail` says what was found and what was expected.
    Corrupt {
        what: String,
        offset: u64,
        detail: String,
    },
    /// The caller asked for something the trace does not have, or gave an
    /// invalid trace to the writer.
    Invalid(String),
    /// Another writer holds the store's writer lock (`path`) and kept it
    /// for the whole wait; `holder` is what it wrote into the file.
    Locked(Box<Locked>),
    /// A store manifest's entry says something about its trace that the
    /// trace's own bytes (its hash, header or directory) contradict.
    Mismatch(Box<Mismatch>),
    /// An error concerning one file, with that file's path in front.
    InFile {
        path: PathBuf,
        source: Box<TraceError>,
    },
}

impl TraceError {
    pub(crate) fn corrupt(
        what: impl Into<String>,
        offset: u64,
        detail: impl fmt::Display,
    ) -> TraceError {
        TraceError::Corrupt {
            what: what.into(),
            offset,
            detail: detail.to_string(),
        }
    }

    /// The file byte a [`TraceError::Truncated`] or [`TraceError::Corrupt`]
    /// names (through [`TraceError::InFile`]); `None` for other kinds.
    pub fn offset(&self) -> Option<u64> {
        match self {
            TraceError::Truncated { offset, .. } | TraceError::Corrupt { offset, .. } => {
                Some(*offset)
            }
            TraceError::InFile { source, .. } => source.offset(),
            _ => None,
        }
    }

    pub(crate) fn io(path: impl Into<PathBuf>, source: io::Error) -> TraceError {
        TraceError::Io {
            path: Some(path.into()),
            source,
        }
    }

    /// Puts `path` in front of the message (once).
    pub fn in_file(self, path: impl Into<PathBuf>) -> TraceError {
        match self {
            e @ TraceError::InFile { .. } => e,
            TraceError::Io {
                path: Some(p),
                source,
            } => TraceError::Io {
                path: Some(p),
                source,
            },
            TraceError::Io { path: None, source } => TraceError::Io {
                path: Some(path.into()),
                source,
            },
            e => TraceError::InFile {
                path: path.into(),
                source: Box::new(e),
            },
        }
    }
}

/// Who kept a store writer out: [`TraceError::Locked`].
#[derive(Debug)]
pub struct Locked {
    /// The writer lock file.
    pub path: PathBuf,
    /// What the holder wrote into it (`pid=N since=T command=...`).
    pub holder: String,
    pub waited: Duration,
}

/// An entry field its trace contradicts: [`TraceError::Mismatch`].
#[derive(Debug)]
pub struct Mismatch {
    /// The entry's name.
    pub entry: String,
    /// The field (`id`, `kernel`, `arch`, `waves`, ...).
    pub field: &'static str,
    /// What the manifest says, and what the trace says.
    pub manifest: String,
    pub trace: String,
}

impl fmt::Display for TraceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TraceError::Io {
                path: Some(p),
                source,
            } => write!(f, "{}: {source}", p.display()),
            TraceError::Io { path: None, source } => write!(f, "{source}"),
            TraceError::BadMagic => {
                f.write_str("not a wavebed trace: the file does not start with the .wbt magic")
            }
            TraceError::FutureVersion { found, supported } => write!(
                f,
                "trace format version {found} is newer than this wavebed reads (up to \
                 {supported}); upgrade wavebed to read it"
            ),
            TraceError::UnknownVersion(v) => {
                write!(f, "unknown trace format version {v}: no wavebed writes it")
            }
            TraceError::Truncated {
                what,
                offset,
                needed,
                available,
            } => write!(
                f,
                "byte {offset}: truncated trace: {what} needs {needed} bytes but only \
                 {available} remain"
            ),
            TraceError::TooLarge {
                what,
                declared,
                limit,
            } => write!(
                f,
                "damaged trace: {what} declares {declared} bytes (or entries), beyond the \
                 limit of {limit}"
            ),
            TraceError::Checksum {
                what,
                stored,
                computed,
            } => write!(
                f,
                "damaged trace: checksum mismatch in {what} (stored {stored:#010x}, computed \
                 {computed:#010x})"
            ),
            TraceError::Corrupt {
                what,
                offset,
                detail,
            } => write!(f, "byte {offset}: damaged trace: {what}: {detail}"),
            TraceError::Invalid(msg) => f.write_str(msg),
            TraceError::Locked(l) => write!(
                f,
                "{}: another writer holds the store's lock ({}); gave up after {:.1} s \
                 (wait longer with --lock-wait SECS)",
                l.path.display(),
                if l.holder.is_empty() {
                    "it wrote no pid"
                } else {
                    &l.holder
                },
                l.waited.as_secs_f64()
            ),
            TraceError::Mismatch(m) => write!(
                f,
                "store entry `{}`: the manifest's {} `{}` is not the trace's (`{}`): the \
                 manifest was edited or the object replaced",
                m.entry, m.field, m.manifest, m.trace
            ),
            TraceError::InFile { path, source } => write!(f, "{}: {source}", path.display()),
        }
    }
}

impl std::error::Error for TraceError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TraceError::Io { source, .. } => Some(source),
            TraceError::InFile { source, .. } => Some(source.as_ref()),
            _ => None,
        }
    }
}

impl From<io::Error> for TraceError {
    fn from(source: io::Error) -> Self {
        TraceError::Io { path: None, source }
    }
}

/// Why an input file (a listing, a code object or a trace) could not be read
/// or recorded: the model pipeline's reasons, a trace's, or a kernel whose
/// trace could not be encoded.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error(transparent)]
    Pipeline(#[from] wavebed_model::pipeline::PipelineError),
    #[error(transparent)]
    Trace(#[from] TraceError),
    #[error("{}: kernel {kernel}: {source}", path.display())]
    Encode {
        path: PathBuf,
        kernel: String,
        source: TraceError,
    },
}
