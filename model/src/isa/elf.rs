//! Just enough ELF to read an AMDGPU code object: the header's e_flags
//! (EF_AMDGPU_MACH -> architecture) and the symbol table (which function
//! symbols are kernels: those with a `NAME.kd` kernel descriptor).
//!
//! Layout: System V gABI ELF64 (little endian); AMDGPU e_flags: LLVM
//! `llvm/BinaryFormat/ELF.h` (EF_AMDGPU_MACH = e_flags & 0xff, EM_AMDGPU = 224).

use std::collections::HashSet;

use super::program::KernelHint;

pub const ELF_MAGIC: &[u8; 4] = b"\x7fELF";
const EM_AMDGPU: u16 = 224;
const EF_AMDGPU_MACH: u32 = 0xff;
const SHT_SYMTAB: u32 = 2;
const STT_FUNC: u8 = 2;

/// What wavebed reads from a code object.
#[derive(Clone, Debug, Default)]
pub struct CodeObject {
    /// EF_AMDGPU_MACH from e_flags.
    pub mach: u32,
    pub hint: KernelHint,
}

/// Whether `bytes` start with the ELF magic.
pub fn is_elf(bytes: &[u8]) -> bool {
    bytes.starts_with(ELF_MAGIC)
}

fn bytes_at<const N: usize>(b: &[u8], o: usize) -> Result<[u8; N], String> {
    o.checked_add(N)
        .and_then(|end| b.get(o..end))
        .and_then(|s| s.try_into().ok())
        .ok_or_else(truncated)
}

fn u16_at(b: &[u8], o: usize) -> Result<u16, String> {
    bytes_at(b, o).map(u16::from_le_bytes)
}

fn u32_at(b: &[u8], o: usize) -> Result<u32, String> {
    bytes_at(b, o).map(u32::from_le_bytes)
}

fn u64_at(b: &[u8], o: usize) -> Result<u64, String> {
    bytes_at(b, o).map(u64::from_le_bytes)
}

fn truncated() -> String {
    "truncated or malformed ELF file".to_string()
}

fn usize_of(v: u64) -> Result<usize, String> {
    usize::try_from(v).map_err(|_| truncated())
}

/// Reads the header and symbol table of an AMDGPU ELF64 code object.
pub fn read(bytes: &[u8]) -> Result<CodeObject, String> {
    if !is_elf(bytes) {
        return Err("not an ELF file".to_string());
    }
    if bytes.get(4) != Some(&2) || bytes.get(5) != Some(&1) {
        return Err("not a 64-bit little-endian ELF file (AMDGPU code objects are)".to_string());
    }
    let machine = u16_at(bytes, 0x12)?;
    if machine != EM_AMDGPU {
        return Err(format!("ELF machine {machine} is not AMDGPU ({EM_AMDGPU})"));
    }
    let mach = u32_at(bytes, 0x30)? & EF_AMDGPU_MACH;
    let shoff = usize_of(u64_at(bytes, 0x28)?)?;
    let shentsize = u16_at(bytes, 0x3a)? as usize;
    let shnum = u16_at(bytes, 0x3c)? as usize;
    if shnum > 0 && shentsize < 64 {
        return Err(truncated());
    }
    let mut names: Vec<(String, u8, u64, u64)> = Vec::new();
    for i in 0..shnum {
        let sh = shoff
            .checked_add(i.checked_mul(shentsize).ok_or_else(truncated)?)
            .ok_or_else(truncated)?;
        if sh.checked_add(64).is_none_or(|end| end > bytes.len()) {
            return Err(truncated());
        }
        if u32_at(bytes, sh + 4)? != SHT_SYMTAB {
            continue;
        }
        let off = usize_of(u64_at(bytes, sh + 0x18)?)?;
        let size = usize_of(u64_at(bytes, sh + 0x20)?)?;
        let link = u32_at(bytes, sh + 0x28)? as usize;
        let entsize = usize_of(u64_at(bytes, sh + 0x38)?)?.max(24);
        if link >= shnum {
            return Err(truncated());
        }
        let str_sh = shoff.checked_add(link * shentsize).ok_or_else(truncated)?;
        if str_sh.checked_add(64).is_none_or(|end| end > bytes.len()) {
            return Err(truncated());
        }
        let str_off = usize_of(u64_at(bytes, str_sh + 0x18)?)?;
        let str_size = usize_of(u64_at(bytes, str_sh + 0x20)?)?;
        let strtab = bytes
            .get(str_off..str_off.checked_add(str_size).ok_or_else(truncated)?)
            .ok_or_else(truncated)?;
        let syms = bytes
            .get(off..off.checked_add(size).ok_or_else(truncated)?)
            .ok_or_else(truncated)?;
        for sym in syms.chunks_exact(entsize) {
            let name_off = u32_at(sym, 0)? as usize;
            let info = sym[4];
            let value = u64_at(sym, 8)?;
            let sym_size = u64_at(sym, 16)?;
            let name = strtab.get(name_off..).ok_or_else(truncated)?;
            let end = name.iter().position(|&c| c == 0).ok_or_else(truncated)?;
            let name = String::from_utf8_lossy(&name[..end]).into_owned();
            if !name.is_empty() {
                names.push((name, info & 0xf, value, sym_size));
            }
        }
    }
    let descriptors: HashSet<&str> = names
        .iter()
        .filter_map(|(n, ..)| n.strip_suffix(".kd"))
        .collect();
    let mut hint = KernelHint::default();
    for (name, ty, value, size) in &names {
        if *ty == STT_FUNC {
            if descriptors.contains(name.as_str()) {
                hint.kernels.insert(name.clone());
            }
            hint.functions.insert(name.clone());
            if *size > 0 {
                hint.extent.insert(name.clone(), (*value, *size));
            }
        }
    }
    Ok(CodeObject { mach, hint })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_garbage_without_panicking() {
        assert!(read(b"").is_err());
        assert!(read(b"\x7fELF").is_err());
        let mut h = vec![0u8; 64];
        h[..4].copy_from_slice(ELF_MAGIC);
        h[4] = 2;
        h[5] = 1;
        h[0x12] = 224;
        h[0x30] = 0x4f;
        // No sections: a valid (empty) object.
        let co = read(&h).unwrap();
        assert_eq!(co.mach, 0x4f);
        assert!(co.hint.kernels.is_empty());
        // Section table pointing past the end.
        h[0x28] = 0xff;
        h[0x3a] = 64;
        h[0x3c] = 3;
        assert!(read(&h).is_err());
    }
}
