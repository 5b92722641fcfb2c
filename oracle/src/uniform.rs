//! A uniform counter-program generator: the baseline of the bug-finding
//! benchmark (`scripts/bench-time-to-bug.sh`). Every instruction is drawn
//! independently - memory op, wait or ALU op with equal odds, each kind's
//! variants with equal odds, every wait field uniform over its whole range
//! (zero through all ones) - so there are none of [`crate::counters::gen`]'s
//! biases: no ordered runs placed around a counter's capacity, no classes
//! mixed on purpose past it, no favoured wait values. It draws its registers
//! from the same small pool, so the comparison isolates those biases.

use crate::choices::{self, Choices};
use wavebed_model::instr::Instr;
use wavebed_model::profile::{Counter, Profile, WaitGen};

use crate::counters::asm::{AluOp, Asm, MemOp};
use crate::counters::gen::GenProgram;

/// Data registers (VGPRs, or SGPRs for scalar loads): the structured
/// generator's data and filler registers together.
const DATA: [u16; 8] = [0, 1, 2, 3, 8, 9, 10, 11];
/// Address registers: a VGPR pair (global, flat), one VGPR (LDS, buffer) or an
/// SGPR pair (scalar), away from the data registers.
const VADDR_PAIR: u16 = 4;
const VADDR: u16 = 6;
const SADDR: u16 = 4;

/// Generates a program of up to `max_len` instructions for `profile`; an
/// exhausted `u` ends it early.
pub fn program(
    u: &mut Choices<'_>,
    profile: &Profile,
    max_len: usize,
) -> choices::Result<GenProgram> {
    let asm = Asm { profile };
    // Direct-to-LDS buffer loads exist up to gfx10, single-counter waits on
    // gfx10 and gfx11 (docs/counters.md sections 8 and 10).
    let lds_dma = profile.wait_gen <= WaitGen::Gfx10;
    let single = matches!(profile.wait_gen, WaitGen::Gfx10 | WaitGen::Gfx11);
    let mut instrs = Vec::with_capacity(max_len);
    while instrs.len() < max_len && !u.is_empty() {
        let i = match u.int_in_range(0u8..=2)? {
            0 => mem(u, &asm, lds_dma)?,
            1 => wait(u, &asm, profile, single)?,
            _ => alu(u, &asm)?,
        };
        instrs.push(i);
    }
    Ok(GenProgram {
        profile: profile.clone(),
        instrs,
    })
}

fn mem(u: &mut Choices<'_>, asm: &Asm<'_>, lds_dma: bool) -> choices::Result<Instr> {
    let mut ops = vec![
        MemOp::GlobalLoad { wide: false },
        MemOp::GlobalLoad { wide: true },
        MemOp::GlobalLoadD16,
        MemOp::BufferLoad,
        MemOp::GlobalStore,
        MemOp::BufferStore,
        MemOp::LdsRead { wide: false },
        MemOp::LdsRead { wide: true },
        MemOp::LdsWrite,
        MemOp::ScalarLoad { wide: false },
        MemOp::ScalarLoad { wide: true },
        MemOp::FlatLoad,
        MemOp::FlatStore,
    ];
    if lds_dma {
        ops.push(MemOp::BufferLoadLds);
    }
    let op = *u.choose(&ops)?;
    let mut data = *u.choose(&DATA)?;
    if op.wide() {
        data &= !1;
    }
    let addr = match op {
        MemOp::ScalarLoad { .. } => SADDR,
        MemOp::GlobalLoad { .. }
        | MemOp::GlobalLoadD16
        | MemOp::GlobalStore
        | MemOp::FlatLoad
        | MemOp::FlatStore => VADDR_PAIR,
        _ => VADDR,
    };
    Ok(asm.mem(op, data, addr))
}

/// A wait with every field uniform over `0..=capacity` (capacity = all ones
/// = no wait); where `single` forms exist, one of them half of the time.
fn wait(
    u: &mut Choices<'_>,
    asm: &Asm<'_>,
    profile: &Profile,
    single: bool,
) -> choices::Result<Instr> {
    let field = |u: &mut Choices<'_>, c: Counter| u.int_in_range(0..=profile.capacity(c));
    if single && u.bool()? {
        let c = *u.choose(&[Counter::Vm, Counter::Lgkm, Counter::Vs, Counter::Exp])?;
        let n = field(u, c)?;
        return Ok(asm.waitcnt_single(c, n));
    }
    let vm = field(u, Counter::Vm)?;
    let lgkm = field(u, Counter::Lgkm)?;
    let exp = field(u, Counter::Exp)?;
    Ok(asm.waitcnt(Some(vm), Some(lgkm), Some(exp), false))
}

fn alu(u: &mut Choices<'_>, asm: &Asm<'_>) -> choices::Result<Instr> {
    let op = *u.choose(&[
        AluOp::VAdd,
        AluOp::VMov,
        AluOp::VFmac,
        AluOp::VAddF64,
        AluOp::SAdd,
        AluOp::ReadFirstLane,
    ])?;
    let (mut d, mut a, mut b) = (*u.choose(&DATA)?, *u.choose(&DATA)?, *u.choose(&DATA)?);
    if op == AluOp::VAddF64 {
        (d, a, b) = (d & !1, a & !1, b & !1);
    }
    Ok(asm.alu(op, d, a, b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use wavebed_model::profile::Arch;

    /// Every architecture with the combined `s_waitcnt` (the generator's waits).
    const PRE_GFX12: [Arch; 22] = [
        Arch::Gfx908,
        Arch::Gfx90a,
        Arch::Gfx942,
        Arch::Gfx950,
        Arch::Gfx1010,
        Arch::Gfx1011,
        Arch::Gfx1012,
        Arch::Gfx1030,
        Arch::Gfx1031,
        Arch::Gfx1032,
        Arch::Gfx1033,
        Arch::Gfx1034,
        Arch::Gfx1035,
        Arch::Gfx1036,
        Arch::Gfx1100,
        Arch::Gfx1101,
        Arch::Gfx1102,
        Arch::Gfx1103,
        Arch::Gfx1150,
        Arch::Gfx1151,
        Arch::Gfx1152,
        Arch::Gfx1153,
    ];

    #[test]
    fn fills_the_length_and_covers_every_kind() {
        let bytes: Vec<u8> = (0..4096u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        for arch in PRE_GFX12 {
            let p = program(&mut Choices::new(&bytes), &arch.profile(), 120).unwrap();
            assert_eq!(p.instrs.len(), 120, "{arch}");
            assert!(p.instrs.iter().any(|i| i.mem.is_some()), "{arch}");
            assert!(p.instrs.iter().any(|i| i.wait.is_some()), "{arch}");
            assert!(
                p.instrs.iter().any(|i| i.mem.is_none() && i.wait.is_none()),
                "{arch}"
            );
        }
    }

    #[test]
    fn every_program_is_a_listing_the_front_end_reads_back() {
        let bytes: Vec<u8> = (0..2048u32)
            .map(|i| (i.wrapping_mul(40_503) >> 7) as u8)
            .collect();
        for arch in PRE_GFX12 {
            let p = program(&mut Choices::new(&bytes), &arch.profile(), 64).unwrap();
            for i in &p.instrs {
                let again = wavebed_model::isa::decode(&i.text, &p.profile)
                    .unwrap_or_else(|e| panic!("{arch}: `{}`: {e}", i.text));
                assert_eq!(again.wait, i.wait, "{arch}: `{}`", i.text);
                assert_eq!(again.mem, i.mem, "{arch}: `{}`", i.text);
            }
        }
    }
}
