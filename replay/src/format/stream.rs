//! Encoding of one stream chunk: the table indices a wave executed, as
//! LEB128 varints of the zigzagged jump `index - (previous + 1)`.
//!
//! Straight-line execution is a run of zero bytes, a short backward branch a
//! one-byte value, so the raw chunk is about one byte per instruction and zstd
//! shrinks it further. Each chunk starts from `previous = -1`, so any chunk
//! decodes without the ones before it (what bounded replay relies on).

/// Appends the encoding of `indices` to `out`.
pub fn encode(indices: &[u32], out: &mut Vec<u8>) {
    let mut prev: i64 = -1;
    for &i in indices {
        let jump = i as i64 - (prev + 1);
        let mut z = ((jump << 1) ^ (jump >> 63)) as u64;
        while z >= 0x80 {
            out.push((z as u8) | 0x80);
            z >>= 7;
        }
        out.push(z as u8);
        prev = i as i64;
    }
}

/// Why a chunk's index stream does not decode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StreamError {
    #[error("index {index} is cut off")]
    CutOff { index: usize },
    #[error("index {index} is an over-long varint")]
    OverLong { index: usize },
    #[error("{count} indices declared, the data ends after {after}")]
    Ended { count: usize, after: usize },
    #[error("index {index} at position {position} is outside the table of {table_len}")]
    OutsideTable {
        index: i64,
        position: usize,
        table_len: u32,
    },
    #[error("{bytes} bytes left after the {count} declared indices")]
    LeftOver { bytes: usize, count: usize },
}

/// Decodes exactly `count` indices from `raw` into `out` (cleared first),
/// checking each against the table size and that no byte is left over.
pub fn decode(
    raw: &[u8],
    count: usize,
    table_len: u32,
    out: &mut Vec<u32>,
) -> Result<(), StreamError> {
    out.clear();
    out.reserve(count);
    let mut prev: i64 = -1;
    let mut at = 0usize;
    for k in 0..count {
        // Fast path: a one-byte varint (straight-line code and short jumps).
        let z = match raw.get(at) {
            Some(&b) if b < 0x80 => {
                at += 1;
                b as u64
            }
            Some(_) => {
                let mut z = 0u64;
                let mut shift = 0;
                loop {
                    let Some(&b) = raw.get(at) else {
                        return Err(StreamError::CutOff { index: k });
                    };
                    at += 1;
                    if shift > 28 {
                        return Err(StreamError::OverLong { index: k });
                    }
                    z |= ((b & 0x7F) as u64) << shift;
                    if b < 0x80 {
                        break;
                    }
                    shift += 7;
                }
                z
            }
            None => return Err(StreamError::Ended { count, after: k }),
        };
        let jump = (z >> 1) as i64 ^ -((z & 1) as i64);
        let i = prev + 1 + jump;
        if i < 0 || i >= table_len as i64 {
            return Err(StreamError::OutsideTable {
                index: i,
                position: k,
                table_len,
            });
        }
        out.push(i as u32);
        prev = i;
    }
    if at != raw.len() {
        return Err(StreamError::LeftOver {
            bytes: raw.len() - at,
            count,
        });
    }
    Ok(())
}

/// The most bytes `count` indices can take (5 per index: a 33-bit zigzag).
pub fn max_encoded_len(count: usize) -> usize {
    count * 5
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_jumps_of_every_size() {
        let idx = [0u32, 1, 2, 0, 5, 4, 3_000_000, 3, u32::MAX - 1, 0, 7];
        let mut raw = Vec::new();
        encode(&idx, &mut raw);
        assert!(raw.len() <= max_encoded_len(idx.len()));
        let mut out = Vec::new();
        decode(&raw, idx.len(), u32::MAX, &mut out).unwrap();
        assert_eq!(out, idx);
    }

    #[test]
    fn straight_line_code_is_one_zero_byte_per_instruction() {
        let idx: Vec<u32> = (0..100).collect();
        let mut raw = Vec::new();
        encode(&idx, &mut raw);
        assert_eq!(raw, vec![0u8; 100]);
    }

    #[test]
    fn refuses_out_of_table_short_long_and_trailing_data() {
        let mut raw = Vec::new();
        encode(&[0, 1, 9], &mut raw);
        let mut out = Vec::new();
        assert_eq!(
            decode(&raw, 3, 9, &mut out),
            Err(StreamError::OutsideTable {
                index: 9,
                position: 2,
                table_len: 9
            })
        );
        let ends = decode(&raw, 4, 10, &mut out).unwrap_err();
        assert_eq!(ends, StreamError::Ended { count: 4, after: 3 });
        assert!(ends.to_string().contains("ends after 3"));
        assert!(matches!(
            decode(&raw, 2, 10, &mut out),
            Err(StreamError::LeftOver { count: 2, .. })
        ));
        assert_eq!(
            decode(&[0xFF; 8], 1, 10, &mut out),
            Err(StreamError::OverLong { index: 0 })
        );
        assert_eq!(
            decode(&[0x80], 1, 10, &mut out),
            Err(StreamError::CutOff { index: 0 })
        );
    }
}
