//! Table dictionaries (format version 3, `docs/trace-format.md` section
//! "Table dictionaries"): the instruction tables of many traces, stored once
//! per store as one solid zstd frame, so that a trace's table block is a
//! 40-byte reference instead of the table.
//!
//! Why whole tables in one solid frame rather than a trained zstd dictionary:
//! aiter's kernels come in families of near-identical variants whose tables
//! repeat each other almost entirely; a trained dictionary of fragments saved
//! 25% on them, one solid stream of all tables 6x (BENCHMARKS.md, "Cross-trace
//! table compression"). A dictionary file is named and referenced by the
//! SHA-256 of its bytes and is checked against it when loaded, once per
//! process (or per store check) however many traces refer to it.

use std::collections::HashMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use sha2::{Digest, Sha256};
use zstd::zstd_safe::CParameter;

use super::block::{self, Kind, FRAME_LEN};
use super::limits;
use crate::error::TraceError;
use crc32fast::hash as crc32;

/// The first eight bytes of a dictionary file (the trace magic's idea, `WBD`).
pub const DICT_MAGIC: [u8; 8] = *b"\x89WBD\r\n\x1a\n";
/// The dictionary file version this build writes and reads.
pub const DICT_VERSION: u16 = 1;
/// A dictionary's id: the SHA-256 of its file's bytes.
pub type DictId = [u8; 32];
/// Bytes of a table reference: dictionary id, table index, CRC-32 of the table.
pub const TABLE_REF_LEN: usize = 40;
/// File extension of dictionaries in a store's `dicts/` directory.
pub const DICT_EXT: &str = "wbd";

/// Lowercase hex of an id (the dictionary's file stem).
pub fn id_hex(id: &DictId) -> String {
    id.iter().map(|b| format!("{b:02x}")).collect()
}

/// Parses a 64-digit lowercase hex id.
pub fn parse_id(s: &str) -> Option<DictId> {
    if s.len() != 64 {
        return None;
    }
    let mut id = [0u8; 32];
    for (i, b) in id.iter_mut().enumerate() {
        let pair = s.get(2 * i..2 * i + 2)?;
        if pair.bytes().any(|c| c.is_ascii_uppercase()) {
            return None;
        }
        *b = u8::from_str_radix(pair, 16).ok()?;
    }
    Some(id)
}

/// What a version-3 trace's table block holds instead of its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableRef {
    pub dictionary: DictId,
    /// Position of the table in the dictionary.
    pub index: u32,
    /// CRC-32 of the table's bytes: a reference to the wrong table (or a
    /// different dictionary under the same name) is refused, not decoded.
    pub crc: u32,
}

impl TableRef {
    pub fn encode(&self) -> [u8; TABLE_REF_LEN] {
        let mut b = [0u8; TABLE_REF_LEN];
        b[..32].copy_from_slice(&self.dictionary);
        b[32..36].copy_from_slice(&self.index.to_le_bytes());
        b[36..].copy_from_slice(&self.crc.to_le_bytes());
        b
    }

    pub fn decode(b: &[u8]) -> Option<TableRef> {
        if b.len() != TABLE_REF_LEN {
            return None;
        }
        let u32_at = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        Some(TableRef {
            dictionary: b[..32].try_into().ok()?,
            index: u32_at(32),
            crc: u32_at(36),
        })
    }
}

/// An open dictionary: its tables back to back, and where each one ends.
pub struct Dictionary {
    id: DictId,
    raw: Vec<u8>,
    /// `tables[i]` is the byte range of table `i` in `raw`.
    tables: Vec<std::ops::Range<usize>>,
}

impl std::fmt::Debug for Dictionary {
    /// The id and table count, not the (large) tables.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Dictionary({}, {} tables)", id_hex(&self.id), self.len())
    }
}

impl Dictionary {
    pub fn id(&self) -> &DictId {
        &self.id
    }

