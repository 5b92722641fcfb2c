//! Reading traces: the preamble and blocks on open, stream chunks on demand.

use std::collections::HashSet;
use std::fs::File;
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::ops::ControlFlow;
use std::path::Path;

use wavebed_model::instr::Instr;

use super::block::{self, Kind, CODEC_DICTIONARY, FRAME_LEN};
use super::dictionary::{Dictionaries, NearFile, NoDictionaries, TableRef};
use super::directory::{ChunkRef, Directory};
use super::header::Header;
use super::{limits, stream, table, Trace, Wave, FORMAT_VERSION, MAGIC, PREAMBLE_LEN};
use crate::error::TraceError;
use crc32fast::hash as crc32;

/// What the directory says about one wave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaveInfo {
    pub id: u32,
    /// Instructions recorded for the wave.
    pub len: u64,
    /// Whether the recorded walk reached the end of the program.
    pub completed: bool,
    /// Why the recorded walk stopped.
    pub stop: String,
}

/// What [`TraceReader::verify`] checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct VerifyReport {
    pub waves: usize,
    /// Distinct chunks read (a chunk shared by several waves counts once).
    pub chunks: usize,
    pub instructions: u64,
}

/// An open trace. The header, instruction table and directory are read and
/// checked on open; stream chunks are read, checked and decompressed only when
/// a wave is read, and only as far as the caller asks.
pub struct TraceReader<R> {
    src: R,
    data_start: u64,
    header: Header,
    instrs: Vec<Instr>,
    /// Where the table came from, for a version-3 trace.
    table_ref: Option<TableRef>,
    dir: Directory,
    waves: Vec<WaveInfo>,
    decompressor: zstd::bulk::Decompressor<'static>,
    /// Reused buffers: stored chunk bytes, raw chunk bytes, decoded indices.
    stored: Vec<u8>,
    raw: Vec<u8>,
    indices: Vec<u32>,
}

impl TraceReader<BufReader<File>> {
    /// Opens the trace file at `path`; errors name the file. A version-3
    /// trace's dictionary is looked for in its store (`../dicts/` of the
    /// file's directory) and next to it, loaded once per process.
    pub fn open(path: &Path) -> Result<Self, TraceError> {
        let f = File::open(path).map_err(|e| TraceError::io(path, e))?;
        TraceReader::with_dictionaries(BufReader::new(f), &NearFile::new(path))
            .map_err(|e| e.in_file(path))
    }
}

impl<R: Read + Seek> TraceReader<R> {
    /// Reads and checks the preamble, header, table and directory from `src`;
    /// a trace whose table is in a dictionary is refused (naming it).
    pub fn new(src: R) -> Result<Self, TraceError> {
        Self::with_dictionaries(src, &NoDictionaries)
    }

