//! The chunk directory: per wave, its id, how its walk ended, and where each
//! of its stream chunks lies in the data area that follows the blocks.

use bincode::{Decode, Encode};

use super::{limits, stream};
use crate::error::TraceError;

/// Where one compressed chunk lies and what it holds.
#[derive(Encode, Decode, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChunkRef {
    /// Byte offset from the start of the data area.
    pub offset: u64,
    /// Compressed (stored) length.
    pub stored: u32,
    /// Decompressed length.
    pub raw: u32,
    /// Number of indices in the chunk.
    pub count: u32,
    /// CRC-32 of the stored bytes.
    pub crc: u32,
}

#[derive(Encode, Decode, Clone, Debug, PartialEq, Eq)]
pub struct WaveRecord {
    pub id: u32,
    pub completed: bool,
    pub stop: String,
    /// Total indices over the chunks.
    pub len: u64,
    pub chunks: Vec<ChunkRef>,
}

#[derive(Encode, Decode, Clone, Debug, PartialEq, Eq)]
pub struct Directory {
    pub waves: Vec<WaveRecord>,
}

impl Directory {
    pub fn encode(&self) -> Result<Vec<u8>, TraceError> {
        let raw = bincode::encode_to_vec(self, bincode::config::standard())
            .map_err(|e| TraceError::Invalid(format!("cannot encode the chunk directory: {e}")))?;
        if raw.len() as u64 > limits::MAX_DIRECTORY_RAW {
            return Err(TraceError::Invalid(
                "chunk directory over its size limit".into(),
            ));
        }
        Ok(raw)
    }

    /// Decodes the directory and checks every entry against the limits and
    /// against `data_len`, the size of the data area actually present (so a
    /// truncated file is reported here, before any chunk is read). `at` is
    /// the file offset of the directory's stored payload and `data_start` that
    /// of the data area, for the offsets errors name.
    pub fn decode(
        raw: &[u8],
        at: u64,
        data_start: u64,
        data_len: u64,
    ) -> Result<Directory, TraceError> {
        let what = "chunk directory";
        let cfg =
            bincode::config::standard().with_limit::<{ limits::MAX_DIRECTORY_RAW as usize }>();
        let (d, used): (Directory, usize) =
            bincode::decode_from_slice(raw, cfg).map_err(|e| TraceError::corrupt(what, at, e))?;
        if used != raw.len() {
            return Err(TraceError::corrupt(
                what,
                at,
                format!("{} trailing bytes", raw.len() - used),
            ));
        }
        if d.waves.len() as u64 > limits::MAX_WAVES {
            return Err(TraceError::TooLarge {
                what: "wave count".into(),
                declared: d.waves.len() as u64,
                limit: limits::MAX_WAVES,
            });
        }
        let mut data_end = 0u64;
        for w in &d.waves {
            if w.len > limits::MAX_WAVE_INSTRS {
                return Err(TraceError::TooLarge {
                    what: format!("wave {} stream", w.id),
                    declared: w.len,
                    limit: limits::MAX_WAVE_INSTRS,
                });
            }
            let mut total = 0u64;
            for (k, c) in w.chunks.iter().enumerate() {
                let name = || format!("chunk {k} of wave {}", w.id);
                if c.count == 0 || c.count > limits::MAX_CHUNK_INSTRS {
                    return Err(TraceError::TooLarge {
                        what: name(),
                        declared: c.count as u64,
                        limit: limits::MAX_CHUNK_INSTRS as u64,
                    });
                }
                let max_raw = stream::max_encoded_len(c.count as usize) as u64;
                if c.raw as u64 > max_raw || (c.raw as u64) < c.count as u64 {
                    return Err(TraceError::corrupt(
                        name(),
                        at,
                        format!("{} bytes cannot hold {} indices", c.raw, c.count),
                    ));
                }
                let end = c.offset.saturating_add(c.stored as u64);
                if end > data_len {
                    return Err(TraceError::Truncated {
                        what: name(),
                        offset: data_start.saturating_add(c.offset),
                        needed: c.stored as u64,
                        available: data_len.saturating_sub(c.offset),
                    });
                }
                data_end = data_end.max(end);
                total += c.count as u64;
            }
            if total != w.len {
                return Err(TraceError::corrupt(
                    format!("wave {}", w.id),
                    at,
                    format!("chunks hold {total} indices, the wave declares {}", w.len),
                ));
            }
        }
        if data_end < data_len {
            return Err(TraceError::corrupt(
                what,
                data_start + data_end,
                format!("{} bytes after the last chunk", data_len - data_end),
            ));
        }
        Ok(d)
    }
}
