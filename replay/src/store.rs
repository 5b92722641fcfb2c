//! A trace store: a directory with an `index.json` manifest and the traces
//! under `objects/`, each named by the SHA-256 of its bytes. Adding a trace
//! that is already stored writes nothing new; the manifest maps names (kernel
//! names, made unique) to content ids. Every write is atomic.
//!
//! Version-3 traces keep their instruction tables in table dictionaries under
//! `dicts/`, each named by the SHA-256 of its bytes like the objects
//! (`docs/trace-format.md`, "Table dictionaries").
//!
//! A store is a small database (`docs/trace-format.md`, "Store concurrency"):
//! a [`Writer`] holds the writer lock from reading the manifest to publishing
//! the new one, so concurrent writers keep each other's entries; a [`Store`]
//! is a reader's snapshot, whose objects no writer removes while it is open
//! ([`lock`]). Entries are keyed by (source, symbol, architecture), so
//! re-recording a kernel replaces its entry, and every field an entry states
//! is bound to its trace's bytes: [`Store::verify`] and [`open_bound`] refuse
//! an entry its trace contradicts.
//!
//! `verify` re-reads every trace, checks that its bytes still hash to its id
//! and that every block and chunk checksum holds (and so does each dictionary
//! a trace refers to), and reports each damaged trace by name without
//! modifying anything.

mod entry;
pub mod lock;

pub use entry::Entry;

use std::collections::HashSet;
use std::fs::{self, File};
use std::io::{BufReader, Cursor, Read, Seek, SeekFrom};
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::atomic;
use crate::error::{Mismatch, TraceError};
use crate::format::dictionary::{self, DictId, Dictionary, DictionaryDirs, NearFile};
use crate::format::{link, TraceReader, VerifyReport};
use lock::{NoReaders, ReaderLock, WriterLock};

/// The manifest's file name.
pub const INDEX: &str = "index.json";
/// Where the trace files live inside a store.
pub const OBJECTS: &str = "objects";
/// Where the table dictionaries of version-3 traces live inside a store.
pub const DICTS: &str = "dicts";
/// Manifest format written in `index.json`.
const MANIFEST_VERSION: u32 = 1;

#[derive(Debug, Serialize, Deserialize)]
struct Manifest {
    wavebed_store: u32,
    traces: Vec<Entry>,
}

/// What [`Writer::add`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Added {
    /// A new entry (`stored` says whether its object was new too).
    New { name: String, stored: bool },
    /// The entry of this key already held exactly this trace.
    Unchanged { name: String },
    /// The entry of this key (same source, symbol and architecture) now
    /// holds a new trace, under its old name.
    Replaced { name: String },
}

/// One trace's outcome in [`Store::verify`].
#[derive(Debug)]
pub struct Checked {
    pub name: String,
    pub result: Result<VerifyReport, TraceError>,
}

/// A reader's snapshot of a store: the manifest as it was when opened, and
/// the readers' lock, so that every object it names stays on disk until the
/// snapshot is dropped.
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    entries: Vec<Entry>,
    /// `None` in a [`Writer`], which needs no protection from itself.
    _reading: Option<ReaderLock>,
}

impl Store {
    /// Whether `dir` holds a store manifest.
    pub fn is_store(dir: &Path) -> bool {
        dir.join(INDEX).is_file()
    }

    /// Opens a snapshot of the store at `dir`; an error if it has no
    /// readable manifest.
    pub fn open(dir: &Path) -> Result<Store, TraceError> {
        if !Store::is_store(dir) {
            // The error, without leaving a lock file in a stranger.
            read_manifest(dir)?;
        }
        let reading = ReaderLock::acquire(dir)?;
        Ok(Store {
            dir: dir.to_path_buf(),
            entries: read_manifest(dir)?,
            _reading: Some(reading),
        })
    }

    /// Opens the store at `dir` for writing ([`Writer::open`]), waiting for
    /// another writer at most [`lock::DEFAULT_WAIT`].
    pub fn open_or_create(dir: &Path) -> Result<Writer, TraceError> {
        Writer::open(dir, lock::DEFAULT_WAIT)
    }

    /// The store's directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file holding dictionary `id` (whether or not it exists).
    pub fn dictionary_path(&self, id: &DictId) -> PathBuf {
        self.dir.join(DICTS).join(dictionary::file_name(id))
    }

    /// Entries sorted by name.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The file holding `entry`'s trace.
    pub fn object_path(&self, entry: &Entry) -> PathBuf {
        self.dir.join(OBJECTS).join(format!("{}.wbt", entry.id))
    }

