//! Decoded instructions, kernels and programs: what the front end yields and
//! every consumer (walker, models, oracles, trace writer) reads.
//!
//! An [`Instr`] is decoded once; a wave's executed stream refers to instructions
//! by index into [`Kernel::instrs`], which is also what a trace stores.

use crate::profile::{Counter, MemKind, NUM_COUNTERS};
use crate::reg::RegList;

/// The shape of a wait instruction: which mnemonic family it came from. The
/// legacy model decodes every form's immediate as a combined `s_waitcnt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaitForm {
    /// `s_waitcnt` (text or raw immediate).
    Combined,
    /// gfx10/gfx11 `s_waitcnt_vmcnt / _lgkmcnt / _expcnt / _vscnt SDST, imm`.
    Single(Counter),
    /// gfx12 `s_wait_loadcnt`, `s_wait_dscnt`, ... (one counter).
    Split(Counter),
    /// gfx12 `s_wait_loadcnt_dscnt` / `s_wait_storecnt_dscnt` (two counters).
    SplitPair(Counter, Counter),
    /// gfx11/gfx12 `s_wait_idle`: waits until every counter of the profile is zero
    /// (every field 0; no immediate).
    Idle,
}

/// A decoded wait: the raw immediate and, per counter, the field it encodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wait {
    pub form: WaitForm,
    /// The instruction's immediate as encoded (the combined operand for
    /// `s_waitcnt`; the count for single-counter forms).
    pub imm: u16,
    /// Field value per counter, or [`Wait::NOT_ENCODED`] when the instruction
    /// does not wait on that counter. All ones (= capacity) means "do not wait".
    pub fields: [u16; NUM_COUNTERS],
}

impl Wait {
    pub const NOT_ENCODED: u16 = u16::MAX;

    /// The field for counter `c`, if this wait encodes it.
    #[inline]
    pub fn field(&self, c: Counter) -> Option<u16> {
        let v = self.fields[c.index()];
        (v != Self::NOT_ENCODED).then_some(v)
    }
}

/// How an instruction affects control flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flow {
    /// Falls through to the next instruction.
    Next,
    /// `s_branch`: always jumps to `Instr::target`.
    Branch,
    /// `s_cbranch_*`: jumps to `Instr::target` or falls through.
    CondBranch,
    /// `s_swappc_b64` / `s_call_b64`: a call, treated as a full drain.
    Call,
    /// `s_setpc_b64`: an indirect jump or a return.
    SetPc,
    /// `s_endpgm*`: the wave ends.
    EndPgm,
}

/// What kind of work an instruction does, beyond memory and waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    Valu,
    Salu,
    Mfma,
    /// Memory instruction (see `Instr::mem`).
    Mem,
    /// A wait (see `Instr::wait`).
    Wait,
    /// Branches, barriers, `s_nop`, `s_setprio`... (no register effects that matter).
    Control,
}

/// One decoded instruction: what its decoding decides ([`Shape`], shared by
/// the instructions that decode alike) and what its place decides.
///
/// A listing of millions of instructions holds one per instruction (issue
/// 30, memory): unrolled code repeats its instructions' text, so a memoized
/// decoding hands out one shape to all of them, and an instruction is its
/// place plus a pointer. It reads as its shape (`instr.reads`); writing a
/// shape's field through it copies a shared shape first.
#[derive(Clone, PartialEq, Eq)]
pub struct Instr {
    shape: std::sync::Arc<Shape>,
    /// Address printed by llvm-objdump, if any.
    pub addr: Option<u64>,
    /// Branch target: index into `Kernel::instrs`, resolved by the front end.
    pub target: Option<u32>,
    /// 1-based line in the source file (0 when generated).
    pub line: u32,
}

/// What decoding an instruction's text decides ([`Instr`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// `mnemonic operands` with comments and encodings stripped and whitespace
    /// normalised: what reports print and what a trace's table stores.
    /// Shared, not copied: a shape copied to change its flow (the value
    /// analysis's peel and split trials) reuses it.
    pub text: std::sync::Arc<str>,
    /// Length of the mnemonic at the start of `text`.
    pub mnemonic_len: u16,
    pub unit: Unit,
    pub mem: Option<MemKind>,
    pub wait: Option<Wait>,
    pub flow: Flow,
    /// Registers read at issue. For a memory instruction these are exactly
    /// its address and data source operands (vaddr, saddr, soffset, store
    /// data, atomic data, an async copy's LDS address, a tensor descriptor)
    /// plus the implicit special registers the table lists (M0 of an LDS
    /// DMA): gfx1250's xcnt forbids overwriting all of them, and EXEC for a
    /// vector memory instruction, until the translation drains
    /// (docs/counters.md section 10), so consumers need nothing else.
    pub reads: RegList,
    pub writes: RegList,
    /// Inside `s_set_gpr_idx_on` ... `s_set_gpr_idx_off`: VGPR operands are
    /// relative to an index, so any VGPR may be read or written.
    pub indexed: bool,
}

impl Shape {
    /// The shape of `text` doing `unit`'s work with no memory access, wait,
    /// branch or register effect: what generated programs (the oracles'
    /// assembly, tests) start from before setting what they need.
    pub fn plain(text: std::sync::Arc<str>, unit: Unit) -> Shape {
        let mnemonic_len = text.find(' ').unwrap_or(text.len()) as u16;
        Shape {
            text,
            mnemonic_len,
            unit,
            mem: None,
            wait: None,
            flow: Flow::Next,
            reads: RegList::default(),
            writes: RegList::default(),
            indexed: false,
        }
    }
}

