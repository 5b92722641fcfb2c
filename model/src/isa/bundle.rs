//! Clang offload bundles, plain (`__CLANG_OFFLOAD_BUNDLE__`) and compressed
//! (`CCOB`), as `hipcc --genco`, `clang -x hip` (the `.hip_fatbin` section of
//! a host object) and `clang-offload-bundler --compress` write them.
//!
//! Plain layout (clang's ClangOffloadBundler documentation, "Bundled Binary
//! File Layout"): magic (24 bytes), u64 entry count, then per entry u64
//! offset, u64 size, u64 entry-id length and the entry id
//! (`hipv4-amdgcn-amd-amdhsa--gfx950`), all little endian; offsets are from
//! the start of the bundle.
//!
//! Compressed layout (the same documentation, "Compression and
//! Decompression"; clang `OffloadBundler.h`): magic `CCOB`, u16 version,
//! u16 method (LLVM's `compression::Format`: 0 zlib, 1 zstd), then
//! version 1: u32 uncompressed size; version 2: u32 total file size, u32
//! uncompressed size; version 3: u64 total file size, u64 uncompressed size;
//! then a u64 truncated MD5 of the uncompressed bytes and the compressed
//! stream, which holds a plain bundle. The hash is not checked (the
//! decompressed size and the plain bundle's own structure are): it would need
//! an MD5 implementation for no gain in what wavebed can tell.

use std::io::Read;

pub const BUNDLE_MAGIC: &[u8] = b"__CLANG_OFFLOAD_BUNDLE__";
pub const COMPRESSED_MAGIC: &[u8] = b"CCOB";

/// At most this many entries in one bundle: more is a damaged header.
pub const MAX_ENTRIES: u64 = 1024;

/// A compressed bundle may not decompress to more than this (decompression
/// bombs; the largest ROCm fat binaries are a few hundred MiB).
pub const MAX_UNCOMPRESSED: u64 = 2 << 30;

/// Whether `bytes` are a plain offload bundle.
pub fn is_bundle(bytes: &[u8]) -> bool {
    bytes.starts_with(BUNDLE_MAGIC)
}

/// Whether `bytes` start like a compressed offload bundle (the magic only).
pub fn is_compressed(bytes: &[u8]) -> bool {
    bytes.starts_with(COMPRESSED_MAGIC)
}

/// Why an offload bundle could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BundleError {
    /// A header field or an entry reaches past the end of the data.
    #[error("truncated offload bundle")]
    Truncated,
    /// More entries than any bundle holds: a damaged header.
    #[error("offload bundle claims {0} entries")]
    TooManyEntries(u64),
    #[error("compressed offload bundle version {0} (wavebed reads versions 1, 2 and 3)")]
    Version(u16),
    #[error("compressed offload bundle method {0} (0 is zlib, 1 zstd)")]
    Method(u16),
    #[error(
        "compressed offload bundle claims {0} uncompressed bytes (at most {MAX_UNCOMPRESSED})"
    )]
    TooLarge(u64),
    #[error("compressed offload bundle does not decompress: {0}")]
    Decompress(String),
    #[error("compressed offload bundle decompresses to {got} bytes, its header says {want}")]
    SizeMismatch { got: u64, want: u64 },
    #[error("compressed offload bundle does not hold an offload bundle")]
    NotABundle,
}

fn u64_at(b: &[u8], o: usize) -> Result<u64, BundleError> {
    o.checked_add(8)
        .and_then(|e| b.get(o..e))
        .and_then(|s| s.try_into().ok())
        .map(u64::from_le_bytes)
        .ok_or(BundleError::Truncated)
}

fn u32_at(b: &[u8], o: usize) -> Result<u32, BundleError> {
    o.checked_add(4)
        .and_then(|e| b.get(o..e))
        .and_then(|s| s.try_into().ok())
        .map(u32::from_le_bytes)
        .ok_or(BundleError::Truncated)
}

fn u16_at(b: &[u8], o: usize) -> Result<u16, BundleError> {
    o.checked_add(2)
        .and_then(|e| b.get(o..e))
        .map(|s| u16::from_le_bytes([s[0], s[1]]))
        .ok_or(BundleError::Truncated)
}

/// One AMDGPU entry of a plain bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The bundle entry id (`hipv4-amdgcn-amd-amdhsa--gfx942:xnack-`).
    pub id: String,
    /// Where its code object is, from the start of the bundle.
    pub offset: u64,
    pub size: u64,
}

impl Entry {
    /// The target id (`gfx942:xnack-`): what follows the triple's empty
    /// environment (`--`), else the whole entry id.
    pub fn target_id(&self) -> &str {
        self.id.rsplit_once("--").map_or(&self.id, |(_, t)| t)
    }
}