    /// Re-reads every trace: every checksum must hold (its dictionary's too,
    /// each read afresh, once per call), its bytes must hash to its id, and
    /// the entry must state what the trace does ([`Entry::bound_to`]).
    /// One result per entry, in name order; nothing is modified.
    pub fn verify(&self) -> Vec<Checked> {
        let dicts = DictionaryDirs::new(vec![self.dir.join(DICTS)]);
        self.entries
            .iter()
            .map(|e| Checked {
                name: e.name.clone(),
                result: self.verify_entry(e, &dicts),
            })
            .collect()
    }

    fn verify_entry(&self, e: &Entry, dicts: &DictionaryDirs) -> Result<VerifyReport, TraceError> {
        let path = self.object_path(e);
        let bytes = fs::read(&path).map_err(|err| TraceError::io(&path, err))?;
        let mut reader = TraceReader::with_dictionaries(Cursor::new(&bytes), dicts)
            .map_err(|err| err.in_file(&path))?;
        let report = reader.verify().map_err(|err| err.in_file(&path))?;
        let actual = Entry::describe(&e.name, content_id(&bytes), bytes.len() as u64, &reader);
        e.bound_to(&actual)?;
        Ok(report)
    }

    /// Objects and dictionaries on disk that no entry refers to (left by an
    /// interrupted add, a writer not yet done, or replaced traces a reader's
    /// snapshot kept).
    pub fn orphans(&self) -> Result<Vec<PathBuf>, TraceError> {
        let ids: HashSet<&str> = self.entries.iter().map(|e| e.id.as_str()).collect();
        let mut out = unlisted(&self.dir.join(OBJECTS), "wbt", &ids)?;
        let dicts = self.dir.join(DICTS);
        if dicts.is_dir() {
            out.extend(unlisted(
                &dicts,
                dictionary::DICT_EXT,
                &self.dictionary_ids(),
            )?);
        }
        out.sort();
        Ok(out)
    }

    /// Ids of the dictionaries the entries refer to.
    fn dictionary_ids(&self) -> HashSet<&str> {
        self.entries
            .iter()
            .filter_map(|e| e.dictionary.as_deref())
            .collect()
    }
}

/// Opens the trace of a store entry (`path` is its object file): its bytes
/// must hash to the entry's id and every other field must be what the
/// trace's header and directory say, or the error names the entry and the
/// field. The file is read once to hash it, then read from the same handle.
pub fn open_bound(path: &Path, entry: &Entry) -> Result<TraceReader<BufReader<File>>, TraceError> {
    let mut f = File::open(path).map_err(|e| TraceError::io(path, e))?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 1 << 16];
    let mut len = 0u64;
    loop {
        let n = f.read(&mut buf).map_err(|e| TraceError::io(path, e))?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
        len += n as u64;
    }
    f.seek(SeekFrom::Start(0))
        .map_err(|e| TraceError::io(path, e))?;
    let id = hex(&hasher.finalize());
    if id != entry.id {
        return Err(TraceError::Mismatch(Box::new(Mismatch {
            entry: entry.name.clone(),
            field: "id",
            manifest: entry.id.clone(),
            trace: id,
        })));
    }
    let reader = TraceReader::with_dictionaries(BufReader::new(f), &NearFile::new(path))
        .map_err(|e| e.in_file(path))?;
    entry.bound_to(&Entry::describe(&entry.name, id, len, &reader))?;
    Ok(reader)
}

/// The one writer of a store: holds the writer lock from reading the
/// manifest until dropped. Objects are written as they are added, the
/// manifest by [`Writer::commit`]. Dereferences to the [`Store`] it edits.
#[derive(Debug)]
pub struct Writer {
    store: Store,
    /// The store's dictionaries, each loaded once for `add`.
    dicts: DictionaryDirs,
    _lock: WriterLock,
}

impl Deref for Writer {
    type Target = Store;
    fn deref(&self) -> &Store {
        &self.store
    }
}

impl Writer {
    /// Opens the store at `dir` for writing, creating the directory and an
    /// empty manifest if there is none, and takes the writer lock, waiting
    /// at most `wait` for another writer (then the error names it). A
    /// non-empty directory without a manifest is refused, so a typo cannot
    /// turn an unrelated directory into a store.
    pub fn open(dir: &Path, wait: Duration) -> Result<Writer, TraceError> {
        refuse_stranger(dir)?;
        fs::create_dir_all(dir).map_err(|e| TraceError::io(dir, e))?;
        let lock = WriterLock::acquire(dir, wait)?;
        if !Store::is_store(dir) {
            // Another writer may have made the store while this one waited.
            refuse_stranger(dir)?;
            write_manifest(dir, &[])?;
            fs::create_dir_all(dir.join(OBJECTS)).map_err(|e| TraceError::io(dir, e))?;
        }
        Ok(Writer {
            store: Store {
                dir: dir.to_path_buf(),
                entries: read_manifest(dir)?,
                _reading: None,
            },
            dicts: DictionaryDirs::new(vec![dir.join(DICTS)]),
            _lock: lock,
        })
    }

