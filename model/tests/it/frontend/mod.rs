//! Front-end tests: each producer's format, the register-effect pitfalls of
//! docs/counters.md section 8, spellings, errors and hostile input, one module per
//! subject; the helpers below decode on gfx950 unless told otherwise.

use wavebed_model::instr::{Flow, Instr, Program, Unit};
use wavebed_model::isa::{decode, parse_text};
use wavebed_model::profile::{Arch, Counter, MemKind, Profile};
use wavebed_model::reg::{special, RegFile, RegRange};

mod decoding;
mod effects;
mod errors;
mod producers;
mod robustness;

pub(crate) fn p950() -> Profile {
    Arch::Gfx950.profile()
}

pub(crate) fn d(line: &str) -> Instr {
    decode(line, &p950()).unwrap_or_else(|e| panic!("{line}: {e}"))
}

pub(crate) fn d_on(arch: Arch, line: &str) -> Instr {
    decode(line, &arch.profile()).unwrap_or_else(|e| panic!("{line}: {e}"))
}

pub(crate) fn regs(l: &wavebed_model::reg::RegList) -> Vec<String> {
    l.as_slice().iter().map(|r| r.to_string()).collect()
}

pub(crate) fn w(i: &Instr) -> Vec<String> {
    regs(&i.writes)
}

pub(crate) fn r(i: &Instr) -> Vec<String> {
    regs(&i.reads)
}

pub(crate) const SCC: RegRange = RegRange::new(RegFile::Special, special::SCC, 1);

pub(crate) const EXEC: RegRange = RegRange::new(RegFile::Special, special::EXEC_LO, 2);
