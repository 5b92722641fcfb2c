//! What wavebed reads from an AMDGPU code object: the header's e_flags
//! (EF_AMDGPU_MACH -> architecture) and the symbol table (which function
//! symbols are kernels: those with a `NAME.kd` kernel descriptor). The ELF
//! structure is read by the `object` crate; every malformation it reports is
//! "truncated or malformed ELF file".
//!
//! Layout: System V gABI ELF64 (little endian); AMDGPU e_flags: LLVM
//! `llvm/BinaryFormat/ELF.h` (EF_AMDGPU_MACH = e_flags & 0xff, EM_AMDGPU = 224).

use std::collections::HashSet;

use object::elf::{
    FileHeader64, SymbolType, EM_AMDGPU, SHT_NOBITS, SHT_NOTE, SHT_SYMTAB, STT_FUNC,
};
use object::read::elf::{FileHeader, SectionHeader, Sym};
use object::LittleEndian as Le;

use super::metadata::{self, Descriptor, Infos, MetadataError, DESCRIPTOR_SIZE};
use super::program::KernelHint;
use crate::profile::Arch;

pub const ELF_MAGIC: &[u8; 4] = b"\x7fELF";
/// The architecture field of AMDGPU's e_flags (LLVM `EF_AMDGPU_MACH`).
const EF_AMDGPU_MACH: u32 = 0xff;

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

/// Why a file is not a code object wavebed can read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ElfError {
    #[error("not an ELF file")]
    NotElf,
    #[error("not a 64-bit little-endian ELF file (AMDGPU code objects are)")]
    NotElf64Le,
    #[error("ELF machine {0} is not AMDGPU ({amdgpu})", amdgpu = EM_AMDGPU.0)]
    NotAmdgpu(u16),
    #[error("truncated or malformed ELF file")]
    Malformed,
}

fn truncated<E>(_: E) -> ElfError {
    ElfError::Malformed
}

/// Reads the header and symbol table of an AMDGPU ELF64 code object.
pub fn read(bytes: &[u8]) -> Result<CodeObject, ElfError> {
    if !is_elf(bytes) {
        return Err(ElfError::NotElf);
    }
    if bytes.get(4) != Some(&2) || bytes.get(5) != Some(&1) {
        return Err(ElfError::NotElf64Le);
    }
    // e_machine is checked before the rest of the header so that a short
    // file of another machine is named as such.
    let machine = bytes
        .get(0x12..0x14)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .ok_or(ElfError::Malformed)?;
    if machine != EM_AMDGPU.0 {
        return Err(ElfError::NotAmdgpu(machine));
    }
    let header = FileHeader64::<Le>::parse(bytes).map_err(truncated)?;
    let mach = header.e_flags(Le).0 & EF_AMDGPU_MACH;
    let sections = header.sections(Le, bytes).map_err(truncated)?;
    let symbols = sections.symbols(Le, bytes, SHT_SYMTAB).map_err(truncated)?;
    let mut names: Vec<(String, SymbolType, u64, u64)> = Vec::new();
    for sym in symbols.iter() {
        let name = sym.name(Le, symbols.strings()).map_err(truncated)?;
        if !name.is_empty() {
            names.push((
                String::from_utf8_lossy(name).into_owned(),
                sym.st_type(),
                sym.st_value(Le),
                sym.st_size(Le),
            ));
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

/// The note type of the code object V3+ metadata (owner `AMDGPU`;
/// AMDGPUUsage, "Note Records").
const NT_AMDGPU_METADATA: u32 = 32;

/// Why a code object's kernel information cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InfoError {
    #[error(transparent)]
    Elf(#[from] ElfError),
    #[error(transparent)]
    Metadata(#[from] MetadataError),
}

/// What the code object says about each kernel's inputs, by kernel symbol:
/// the NT_AMDGPU_METADATA note (msgpack), with each `NAME.kd` kernel
/// descriptor's 64 bytes on top (the descriptor is what the hardware
/// reads). A kernel with neither is absent.
pub fn kernel_infos(bytes: &[u8], arch: Arch) -> Result<Infos, InfoError> {
    let header = FileHeader64::<Le>::parse(bytes).map_err(truncated)?;
    let sections = header.sections(Le, bytes).map_err(truncated)?;
    let mut infos = Infos::new();
    for section in sections.iter() {
        if section.sh_type(Le) != SHT_NOTE {
            continue;
        }
        let Some(mut notes) = section.notes(Le, bytes).map_err(truncated)? else {
            continue;
        };
        while let Some(note) = notes.next().map_err(truncated)? {
            if note.name() == b"AMDGPU" && note.n_type(Le).0 == NT_AMDGPU_METADATA {
                let at = section.sh_offset(Le);
                infos.extend(metadata::from_msgpack(note.desc(), at)?);
            }
        }
    }
    let symbols = sections.symbols(Le, bytes, SHT_SYMTAB).map_err(truncated)?;
    for sym in symbols.iter() {
        let name = sym.name(Le, symbols.strings()).map_err(truncated)?;
        let Some(kernel) = name.strip_suffix(b".kd") else {
            continue;
        };
        let kernel = String::from_utf8_lossy(kernel).into_owned();
        let bad = |message: String| MetadataError::Descriptor {
            symbol: format!("{kernel}.kd"),
            message,
        };
        let section = sym
            .st_shndx(Le)
            .index()
            .and_then(|i| sections.section(object::SectionIndex(i.into())).ok())
            .ok_or_else(|| bad("is in no section".to_string()))?;
        let (addr, value) = (section.sh_addr(Le), sym.st_value(Le));
        let (offset, size) = (section.sh_offset(Le), section.sh_size(Le));
        let at = value.checked_sub(addr).filter(|&o| {
            o.checked_add(DESCRIPTOR_SIZE as u64)
                .is_some_and(|end| end <= size)
        });
        let raw = match at {
            Some(o) if section.sh_type(Le) != SHT_NOBITS => usize::try_from(offset + o)
                .ok()
                .and_then(|start| bytes.get(start..start.checked_add(DESCRIPTOR_SIZE)?)),
            _ => None,
        };
        let Some(raw) = raw.and_then(|r| <&[u8; DESCRIPTOR_SIZE]>::try_from(r).ok()) else {
            return Err(bad(format!(
                "its {DESCRIPTOR_SIZE} bytes at {value:#x} are not inside its section's data"
            ))
            .into());
        };
        let desc = Descriptor::from_bytes(raw, arch).info(&format!("{kernel}.kd"), arch)?;
        let meta = infos.remove(&kernel).unwrap_or_default();
        infos.insert(kernel, metadata::merge(meta, desc));
    }
    Ok(infos)
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
        h[6] = 1; // EV_CURRENT, as in every real code object
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
