//! Linking: moving the instruction tables of version-2 traces into table
//! dictionaries, which turns each trace into version 3 (its table block a
//! 40-byte reference). `wavebed record` links the traces of a run into a
//! store; everything but the table block and the preamble's version is kept
//! byte for byte, so the streams, directory and header are the ones the
//! encoder wrote.

use std::collections::HashMap;

use super::block::{self, Kind, CODEC_DICTIONARY, FRAME_LEN};
use super::dictionary::{DictId, Dictionary, TableRef};
use super::{limits, MAGIC, PREAMBLE_LEN};
use crate::error::TraceError;
use crc32fast::hash as crc32;
use sha2::{Digest, Sha256};

/// Knobs of [`link`].
#[derive(Clone, Copy, Debug)]
pub struct LinkOptions {
    /// zstd level of the dictionaries.
    pub level: i32,
    /// Raw bytes of tables per dictionary before a new one starts: bounds
    /// what opening one trace of a store decompresses (its whole dictionary)
    /// and the compressor's window.
    pub dictionary_raw: usize,
}

impl Default for LinkOptions {
    /// Level 19 like every block; 64 MiB per dictionary (a window zstd
    /// decoders accept by default, and 3 dictionaries for aiter's 686 kernels).
    fn default() -> Self {
        LinkOptions {
            level: 19,
            dictionary_raw: 64 << 20,
        }
    }
}

/// The result of [`link`].
#[derive(Debug)]
pub struct Linked {
    /// Dictionary files, each to be stored under its id.
    pub dictionaries: Vec<(DictId, Vec<u8>)>,
    /// The traces in input order: version 3 where the input was version 2,
    /// the input itself otherwise (a version-1 trace has no assumption set,
    /// which version 3's header requires).
    pub traces: Vec<Vec<u8>>,
}

/// A version-2 trace cut at its table block.
struct Parts<'a> {
    header_block: &'a [u8],
    table: Vec<u8>,
    rest: &'a [u8],
}