    pub fn len(&self) -> usize {
        self.tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// The raw instruction table a reference points at, checked against the
    /// reference's length and CRC-32; `what` names the referring block and
    /// `at` the file offset of its reference (what errors name).
    pub fn table(
        &self,
        r: &TableRef,
        raw_len: u32,
        what: &str,
        at: u64,
    ) -> Result<&[u8], TraceError> {
        let name = id_hex(&self.id);
        let Some(range) = self.tables.get(r.index as usize) else {
            return Err(TraceError::corrupt(
                what,
                at,
                format!(
                    "table {} of dictionary {name}, which holds {}",
                    r.index,
                    self.tables.len()
                ),
            ));
        };
        let t = &self.raw[range.clone()];
        if t.len() != raw_len as usize || crc32(t) != r.crc {
            return Err(TraceError::corrupt(
                what,
                at,
                format!(
                    "table {} of dictionary {name} is not the table this trace was written with",
                    r.index
                ),
            ));
        }
        Ok(t)
    }

    /// Encodes `tables` as a dictionary file at zstd `level`, with a window
    /// as large as the tables (up to 2^27 bytes) and long-distance matching,
    /// so a table finds its family's other tables however far back.
    pub fn encode(tables: &[&[u8]], level: i32) -> Result<Vec<u8>, TraceError> {
        let too_large = || {
            TraceError::Invalid(format!(
                "a dictionary holds at most {} tables and {} bytes",
                limits::MAX_DICTIONARY_TABLES,
                limits::MAX_DICTIONARY_RAW
            ))
        };
        if tables.len() as u64 > limits::MAX_DICTIONARY_TABLES {
            return Err(too_large());
        }
        let body: usize = tables.iter().map(|t| t.len()).sum();
        let raw_len = 4 + 4 * tables.len() + body;
        if raw_len as u64 > limits::MAX_DICTIONARY_RAW {
            return Err(too_large());
        }
        let mut raw = Vec::with_capacity(raw_len);
        raw.extend_from_slice(&(tables.len() as u32).to_le_bytes());
        for t in tables {
            raw.extend_from_slice(&(t.len() as u32).to_le_bytes());
        }
        for t in tables {
            raw.extend_from_slice(t);
        }
        let window = (usize::BITS - raw_len.max(1 << 10).leading_zeros()).min(27);
        let mut c = zstd::bulk::Compressor::new(level)?;
        c.set_parameter(CParameter::WindowLog(window))?;
        c.set_parameter(CParameter::EnableLongDistanceMatching(true))?;
        let payload = c.compress(&raw)?;
        let mut out = Vec::with_capacity(payload.len() + 32);
        out.extend_from_slice(&DICT_MAGIC);
        out.extend_from_slice(&DICT_VERSION.to_le_bytes());
        out.extend_from_slice(&[0, 0]);
        let pre_crc = crc32(&out);
        out.extend_from_slice(&pre_crc.to_le_bytes());
        block::write_payload(
            &mut out,
            Kind::Dictionary,
            block::CODEC_ZSTD,
            raw.len(),
            &payload,
        )?;
        Ok(out)
    }

    /// Decodes a dictionary file's bytes; its id is their SHA-256.
    pub fn decode(bytes: &[u8]) -> Result<Dictionary, TraceError> {
        Self::decode_as(bytes, Sha256::digest(bytes).into(), false)
    }

    /// [`Self::decode`] of bytes whose id is known; `trusted` when their hash
    /// matched a reference (then the raw buffer is allocated at its declared
    /// size in one go instead of grown).
    #[allow(clippy::expect_used, reason = "an invariant: 16 bytes")]
    fn decode_as(bytes: &[u8], id: DictId, trusted: bool) -> Result<Dictionary, TraceError> {
        let pre = 16;
        let m = bytes.len().min(DICT_MAGIC.len());
        if bytes[..m] != DICT_MAGIC[..m] {
            return Err(TraceError::corrupt(
                "dictionary",
                0,
                "not a wavebed table dictionary (no .wbd magic)",
            ));
        }
        if bytes.len() < pre + FRAME_LEN {
            return Err(TraceError::Truncated {
                what: "dictionary".into(),
                offset: 0,
                needed: (pre + FRAME_LEN) as u64,
                available: bytes.len() as u64,
            });
        }
        let stored = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
        let computed = crc32(&bytes[..12]);
        if stored != computed {
            return Err(TraceError::Checksum {
                what: "dictionary preamble".into(),
                stored,
                computed,
            });
        }
        let version = u16::from_le_bytes([bytes[8], bytes[9]]);
        if version != DICT_VERSION || bytes[10] != 0 || bytes[11] != 0 {
            return Err(TraceError::corrupt(
                "dictionary",
                8,
                format!("dictionary version {version} (this wavebed reads {DICT_VERSION})"),
            ));
        }
        let fb: &[u8; FRAME_LEN] = bytes[pre..pre + FRAME_LEN].try_into().expect("16 bytes");
        let frame = block::parse_frame(
            fb,
            pre as u64,
            Kind::Dictionary,
            limits::MAX_DICTIONARY_RAW,
            false,
        )?;
        let at = (pre + FRAME_LEN) as u64;
        let payload = &bytes[pre + FRAME_LEN..];
        if payload.len() != frame.stored as usize {
            return Err(if payload.len() < frame.stored as usize {
                TraceError::Truncated {
                    what: Kind::Dictionary.name().into(),
                    offset: at,
                    needed: frame.stored as u64,
                    available: payload.len() as u64,
                }
            } else {
                TraceError::corrupt(
                    "dictionary",
                    at + frame.stored as u64,
                    format!(
                        "{} bytes after the block",
                        payload.len() - frame.stored as usize
                    ),
                )
            });
        }
        let raw = if trusted {
            block::open_sized(&frame, Kind::Dictionary, payload, at)?
        } else {
            block::open(&frame, Kind::Dictionary, payload, at)?
        };
        let tables = Self::split(&raw, at)?;
        Ok(Dictionary { id, raw, tables })
    }

    /// The table ranges of a raw dictionary: a u32 count, a u32 length per
    /// table, then the tables, with no byte left over. `at` is the file
    /// offset of the compressed payload, which errors name.
    #[allow(clippy::expect_used, reason = "an invariant: inside the length list")]
    fn split(raw: &[u8], at: u64) -> Result<Vec<std::ops::Range<usize>>, TraceError> {
        let bad = |d: String| TraceError::corrupt(Kind::Dictionary.name(), at, d);
        let u32_at = |i: usize| -> Option<usize> {
            raw.get(i..i + 4)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
        };
        let n = u32_at(0).ok_or_else(|| bad("no table count".into()))?;
        if n as u64 > limits::MAX_DICTIONARY_TABLES || 4 + 4 * n > raw.len() {
            return Err(bad(format!(
                "{n} tables do not fit its {} bytes",
                raw.len()
            )));
        }
        let mut start = 4 + 4 * n;
        let mut tables = Vec::with_capacity(n);
        for i in 0..n {
            let len = u32_at(4 + 4 * i).expect("inside the length list");
            let end = start
                .checked_add(len)
                .filter(|&e| e <= raw.len())
                .ok_or_else(|| bad(format!("table {i} runs past the end")))?;
            tables.push(start..end);
            start = end;
        }
        if start != raw.len() {
            return Err(bad(format!(
                "{} bytes after the last table",
                raw.len() - start
            )));
        }
        Ok(tables)
    }

    /// Reads and checks the dictionary file at `path`, which must hash to `id`.
    pub fn load(path: &Path, id: &DictId) -> Result<Dictionary, TraceError> {
        let f = fs::File::open(path).map_err(|e| TraceError::io(path, e))?;
        // The compressed file cannot be much larger than its raw limit.
        let cap = limits::MAX_DICTIONARY_RAW + (1 << 20);
        let mut bytes = Vec::new();
        f.take(cap + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| TraceError::io(path, e))?;
        if bytes.len() as u64 > cap {
            return Err(TraceError::TooLarge {
                what: "dictionary file".into(),
                declared: bytes.len() as u64,
                limit: cap,
            }
            .in_file(path));
        }
        let actual: DictId = Sha256::digest(&bytes).into();
        if &actual != id {
            return Err(TraceError::corrupt(
                "dictionary",
                0,
                format!("its bytes hash to {}, not to its name", id_hex(&actual)),
            )
            .in_file(path));
        }
        // The bytes are the ones the trace's reference names, so the frame's
        // raw length can size the output at once.
        Dictionary::decode_as(&bytes, actual, true).map_err(|e| e.in_file(path))
    }
}

/// The file name of dictionary `id` in a store's `dicts/` directory.
pub fn file_name(id: &DictId) -> String {
    format!("{}.{DICT_EXT}", id_hex(id))
}

/// Where a reader finds the dictionaries version-3 traces refer to.
pub trait Dictionaries {
    fn get(&self, id: &DictId) -> Result<Arc<Dictionary>, TraceError>;
}

/// No dictionary: a trace that refers to one cannot be read (the error names it).
pub struct NoDictionaries;

impl Dictionaries for NoDictionaries {
    fn get(&self, id: &DictId) -> Result<Arc<Dictionary>, TraceError> {
        Err(missing(id, &[]))
    }
}

fn missing(id: &DictId, searched: &[PathBuf]) -> TraceError {
    let name = file_name(id);
    let mut msg = format!(
        "the trace's instruction table is in table dictionary {name}, which is not here (it \
         lies in the dicts/ directory of the store the trace was recorded into; open the \
         trace in that store, or copy it with `wavebed store add`, which takes the \
         dictionary along)"
    );
    if !searched.is_empty() {
        let dirs: Vec<String> = searched.iter().map(|d| d.display().to_string()).collect();
        msg.push_str(&format!("; looked in {}", dirs.join(", ")));
    }
    TraceError::Invalid(msg)
}

/// Dictionaries looked up by file name in directories, each loaded (and its
/// hash checked) once and kept.
#[derive(Debug)]
pub struct DictionaryDirs {
    dirs: Vec<PathBuf>,
    loaded: Mutex<HashMap<DictId, Arc<Dictionary>>>,
}

impl DictionaryDirs {
    pub fn new(dirs: Vec<PathBuf>) -> DictionaryDirs {
        DictionaryDirs {
            dirs,
            loaded: Mutex::new(HashMap::new()),
        }
    }