    /// Stores a table dictionary file (checked first) under its id, unless
    /// a file with those very bytes is there already; returns the id.
    pub fn add_dictionary(&mut self, bytes: &[u8]) -> Result<DictId, TraceError> {
        let d = Dictionary::decode(bytes)?;
        let path = self.dictionary_path(d.id());
        if !holds(&path, &dictionary::id_hex(d.id())) {
            fs::create_dir_all(self.dir.join(DICTS)).map_err(|e| TraceError::io(&self.dir, e))?;
            atomic::write(&path, bytes)?;
        }
        Ok(*d.id())
    }

    /// [`Writer::add`] for a trace read from the file `origin`: a version-3
    /// trace whose dictionary this store lacks brings it along from its own
    /// store (or directory); if it is in neither, the error names it.
    pub fn add_from(
        &mut self,
        name: &str,
        bytes: &[u8],
        origin: &Path,
    ) -> Result<Added, TraceError> {
        if let Some(r) = link::table_ref(bytes) {
            if !self.dictionary_path(&r.dictionary).is_file() {
                let near = dictionary::NearFile::new(origin);
                if let Some(p) = near.find(&r.dictionary) {
                    let d = fs::read(&p).map_err(|e| TraceError::io(&p, e))?;
                    self.add_dictionary(&d).map_err(|e| e.in_file(&p))?;
                }
            }
        }
        self.add(name, bytes)
    }

    /// Adds the trace `bytes` under `name` (usually its kernel name) unless
    /// an entry has its key ([`Entry::key`]): then that entry, under its
    /// name, now holds this trace. The trace is fully read and verified
    /// first: a damaged trace never enters a store. The object is written
    /// at once, the manifest by [`Writer::commit`] (objects an interrupted
    /// run leaves unlisted are reported by [`Store::orphans`]).
    pub fn add(&mut self, name: &str, bytes: &[u8]) -> Result<Added, TraceError> {
        let mut reader = TraceReader::with_dictionaries(Cursor::new(bytes), &self.dicts)?;
        reader.verify()?;
        let id = content_id(bytes);
        let entry = Entry::describe("", id.clone(), bytes.len() as u64, &reader);
        let object = self.dir.join(OBJECTS).join(format!("{id}.wbt"));
        let stored = !holds(&object, &id);
        if stored {
            fs::create_dir_all(self.dir.join(OBJECTS)).map_err(|e| TraceError::io(&self.dir, e))?;
            atomic::write(&object, bytes)?;
        }
        let entries = &mut self.store.entries;
        if let Some(old) = entries.iter_mut().find(|e| e.key() == entry.key()) {
            let name = old.name.clone();
            let same = old.id == entry.id;
            // Unchanged or not, the entry now states what the trace says
            // (an older manifest may lack a field).
            *old = Entry {
                name: name.clone(),
                ..entry
            };
            return Ok(if same {
                Added::Unchanged { name }
            } else {
                Added::Replaced { name }
            });
        }
        let base = if name.is_empty() { "trace" } else { name };
        let taken = |n: &str| entries.iter().any(|e| e.name == n);
        let mut unique = base.to_string();
        let mut k = 2u64;
        while taken(&unique) {
            unique = format!("{base}-{k}");
            k += 1;
        }
        entries.push(Entry {
            name: unique.clone(),
            ..entry
        });
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Added::New {
            name: unique,
            stored,
        })
    }

    /// Publishes the manifest atomically (readers see the old one or the new
    /// one), then, if no reader holds a snapshot, removes what no entry
    /// refers to: the objects of replaced traces, dictionaries no entry
    /// uses, and what interrupted writers left (unlisted objects, temporary
    /// files). If a reader holds one, they stay for a later writer.
    pub fn commit(&mut self) -> Result<(), TraceError> {
        write_manifest(&self.dir, &self.entries)?;
        let Some(_no_readers) = NoReaders::try_acquire(&self.dir)? else {
            return Ok(());
        };
        let mut garbage = self.orphans()?;
        for sub in [Path::new(""), Path::new(OBJECTS), Path::new(DICTS)] {
            garbage.extend(temporary_files(&self.dir.join(sub))?);
        }
        for path in garbage {
            match fs::remove_file(&path) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(TraceError::io(&path, e)),
            }
        }
        Ok(())
    }
}

