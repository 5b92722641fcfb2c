//! What the transfer functions read from an instruction's text, decoded
//! once per analysis instead of on every visit (issue 30): the fixpoint
//! steps a loop body up to `WIDEN_AFTER + 2` times and every consumer replays
//! it once more, and splitting and parsing the operand text was most of the
//! analysis's cost. Decoding depends on the instruction alone (its text and
//! its operand lists), never on a state, so a step from the decoded form is
//! the step from the text: [`Decoded::of`] (and, for the renamed-hull test
//! most functions never reach, [`InstrFacts::renamed`] on first use) runs
//! the same functions the transfer functions ran per visit before. The table belongs to the
//! kernel analysed: `ValueAnalysis`'s replays take that kernel (as their
//! block ranges always did).

use std::cell::Cell;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::lanes::{Compare, ExecX};
use super::masks::MaskRule;
use super::transfer::{base_mnemonic, may_have_rule, op_of, reg_operand, Op, Src64};
use super::{State, Value};
use crate::instr::{Instr, Kernel};
use crate::isa::operand::{parse_int, parse_value, Operands, Value as Opnd};
use crate::reg::{RegFile, RegRange};

/// A source operand's value as `transfer::src` reads it: an integer
/// literal, one tracked 32-bit register, or anything else (top).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Src {
    Const(u32),
    Slot(u16),
    Top,
}

impl Src {
    /// The source operand `text`.
    pub(super) fn parse(text: &str) -> Src {
        Src::of(parse_int(text), reg_operand(text))
    }

    /// Its value in `st`, as `transfer::src` reads the operand.
    pub(super) fn value(self, st: &State) -> Value {
        match self {
            Src::Const(c) => Value::constant(c),
            Src::Slot(s) => st.vals[usize::from(s)],
            Src::Top => Value::TOP,
        }
    }

    /// The source operand `text`, whose `parse_int` is `int` and
    /// [`reg_operand`] `reg`.
    fn of(int: Option<i64>, reg: Option<(RegRange, (usize, u16))>) -> Src {
        if let Some(v) = int {
            return Src::Const(v as u32);
        }
        match reg {
            Some((_, (s, 1))) => Src::Slot(s as u16),
            _ => Src::Top,
        }
    }
}

/// The operands of an instruction some rule of `transfer::compute` may
/// cover: split once, each source decoded, and the first operand's
/// destination slots (when the instruction's writes name it).
#[derive(Clone, Debug)]
pub(super) struct RuleOps {
    /// Length of the mnemonic without its encoding suffix (`base_mnemonic`).
    base_len: u16,
    len: u8,
    /// Byte ranges of the operands in `Instr::operands()`.
    spans: [(u32, u32); Operands::MAX],
    srcs: [Src; Operands::MAX],
    /// Each operand as a 64-bit source.
    srcs64: [Src64; Operands::MAX],
    /// `reg_of(operand 0)` when the decoded writes contain it.
    first_dst: Option<(u16, u16)>,
    /// The rule that covers it.
    op: Op,
}

impl RuleOps {
    /// `instr`'s operands, when a rule covers it and they split with no
    /// trailing modifier (what `transfer::step` computes from).
    fn of(instr: &Instr) -> Option<RuleOps> {
        let m = Some(instr.mnemonic()).filter(|m| may_have_rule(m));
        let base = m.and_then(base_mnemonic)?;
        let base_len = base.len() as u16; // within `Instr::mnemonic_len`'s u16
        let text = instr.operands();
        let ops = Operands::split(text).ok()?;
        if !ops.modifiers.is_empty() {
            return None;
        }
        let first = ops.as_slice().first().map_or("", |o| o.text);
        let op = op_of(base, ops.len(), first)?;
        let mut out = RuleOps {
            op,
            base_len,
            len: ops.len() as u8,
            spans: [(0, 0); Operands::MAX],
            srcs: [Src::Top; Operands::MAX],
            srcs64: [Src64::Top; Operands::MAX],
            first_dst: None,
        };
        let base = text.as_ptr() as usize;
        for (k, o) in ops.as_slice().iter().enumerate() {
            let start = o.text.as_ptr() as usize - base;
            out.spans[k] = (start as u32, (start + o.text.len()) as u32);
            // Each operand parsed once: its source value and, for the
            // first, whether the decoded writes name it.
            let reg = reg_operand(o.text);
            let int = parse_int(o.text);
            out.srcs[k] = Src::of(int, reg);
            out.srcs64[k] = Src64::of(o.text, int, reg.map(|(_, slots)| slots));
            if k == 0 {
                out.first_dst = reg
                    .filter(|(r, _)| instr.writes.as_slice().contains(r))
                    .map(|(_, (s, n))| (s as u16, n));
            }
        }
        Some(out)
    }

