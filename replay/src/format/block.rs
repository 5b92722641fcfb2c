//! Block framing: a 16-byte frame (kind, codec, stored and raw lengths, CRC-32
//! of the stored bytes) in front of each of the header, table and directory.

use std::io::Read;

use crate::error::TraceError;
use crc32fast::hash as crc32;

/// Frame length in bytes.
pub const FRAME_LEN: usize = 16;

/// Which block a frame introduces; a reader refuses blocks out of order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Header = 1,
    Table = 2,
    Directory = 3,
    /// The one block of a table dictionary file (`.wbd`, format version 3).
    Dictionary = 4,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Header => "header block",
            Kind::Table => "instruction table block",
            Kind::Directory => "chunk directory block",
            Kind::Dictionary => "table dictionary block",
        }
    }
}

/// How a block's payload is stored.
pub const CODEC_STORED: u8 = 0;
pub const CODEC_ZSTD: u8 = 1;
/// Version 3, instruction table only: the payload names a table held by a
/// store-wide dictionary (`super::dictionary::TableRef`) instead of holding it.
pub const CODEC_DICTIONARY: u8 = 2;

/// A parsed frame.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub codec: u8,
    pub stored: u32,
    pub raw: u32,
    pub crc: u32,
}

/// Compresses `raw` and appends frame and payload to `out`.
pub fn write(out: &mut Vec<u8>, kind: Kind, raw: &[u8], level: i32) -> Result<(), TraceError> {
    let payload = zstd::bulk::compress(raw, level)?;
    write_payload(out, kind, CODEC_ZSTD, raw.len(), &payload)
}

/// Appends a frame for `payload` (already in `codec`'s form, `raw_len` bytes
/// once opened) and the payload to `out`.
pub fn write_payload(
    out: &mut Vec<u8>,
    kind: Kind,
    codec: u8,
    raw_len: usize,
    payload: &[u8],
) -> Result<(), TraceError> {
    let raw_len = u32::try_from(raw_len)
        .map_err(|_| TraceError::Invalid(format!("{} over 4 GiB", kind.name())))?;
    out.push(kind as u8);
    out.push(codec);
    out.extend_from_slice(&[0, 0]);
    out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    out.extend_from_slice(&raw_len.to_le_bytes());
    out.extend_from_slice(&crc32(payload).to_le_bytes());
    out.extend_from_slice(payload);
    Ok(())
}

/// Parses a frame of the expected `kind`, which starts at byte `at` of its
/// file, and checks its raw length against `limit`. The dictionary codec is
/// accepted only where `dictionary_codec`.
pub fn parse_frame(
    bytes: &[u8; FRAME_LEN],
    at: u64,
    kind: Kind,
    limit: u64,
    dictionary_codec: bool,
) -> Result<Frame, TraceError> {
    let u32_at =
        |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    if bytes[0] != kind as u8 {
        return Err(TraceError::corrupt(
            kind.name(),
            at,
            format!("frame kind {} where {} was expected", bytes[0], kind as u8),
        ));
    }
    let codec = bytes[1];
    let known = codec == CODEC_STORED
        || codec == CODEC_ZSTD
        || (codec == CODEC_DICTIONARY && dictionary_codec);
    if !known {
        return Err(TraceError::corrupt(
            kind.name(),
            at + 1,
            format!("unknown codec {codec}"),
        ));
    }
    if bytes[2] != 0 || bytes[3] != 0 {
        return Err(TraceError::corrupt(
            kind.name(),
            at + if bytes[2] != 0 { 2 } else { 3 },
            "reserved frame bytes are not zero",
        ));
    }
    let f = Frame {
        codec,
        stored: u32_at(4),
        raw: u32_at(8),
        crc: u32_at(12),
    };
    if f.raw as u64 > limit {
        return Err(TraceError::TooLarge {
            what: kind.name().into(),
            declared: f.raw as u64,
            limit,
        });
    }
    if codec == CODEC_STORED && f.stored != f.raw {
        return Err(TraceError::corrupt(
            kind.name(),
            at + 4,
            "stored block whose two lengths differ",
        ));
    }
    if codec == CODEC_DICTIONARY && f.stored as usize != super::dictionary::TABLE_REF_LEN {
        return Err(TraceError::corrupt(
            kind.name(),
            at + 4,
            format!(
                "a dictionary reference of {} bytes (one is {})",
                f.stored,
                super::dictionary::TABLE_REF_LEN
            ),
        ));
    }
    Ok(f)
}

/// Checks the payload's checksum, then decompresses it to exactly `frame.raw`
/// bytes. The output grows with the data actually produced (never more than
/// `frame.raw`), so a lying length cannot make it allocate the declared size.
/// A dictionary reference is returned as it is stored (after its checksum).
/// `at` is the payload's first byte in its file.
pub fn open(frame: &Frame, kind: Kind, payload: &[u8], at: u64) -> Result<Vec<u8>, TraceError> {
    let computed = crc32(payload);
    if computed != frame.crc {
        return Err(TraceError::Checksum {
            what: kind.name().into(),
            stored: frame.crc,
            computed,
        });
    }
    if frame.codec == CODEC_STORED || frame.codec == CODEC_DICTIONARY {
        return Ok(payload.to_vec());
    }
    let raw_len = frame.raw as usize;
    let mut out = Vec::with_capacity(raw_len.min(1 << 20));
    let decoder = zstd::stream::read::Decoder::with_buffer(payload)
        .map_err(|e| TraceError::corrupt(kind.name(), at, e))?
        .single_frame();
    decoder
        .take(raw_len as u64 + 1)
        .read_to_end(&mut out)
        .map_err(|e| TraceError::corrupt(kind.name(), at, format!("zstd: {e}")))?;
    if out.len() != raw_len {
        return Err(TraceError::corrupt(
            kind.name(),
            at,
            format!(
                "decompresses to {} bytes, the frame declares {raw_len}",
                out.len()
            ),
        ));
    }
    Ok(out)
}

/// [`open`] for a zstd payload whose frame is trusted (its bytes hash to the
/// id a reference names): the output is allocated at the declared raw length
/// once, which saves regrowing a buffer of tens of MiB.
pub fn open_sized(
    frame: &Frame,
    kind: Kind,
    payload: &[u8],
    at: u64,
) -> Result<Vec<u8>, TraceError> {
    let computed = crc32(payload);
    if computed != frame.crc {
        return Err(TraceError::Checksum {
            what: kind.name().into(),
            stored: frame.crc,
            computed,
        });
    }
    if frame.codec != CODEC_ZSTD {
        return open(frame, kind, payload, at);
    }
    let raw_len = frame.raw as usize;
    let mut out = Vec::with_capacity(raw_len);
    zstd::bulk::Decompressor::new()?
        .decompress_to_buffer(payload, &mut out)
        .map_err(|e| TraceError::corrupt(kind.name(), at, format!("zstd: {e}")))?;
    if out.len() != raw_len {
        return Err(TraceError::corrupt(
            kind.name(),
            at,
            format!(
                "decompresses to {} bytes, the frame declares {raw_len}",
                out.len()
            ),
        ));
    }
    Ok(out)
}
