//! The byte codes a trace stores for the model's enums. They are spelled out
//! here, not taken from the enums' declaration order, so reordering or
//! extending an enum in `wavebed-model` cannot silently change what an old
//! trace means: a new variant gets a new code, and an old reader refuses a
//! code it does not know.

use wavebed_model::instr::{Flow, Unit, WaitForm};
use wavebed_model::profile::{Counter, MemKind};
use wavebed_model::reg::RegFile;

/// Defines `encode`/`decode` for one enum as a two-way table.
macro_rules! codes {
    ($modname:ident, $ty:ty, { $($variant:path => $code:expr),+ $(,)? }) => {
        pub mod $modname {
            #[allow(unused_imports)]
            use super::*;

            pub fn encode(v: $ty) -> u8 {
                match v { $($variant => $code),+ }
            }

            pub fn decode(code: u8) -> Option<$ty> {
                match code { $($code => Some($variant),)+ _ => None }
            }
        }
    };
}

codes!(unit, Unit, {
    Unit::Valu => 0, Unit::Salu => 1, Unit::Mfma => 2, Unit::Mem => 3, Unit::Wait => 4,
    Unit::Control => 5,
});

codes!(flow, Flow, {
    Flow::Next => 0, Flow::Branch => 1, Flow::CondBranch => 2, Flow::Call => 3,
    Flow::SetPc => 4, Flow::EndPgm => 5,
});

codes!(mem_kind, MemKind, {
    MemKind::VmemLoad => 1, MemKind::VmemStore => 2, MemKind::VmemLds => 3,
    MemKind::LdsRead => 4, MemKind::LdsWrite => 5, MemKind::Smem => 6,
    MemKind::Message => 7, MemKind::Gds => 8, MemKind::FlatLoad => 9,
    MemKind::FlatStore => 10, MemKind::SmemWide => 11, MemKind::ImageSample => 12,
    MemKind::Bvh => 13, MemKind::AsyncLoad => 14, MemKind::AsyncStore => 15,
    MemKind::Tensor => 16, MemKind::FlatLdsLoad => 17, MemKind::FlatLdsStore => 18,
    MemKind::FlatVmemLoad => 19, MemKind::FlatVmemStore => 20,
    MemKind::Export => 21, MemKind::ExportPos => 22, MemKind::ExportParam => 23,
});

codes!(counter, Counter, {
    Counter::Vm => 0, Counter::Lgkm => 1, Counter::Exp => 2, Counter::Vs => 3,
    Counter::Km => 4, Counter::X => 5, Counter::Sample => 6, Counter::Bvh => 7,
    Counter::Async => 8, Counter::Tensor => 9,
});

codes!(reg_file, RegFile, {
    RegFile::Vgpr => 0, RegFile::Agpr => 1, RegFile::Sgpr => 2, RegFile::Ttmp => 3,
    RegFile::Special => 4,
});

/// Wait forms: a tag plus up to two counter codes (unused ones are 0).
pub mod wait_form {
    use super::*;

    pub fn encode(f: WaitForm) -> (u8, u8, u8) {
        match f {
            WaitForm::Combined => (0, 0, 0),
            WaitForm::Single(c) => (1, counter::encode(c), 0),
            WaitForm::Split(c) => (2, counter::encode(c), 0),
            WaitForm::SplitPair(a, b) => (3, counter::encode(a), counter::encode(b)),
            WaitForm::Idle => (4, 0, 0),
        }
    }

    pub fn decode(tag: u8, a: u8, b: u8) -> Option<WaitForm> {
        match tag {
            0 => Some(WaitForm::Combined),
            1 => Some(WaitForm::Single(counter::decode(a)?)),
            2 => Some(WaitForm::Split(counter::decode(a)?)),
            3 => Some(WaitForm::SplitPair(
                counter::decode(a)?,
                counter::decode(b)?,
            )),
            4 => Some(WaitForm::Idle),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_round_trips_and_unknown_codes_are_refused() {
        for c in 0..=255u8 {
            if let Some(v) = unit::decode(c) {
                assert_eq!(unit::encode(v), c);
            }
            if let Some(v) = flow::decode(c) {
                assert_eq!(flow::encode(v), c);
            }
            if let Some(v) = mem_kind::decode(c) {
                assert_eq!(mem_kind::encode(v), c);
            }
            if let Some(v) = reg_file::decode(c) {
                assert_eq!(reg_file::encode(v), c);
            }
        }
        for c in Counter::ALL {
            assert_eq!(counter::decode(counter::encode(c)), Some(c));
            let f = WaitForm::SplitPair(c, Counter::Lgkm);
            let (t, a, b) = wait_form::encode(f);
            assert_eq!(wait_form::decode(t, a, b), Some(f));
        }
        assert_eq!(mem_kind::decode(0), None, "0 means no memory event");
        assert_eq!(unit::decode(6), None);
        assert_eq!(wait_form::decode(4, 0, 0), Some(WaitForm::Idle));
        assert_eq!(wait_form::decode(5, 0, 0), None);
    }
}