impl std::ops::Deref for Instr {
    type Target = Shape;

    #[inline]
    fn deref(&self) -> &Shape {
        &self.shape
    }
}

/// Copy on write: only the instruction written changes.
impl std::ops::DerefMut for Instr {
    #[inline]
    fn deref_mut(&mut self) -> &mut Shape {
        std::sync::Arc::make_mut(&mut self.shape)
    }
}

/// Flat, every field as if the instruction held its shape inline.
impl std::fmt::Debug for Instr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Instr")
            .field("text", &self.text)
            .field("mnemonic_len", &self.mnemonic_len)
            .field("line", &self.line)
            .field("addr", &self.addr)
            .field("unit", &self.unit)
            .field("mem", &self.mem)
            .field("wait", &self.wait)
            .field("flow", &self.flow)
            .field("target", &self.target)
            .field("reads", &self.reads)
            .field("writes", &self.writes)
            .field("indexed", &self.indexed)
            .finish()
    }
}

impl Instr {
    /// The instruction of shape `shape` at line `line` (address `addr`,
    /// branch target `target`).
    pub fn new(shape: Shape, line: u32, addr: Option<u64>, target: Option<u32>) -> Instr {
        Instr {
            shape: std::sync::Arc::new(shape),
            addr,
            target,
            line,
        }
    }

    #[inline]
    pub fn mnemonic(&self) -> &str {
        &self.text[..self.mnemonic_len as usize]
    }

    /// The text after the mnemonic, without leading whitespace (read byte by
    /// byte: the value analysis asks for it at every step).
    #[inline]
    pub fn operands(&self) -> &str {
        crate::isa::operand::trim_start(&self.text[self.mnemonic_len as usize..])
    }
}

/// One kernel: its symbol and the instructions from its entry, in address order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The ELF/assembly symbol (`_Z25vmcnt_no_wait_race_kernelPKfPf`).
    pub symbol: String,
    /// The demangled base name reports print as `kernel=`.
    pub name: String,
    pub instrs: Vec<Instr>,
    /// What the kernel's metadata and descriptor say about its inputs
    /// (workgroup size, work-item ids, SGPR layout; docs/values.md section
    /// 6). Default (nothing said) for device functions and inputs without.
    /// Boxed: a kernel is moved around whole, and most readers never look.
    pub info: Box<crate::kernel_info::KernelInfo>,
    /// Empty, or (after the value analysis peeled loop iterations into the
    /// kernel, docs/values.md section 13) per instruction the index in the
    /// kernel as loaded of the instruction it copies. A copy keeps the
    /// original's text, line and address; reports identify races and count
    /// instructions by origin, so they speak of the kernel as written.
    pub origin: Vec<u32>,
}

impl Kernel {
    /// The index in the kernel as loaded of instruction `i` ([`Kernel::origin`]).
    #[inline]
    pub fn origin_of(&self, i: u32) -> u32 {
        self.origin.get(i as usize).copied().unwrap_or(i)
    }

    /// This kernel with its instructions rewritten (loop iterations peeled,
    /// tails split: docs/values.md sections 13 and 14), `origin` mapping
    /// each to the kernel as loaded ([`Kernel::origin`]).
    pub fn rewritten(&self, instrs: Vec<Instr>, origin: Vec<u32>) -> Kernel {
        Kernel {
            symbol: self.symbol.clone(),
            name: self.name.clone(),
            instrs,
            info: self.info.clone(),
            origin,
        }
    }

    /// The number of instructions of the kernel as loaded.
    pub fn original_len(&self) -> usize {
        self.origin
            .iter()
            .max()
            .map_or(self.instrs.len(), |&m| m as usize + 1)
    }

    /// Per instruction of the kernel as loaded (by origin), whether `f` holds
    /// for some copy of it: what "reached" or "executed" means in reports.
    pub fn by_origin(&self, mut f: impl FnMut(u32) -> bool) -> Vec<bool> {
        let mut out = vec![false; self.original_len()];
        for i in 0..self.instrs.len() as u32 {
            let o = self.origin_of(i) as usize;
            if !out[o] && f(i) {
                out[o] = true;
            }
        }
        out
    }
}

/// A parsed input: its architecture (if the input says), its kernels and its
/// device functions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub arch: Option<crate::profile::Arch>,
    pub kernels: Vec<Kernel>,
    /// Device functions: function symbols that are not kernels (a listing's
    /// `@function` without an `.amdhsa_kernel` block, a code object's
    /// `STT_FUNC` without a `NAME.kd`). Only the all-paths analysis enters
    /// them (from a drained state, docs/paths.md section 3); a walk never
    /// does, since a call is a full drain. A branch in one whose target the
    /// front end cannot resolve keeps `target: None`, which the analysis
    /// reports as incomplete instead of failing the file.
    pub functions: Vec<Kernel>,
}

#[cfg(test)]
mod tests {
    /// An instruction stays near 40 bytes (176 before its register lists
    /// became shared blocks, 96 before its shape did): what a listing of
    /// millions of instructions holds per instruction (issue 30, memory).
    #[test]
    fn instr_stays_small() {
        assert!(std::mem::size_of::<super::Instr>() <= 40);
    }
}
