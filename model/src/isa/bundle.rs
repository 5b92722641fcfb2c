//! Clang offload bundles (`__CLANG_OFFLOAD_BUNDLE__`), as `hipcc --genco` and
//! `clang -x hip --cuda-device-only` without `--no-gpu-bundle-output` write
//! them: a header listing (offset, size, triple) per entry. wavebed takes the
//! AMDGPU code object out and reads it like any other.
//!
//! Layout: clang `ClangOffloadBundler.cpp` binary format - magic (24 bytes),
//! u64 entry count, then per entry u64 offset, u64 size, u64 triple length and
//! the triple (`hipv4-amdgcn-amd-amdhsa--gfx950`), all little endian.

pub const BUNDLE_MAGIC: &[u8] = b"__CLANG_OFFLOAD_BUNDLE__";

/// Whether `bytes` are an offload bundle.
pub fn is_bundle(bytes: &[u8]) -> bool {
    bytes.starts_with(BUNDLE_MAGIC)
}

/// Why an offload bundle could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BundleError {
    /// A header field or an entry reaches past the end of the file.
    #[error("truncated offload bundle")]
    Truncated,
    /// More entries than any bundle holds: a damaged header.
    #[error("offload bundle claims {0} entries")]
    TooManyEntries(u64),
}

fn u64_at(b: &[u8], o: usize) -> Result<u64, BundleError> {
    o.checked_add(8)
        .and_then(|e| b.get(o..e))
        .and_then(|s| s.try_into().ok())
        .map(u64::from_le_bytes)
        .ok_or(BundleError::Truncated)
}

/// The AMDGPU entries of a bundle: (target triple, code object bytes).
pub fn amdgpu_entries(bytes: &[u8]) -> Result<Vec<(String, &[u8])>, BundleError> {
    let bad = || BundleError::Truncated;
    let count = u64_at(bytes, BUNDLE_MAGIC.len())?;
    if count > 1024 {
        return Err(BundleError::TooManyEntries(count));
    }
    let mut pos = BUNDLE_MAGIC.len() + 8;
    let mut out = Vec::new();
    for _ in 0..count {
        let off = usize::try_from(u64_at(bytes, pos)?).map_err(|_| bad())?;
        let size = usize::try_from(u64_at(bytes, pos + 8)?).map_err(|_| bad())?;
        let tlen = usize::try_from(u64_at(bytes, pos + 16)?).map_err(|_| bad())?;
        pos += 24;
        let triple = bytes
            .get(pos..pos.checked_add(tlen).ok_or_else(bad)?)
            .ok_or_else(bad)?;
        pos += tlen;
        let triple = String::from_utf8_lossy(triple).into_owned();
        if triple.contains("amdgcn") {
            let body = bytes
                .get(off..off.checked_add(size).ok_or_else(bad)?)
                .ok_or_else(bad)?;
            out.push((triple, body));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bundle(entries: &[(&str, &[u8])]) -> Vec<u8> {
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
        for cut in 0..b.len() {
            let _ = amdgpu_entries(&b[..cut]);
        }
    }
}