    /// [`Self::new`], taking a version-3 trace's table from `dicts`.
    #[allow(
        clippy::expect_used,
        reason = "an invariant: the frame checked the reference's length"
    )]
    pub fn with_dictionaries(mut src: R, dicts: &dyn Dictionaries) -> Result<Self, TraceError> {
        let file_len = src.seek(SeekFrom::End(0))?;
        src.seek(SeekFrom::Start(0))?;
        let (mut pos, version) = read_preamble(&mut src, file_len)?;
        let (_, raw, at) = read_block(
            &mut src,
            &mut pos,
            file_len,
            Kind::Header,
            limits::MAX_HEADER_RAW,
            false,
        )?;
        let header = Header::decode(&raw, version, at)?;
        let (frame, raw, at) = read_block(
            &mut src,
            &mut pos,
            file_len,
            Kind::Table,
            limits::MAX_TABLE_RAW,
            version >= 3,
        )?;
        let profile = header.arch.profile();
        let (instrs, table_ref) = if frame.codec == CODEC_DICTIONARY {
            let what = Kind::Table.name();
            let r = TableRef::decode(&raw).expect("the frame checked the reference's length");
            let dict = dicts.get(&r.dictionary)?;
            let instrs = table::decode(dict.table(&r, frame.raw, what, at)?, &profile, at)?;
            (instrs, Some(r))
        } else {
            (table::decode(&raw, &profile, at)?, None)
        };
        let (_, raw, at) = read_block(
            &mut src,
            &mut pos,
            file_len,
            Kind::Directory,
            limits::MAX_DIRECTORY_RAW,
            false,
        )?;
        let dir = Directory::decode(&raw, at, pos, file_len - pos)?;
        let waves = dir
            .waves
            .iter()
            .map(|w| WaveInfo {
                id: w.id,
                len: w.len,
                completed: w.completed,
                stop: w.stop.clone(),
            })
            .collect();
        Ok(TraceReader {
            src,
            data_start: pos,
            header,
            instrs,
            table_ref,
            dir,
            waves,
            decompressor: zstd::bulk::Decompressor::new()?,
            stored: Vec::new(),
            raw: Vec::new(),
            indices: Vec::new(),
        })
    }

    pub fn header(&self) -> &Header {
        &self.header
    }

    /// The dictionary holding the table of a version-3 trace.
    pub fn table_ref(&self) -> Option<&TableRef> {
        self.table_ref.as_ref()
    }

    /// The instruction table: stream indices point into it.
    pub fn instrs(&self) -> &[Instr] {
        &self.instrs
    }

    pub fn waves(&self) -> &[WaveInfo] {
        &self.waves
    }

    /// Hands the first `limit` indices of wave number `wave` (position in
    /// [`Self::waves`]) to `f`, one decompressed chunk at a time, and stops
    /// early when `f` breaks. Returns how many indices were handed over.
    /// Chunks past the limit are never read.
    pub fn for_each_chunk(
        &mut self,
        wave: usize,
        limit: u64,
        mut f: impl FnMut(&[u32]) -> ControlFlow<()>,
    ) -> Result<u64, TraceError> {
        self.for_each_chunk_with_table(wave, limit, |_, chunk| f(chunk))
    }

    /// [`Self::for_each_chunk`], also handing `f` the instruction table the
    /// indices point into (what a replay steps through).
    pub fn for_each_chunk_with_table(
        &mut self,
        wave: usize,
        limit: u64,
        mut f: impl FnMut(&[Instr], &[u32]) -> ControlFlow<()>,
    ) -> Result<u64, TraceError> {
        let Some(w) = self.dir.waves.get(wave) else {
            return Err(TraceError::Invalid(format!(
                "no wave number {wave} in this trace"
            )));
        };
        let (id, chunks) = (w.id, w.chunks.len());
        let mut indices = std::mem::take(&mut self.indices);
        let mut delivered = 0u64;
        let mut result = Ok(());
        for k in 0..chunks {
            if delivered >= limit {
                break;
            }
            let c = self.dir.waves[wave].chunks[k];
            if let Err(e) = self.load_chunk(&c, k, id, &mut indices) {
                result = Err(e);
                break;
            }
            let take = (limit - delivered).min(indices.len() as u64) as usize;
            delivered += take as u64;
            if f(&self.instrs, &indices[..take]).is_break() {
                break;
            }
        }
        self.indices = indices;
        result.map(|()| delivered)
    }

    /// The header and instruction table, giving up the reader.
    pub fn into_parts(self) -> (Header, Vec<Instr>) {
        (self.header, self.instrs)
    }

    /// The first `limit` indices of wave number `wave`.
    pub fn read_wave(&mut self, wave: usize, limit: u64) -> Result<Vec<u32>, TraceError> {
        let mut out = Vec::new();
        self.for_each_chunk(wave, limit, |c| {
            out.extend_from_slice(c);
            ControlFlow::Continue(())
        })?;
        Ok(out)
    }

    /// Re-reads every chunk, checking its checksum, its decompressed length and
    /// every index in it. The blocks were checked on open.
    pub fn verify(&mut self) -> Result<VerifyReport, TraceError> {
        let mut report = VerifyReport {
            waves: self.dir.waves.len(),
            ..VerifyReport::default()
        };
        let mut seen = HashSet::new();
        let mut indices = std::mem::take(&mut self.indices);
        let mut result = Ok(());
        'waves: for wi in 0..self.dir.waves.len() {
            let id = self.dir.waves[wi].id;
            report.instructions += self.dir.waves[wi].len;
            for k in 0..self.dir.waves[wi].chunks.len() {
                let c = self.dir.waves[wi].chunks[k];
                if !seen.insert(c.offset) {
                    continue;
                }
                if let Err(e) = self.load_chunk(&c, k, id, &mut indices) {
                    result = Err(e);
                    break 'waves;
                }
                report.chunks += 1;
            }
        }
        self.indices = indices;
        result.map(|()| report)
    }

    /// Reads every wave whole.
    pub fn into_trace(mut self) -> Result<Trace, TraceError> {
        let mut waves = Vec::with_capacity(self.waves.len());
        for (i, info) in self.waves.clone().into_iter().enumerate() {
            let stream = self.read_wave(i, u64::MAX)?;
            waves.push(Wave {
                id: info.id,
                completed: info.completed,
                stop: info.stop,
                stream,
            });
        }
        Ok(Trace {
            header: self.header,
            instrs: self.instrs,
            waves,
        })
    }

    /// Reads, checks and decodes one chunk into `out`.
    fn load_chunk(
        &mut self,
        c: &ChunkRef,
        k: usize,
        wave_id: u32,
        out: &mut Vec<u32>,
    ) -> Result<(), TraceError> {
        let what = || format!("chunk {k} of wave {wave_id}");
        let at = self.data_start + c.offset;
        // The directory checked offset + stored against the file length.
        self.src.seek(SeekFrom::Start(at))?;
        self.stored.resize(c.stored as usize, 0);
        self.src.read_exact(&mut self.stored)?;
        let computed = crc32(&self.stored);
        if computed != c.crc {
            return Err(TraceError::Checksum {
                what: what(),
                stored: c.crc,
                computed,
            });
        }
        self.raw.clear();
        self.raw.reserve(c.raw as usize);
        self.decompressor
            .decompress_to_buffer(&self.stored, &mut self.raw)
            .map_err(|e| TraceError::corrupt(what(), at, format!("zstd: {e}")))?;
        if self.raw.len() != c.raw as usize {
            return Err(TraceError::corrupt(
                what(),
                at,
                format!(
                    "decompresses to {} bytes, the directory declares {}",
                    self.raw.len(),
                    c.raw
                ),
            ));
        }
        stream::decode(&self.raw, c.count as usize, self.instrs.len() as u32, out)
            .map_err(|d| TraceError::corrupt(what(), at, d))
    }
}

