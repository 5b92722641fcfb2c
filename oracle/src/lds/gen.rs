//! LDS programs drawn from bytes (docs/lds-oracle.md section 1), shared by the
//! tests, the bolero property, the cargo-fuzz target and campaigns.
//!
//! The draws aim where LDS checkers go wrong: few bases, so footprints meet
//! often and partly (a per-wave slice against a shared block, a uniform word
//! inside both); DMA then DS and DS then DMA with partial waits of one, two
//! or three (so in-order completion decides), waits on the wrong counter
//! (lgkmcnt for a DMA, vmcnt for a DS write), barriers with and without a
//! drain before them, gfx12's split barriers with operations between signal
//! and wait, and the `lds-dma-lgkm=on` reading on gfx9.

use wavebed_model::profile::{Arch, Profile, WaitGen};

use super::{Addr, LdsOp, LdsProgram, Mode, WaitFields};
use crate::choices::{self, Choices};

/// The architectures LDS programs are drawn for: gfx9's `s_waitcnt` and
/// `s_barrier` with buffer and `global_load_lds_dwordx4` DMA, gfx1200's split
/// waits and barriers without DMA, gfx1250's async copies on asynccnt.
pub const LDS_ARCHS: [Arch; 4] = [Arch::Gfx942, Arch::Gfx950, Arch::Gfx1200, Arch::Gfx1250];

/// LDS byte bases: a wave64 slice is 256 bytes, a wave32 slice 128.
const BASES: [u16; 4] = [0, 64, 256, 1024];

/// Limits for one generated program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LdsGenConfig {
    /// Most operations (LDS operations, waits and barriers).
    pub max_ops: usize,
    /// Most waves (2 to 4).
    pub max_waves: u8,
}

impl Default for LdsGenConfig {
    /// Small enough for the enumerator to answer in milliseconds.
    fn default() -> Self {
        LdsGenConfig {
            max_ops: 14,
            max_waves: 3,
        }
    }
}

impl LdsProgram {
    /// A program for an architecture of [`LDS_ARCHS`] drawn from `u`, the
    /// `lds-dma-lgkm` reading drawn too on gfx9.
    pub fn any(u: &mut Choices<'_>, cfg: &LdsGenConfig) -> choices::Result<LdsProgram> {
        let arch = *u.choose(&LDS_ARCHS)?;
        let mut profile = arch.profile();
        if profile.wait_gen != WaitGen::Gfx12 {
            profile.direct_to_lds_lgkm = u.ratio(1u8, 4)?;
        }
        LdsProgram::generate(u, &profile, cfg)
    }

    /// A program for `profile` drawn from `u`; an exhausted `u` ends it.
    pub fn generate(
        u: &mut Choices<'_>,
        profile: &Profile,
        cfg: &LdsGenConfig,
    ) -> choices::Result<LdsProgram> {
        let gfx12 = profile.wait_gen == WaitGen::Gfx12;
        let dma = !gfx12 || profile.arch == Arch::Gfx1250;
        let waves = u.int_in_range(2..=cfg.max_waves.max(2))?;
        let mut ops = Vec::new();
        let mut open_signal = false;
        // Leave room to close an open split barrier.
        while ops.len() + 1 < cfg.max_ops && !u.is_empty() {
            let op = match u.int_in_range(0u8..=99)? {
                0..=24 => LdsOp::DsWrite {
                    width: *u.choose(&[4u8, 4, 8, 16])?,
                    addr: addr(u, true)?,
                },
                25..=44 => LdsOp::DsRead {
                    width: *u.choose(&[4u8, 4, 8, 16])?,
                    addr: addr(u, true)?,
                },
                45..=62 if dma => LdsOp::Dma {
                    width: if profile.arch == Arch::Gfx950 {
                        *u.choose(&[4u8, 4, 16])?
                    } else {
                        4
                    },
                    // gfx9 DMA addresses come from M0: no uniform mode.
                    addr: addr(u, gfx12)?,
                },
                45..=82 => LdsOp::Wait(wait(u, profile)?),
                _ if !gfx12 => LdsOp::Barrier,
                _ if open_signal => {
                    open_signal = false;
                    LdsOp::BarrierWait
                }
                _ => {
                    open_signal = true;
                    LdsOp::Signal
                }
            };
            ops.push(op);
        }
        if open_signal {
            ops.push(LdsOp::BarrierWait);
        }
        Ok(LdsProgram {
            profile: profile.clone(),
            waves,
            ops,
        })
    }
}

fn addr(u: &mut Choices<'_>, uniform: bool) -> choices::Result<Addr> {
    let modes: &[Mode] = if uniform {
        &Mode::ALL
    } else {
        &[Mode::PerWave, Mode::Shared]
    };
    Ok(Addr {
        mode: *u.choose(modes)?,
        base: *u.choose(&BASES)?,
    })
}

/// A wait: small counts so partial waits meet in-order completion; on gfx12
/// one counter a wait (or loadcnt with dscnt), asynccnt on gfx1250.
fn wait(u: &mut Choices<'_>, profile: &Profile) -> choices::Result<WaitFields> {
    let n = |u: &mut Choices<'_>| u.int_in_range(0u16..=3);
    let mut w = WaitFields::default();
    match (profile.wait_gen, profile.arch) {
        (WaitGen::Gfx12, Arch::Gfx1250) => match u.int_in_range(0u8..=2)? {
            0 => w.asynccnt = Some(n(u)?),
            1 => w.lgkm = Some(n(u)?),
            _ => {
                w.vm = Some(n(u)?);
                w.lgkm = Some(n(u)?);
            }
        },
        (WaitGen::Gfx12, _) => w.lgkm = Some(n(u)?),
        _ => match u.int_in_range(0u8..=2)? {
            0 => w.vm = Some(n(u)?),
            1 => w.lgkm = Some(n(u)?),
            _ => {
                w.vm = Some(n(u)?);
                w.lgkm = Some(n(u)?);
            }
        },
    }
    Ok(w)
}