    /// Where dictionary `id` is, if it is in one of the directories.
    pub fn find(&self, id: &DictId) -> Option<PathBuf> {
        self.dirs
            .iter()
            .map(|d| d.join(file_name(id)))
            .find(|p| p.is_file())
    }
}

impl Dictionaries for DictionaryDirs {
    fn get(&self, id: &DictId) -> Result<Arc<Dictionary>, TraceError> {
        // Held while loading: a second thread waits instead of loading again.
        let mut loaded = self.loaded.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(d) = loaded.get(id) {
            return Ok(Arc::clone(d));
        }
        let path = self.find(id).ok_or_else(|| missing(id, &self.dirs))?;
        let d = Arc::new(Dictionary::load(&path, id)?);
        loaded.insert(*id, Arc::clone(&d));
        Ok(d)
    }
}

/// Every dictionary loaded for a trace opened by path, for the process's
/// lifetime: a store's traces share it, loaded once.
static PROCESS: Mutex<Vec<(DictId, Arc<Dictionary>)>> = Mutex::new(Vec::new());

/// The dictionaries of traces opened by path ([`super::TraceReader::open`]):
/// a trace in `STORE/objects/` finds its dictionary in `STORE/dicts/` (or in
/// its own directory); each dictionary is loaded once per process, however
/// many of the store's traces refer to it.
pub struct NearFile {
    dirs: Vec<PathBuf>,
}

impl NearFile {
    /// The directories searched for `trace`'s dictionary: the store layout's
    /// `../dicts/` and the trace's own directory.
    pub fn new(trace: &Path) -> NearFile {
        let dir = match trace.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        NearFile {
            dirs: vec![dir.join("..").join(crate::store::DICTS), dir],
        }
    }

    /// Where dictionary `id` is, if it is in one of the searched directories.
    pub fn find(&self, id: &DictId) -> Option<PathBuf> {
        self.dirs
            .iter()
            .map(|d| d.join(file_name(id)))
            .find(|p| p.is_file())
    }
}

impl Dictionaries for NearFile {
    /// The file must be there even when the dictionary is loaded already:
    /// whether a trace opens does not depend on what the process read before.
    fn get(&self, id: &DictId) -> Result<Arc<Dictionary>, TraceError> {
        let path = self.find(id).ok_or_else(|| missing(id, &self.dirs))?;
        let mut loaded = PROCESS.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((_, d)) = loaded.iter().find(|(k, _)| k == id) {
            return Ok(Arc::clone(d));
        }
        let d = Arc::new(Dictionary::load(&path, id)?);
        loaded.push((*id, Arc::clone(&d)));
        Ok(d)
    }
}