/// Refuses a directory that exists, holds no manifest and holds anything but
/// a store's lock files or manifest temporaries (what a store being created
/// may briefly hold): what [`Writer::open`] refuses, checked without the
/// lock (a long run checks early, and opens the writer when it has its
/// traces).
pub fn refuse_stranger(dir: &Path) -> Result<(), TraceError> {
    if !dir.exists() || Store::is_store(dir) {
        return Ok(());
    }
    let manifest_temp = format!(".{INDEX}.");
    for item in fs::read_dir(dir).map_err(|e| TraceError::io(dir, e))? {
        let name = item.map_err(|e| TraceError::io(dir, e))?.file_name();
        let ours = lock::is_lock_file(&name)
            || name.to_str().is_some_and(|n| n.starts_with(&manifest_temp));
        if !ours {
            return Err(TraceError::Invalid(format!(
                "{}: not a trace store (no {INDEX}) and not empty",
                dir.display()
            )));
        }
    }
    Ok(())
}

/// The entries of the manifest in `dir`, checked for well-formed ids.
fn read_manifest(dir: &Path) -> Result<Vec<Entry>, TraceError> {
    let path = dir.join(INDEX);
    let text = fs::read_to_string(&path).map_err(|e| TraceError::io(&path, e))?;
    let m: Manifest = serde_json::from_str(&text).map_err(|e| {
        TraceError::Invalid(format!(
            "{}: not a wavebed store manifest: {e}",
            path.display()
        ))
    })?;
    if m.wavebed_store != MANIFEST_VERSION {
        return Err(TraceError::Invalid(format!(
            "{}: store manifest version {} (this wavebed reads {MANIFEST_VERSION})",
            path.display(),
            m.wavebed_store
        )));
    }
    if let Some(e) = m.traces.iter().find(|e| !is_content_id(&e.id)) {
        return Err(TraceError::Invalid(format!(
            "{}: entry `{}` has an invalid id `{}`",
            path.display(),
            e.name,
            e.id
        )));
    }
    if let Some(e) = m.traces.iter().find(|e| {
        e.dictionary
            .as_deref()
            .is_some_and(|d| dictionary::parse_id(d).is_none())
    }) {
        return Err(TraceError::Invalid(format!(
            "{}: entry `{}` has an invalid dictionary id",
            path.display(),
            e.name
        )));
    }
    Ok(m.traces)
}

/// Writes the manifest of `entries` atomically (temporary file, fsync,
/// rename, fsync of the directory: [`atomic::write`]).
fn write_manifest(dir: &Path, entries: &[Entry]) -> Result<(), TraceError> {
    let m = Manifest {
        wavebed_store: MANIFEST_VERSION,
        traces: entries.to_vec(),
    };
    let mut text = serde_json::to_string_pretty(&m)
        .map_err(|e| TraceError::Invalid(format!("cannot write the manifest: {e}")))?;
    text.push('\n');
    atomic::write(&dir.join(INDEX), text.as_bytes())
}

/// Whether the file at `path` exists and its bytes hash to `id` (a
/// content-addressed file that is damaged or was replaced is rewritten).
fn holds(path: &Path, id: &str) -> bool {
    fs::read(path).is_ok_and(|b| content_id(&b) == id)
}

/// The temporary files [`atomic::write`] leaves in `dir` when interrupted
/// (`.NAME.XXXXXX.tmp`).
fn temporary_files(dir: &Path) -> Result<Vec<PathBuf>, TraceError> {
    let mut out = Vec::new();
    let Ok(items) = fs::read_dir(dir) else {
        return Ok(out);
    };
    for item in items {
        let path = item.map_err(|e| TraceError::io(dir, e))?.path();
        let name = path.file_name().and_then(|s| s.to_str()).unwrap_or("");
        // Our own names, written in lower case by `atomic::write`.
        if name.starts_with('.') && path.extension().is_some_and(|e| e == "tmp") {
            out.push(path);
        }
    }
    Ok(out)
}

/// Files `*.EXT` in `dir` whose stem is not in `ids`.
fn unlisted(dir: &Path, ext: &str, ids: &HashSet<&str>) -> Result<Vec<PathBuf>, TraceError> {
    let mut out = Vec::new();
    for item in fs::read_dir(dir).map_err(|e| TraceError::io(dir, e))? {
        let path = item.map_err(|e| TraceError::io(dir, e))?.path();
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        if path.extension().is_some_and(|x| x == ext) && !ids.contains(stem) {
            out.push(path);
        }
    }
    Ok(out)
}

/// The content id of a trace: lowercase hex SHA-256 of its bytes.
pub fn content_id(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(digest: &[u8]) -> String {
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

fn is_content_id(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}
