//! The AMDGPU assembly front end: assembly text of `clang -S`/`llc`, of
//! `llvm-objdump -d`, or a bare listing, and ELF code objects (through
//! llvm-objdump) -> [`Program`] (kernels of decoded [`Instr`]s).
//!
//! Modules, one job each: [`lex`] (lines and comments), [`operand`] (operand
//! lists and registers), [`table`] (the mnemonic table: unit, memory kind, flow,
//! register effects), [`mod@decode`] (one instruction), [`program`] (labels,
//! directives, kernels, branch targets), [`elf`] (code-object header and symbol
//! table), [`bundle`] (clang offload bundles), [`tools`] (finding LLVM tools),
//! [`load`] (files of any kind), [`batch`] (many files, one llvm-objdump),
//! [`native`] (gfx9 machine code without llvm-objdump: `--decoder native`).

pub mod asm;
pub mod batch;
pub mod bundle;
pub mod container;
pub mod decode;
pub mod elf;
pub mod lex;
pub mod load;
pub mod metadata;
mod msb;
pub mod native;
pub mod operand;
mod pipe;
pub mod program;
pub mod table;
pub mod tools;

use crate::instr::{Instr, Program};
use crate::profile::{Arch, Profile};

pub use crate::error::ParseError;
pub use batch::{load_inputs, load_many};
pub use load::{load_native, load_path, LoadError, LoadOptions};

/// Parses assembly text from any of the three producers. The architecture is
/// `arch` if given, else the listing's `.amdgcn_target` directive; without
/// either, an error asks for `--arch`. A listing without kernel symbols is one
/// kernel named `stem`.
pub fn parse_text(src: &str, stem: &str, arch: Option<Arch>) -> Result<Program, ParseError> {
    parse_with_hint(src, stem, arch, None)
}

/// [`parse_text`] with what an ELF symbol table says about objdump headers.
pub(crate) fn parse_with_hint(
    src: &str,
    stem: &str,
    arch: Option<Arch>,
    hint: Option<&program::KernelHint>,
) -> Result<Program, ParseError> {
    let arch = match arch {
        Some(a) => a,
        None => program::target_arch(src)?.ok_or_else(|| ParseError {
            line: 1,
            col: 1,
            message: format!("cannot tell the architecture: the input has no `.amdgcn_target` directive; pass --arch ({})", crate::profile::Arch::names()),
        })?,
    };
    let profile = arch.profile();
    let mut decoder = decode::Decoder::new(&profile);
    program::parse(src, stem, arch, &mut decoder, hint)
}

/// Decodes one instruction line (comments allowed; no label, no directive) on
/// `profile`. Errors are at line 1 and the 1-based column.
pub fn decode(line: &str, profile: &Profile) -> Result<Instr, ParseError> {
    let at = |col: usize, message: String| ParseError {
        line: 1,
        col: col as u32,
        message,
    };
    let empty = || at(1, "empty instruction".to_string());
    let l = lex::Lines::new(line).next().ok_or_else(empty)?;
    let code: &str = &l.code;
    let body = code.trim_start();
    let indent = code.len() - body.len();
    if body.trim().is_empty() {
        return Err(empty());
    }
    let mut d = decode::Decoder::uncached(profile);
    let (mut instr, _) = d
        .decode(body, false)
        .map_err(|(c, m)| at(indent + c + 1, m))?;
    instr.addr = None;
    Ok(instr)
}
