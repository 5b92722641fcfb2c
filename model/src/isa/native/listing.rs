//! A code object's `llvm-objdump -d` text, written natively: the file line,
//! `Disassembly of section .text:`, a `ADDR <symbol>:` header (after a blank
//! line) at every symbol of the code section, and one line per instruction
//! `\tTEXT // ADDR: WORDS` (llvm-objdump 22's layout, which the text front end
//! reads: docs/architecture.md, "Native decoding").

use std::fmt::Write as _;

use object::elf::{FileHeader64, SHF_EXECINSTR, SHT_SYMTAB, STT_FILE, STT_SECTION};
use object::read::elf::{FileHeader, SectionHeader, Sym};
use object::LittleEndian as Le;

use super::{decode, Refused};
use crate::profile::Arch;

/// Why a code object is not disassembled natively.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NativeError {
    #[error("the native decoder does not know {0}")]
    Arch(Arch),
    #[error("truncated or malformed ELF file")]
    Malformed,
    #[error("{0} code sections (the native decoder writes one)")]
    Sections(usize),
    #[error("{0}")]
    Layout(&'static str),
    /// One word refused, named by function, address and word.
    #[error("function `{function}` at address {address:#x}: word {word:#010x}: {reason}")]
    Word {
        function: String,
        address: u64,
        word: u32,
        reason: Refused,
    },
}

/// `llvm-objdump -d`'s text for the code object `bytes` (named `shown` in
/// its first line) on `arch`, and the number of instructions in it.
pub fn listing(shown: &str, bytes: &[u8], arch: Arch) -> Result<(String, u64), NativeError> {
    if !super::supports(arch) {
        return Err(NativeError::Arch(arch));
    }
    let bad = |_| NativeError::Malformed;
    let header = FileHeader64::<Le>::parse(bytes).map_err(bad)?;
    let sections = header.sections(Le, bytes).map_err(bad)?;
    let code: Vec<(usize, _)> = sections
        .iter()
        .enumerate()
        .filter(|(_, s)| s.sh_flags(Le).0 & SHF_EXECINSTR.0 != 0)
        .collect();
    let [(index, section)] = code.as_slice() else {
        return Err(NativeError::Sections(code.len()));
    };
    let name = sections.section_name(Le, section).map_err(bad)?;
    let data = section.data(Le, bytes).map_err(bad)?;
    let start = section.sh_addr(Le);
    if !data.len().is_multiple_of(4) {
        return Err(NativeError::Layout(
            "a code section whose size is not a multiple of 4",
        ));
    }
    // The section's symbols by address: llvm-objdump's headers and branch
    // targets. Two at one address: which one llvm-objdump prints is not
    // modelled, so the object is refused.
    let symbols = sections.symbols(Le, bytes, SHT_SYMTAB).map_err(bad)?;
    let mut syms: Vec<(u64, String)> = Vec::new();
    for sym in symbols.iter() {
        if usize::from(sym.st_shndx(Le).0) != *index
            || matches!(sym.st_type(), STT_SECTION | STT_FILE)
        {
            continue;
        }
        let n = sym.name(Le, symbols.strings()).map_err(bad)?;
        if n.is_empty() {
            continue;
        }
        syms.push((sym.st_value(Le), String::from_utf8_lossy(n).into_owned()));
    }
    syms.sort();
    if syms.windows(2).any(|p| p[0].0 == p[1].0) {
        return Err(NativeError::Layout("two symbols at one address"));
    }
    if syms.first().map(|s| s.0) != Some(start) {
        return Err(NativeError::Layout("code before the first symbol"));
    }
    let end = start + data.len() as u64;
    if syms.iter().any(|s| s.0 >= end) {
        return Err(NativeError::Layout("a symbol past the end of the code"));
    }
    let words: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut out = String::with_capacity(words.len() * 72 + 256);
    let _ = write!(
        out,
        "\n{shown}:\tfile format elf64-amdgpu\n\nDisassembly of section {}:\n",
        String::from_utf8_lossy(name)
    );
    let mut next_sym = 0;
    let mut function = "";
    let mut at = 0usize;
    let mut count = 0u64;
    let mut text = String::with_capacity(128);
    while at < words.len() {
        let addr = start + 4 * at as u64;
        if let Some((a, n)) = syms.get(next_sym) {
            if *a == addr {
                let _ = write!(out, "\n{addr:016x} <{n}>:\n");
                function = n;
                next_sym += 1;
            }
        }
        let refuse = |reason: Refused| NativeError::Word {
            function: function.to_string(),
            address: addr,
            word: words[at],
            reason,
        };
        if words[at] == 0 {
            // llvm-objdump elides runs of zero words (`...`).
            return Err(refuse(Refused::Operand(
                "a zero word (llvm-objdump elides zero runs)",
            )));
        }
        text.clear();
        let d = decode(&words[at..], arch, &mut text).map_err(refuse)?;
        let next = syms.get(next_sym).map_or(end, |s| s.0);
        if addr + 4 * d.words as u64 > next {
            return Err(refuse(Refused::Operand("an instruction across a symbol")));
        }
        if let Some(simm) = d.branch {
            let target = (addr as i64 + 4 + 4 * i64::from(simm)) as u64;
            let i = syms.partition_point(|s| s.0 < target);
            match syms.get(i) {
                Some((a, n)) if *a == target => {
                    text.push(' ');
                    text.push_str(n);
                }
                _ => {
                    return Err(refuse(Refused::Operand(
                        "a branch to an address no symbol names",
                    )))
                }
            }
        }
        out.push('\t');
        out.push_str(&text);
        let _ = write!(out, " // {addr:012X}:");
        for w in &words[at..at + d.words] {
            let _ = write!(out, " {w:08X}");
        }
        out.push('\n');
        at += d.words;
        count += 1;
    }
    Ok((out, count))
}