/// Checks magic, preamble checksum and version; returns the position after it
/// and the version.
fn read_preamble<R: Read>(src: &mut R, file_len: u64) -> Result<(u64, u16), TraceError> {
    let mut pre = [0u8; PREAMBLE_LEN];
    let n = (file_len as usize).min(PREAMBLE_LEN);
    src.read_exact(&mut pre[..n])?;
    let m = n.min(MAGIC.len());
    if pre[..m] != MAGIC[..m] {
        return Err(TraceError::BadMagic);
    }
    if n < PREAMBLE_LEN {
        return Err(TraceError::Truncated {
            what: "preamble".into(),
            offset: 0,
            needed: PREAMBLE_LEN as u64,
            available: file_len,
        });
    }
    let stored = u32::from_le_bytes([pre[12], pre[13], pre[14], pre[15]]);
    let computed = crc32(&pre[..12]);
    if stored != computed {
        return Err(TraceError::Checksum {
            what: "preamble".into(),
            stored,
            computed,
        });
    }
    let version = u16::from_le_bytes([pre[8], pre[9]]);
    if version > FORMAT_VERSION {
        return Err(TraceError::FutureVersion {
            found: version,
            supported: FORMAT_VERSION,
        });
    }
    if version == 0 {
        return Err(TraceError::UnknownVersion(version));
    }
    if pre[10] != 0 || pre[11] != 0 {
        return Err(TraceError::corrupt(
            "preamble",
            if pre[10] != 0 { 10 } else { 11 },
            "reserved bytes are not zero",
        ));
    }
    Ok((PREAMBLE_LEN as u64, version))
}

/// Reads one framed block at `*pos`, checks it and returns its frame, its raw
/// payload (for a dictionary reference: the reference) and the file offset of
/// its stored payload (what errors in the payload's content name).
fn read_block<R: Read>(
    src: &mut R,
    pos: &mut u64,
    file_len: u64,
    kind: Kind,
    limit: u64,
    dictionary_codec: bool,
) -> Result<(block::Frame, Vec<u8>, u64), TraceError> {
    let left = file_len - *pos;
    if left < FRAME_LEN as u64 {
        return Err(TraceError::Truncated {
            what: format!("{} frame", kind.name()),
            offset: *pos,
            needed: FRAME_LEN as u64,
            available: left,
        });
    }
    let mut fb = [0u8; FRAME_LEN];
    src.read_exact(&mut fb)?;
    let frame = block::parse_frame(&fb, *pos, kind, limit, dictionary_codec)?;
    *pos += FRAME_LEN as u64;
    let at = *pos;
    let left = file_len - at;
    if frame.stored as u64 > left {
        return Err(TraceError::Truncated {
            what: kind.name().into(),
            offset: at,
            needed: frame.stored as u64,
            available: left,
        });
    }
    // Bounded by the file's actual length, checked just above.
    let mut payload = vec![0u8; frame.stored as usize];
    src.read_exact(&mut payload)?;
    *pos += frame.stored as u64;
    block::open(&frame, kind, &payload, at).map(|raw| (frame, raw, at))
}
