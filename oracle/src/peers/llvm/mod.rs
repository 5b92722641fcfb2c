//! LLVM's `si-insert-waitcnts` pass as a live peer (docs/llvm-peer.md).
//!
//! A case is a kernel without waits. [`LlvmPeer`] translates it to a MIR
//! function ([`mir`]), runs the pass over a batch of them in one llc process
//! ([`llc`]), and puts LLVM's waits into the kernel where LLVM placed them.
//! [`judge`] decides with the oracle whether the result is sound and how tight
//! each wait is; [`gen`] generates the programs and [`campaign`] runs both
//! campaign forms, minimizing findings into bug reports.

use wavebed_model::cfg::Cfg;
use wavebed_model::instr::{Instr, Kernel, Unit};
use wavebed_model::profile::{Arch, Counter, Profile};

use super::{Peer, PeerError};
use crate::counters::asm::{Asm, Text};

pub mod campaign;
pub mod gen;
pub mod judge;
pub mod llc;
pub mod mir;
pub mod record;

pub use llc::{Llc, MirFunction, MirWait, PlacedWait};
pub use mir::{FlatOperand, Lowering};

/// An architecture the peer does not run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0}: the LLVM peer covers every architecture but gfx1201 (use gfx1200: the same counters)"
)]
pub struct UnsupportedArch(pub Arch);

/// `arch` if the peer runs it. The generator and the MIR translation speak
/// gfx9, gfx10, gfx11 and gfx12 (docs/llvm-peer.md, sections 1 and 8);
/// gfx1201 is gfx1200 for the pass, so it is left to gfx1200.
pub fn supported(arch: Arch) -> Result<Arch, UnsupportedArch> {
    if arch == Arch::Gfx1201 {
        Err(UnsupportedArch(arch))
    } else {
        Ok(arch)
    }
}

/// Every architecture the peer runs, in profile order.
pub fn archs() -> impl Iterator<Item = Arch> {
    Arch::ALL.into_iter().filter(|&a| supported(a).is_ok())
}

/// A kernel ready for the pass: its waits stripped, its MIR translation.
#[derive(Clone, Debug)]
pub struct Prepared {
    pub kernel: Kernel,
    pub mir: MirFunction,
    pub flat: FlatOperand,
}

/// LLVM's answer for one case: the kernel with LLVM's waits in place.
#[derive(Clone, Debug)]
pub struct Answer {
    pub kernel: Kernel,
    /// Indices of LLVM's waits in `kernel`.
    pub waits: Vec<usize>,
}

/// The pass on one architecture, through one llc binary.
pub struct LlvmPeer {
    pub llc: Llc,
    pub profile: Profile,
    /// Wall time spent in llc processes so far (for the llc share of a
    /// campaign's time).
    pub llc_time: std::time::Duration,
}

impl LlvmPeer {
    pub fn new(llc: Llc) -> LlvmPeer {
        let profile = llc.arch.profile();
        LlvmPeer {
            llc,
            profile,
            llc_time: std::time::Duration::ZERO,
        }
    }

    /// Strips `kernel`'s waits and translates it to the MIR function `name`
    /// for `arch`. Errors name the (stripped) instruction that has no
    /// translation.
    pub fn prepare(
        arch: Arch,
        name: &str,
        kernel: &Kernel,
        flat: FlatOperand,
    ) -> Result<Prepared, mir::TranslateError> {
        let kernel = strip_waits(kernel);
        let cfg = Cfg::build(&kernel);
        let text = mir::function(name, &kernel, &cfg, Lowering::new(arch, flat))?;
        let ends = kernel
            .instrs
            .last()
            .is_some_and(|i| i.flow == wavebed_model::instr::Flow::EndPgm);
        let instructions = kernel.instrs.len() + usize::from(!ends);
        Ok(Prepared {
            kernel,
            mir: MirFunction {
                name: name.to_string(),
                text,
                instructions,
            },
            flat,
        })
    }

    /// llc's raw MIR output for one prepared case (for bug reports).
    pub fn raw_output(&self, case: &Prepared) -> Result<String, PeerError> {
        self.llc.raw_output(&case.mir)
    }
}

/// Why llc's answer for one case cannot be used: a rejection of that case,
/// not a broken peer ([`PeerError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    /// llc rejected the MIR: the first lines it printed.
    #[error("llc failed: {0}")]
    Rejected(String),
    /// llc's output has no function of this name.
    #[error("llc output lacks function {0}")]
    MissingFunction(String),
    /// llc's output of a function has another number of instructions.
    #[error("llc output of {function} has {found} instructions, the input {expected}")]
    InstructionCount {
        function: String,
        found: usize,
        expected: usize,
    },
    /// A wait line whose count does not read.
    #[error("cannot read the count of `{0}`")]
    WaitCount(String),
    /// A wait opcode the peer does not know.
    #[error("unexpected wait in llc output: `{0}`")]
    UnknownWait(String),
    /// A gfx12 wait llc placed that the front end does not read as a wait.
    #[error("`{mnemonic} 0x{imm:x}` is not a wait on {arch}")]
    NotAWait {
        mnemonic: String,
        imm: u16,
        arch: wavebed_model::profile::Arch,
    },
    /// A gfx12 wait llc placed that the front end does not parse.
    #[error("{0}")]
    WaitText(wavebed_model::error::ParseError),
}

impl Peer for LlvmPeer {
    type Case = Prepared;
    type Answer = Answer;
    type Rejection = AnswerError;