    /// The mnemonic of the instruction decoded, without its encoding suffix.
    pub(super) fn base_mnemonic<'a>(&self, instr: &'a Instr) -> &'a str {
        &instr.mnemonic()[..usize::from(self.base_len)]
    }

    /// The rule that covers the instruction decoded.
    pub(super) fn op(&self) -> Op {
        self.op
    }

    /// The number of operands.
    pub(super) fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Operand `k`'s text in `operands` (`instr.operands()` of the
    /// instruction decoded), `""` past the last.
    pub(super) fn text<'a>(&self, operands: &'a str, k: usize) -> &'a str {
        if k >= self.len() {
            return "";
        }
        let (a, b) = self.spans[k];
        &operands[a as usize..b as usize]
    }

    /// Operand `k` as a source (`Src::Top` past the last).
    pub(super) fn src(&self, k: usize) -> Src {
        if k >= self.len() {
            return Src::Top;
        }
        self.srcs[k]
    }

    /// Operand `k` as a 64-bit source (`Src64::Top` past the last).
    pub(super) fn src64(&self, k: usize) -> Src64 {
        if k >= self.len() {
            return Src64::Top;
        }
        self.srcs64[k]
    }

    /// The slots of operand 0 as a written destination, if it is one.
    pub(super) fn first_dst(&self) -> Option<(usize, u16)> {
        self.first_dst.map(|(s, n)| (usize::from(s), n))
    }
}

/// Whether `instr`'s operand lists name a VGPR range wider than one
/// register that no operand of its text names: the instruction-only part
/// of `transfer::resolved_relative` (a relative instruction `refine`
/// resolved to its hull). An operand text that does not split counts as
/// naming none.
fn renamed(instr: &Instr) -> bool {
    let wide = |r: &&RegRange| r.file == RegFile::Vgpr && r.count > 1;
    let lists = || instr.reads.as_slice().iter().chain(instr.writes.as_slice());
    if !lists().any(|r| wide(&r)) {
        return false;
    }
    let Ok(ops) = Operands::split(instr.operands()) else {
        return true;
    };
    // Each operand parsed once, not once per wide range (an MFMA lists
    // three or four): the test is asked of every `v_*` instruction while an
    // index is known, once per analysis.
    let mut named = [None; Operands::MAX];
    for (slot, o) in named.iter_mut().zip(ops.as_slice()) {
        if let Ok(Opnd::Reg(x)) = parse_value(o.text) {
            *slot = Some(x);
        }
    }
    let named = &named[..ops.len()];
    lists().filter(wide).any(|r| !named.contains(&Some(*r)))
}

/// Whether `renamed` can matter: `resolved_relative` asks it only of a
/// `v_*` instruction that is not `indexed` (the state's index is asked at
/// the step).
fn may_be_renamed(instr: &Instr) -> bool {
    !instr.indexed && instr.mnemonic().starts_with("v_")
}

/// What `transfer::step` asks of every instruction it visits, whether or
/// not a rule covers it: its mnemonic's mask rule and which special
/// registers its writes name. Matching the mnemonic and scanning the write
/// list on every visit was a fifth of the step (issue 30).
#[derive(Clone, Copy, Debug)]
pub(super) struct StepOps {
    /// 1 + the index of its rule operands in `Decoded::rules` (0: none).
    rule: u32,
    pub(super) mask: MaskRule,
    /// `masks::written_bits`: the mask bits its SGPR writes set or clear.
    pub(super) sgpr_bits: u128,
    /// It writes EXEC (either half).
    pub(super) exec_written: bool,
    /// It writes M0.
    pub(super) m0_written: bool,
    /// It writes VCC (either half): `lanes::writes_vcc`.
    pub(super) vcc_written: bool,
    /// Its compare, for the lanes' bounds (`lanes::compare_x`; only
    /// `v_cmp*` forms have one).
    pub(super) compare: Option<Compare>,
    /// What its write of EXEC, if it writes EXEC, does to the active
    /// lanes' bound (`lanes::exec_x`).
    pub(super) exec_x: ExecX,
    /// Its mnemonic starts `v_movrel`: its VGPR operands are relative to M0.
    pub(super) movrel: bool,
    /// Its mnemonic starts `v_`.
    pub(super) valu: bool,
}

impl StepOps {
    fn of(instr: &Instr, rule: u32) -> StepOps {
        let special = |lo: u16, hi: u16| {
            instr
                .writes
                .as_slice()
                .iter()
                .any(|r| r.file == RegFile::Special && r.first <= hi && lo < r.first + r.count)
        };
        StepOps {
            rule,
            mask: MaskRule::of(instr),
            sgpr_bits: super::masks::written_bits(instr),
            exec_written: special(0, crate::reg::special::EXEC_HI),
            m0_written: special(crate::reg::special::M0, crate::reg::special::M0),
            vcc_written: super::lanes::writes_vcc(instr),
            compare: Compare::of(instr),
            exec_x: ExecX::of(instr),
            movrel: instr.mnemonic().starts_with("v_movrel"),
            valu: instr.mnemonic().starts_with("v_"),
        }
    }
}