/// A plain bundle's AMDGPU entries (entry ids with `amdgcn`; the host entry
/// and other offload targets are not AMDGPU code) and the bundle's length
/// (its header and every entry's end), checked against `bytes`.
pub fn entries(bytes: &[u8]) -> Result<(Vec<Entry>, u64), BundleError> {
    let bad = || BundleError::Truncated;
    let count = u64_at(bytes, BUNDLE_MAGIC.len())?;
    if count > MAX_ENTRIES {
        return Err(BundleError::TooManyEntries(count));
    }
    let mut pos = BUNDLE_MAGIC.len() + 8;
    let mut out = Vec::new();
    let mut end = 0u64;
    for _ in 0..count {
        let offset = u64_at(bytes, pos)?;
        let size = u64_at(bytes, pos + 8)?;
        let tlen = usize::try_from(u64_at(bytes, pos + 16)?).map_err(|_| bad())?;
        pos += 24;
        let id = bytes
            .get(pos..pos.checked_add(tlen).ok_or_else(bad)?)
            .ok_or_else(bad)?;
        pos += tlen;
        let stop = offset.checked_add(size).ok_or_else(bad)?;
        if stop > bytes.len() as u64 {
            return Err(bad());
        }
        end = end.max(stop);
        let id = String::from_utf8_lossy(id).into_owned();
        if id.contains("amdgcn") {
            out.push(Entry { id, offset, size });
        }
    }
    Ok((out, end.max(pos as u64)))
}

/// The AMDGPU entries of a plain bundle: (entry id, code object bytes).
pub fn amdgpu_entries(bytes: &[u8]) -> Result<Vec<(String, &[u8])>, BundleError> {
    let (found, _) = entries(bytes)?;
    Ok(found
        .into_iter()
        .map(|e| {
            let (s, n) = (e.offset as usize, e.size as usize);
            (e.id, &bytes[s..s + n])
        })
        .collect())
}

/// A compressed bundle's header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompressedHeader {
    pub version: u16,
    /// 0 zlib, 1 zstd.
    pub method: u16,
    /// The whole compressed bundle, header included (versions 2 and 3;
    /// version 1 runs to the end of the data it is in).
    pub total: Option<u64>,
    pub uncompressed: u64,
    /// Where the compressed stream starts.
    pub header_len: usize,
}

/// Reads a compressed bundle's header, checked against `bytes`.
pub fn compressed_header(bytes: &[u8]) -> Result<CompressedHeader, BundleError> {
    if !is_compressed(bytes) {
        return Err(BundleError::NotABundle);
    }
    let version = u16_at(bytes, 4)?;
    let method = u16_at(bytes, 6)?;
    let (total, uncompressed, header_len) = match version {
        1 => (None, u64::from(u32_at(bytes, 8)?), 20),
        2 => (
            Some(u64::from(u32_at(bytes, 8)?)),
            u64::from(u32_at(bytes, 12)?),
            24,
        ),
        3 => (Some(u64_at(bytes, 8)?), u64_at(bytes, 16)?, 32),
        v => return Err(BundleError::Version(v)),
    };
    if method > 1 {
        return Err(BundleError::Method(method));
    }
    if uncompressed > MAX_UNCOMPRESSED {
        return Err(BundleError::TooLarge(uncompressed));
    }
    if bytes.len() < header_len
        || total.is_some_and(|t| t < header_len as u64 || t > bytes.len() as u64)
    {
        return Err(BundleError::Truncated);
    }
    Ok(CompressedHeader {
        version,
        method,
        total,
        uncompressed,
        header_len,
    })
}