    fn name(&self) -> &'static str {
        "llvm"
    }

    fn run_batch(
        &mut self,
        cases: &[Prepared],
    ) -> Result<Vec<Result<Answer, AnswerError>>, PeerError> {
        let fns: Vec<MirFunction> = cases.iter().map(|c| c.mir.clone()).collect();
        let start = std::time::Instant::now();
        let placed = self.llc.run(&fns);
        self.llc_time += start.elapsed();
        let placed = placed?;
        Ok(cases
            .iter()
            .zip(placed)
            .map(|(c, p)| p.and_then(|p| insert_waits(&self.profile, &c.kernel, &p)))
            .collect())
    }
}

/// `kernel` without its wait instructions and its VGPR deallocation
/// messages, the two things `si-insert-waitcnts` inserts; branch targets
/// follow (a target that was removed moves to the next instruction).
pub fn strip_waits(kernel: &Kernel) -> Kernel {
    let kept = |i: &Instr| i.unit != Unit::Wait && !is_dealloc_vgprs(i);
    let mut new_index = Vec::with_capacity(kernel.instrs.len() + 1);
    let mut n = 0u32;
    for i in &kernel.instrs {
        new_index.push(n);
        if kept(i) {
            n += 1;
        }
    }
    new_index.push(n);
    let instrs = kernel
        .instrs
        .iter()
        .filter(|i| kept(i))
        .map(|i| {
            let mut i = i.clone();
            i.target = i
                .target
                .map(|t| new_index[(t as usize).min(new_index.len() - 1)]);
            i
        })
        .collect();
    Kernel {
        symbol: kernel.symbol.clone(),
        name: kernel.name.clone(),
        instrs,
        info: Default::default(),
        origin: Vec::new(),
    }
}

/// `s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)` (message 3, gfx11 on): the
/// wave gives its VGPRs back before `s_endpgm`, which ends the program for
/// every register race. LLVM's `si-insert-waitcnts` adds it itself when
/// stores may be in flight at the end (and `read_back` leaves the one it
/// adds out), so a compiled listing's own copy goes with its waits: the pass
/// puts it back where LLVM would.
pub fn is_dealloc_vgprs(i: &Instr) -> bool {
    i.mnemonic() == "s_sendmsg"
        && matches!(
            i.operands().trim(),
            "sendmsg(MSG_DEALLOC_VGPRS)" | "sendmsg(3)" | "3" | "0x3"
        )
}

/// The wait instruction LLVM printed, decoded per the profile's layout. A
/// form the architecture does not have is an error (llc's output is input).
pub fn wait_instr(profile: &Profile, w: MirWait) -> Result<Instr, AnswerError> {
    let asm = Asm { profile };
    Ok(match w {
        MirWait::Combined(imm) => {
            let field = |c: Counter| {
                profile.layout[c.index()]
                    .map(|l| l.extract(imm))
                    .filter(|&v| v < profile.capacity(c))
            };
            asm.waitcnt_with(
                Text::Render,
                [
                    field(Counter::Vm),
                    field(Counter::Lgkm),
                    field(Counter::Exp),
                ],
                false,
            )
        }
        MirWait::Vscnt(n) => asm.waitcnt_single(Counter::Vs, n),
        MirWait::Split(mnemonic, imm) => split_wait(profile, mnemonic, imm)?,
    })
}

/// A gfx12 `s_wait_*` instruction, read by the front end like any listing
/// line (docs/counters.md section 9: its fields per form). The mnemonic comes
/// from [`llc::GFX12_WAITS`], so only a profile without gfx12 waits rejects it.
fn split_wait(profile: &Profile, mnemonic: &str, imm: u16) -> Result<Instr, AnswerError> {
    let text = format!("\t{mnemonic} 0x{imm:x}\n");
    wavebed_model::isa::parse_text(&text, "wait", Some(profile.arch))
        .map_err(AnswerError::WaitText)?
        .kernels
        .into_iter()
        .next()
        .and_then(|k| k.instrs.into_iter().next())
        .filter(|i| i.unit == Unit::Wait)
        .ok_or_else(|| AnswerError::NotAWait {
            mnemonic: mnemonic.to_string(),
            imm,
            arch: profile.arch,
        })
}

/// `kernel` with LLVM's waits `placed` inserted; branch targets follow (a
/// branch to an instruction LLVM put a wait before now reaches the wait).
/// A wait the architecture does not have is an error.
pub fn insert_waits(
    profile: &Profile,
    kernel: &Kernel,
    placed: &[PlacedWait],
) -> Result<Answer, AnswerError> {
    let mut instrs = Vec::with_capacity(kernel.instrs.len() + placed.len());
    let mut new_index = Vec::with_capacity(kernel.instrs.len() + 1);
    let mut waits = Vec::with_capacity(placed.len());
    let mut next = placed.iter().peekable();
    for k in 0..=kernel.instrs.len() {
        let line = kernel
            .instrs
            .get(k)
            .or(kernel.instrs.last())
            .map_or(0, |i| i.line);
        // Waits closing the previous block first, then the branch target,
        // then the waits at the top of this instruction's block.
        for block_end in [true, false] {
            if !block_end {
                new_index.push(instrs.len() as u32);
            }
            while let Some(&&p) = next.peek() {
                if p.before != k || p.block_end != block_end {
                    break;
                }
                let mut i = wait_instr(profile, p.wait)?;
                i.line = line;
                waits.push(instrs.len());
                instrs.push(i);
                next.next();
            }
        }
        if let Some(i) = kernel.instrs.get(k) {
            instrs.push(i.clone());
        }
    }
    for i in &mut instrs {
        i.target = i
            .target
            .map(|t| new_index[(t as usize).min(new_index.len() - 1)]);
    }
    Ok(Answer {
        kernel: Kernel {
            symbol: kernel.symbol.clone(),
            name: kernel.name.clone(),
            instrs,
            info: Default::default(),
            origin: Vec::new(),
        },
        waits,
    })
}
