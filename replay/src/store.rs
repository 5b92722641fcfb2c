//! A trace store: a directory with an `index.json` manifest and the traces
//! under `objects/`, each named by the SHA-256 of its bytes. Adding a trace
//! that is already stored writes nothing new; the manifest maps names (kernel
//! names, made unique) to content ids. Every write is atomic.
//!
//! `verify` re-reads every trace, checks that its bytes still hash to its id
//! and that every block and chunk checksum holds, and reports each damaged
//! trace by name without modifying anything.

use std::collections::HashSet;
use std::fs;
use std::io::Cursor;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use wavebed_model::inputs::{Input, InputError, InputKind};

use crate::atomic;
use crate::error::TraceError;
use crate::format::{TraceReader, VerifyReport};

/// The manifest's file name.
pub const INDEX: &str = "index.json";
/// Where the trace files live inside a store.
pub const OBJECTS: &str = "objects";
/// Manifest format written in `index.json`.
const MANIFEST_VERSION: u32 = 1;

/// One trace in the manifest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Unique in the store: the kernel name, with `-2`, `-3`... on collisions.
    pub name: String,
    /// SHA-256 of the trace file, lowercase hex: the object's file stem.
    pub id: String,
    pub kernel: String,
    pub symbol: String,
    pub arch: String,
    pub source: String,
    pub provenance: String,
    pub waves: usize,
    pub instructions: u64,
    pub bytes: u64,
}

#[derive(Debug, Serialize, Deserialize)]
struct Manifest {
    wavebed_store: u32,
    traces: Vec<Entry>,
}

/// What [`Store::add`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Added {
    /// A new entry (`stored` says whether its object was new too).
    New { name: String, stored: bool },
    /// The same name already held exactly this trace.
    Unchanged { name: String },
    /// The entry with this name (same source and symbol) now holds a new trace.
    Replaced { name: String },
}

/// One trace's outcome in [`Store::verify`].
#[derive(Debug)]
pub struct Checked {
    pub name: String,
    pub result: Result<VerifyReport, TraceError>,
}

/// An open store.
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    entries: Vec<Entry>,
    /// Ids of replaced traces, removed by `commit` if nothing refers to them.
    replaced: Vec<String>,
}

impl Store {
    /// Whether `dir` holds a store manifest.
    pub fn is_store(dir: &Path) -> bool {
        dir.join(INDEX).is_file()
    }

    /// A store as a container of inputs (see [`wavebed_model::inputs::Containers`]): its
    /// entries in manifest order, named by the manifest; `None` for a
    /// directory that is not a store.
    pub fn container(dir: &Path) -> Option<Result<Vec<Input>, InputError>> {
        if !Store::is_store(dir) {
            return None;
        }
        Some(
            Store::open(dir)
                .map(|store| {
                    store
                        .entries()
                        .iter()
                        .map(|e| Input {
                            path: store.object_path(e),
                            kind: InputKind::Trace,
                            name: e.name.clone(),
                        })
                        .collect()
                })
                .map_err(|e| InputError::Container(Box::new(e))),
        )
    }

    /// Opens the store at `dir`; an error if it has no readable manifest.
    pub fn open(dir: &Path) -> Result<Store, TraceError> {
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
        Ok(Store {
            dir: dir.to_path_buf(),
            entries: m.traces,
            replaced: Vec::new(),
        })
    }

    /// Opens the store at `dir`, creating the directory and an empty manifest
    /// if there is none. A non-empty directory without a manifest is refused,
    /// so a typo cannot turn an unrelated directory into a store.
    pub fn open_or_create(dir: &Path) -> Result<Store, TraceError> {
        if Store::is_store(dir) {
            return Store::open(dir);
        }
        if dir.exists() {
            let mut it = fs::read_dir(dir).map_err(|e| TraceError::io(dir, e))?;
            if it.next().is_some() {
                return Err(TraceError::Invalid(format!(
                    "{}: not a trace store (no {INDEX}) and not empty",
                    dir.display()
                )));
            }
        }
        fs::create_dir_all(dir.join(OBJECTS)).map_err(|e| TraceError::io(dir, e))?;
        let store = Store {
            dir: dir.to_path_buf(),
            entries: Vec::new(),
            replaced: Vec::new(),
        };
        store.write_manifest()?;
        Ok(store)
    }

    /// Entries sorted by name.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The file holding `entry`'s trace.
    pub fn object_path(&self, entry: &Entry) -> PathBuf {
        self.dir.join(OBJECTS).join(format!("{}.wbt", entry.id))
    }