/// Decompresses the compressed bundle at the start of `bytes` into the plain
/// bundle it holds; also returns the compressed bundle's length. The output
/// is bounded by the header's uncompressed size (itself at most
/// [`MAX_UNCOMPRESSED`]) and must match it exactly.
pub fn decompress(bytes: &[u8]) -> Result<(Vec<u8>, u64), BundleError> {
    let h = compressed_header(bytes)?;
    let end = h.total.map_or(bytes.len(), |t| t as usize);
    let stream = &bytes[h.header_len..end];
    let limit = h.uncompressed + 1;
    let mut out = Vec::with_capacity(h.uncompressed.min(64 << 20) as usize);
    let failed = |e: std::io::Error| BundleError::Decompress(e.to_string());
    match h.method {
        0 => flate2::read::ZlibDecoder::new(stream)
            .take(limit)
            .read_to_end(&mut out)
            .map_err(failed)?,
        _ => zstd::stream::read::Decoder::with_buffer(stream)
            .map_err(failed)?
            .single_frame()
            .take(limit)
            .read_to_end(&mut out)
            .map_err(failed)?,
    };
    if out.len() as u64 != h.uncompressed {
        return Err(BundleError::SizeMismatch {
            got: out.len() as u64,
            want: h.uncompressed,
        });
    }
    if !is_bundle(&out) {
        return Err(BundleError::NotABundle);
    }
    Ok((out, end as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    pub(crate) fn bundle(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut head = BUNDLE_MAGIC.to_vec();
        head.extend((entries.len() as u64).to_le_bytes());
        let header_len: usize =
            head.len() + entries.iter().map(|(t, _)| 24 + t.len()).sum::<usize>();
        let mut body = Vec::new();
        for (t, data) in entries {
            head.extend(((header_len + body.len()) as u64).to_le_bytes());
            head.extend((data.len() as u64).to_le_bytes());
            head.extend((t.len() as u64).to_le_bytes());
            head.extend(t.as_bytes());
            body.extend_from_slice(data);
        }
        head.extend(body);
        head
    }

    /// A compressed bundle of `plain` in `version`'s header, zlib.
    fn zlib_ccob(plain: &[u8], version: u16) -> Vec<u8> {
        let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        z.write_all(plain).unwrap();
        let data = z.finish().unwrap();
        let mut out = COMPRESSED_MAGIC.to_vec();
        out.extend(version.to_le_bytes());
        out.extend(0u16.to_le_bytes());
        let header = [20usize, 24, 32][version as usize - 1];
        let total = (header + data.len()) as u64;
        match version {
            1 => out.extend((plain.len() as u32).to_le_bytes()),
            2 => {
                out.extend((total as u32).to_le_bytes());
                out.extend((plain.len() as u32).to_le_bytes());
            }
            _ => {
                out.extend(total.to_le_bytes());
                out.extend((plain.len() as u64).to_le_bytes());
            }
        }
        out.extend(0u64.to_le_bytes());
        out.extend(data);
        out
    }

    #[test]
    fn finds_the_amdgpu_entry() {
        let b = bundle(&[
            ("host-x86_64-unknown-linux-gnu-", b""),
            ("hipv4-amdgcn-amd-amdhsa--gfx950", b"\x7fELFxyz"),
        ]);
        assert!(is_bundle(&b));
        let e = amdgpu_entries(&b).unwrap();
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].0, "hipv4-amdgcn-amd-amdhsa--gfx950");
        assert_eq!(e[0].1, b"\x7fELFxyz");
        let (found, len) = entries(&b).unwrap();
        assert_eq!(found[0].target_id(), "gfx950");
        assert_eq!(len, b.len() as u64);
        for cut in 0..b.len() {
            assert!(entries(&b[..cut]).is_err(), "cut at {cut}");
        }
    }

    #[test]
    fn every_zlib_version_decompresses_and_damage_is_an_error() {
        let plain = bundle(&[("hipv4-amdgcn-amd-amdhsa--gfx942", b"\x7fELF....")]);
        for version in 1..=3u16 {
            let c = zlib_ccob(&plain, version);
            let h = compressed_header(&c).unwrap();
            assert_eq!((h.version, h.method), (version, 0));
            let (got, len) = decompress(&c).unwrap();
            assert_eq!(got, plain);
            assert_eq!(len, c.len() as u64);
            // Every truncation and every flipped byte of the stream is an
            // error or, for a version 1 cut inside the stream, still an error:
            // never a panic and never a different bundle.
            for cut in 0..c.len() {
                assert!(decompress(&c[..cut]).is_err(), "v{version} cut at {cut}");
            }
            for at in h.header_len..c.len() {
                let mut d = c.clone();
                d[at] ^= 0x5a;
                if let Ok((b, _)) = decompress(&d) {
                    assert_eq!(b.len(), plain.len());
                }
            }
        }
        let mut c = zlib_ccob(&plain, 3);
        c[4] = 9;
        assert_eq!(decompress(&c), Err(BundleError::Version(9)));
        let mut c = zlib_ccob(&plain, 3);
        c[6] = 2;
        assert_eq!(decompress(&c), Err(BundleError::Method(2)));
        // A header that claims more than the bound is refused before any
        // decompression.
        let mut c = zlib_ccob(&plain, 3);
        c[16..24].copy_from_slice(&(MAX_UNCOMPRESSED + 1).to_le_bytes());
        assert_eq!(
            decompress(&c),
            Err(BundleError::TooLarge(MAX_UNCOMPRESSED + 1))
        );
        // A bomb: the stream inflates past the size the header claims.
        let big = vec![0u8; 1 << 20];
        let mut c = zlib_ccob(&big, 3);
        c[16..24].copy_from_slice(&1000u64.to_le_bytes());
        assert_eq!(
            decompress(&c),
            Err(BundleError::SizeMismatch {
                got: 1001,
                want: 1000
            })
        );
    }
}
