//! The path walker: the instruction stream one wave executes through a kernel,
//! as indices into [`Kernel::instrs`] (docs/architecture.md, "Path walker rules").
//!
//! * The walk starts at the kernel's first instruction. `s_branch` is followed;
//!   `s_cbranch_*` follows the [`BranchPolicy`] except where the loop rules
//!   decide.
//! * Loops ([`crate::cfg`]): every back-edge traversal, conditional or not, is
//!   counted per loop entry. A conditional back-edge is taken while its loop
//!   has been traversed fewer than `loop_iterations` times since it was
//!   entered. Once a loop has reached that count, the walker leaves it: the
//!   next conditional branch with an edge out of the loop body takes that edge
//!   (its target, or its fall-through after a conditional back-edge). Where a
//!   forward conditional branch keeps both edges inside and the policy's edge
//!   cannot reach an exit before the loop comes round again, the walker takes
//!   the other edge if it can (hand-written kernels put exits behind branches
//!   the default policy does not take). A loop it cannot leave (no
//!   conditional exit) runs until `max_instructions`.
//! * Calls (`s_swappc_b64`) are not followed: LLVM's calling convention makes
//!   every callee start with a full wait, so the models treat the call itself
//!   as a full drain and the walk resumes after it.
//! * `s_setpc_b64` outside a callee is an indirect jump the walker cannot
//!   follow: the path ends there with a notice. `s_endpgm` ends it.
//!
//! The walker allocates per kernel (loop counters), never per instruction.

use std::fmt;
use std::str::FromStr;

use crate::cfg::Cfg;
use crate::instr::{Flow, Kernel};
use crate::prng::SplitMix64;

/// How the walker decides a conditional branch the loop rules leave open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BranchPolicy {
    /// Never take it: execute the guarded code (the default).
    #[default]
    Fallthrough,
    /// Always take it.
    Taken,
    /// Take it or not by a pseudo-random sequence from this seed (reproducible).
    Seed(u64),
}

impl fmt::Display for BranchPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BranchPolicy::Fallthrough => f.write_str("fallthrough"),
            BranchPolicy::Taken => f.write_str("taken"),
            BranchPolicy::Seed(s) => write!(f, "seed:{s}"),
        }
    }
}

impl FromStr for BranchPolicy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "fallthrough" => Ok(BranchPolicy::Fallthrough),
            "taken" => Ok(BranchPolicy::Taken),
            _ => match s.strip_prefix("seed:") {
                Some(n) => n.parse().map(BranchPolicy::Seed).map_err(|_| {
                    format!(
                        "invalid branch policy `{s}`: the seed must be an unsigned 64-bit integer"
                    )
                }),
                None => Err(format!(
                    "invalid branch policy `{s}` (expected fallthrough, taken or seed:N)"
                )),
            },
        }
    }
}

/// Bounds and choices of one walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WalkOptions {
    pub branch_policy: BranchPolicy,
    /// Back-edge traversals per loop entry before the walker leaves the loop.
    pub loop_iterations: u32,
    /// The walk stops (incomplete) after this many instructions.
    pub max_instructions: u64,
}

impl WalkOptions {
    pub const DEFAULT_LOOP_ITERATIONS: u32 = 2;
    pub const DEFAULT_MAX_INSTRUCTIONS: u64 = 1_000_000;
}

impl Default for WalkOptions {
    fn default() -> Self {
        WalkOptions {
            branch_policy: BranchPolicy::Fallthrough,
            loop_iterations: Self::DEFAULT_LOOP_ITERATIONS,
            max_instructions: Self::DEFAULT_MAX_INSTRUCTIONS,
        }
    }
}

/// Why a walk stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// `s_endpgm` at this instruction.
    EndPgm { at: u32 },
    /// The stream ran past the kernel's last instruction (a bare listing
    /// without `s_endpgm`).
    EndOfCode,
    /// `s_setpc_b64` at this instruction: an indirect jump or return outside a
    /// callee, which the walker does not follow.
    SetPc { at: u32 },
    /// A branch at this instruction whose target the front end did not resolve.
    UnresolvedBranch { at: u32 },
    /// `max_instructions` reached.
    MaxInstructions,
}

