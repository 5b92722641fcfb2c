//! The output records of `wavebed waitcnt`, one typed value each: an encoded
//! wait, a decoded combined immediate, a decoded instruction word. The CLI
//! prints a record as JSON (serialized by serde, keys sorted) or as its text
//! line rendered from the same value.

use serde::Serialize;

use crate::profile::Arch;

/// A wait encoded as llvm-mc encodes it.
#[derive(Clone, Debug, Serialize)]
pub struct Encoded<'a> {
    pub arch: &'static str,
    /// The wait as given.
    pub text: &'a str,
    pub imm: u16,
    /// `imm` as `0x` and four hex digits.
    pub hex: String,
}

impl<'a> Encoded<'a> {
    pub fn new(arch: Arch, text: &'a str, imm: u16) -> Encoded<'a> {
        Encoded {
            arch: arch.name(),
            text,
            imm,
            hex: format!("{imm:#06x}"),
        }
    }

    /// The text output: the hex immediate.
    pub fn text_line(&self) -> &str {
        &self.hex
    }
}

/// A combined `s_waitcnt` immediate, decoded as hardware reads it.
#[derive(Clone, Debug, Serialize)]
pub struct DecodedImm<'a> {
    pub arch: &'static str,
    pub imm: u16,
    pub text: &'a str,
    /// Stray bits and other oddities of the immediate.
    pub warnings: &'a [String],
}

impl DecodedImm<'_> {
    /// The text output: the wait's operands.
    pub fn text_line(&self) -> &str {
        self.text
    }
}

/// A whole wait instruction word, printed as llvm-mc prints it.
#[derive(Clone, Debug, Serialize)]
pub struct DecodedWord {
    pub arch: &'static str,
    pub word: u32,
    pub text: String,
    pub imm: u16,
}

impl DecodedWord {
    /// The text output: the instruction.
    pub fn text_line(&self) -> &str {
        &self.text
    }
}
