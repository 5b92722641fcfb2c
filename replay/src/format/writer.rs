//! Writing a whole trace to bytes.

use std::collections::HashMap;

use super::block::{self, Kind};
use super::directory::{ChunkRef, Directory, WaveRecord};
use super::{limits, stream, table, Trace, FORMAT_VERSION, MAGIC};
use crate::error::TraceError;
use crc32fast::hash as crc32;

/// Knobs of the writer; readers need none of them.
#[derive(Clone, Copy, Debug)]
pub struct WriteOptions {
    /// zstd level for every block and chunk (1-22).
    pub level: i32,
    /// Instructions per stream chunk: the granularity of bounded replay.
    pub chunk_instrs: u32,
}

impl Default for WriteOptions {
    /// Level 19: traces are written once and read many times, and zstd's
    /// decompression speed does not depend on the level.
    fn default() -> Self {
        WriteOptions {
            level: 19,
            chunk_instrs: 1 << 16,
        }
    }
}

/// Encodes `trace` as a `.wbt` file. Identical chunks (the same stream in
/// several waves) are stored once and referenced from each wave.
pub fn encode(trace: &Trace, opts: &WriteOptions) -> Result<Vec<u8>, TraceError> {
    validate(trace, opts)?;
    let mut out = Vec::new();
    out.extend_from_slice(&MAGIC);
    let version = trace.header.format_version();
    debug_assert!(version <= FORMAT_VERSION);
    out.extend_from_slice(&version.to_le_bytes());
    out.extend_from_slice(&[0, 0]);
    let pre_crc = crc32(&out);
    out.extend_from_slice(&pre_crc.to_le_bytes());

    block::write(&mut out, Kind::Header, &trace.header.encode()?, opts.level)?;
    block::write(
        &mut out,
        Kind::Table,
        &table::encode(&trace.instrs, &trace.header.arch.profile())?,
        opts.level,
    )?;

    let mut data = Vec::new();
    let mut seen: HashMap<Vec<u8>, u64> = HashMap::new();
    let mut raw = Vec::new();
    let mut compressor = zstd::bulk::Compressor::new(opts.level)?;
    let mut dir = Directory {
        waves: Vec::with_capacity(trace.waves.len()),
    };
    for w in &trace.waves {
        let mut chunks = Vec::new();
        for piece in w.stream.chunks(opts.chunk_instrs as usize) {
            raw.clear();
            stream::encode(piece, &mut raw);
            let payload = compressor.compress(&raw)?;
            let offset = match seen.get(&payload) {
                Some(&o) => o,
                None => {
                    let o = data.len() as u64;
                    data.extend_from_slice(&payload);
                    seen.insert(payload.clone(), o);
                    o
                }
            };
            chunks.push(ChunkRef {
                offset,
                stored: payload.len() as u32,
                raw: raw.len() as u32,
                count: piece.len() as u32,
                crc: crc32(&payload),
            });
        }
        dir.waves.push(WaveRecord {
            id: w.id,
            completed: w.completed,
            stop: w.stop.clone(),
            len: w.stream.len() as u64,
            chunks,
        });
    }
    block::write(&mut out, Kind::Directory, &dir.encode()?, opts.level)?;
    out.extend_from_slice(&data);
    Ok(out)
}

fn validate(trace: &Trace, opts: &WriteOptions) -> Result<(), TraceError> {
    let invalid = |m: String| Err(TraceError::Invalid(m));
    if opts.chunk_instrs == 0 || opts.chunk_instrs > limits::MAX_CHUNK_INSTRS {
        return invalid(format!(
            "chunk size {} outside 1..={}",
            opts.chunk_instrs,
            limits::MAX_CHUNK_INSTRS
        ));
    }
    if trace.waves.len() as u64 > limits::MAX_WAVES {
        return invalid(format!(
            "{} waves; a trace holds at most {}",
            trace.waves.len(),
            limits::MAX_WAVES
        ));
    }
    let n = trace.instrs.len();
    let mut ids = std::collections::HashSet::new();
    for w in &trace.waves {
        if !ids.insert(w.id) {
            return invalid(format!("wave id {} appears twice", w.id));
        }
        if w.stop.len() > limits::MAX_STOP_LEN {
            return invalid(format!(
                "wave {}: stop reason longer than {} bytes",
                w.id,
                limits::MAX_STOP_LEN
            ));
        }
        if w.stream.len() as u64 > limits::MAX_WAVE_INSTRS {
            return invalid(format!(
                "wave {}: stream longer than {}",
                w.id,
                limits::MAX_WAVE_INSTRS
            ));
        }
        if let Some((pos, &i)) = w.stream.iter().enumerate().find(|&(_, &i)| i as usize >= n) {
            return invalid(format!(
                "wave {}: index {i} at position {pos} is outside the table of {n}",
                w.id
            ));
        }
    }
    Ok(())
}