impl EndReason {
    /// Short name for summaries and JSON (`reason=`).
    pub fn name(&self) -> &'static str {
        match self {
            EndReason::EndPgm { .. } => "endpgm",
            EndReason::EndOfCode => "end-of-code",
            EndReason::SetPc { .. } => "setpc",
            EndReason::UnresolvedBranch { .. } => "unresolved-branch",
            EndReason::MaxInstructions => "max-instructions",
        }
    }

    /// A sentence for the user when the end deserves one (`None` for the
    /// ordinary ends: `s_endpgm` and the end of a bare listing).
    pub fn notice(&self, kernel: &Kernel, max_instructions: u64) -> Option<Notice> {
        let text = |at: u32| kernel.instrs.get(at as usize).map_or("", |i| &*i.text);
        let (at, message) = match *self {
            EndReason::EndPgm { .. } | EndReason::EndOfCode => return None,
            EndReason::SetPc { at } => (
                Some(at),
                format!(
                    "the path ends at `{}` (an indirect jump or return is not followed)",
                    text(at)
                ),
            ),
            EndReason::UnresolvedBranch { at } => (
                Some(at),
                format!(
                    "the path ends at `{}`, whose target is not in the kernel",
                    text(at)
                ),
            ),
            EndReason::MaxInstructions => (
                None,
                format!(
                    "path cut at --max-instructions {max_instructions} (completed=0): a loop the walker cannot leave, or a longer path"
                ),
            ),
        };
        Some(Notice { at, message })
    }
}

/// Why a path ended where it did, for the user: the instruction it ended at
/// (if one did) and a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Index of the instruction in the kernel.
    pub at: Option<u32>,
    pub message: String,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a walk ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WalkEnd {
    /// False when a bound (`max_instructions`) cut the path.
    pub completed: bool,
    pub reason: EndReason,
    /// Instructions in the stream.
    pub instructions: u64,
}

/// A walk in progress: yields the executed stream one instruction at a time,
/// so a consumer (a model, a trace writer) can run without storing the stream.
pub struct Walker<'k> {
    kernel: &'k Kernel,
    cfg: &'k Cfg,
    opts: WalkOptions,
    /// Back-edge traversals per loop since its entry.
    counts: Vec<u32>,
    /// The next instruction to execute.
    pc: u32,
    emitted: u64,
    rng: SplitMix64,
    /// Set after the instruction that ends the path has been yielded.
    pending: Option<EndReason>,
    end: Option<WalkEnd>,
}

