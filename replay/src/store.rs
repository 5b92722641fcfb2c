//! A trace store: a directory with an `index.json` manifest and the traces
//! under `objects/`, each named by the SHA-256 of its bytes. Adding a trace
//! that is already stored writes nothing new; the manifest maps names (kernel
//! names, made unique) to content ids. Every write is atomic.
//!
//! Version-3 traces keep their instruction tables in table dictionaries under
//! `dicts/`, each named by the SHA-256 of its bytes like the objects
//! (`docs/trace-format.md`, "Table dictionaries").
//!
//! `verify` re-reads every trace, checks that its bytes still hash to its id
//! and that every block and chunk checksum holds (and so does each dictionary
//! a trace refers to), and reports each damaged trace by name without
//! modifying anything.

use std::collections::HashSet;
use std::fs;
use std::io::Cursor;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use wavebed_model::inputs::{Input, InputError, InputKind};

use crate::atomic;
use crate::error::TraceError;
use crate::format::dictionary::{self, DictId, Dictionary, DictionaryDirs};
use crate::format::{link, TraceReader, VerifyReport};

/// The manifest's file name.
pub const INDEX: &str = "index.json";
/// Where the trace files live inside a store.
pub const OBJECTS: &str = "objects";
/// Where the table dictionaries of version-3 traces live inside a store.
pub const DICTS: &str = "dicts";
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
    /// Id of the table dictionary a version-3 trace refers to (absent for
    /// versions 1 and 2, so their manifests read and write as before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dictionary: Option<String>,
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
    /// The store's dictionaries, each loaded once for `add`.
    dicts: DictionaryDirs,
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
                            member: None,
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
        Ok(Store::with_entries(dir, m.traces))
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
        let store = Store::with_entries(dir, Vec::new());
        store.write_manifest()?;
        Ok(store)
    }

    fn with_entries(dir: &Path, entries: Vec<Entry>) -> Store {
        Store {
            dir: dir.to_path_buf(),
            entries,
            replaced: Vec::new(),
            dicts: DictionaryDirs::new(vec![dir.join(DICTS)]),
        }
    }

    /// The file holding dictionary `id` (whether or not it exists).
    pub fn dictionary_path(&self, id: &DictId) -> PathBuf {
        self.dir.join(DICTS).join(dictionary::file_name(id))
    }

    /// Stores a table dictionary file (checked first) under its id, unless
    /// it is there already; returns the id.
    pub fn add_dictionary(&mut self, bytes: &[u8]) -> Result<DictId, TraceError> {
        let d = Dictionary::decode(bytes)?;
        let path = self.dictionary_path(d.id());
        if !path.is_file() {
            fs::create_dir_all(self.dir.join(DICTS)).map_err(|e| TraceError::io(&self.dir, e))?;
            atomic::write(&path, bytes)?;
        }
        Ok(*d.id())
    }

    /// [`Store::add`] for a trace read from the file `origin`: a version-3
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
        let mut reader = TraceReader::with_dictionaries(Cursor::new(bytes), &self.dicts)?;
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
            dictionary: reader
                .table_ref()
                .map(|r| dictionary::id_hex(&r.dictionary)),
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
    /// must hold, its dictionary's too (each read afresh, once per call).
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
        let actual = content_id(&bytes);
        if actual != e.id {
            return Err(TraceError::corrupt(
                "content",
                format!("the bytes hash to {actual}, not to the trace's id"),
            )
            .in_file(&path));
        }
        TraceReader::with_dictionaries(Cursor::new(&bytes), dicts)
            .and_then(|mut r| r.verify())
            .map_err(|err| err.in_file(&path))
    }

    /// Objects and dictionaries on disk that no entry refers to (left by an
    /// interrupted add).
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

    /// Writes the manifest atomically, then removes the objects of replaced
    /// traces that no entry refers to any more, and the dictionaries no
    /// entry refers to (those of replaced traces, or of a failed run).
    pub fn commit(&mut self) -> Result<(), TraceError> {
        self.write_manifest()?;
        for id in std::mem::take(&mut self.replaced) {
            if self.entries.iter().all(|e| e.id != id) {
                let path = self.dir.join(OBJECTS).join(format!("{id}.wbt"));
                fs::remove_file(&path).map_err(|e| TraceError::io(&path, e))?;
            }
        }
        let dicts = self.dir.join(DICTS);
        if dicts.is_dir() {
            for path in unlisted(&dicts, dictionary::DICT_EXT, &self.dictionary_ids())? {
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
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

fn is_content_id(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}