    /// Adds the trace `bytes` under `name` (usually its kernel name). The trace
    /// is fully read and verified first: a damaged trace never enters a store.
    /// The object is written at once, the manifest by [`Store::commit`]
    /// (objects an interrupted run leaves unlisted are reported by
    /// [`Store::orphans`]).
    pub fn add(&mut self, name: &str, bytes: &[u8]) -> Result<Added, TraceError> {
        let mut reader = TraceReader::new(Cursor::new(bytes))?;
        let report = reader.verify()?;
        let h = reader.header();
        let id = content_id(bytes);
        let entry = Entry {
            name: String::new(),
            id: id.clone(),
            kernel: h.kernel.clone(),
            symbol: h.symbol.clone(),
            arch: h.arch.name().to_string(),
            source: h.source.clone(),
            provenance: h.provenance.name().to_string(),
            waves: report.waves,
            instructions: report.instructions,
            bytes: bytes.len() as u64,
        };
        let object = self.dir.join(OBJECTS).join(format!("{id}.wbt"));
        let stored = !object.is_file();
        if stored {
            fs::create_dir_all(self.dir.join(OBJECTS)).map_err(|e| TraceError::io(&self.dir, e))?;
            atomic::write(&object, bytes)?;
        }
        let base = if name.is_empty() { "trace" } else { name };
        let outcome = match self.entries.iter().position(|e| e.name == base) {
            Some(i) if self.entries[i].id == id => {
                return Ok(Added::Unchanged { name: base.into() })
            }
            Some(i)
                if self.entries[i].source == entry.source
                    && self.entries[i].symbol == entry.symbol =>
            {
                let old = std::mem::replace(
                    &mut self.entries[i],
                    Entry {
                        name: base.into(),
                        ..entry
                    },
                );
                self.replaced.push(old.id);
                Added::Replaced { name: base.into() }
            }
            Some(_) => {
                let name = (2..)
                    .map(|k| format!("{base}-{k}"))
                    .find(|n| !self.entries.iter().any(|e| &e.name == n))
                    .expect("an unused suffix exists");
                self.entries.push(Entry {
                    name: name.clone(),
                    ..entry
                });
                Added::New { name, stored }
            }
            None => {
                self.entries.push(Entry {
                    name: base.into(),
                    ..entry
                });
                Added::New {
                    name: base.into(),
                    stored,
                }
            }
        };
        self.entries.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(outcome)
    }

    /// Re-reads every trace: its bytes must hash to its id and every checksum
    /// must hold. One result per entry, in name order; nothing is modified.
    pub fn verify(&self) -> Vec<Checked> {
        self.entries
            .iter()
            .map(|e| Checked {
                name: e.name.clone(),
                result: self.verify_entry(e),
            })
            .collect()
    }

    fn verify_entry(&self, e: &Entry) -> Result<VerifyReport, TraceError> {
        let path = self.object_path(e);
        let bytes = fs::read(&path).map_err(|err| TraceError::io(&path, err))?;
        let actual = content_id(&bytes);
        if actual != e.id {
            return Err(TraceError::corrupt(
                "content",
                format!("the bytes hash to {actual}, not to the trace's id"),
            )
            .in_file(&path));
        }
        TraceReader::new(Cursor::new(&bytes))
            .and_then(|mut r| r.verify())
            .map_err(|err| err.in_file(&path))
    }

    /// Objects on disk that no entry refers to (left by an interrupted add).
    pub fn orphans(&self) -> Result<Vec<PathBuf>, TraceError> {
        let dir = self.dir.join(OBJECTS);
        let ids: HashSet<&str> = self.entries.iter().map(|e| e.id.as_str()).collect();
        let mut out = Vec::new();
        for item in fs::read_dir(&dir).map_err(|e| TraceError::io(&dir, e))? {
            let path = item.map_err(|e| TraceError::io(&dir, e))?.path();
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            if path.extension().is_some_and(|x| x == "wbt") && !ids.contains(stem) {
                out.push(path);
            }
        }
        out.sort();
        Ok(out)
    }

    /// Writes the manifest atomically, then removes the objects of replaced
    /// traces that no entry refers to any more.
    pub fn commit(&mut self) -> Result<(), TraceError> {
        self.write_manifest()?;
        for id in std::mem::take(&mut self.replaced) {
            if self.entries.iter().all(|e| e.id != id) {
                let path = self.dir.join(OBJECTS).join(format!("{id}.wbt"));
                fs::remove_file(&path).map_err(|e| TraceError::io(&path, e))?;
            }
        }
        Ok(())
    }

    fn write_manifest(&self) -> Result<(), TraceError> {
        let m = Manifest {
            wavebed_store: MANIFEST_VERSION,
            traces: self.entries.clone(),
        };
        let mut text = serde_json::to_string_pretty(&m)
            .map_err(|e| TraceError::Invalid(format!("cannot write the manifest: {e}")))?;
        text.push('\n');
        atomic::write(&self.dir.join(INDEX), text.as_bytes())
    }
}

/// The content id of a trace: lowercase hex SHA-256 of its bytes.
pub fn content_id(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

fn is_content_id(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}