impl<'k> Walker<'k> {
    /// Starts a walk of `kernel`, whose graph is `cfg` (`Cfg::build(kernel)`).
    pub fn new(kernel: &'k Kernel, cfg: &'k Cfg, opts: WalkOptions) -> Walker<'k> {
        let rng = SplitMix64::new(match opts.branch_policy {
            BranchPolicy::Seed(s) => s,
            _ => 0,
        });
        Walker {
            kernel,
            cfg,
            opts,
            counts: vec![0; cfg.loops.len()],
            pc: 0,
            emitted: 0,
            rng,
            pending: None,
            end: None,
        }
    }

    /// How the walk ended, once [`Walker::next_instr`] has returned `None`.
    pub fn end(&self) -> Option<WalkEnd> {
        self.end
    }

    /// The next instruction of the stream (index into `Kernel::instrs`), or
    /// `None` when the path has ended.
    pub fn next_instr(&mut self) -> Option<u32> {
        if self.end.is_some() {
            return None;
        }
        if let Some(reason) = self.pending {
            return self.finish(true, reason);
        }
        let len = self.kernel.instrs.len() as u32;
        if self.pc >= len {
            return self.finish(true, EndReason::EndOfCode);
        }
        if self.emitted >= self.opts.max_instructions {
            return self.finish(false, EndReason::MaxInstructions);
        }
        let i = self.pc;
        self.emitted += 1;
        let instr = &self.kernel.instrs[i as usize];
        let next = match instr.flow {
            Flow::Next | Flow::Call => Some(i + 1),
            Flow::EndPgm => {
                self.pending = Some(EndReason::EndPgm { at: i });
                None
            }
            Flow::SetPc => {
                self.pending = Some(EndReason::SetPc { at: i });
                None
            }
            Flow::Branch | Flow::CondBranch => match instr.target.filter(|&t| t < len) {
                None => {
                    self.pending = Some(EndReason::UnresolvedBranch { at: i });
                    None
                }
                Some(t) if instr.flow == Flow::Branch || self.take(i, t) => Some(t),
                Some(_) => Some(i + 1),
            },
        };
        if let Some(j) = next {
            self.enter(i, j);
            self.pc = j;
        }
        Some(i)
    }

    fn finish(&mut self, completed: bool, reason: EndReason) -> Option<u32> {
        self.end = Some(WalkEnd {
            completed,
            reason,
            instructions: self.emitted,
        });
        None
    }

    /// Whether to take the conditional branch at `i` to `t`.
    fn take(&mut self, i: u32, t: u32) -> bool {
        let cfg = self.cfg;
        let k = self.opts.loop_iterations;
        let from = cfg.block_of(i);
        let to = cfg.block_of(t);
        let fall = cfg
            .blocks
            .get(from as usize + 1)
            .filter(|b| b.start == i + 1)
            .map(|_| from + 1);
        let back = cfg.back_edge(from, to);
        // Leaving a loop that has had its traversals: take the edge out of it.
        for &l in cfg.loops_of(from) {
            if self.counts[l as usize] < k {
                continue;
            }
            let lp = &cfg.loops[l as usize];
            if !lp.contains(to) {
                return true;
            }
            if fall.is_none_or(|f| !lp.contains(f)) {
                return false;
            }
        }
        if let Some(l) = back {
            return self.counts[l as usize] < k;
        }
        let taken = match self.opts.branch_policy {
            BranchPolicy::Fallthrough => false,
            BranchPolicy::Taken => true,
            BranchPolicy::Seed(_) => self.random_bit(),
        };
        // Still leaving, with both edges inside: if the policy's edge cannot
        // reach an exit before the loop comes round again but the other edge
        // can, take the other (hand-written kernels put a loop's exits behind
        // branches the fall-through policy never takes).
        let Some(f) = fall else { return taken };
        for &l in cfg.loops_of(from) {
            if self.counts[l as usize] < k {
                continue;
            }
            let lp = &cfg.loops[l as usize];
            let (chosen, other) = if taken { (to, f) } else { (f, to) };
            if lp.exit_distance(chosen).is_none() && lp.exit_distance(other).is_some() {
                return !taken;
            }
            break;
        }
        taken
    }

    /// Loop bookkeeping for the move from instruction `i` to `j`.
    fn enter(&mut self, i: u32, j: u32) {
        let cfg = self.cfg;
        if j as usize >= self.kernel.instrs.len() || cfg.blocks[cfg.block_of(j) as usize].start != j
        {
            return;
        }
        let (from, to) = (cfg.block_of(i), cfg.block_of(j));
        for &l in cfg.loops_of(from) {
            if !cfg.loops[l as usize].contains(to) {
                self.counts[l as usize] = 0;
            }
        }
        if let Some(l) = cfg.back_edge(from, to) {
            self.counts[l as usize] = self.counts[l as usize].saturating_add(1);
        } else if let Some(l) = cfg.header_loop(to) {
            self.counts[l as usize] = 0;
        }
    }

    /// One bit of the seeded stream per decision.
    fn random_bit(&mut self) -> bool {
        self.rng.next_u64() & 1 == 1
    }
}

/// Walks `kernel` (graph `cfg`) and appends its executed stream to `out`,
/// which the caller clears and reuses across kernels.
#[allow(
    clippy::expect_used,
    reason = "an invariant: a walk that yielded None has ended"
)]
pub fn walk(kernel: &Kernel, cfg: &Cfg, opts: &WalkOptions, out: &mut Vec<u32>) -> WalkEnd {
    let mut w = Walker::new(kernel, cfg, *opts);
    while let Some(i) = w.next_instr() {
        out.push(i);
    }
    w.end().expect("a walk that yielded None has ended")
}