/// One instruction's decoded facts, as `transfer::step` takes them.
#[derive(Clone, Copy, Debug)]
pub(super) struct InstrFacts<'a> {
    pub(super) rule: Option<&'a RuleOps>,
    pub(super) ops: &'a StepOps,
    /// `renamed`, decided on first use (most functions never ask: the
    /// index is unknown), then kept.
    renamed: &'a Cell<Renamed>,
}

impl InstrFacts<'_> {
    /// Whether `instr` (the instruction decoded) is [`renamed`].
    pub(super) fn renamed(&self, instr: &Instr) -> bool {
        match self.renamed.get() {
            Renamed::Yes => true,
            Renamed::No => false,
            Renamed::Unknown => {
                let r = may_be_renamed(instr) && renamed(instr);
                self.renamed.set(if r { Renamed::Yes } else { Renamed::No });
                r
            }
        }
    }
}

/// [`renamed`] of one instruction, once asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Renamed {
    Unknown,
    Yes,
    No,
}

/// The decoded facts of every instruction of one kernel: a slot per
/// instruction, its [`StepOps`] and the operands only for instructions a
/// rule may cover, both once per distinct instruction (issue 30, memory: a `RuleOps` is
/// 140 bytes, unrolled code repeats its instructions, and one per
/// instruction was the largest holder of `check --paths all` at its peak).
#[derive(Clone, Debug, Default)]
pub(super) struct Decoded {
    /// Per instruction: its index in `tables.steps`.
    slots: Vec<u32>,
    /// Shared by the kernels rewritten from one ([`Decoded::derived`]).
    tables: Arc<Tables>,
    renamed: Vec<Cell<Renamed>>,
}

/// The decoded distinct instructions of one [`Decoded`].
#[derive(Debug, Default)]
struct Tables {
    steps: Vec<StepOps>,
    rules: Vec<RuleOps>,
}

impl Decoded {
    /// Decodes every instruction of `kernel`. [`RuleOps::of`] and
    /// [`StepOps::of`] read only the instruction's text (and its mnemonic's
    /// length) and its writes, so instructions equal in those share one
    /// entry.
    pub(super) fn of(kernel: &Kernel) -> Decoded {
        let n = kernel.instrs.len();
        let mut slots = Vec::with_capacity(n);
        let mut tables = Tables::default();
        // (text, mnemonic length, writes) -> slot, for the instructions seen;
        // the writes by their shared block (a parse hands equal lists one),
        // so a list is not hashed: equal lists in two blocks only decode twice.
        let mut seen: FxHashMap<(&str, u16, usize), u32> = FxHashMap::default();
        for instr in &kernel.instrs {
            let slot = *seen
                .entry((&instr.text, instr.mnemonic_len, instr.writes.block_id()))
                .or_insert_with(|| {
                    let rule = match RuleOps::of(instr) {
                        Some(r) => {
                            tables.rules.push(r);
                            tables.rules.len() as u32
                        }
                        None => 0,
                    };
                    tables.steps.push(StepOps::of(instr, rule));
                    tables.steps.len() as u32 - 1
                });
            slots.push(slot);
        }
        tables.steps.shrink_to_fit();
        tables.rules.shrink_to_fit();
        Decoded {
            slots,
            tables: Arc::new(tables),
            renamed: vec![Cell::new(Renamed::Unknown); n],
        }
    }

    /// The decoding of a kernel whose instruction `j` is a copy of this
    /// one's instruction `sources[j]` that differs at most in its jump
    /// target and flow (the peeled and split kernels, docs/values.md
    /// sections 13 and 14): the same facts, without decoding again - each
    /// trial of those passes analyses a whole kernel, and decoding it was a
    /// fifth of an analysis (issue 30).
    pub(super) fn derived(&self, sources: &[u32]) -> Decoded {
        Decoded {
            slots: sources.iter().map(|&i| self.slots[i as usize]).collect(),
            tables: Arc::clone(&self.tables),
            renamed: sources
                .iter()
                .map(|&i| self.renamed[i as usize].clone())
                .collect(),
        }
    }

    /// The facts of instruction `i`.
    pub(super) fn get(&self, i: u32) -> InstrFacts<'_> {
        let ops = &self.tables.steps[self.slots[i as usize] as usize];
        InstrFacts {
            rule: ops
                .rule
                .checked_sub(1)
                .map(|r| &self.tables.rules[r as usize]),
            ops,
            renamed: &self.renamed[i as usize],
        }
    }
}