/// Moves the tables of `traces` (encoded by [`super::encode`]) into
/// dictionaries of at most `opts.dictionary_raw` bytes each, in input order
/// (a family's kernels, recorded one after the other, share a dictionary);
/// identical tables are stored once. The dictionaries compress in parallel.
#[allow(
    clippy::expect_used,
    reason = "a panic in an encoder thread is re-raised, not an error"
)]
pub fn link(traces: &[&[u8]], opts: &LinkOptions) -> Result<Linked, TraceError> {
    let parts: Vec<Option<Parts>> = traces.iter().map(|t| cut(t)).collect::<Result<_, _>>()?;
    // Table content -> (dictionary, index); and each dictionary's tables.
    let mut seen: HashMap<&[u8], (usize, u32)> = HashMap::new();
    let mut groups: Vec<Vec<&[u8]>> = Vec::new();
    let mut group_raw = 0usize;
    let mut place = Vec::with_capacity(parts.len());
    for p in &parts {
        let Some(p) = p else {
            place.push(None);
            continue;
        };
        let t = p.table.as_slice();
        if let Some(&at) = seen.get(t) {
            place.push(Some(at));
            continue;
        }
        let full = groups.last().is_none_or(|g| {
            group_raw + t.len() > opts.dictionary_raw
                || g.len() as u64 >= limits::MAX_DICTIONARY_TABLES
        });
        if full {
            groups.push(Vec::new());
            group_raw = 0;
        }
        let g = groups.len() - 1;
        let at = (g, groups[g].len() as u32);
        groups[g].push(t);
        group_raw += t.len();
        seen.insert(t, at);
        place.push(Some(at));
    }
    let files: Vec<Vec<u8>> = std::thread::scope(|s| {
        let handles: Vec<_> = groups
            .iter()
            .map(|g| s.spawn(|| Dictionary::encode(g, opts.level)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a dictionary encoder panicked"))
            .collect::<Result<_, _>>()
    })?;
    let dictionaries: Vec<(DictId, Vec<u8>)> = files
        .into_iter()
        .map(|f| (Sha256::digest(&f).into(), f))
        .collect();
    let mut out = Vec::with_capacity(traces.len());
    for ((t, p), at) in traces.iter().zip(&parts).zip(place) {
        let (Some(p), Some((g, index))) = (p, at) else {
            out.push(t.to_vec());
            continue;
        };
        let r = TableRef {
            dictionary: dictionaries[g].0,
            index,
            crc: crc32(&p.table),
        };
        let mut b = Vec::with_capacity(p.header_block.len() + p.rest.len() + 80);
        b.extend_from_slice(&MAGIC);
        b.extend_from_slice(&3u16.to_le_bytes());
        b.extend_from_slice(&[0, 0]);
        let pre_crc = crc32(&b);
        b.extend_from_slice(&pre_crc.to_le_bytes());
        b.extend_from_slice(p.header_block);
        block::write_payload(
            &mut b,
            Kind::Table,
            CODEC_DICTIONARY,
            p.table.len(),
            &r.encode(),
        )?;
        b.extend_from_slice(p.rest);
        out.push(b);
    }
    Ok(Linked {
        dictionaries,
        traces: out,
    })
}

/// Cuts a version-2 trace at its table block (`None` for other versions).
/// The blocks' checksums are checked; the rest is the encoder's own output.
fn cut(t: &[u8]) -> Result<Option<Parts<'_>>, TraceError> {
    let truncated = |what: &str, at: usize, needed: usize| TraceError::Truncated {
        what: what.into(),
        offset: at as u64,
        needed: needed as u64,
        available: t.len().saturating_sub(at) as u64,
    };
    if t.len() < PREAMBLE_LEN || t[..8] != MAGIC {
        return Err(TraceError::BadMagic);
    }
    if u16::from_le_bytes([t[8], t[9]]) != 2 {
        return Ok(None);
    }
    let frame_at = |at: usize, kind: Kind, limit: u64| -> Result<(usize, block::Frame), _> {
        let fb: &[u8; FRAME_LEN] = t
            .get(at..at + FRAME_LEN)
            .and_then(|b| b.try_into().ok())
            .ok_or_else(|| truncated(&format!("{} frame", kind.name()), at, FRAME_LEN))?;
        let f = block::parse_frame(fb, at as u64, kind, limit, false)?;
        let end = at + FRAME_LEN + f.stored as usize;
        if end > t.len() {
            return Err(truncated(kind.name(), at + FRAME_LEN, f.stored as usize));
        }
        Ok((end, f))
    };
    let (header_end, _) = frame_at(PREAMBLE_LEN, Kind::Header, limits::MAX_HEADER_RAW)?;
    let (table_end, f) = frame_at(header_end, Kind::Table, limits::MAX_TABLE_RAW)?;
    let at = header_end + FRAME_LEN;
    let table = block::open(&f, Kind::Table, &t[at..table_end], at as u64)?;
    Ok(Some(Parts {
        header_block: &t[PREAMBLE_LEN..header_end],
        table,
        rest: &t[table_end..],
    }))
}

/// The dictionary reference of a version-3 trace's table block, if it has
/// one (checked against the block's checksum; nothing else is checked).
pub fn table_ref(t: &[u8]) -> Option<TableRef> {
    if t.len() < PREAMBLE_LEN || t[..8] != MAGIC || u16::from_le_bytes([t[8], t[9]]) < 3 {
        return None;
    }
    let frame_at = |at: usize, kind: Kind, limit: u64, dict: bool| {
        let fb: &[u8; FRAME_LEN] = t.get(at..at + FRAME_LEN)?.try_into().ok()?;
        let f = block::parse_frame(fb, at as u64, kind, limit, dict).ok()?;
        let end = at + FRAME_LEN + f.stored as usize;
        (end <= t.len()).then_some((end, f))
    };
    let (header_end, _) = frame_at(PREAMBLE_LEN, Kind::Header, limits::MAX_HEADER_RAW, false)?;
    let (table_end, f) = frame_at(header_end, Kind::Table, limits::MAX_TABLE_RAW, true)?;
    if f.codec != CODEC_DICTIONARY {
        return None;
    }
    let at = header_end + FRAME_LEN;
    let payload = block::open(&f, Kind::Table, &t[at..table_end], at as u64).ok()?;
    TableRef::decode(&payload)
}
