//! Transfer functions: one instruction's effect on a [`State`]
//! (docs/values.md section 2). Everything an instruction writes that no rule
//! below computes becomes top (VGPRs: joined with top under a partial EXEC),
//! so an instruction the analysis does not model is always sound. Nothing here
//! allocates.

use super::decoded::{InstrFacts, RuleOps, Src};
use super::relation::Offset;
use super::{
    ExecMode, Input, Role, State, Value, EXEC_HI, EXEC_LO, GPR_IDX, GPR_MODE, M0, SCC, SGPRS, VGPRS,
};
use crate::instr::{Flow, Instr};
use crate::isa::operand::{parse_int, parse_value, Value as Opnd};
use crate::reg::{special, RegFile, RegList, RegRange};

/// The first register slot and count of a register operand, if tracked and
/// written plainly (no source modifier).
pub(super) fn reg_of(text: &str) -> Option<(usize, u16)> {
    reg_operand(text).map(|(_, slots)| slots)
}

/// [`reg_of`] with the register range the operand names.
pub(super) fn reg_operand(text: &str) -> Option<(RegRange, (usize, u16))> {
    if text.starts_with(['-', '|']) || text.contains('(') {
        return None;
    }
    match parse_value(text).ok()? {
        Opnd::Reg(r) => {
            let first = super::Reg::of_range(&r).next()??;
            // Every register of the range is tracked and contiguous in slots.
            let last = super::Reg::of_range(&r).last()??;
            (last + 1 - first == r.count as usize).then_some((r, (first, r.count)))
        }
        Opnd::Other => None,
    }
}

/// A 32-bit source operand's value.
pub(super) fn src(st: &State, text: &str) -> Value {
    if let Some(v) = parse_int(text) {
        return Value::constant(v as u32);
    }
    match reg_of(text) {
        Some((s, 1)) => st.vals[s],
        _ => Value::TOP,
    }
}

/// A 64-bit source operand's two dwords (low, high).
fn src64(st: &State, text: &str) -> (Value, Value) {
    Src64::of(text, parse_int(text), reg_of(text)).get(st)
}

/// A 64-bit source operand as [`src64`] reads it, decoded from its text
/// once per distinct instruction ([`super::decoded`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Src64 {
    /// `src_shared_base`: the LDS aperture's high dword.
    SharedBase,
    /// `src_private_base`: the scratch aperture's high dword.
    PrivateBase,
    /// An inline constant -16..64, a 64-bit value in 64-bit operations.
    Const(i8),
    /// An SGPR or VGPR pair from this slot.
    Pair(u16),
    /// Anything else: other literals (their extension differs between
    /// generations) and operands not tracked.
    Top,
}

impl Src64 {
    /// The operand `text`, whose `parse_int` is `int` and [`reg_of`] `reg`.
    pub(super) fn of(text: &str, int: Option<i64>, reg: Option<(usize, u16)>) -> Src64 {
        match text {
            "src_shared_base" => return Src64::SharedBase,
            "src_private_base" => return Src64::PrivateBase,
            _ => {}
        }
        if let Some(v) = int {
            return if (-16..=64).contains(&v) {
                Src64::Const(v as i8)
            } else {
                Src64::Top
            };
        }
        match reg {
            Some((s, 2)) => Src64::Pair(s as u16),
            _ => Src64::Top,
        }
    }

    /// The operand's two dwords (low, high) in `st`.
    pub(super) fn get(self, st: &State) -> (Value, Value) {
        match self {
            Src64::SharedBase => (Value::TOP, Value::input(Input::SharedBaseHi)),
            Src64::PrivateBase => (Value::TOP, Value::input(Input::PrivateBaseHi)),
            Src64::Const(v) => {
                let c = i64::from(v) as u64;
                (Value::constant(c as u32), Value::constant((c >> 32) as u32))
            }
            Src64::Pair(s) => (st.vals[usize::from(s)], st.vals[usize::from(s) + 1]),
            Src64::Top => (Value::TOP, Value::TOP),
        }
    }
}

/// Computed results of one instruction: at most sixteen 32-bit slots (an
/// `s_load_dwordx16` of kernel arguments).
struct Out<'a> {
    /// The instruction's decoded writes.
    writes: &'a RegList,
    /// Operand 0's text and its destination slots, decoded once
    /// ([`RuleOps::first_dst`]).
    first: (&'a str, Option<(usize, u16)>),
    items: [(usize, Value); OUT_SLOTS],
    len: usize,
    /// EXEC after the instruction, when a rule decided it.
    exec: Option<ExecMode>,
    /// The instruction adds a constant to an SGPR (section 14's facts
    /// follow it).
    offset: Option<Offset>,
}

impl Out<'_> {
    fn set(&mut self, slot: usize, v: Value) {
        if self.len < self.items.len() {
            self.items[self.len] = (slot, v);
            self.len += 1;
        }
    }

    /// Sets the destination spelled `text`, if the decoded writes name
    /// exactly it (after `refine` resolved a relative destination they name
    /// its hull instead, and nothing is computed for it).
    fn dst(&mut self, text: &str, v: Value) {
        if let Some((s, 1)) = self.written_slots(text) {
            self.set(s, v);
        }
    }

    fn dst64(&mut self, text: &str, (lo, hi): (Value, Value)) {
        if let Some((s, 2)) = self.written_slots(text) {
            self.set(s, lo);
            self.set(s + 1, hi);
        }
    }

    /// `reg_of(text)` when the decoded writes name `text`'s register range.
    fn written_slots(&self, text: &str) -> Option<(usize, u16)> {
        if text == self.first.0 {
            return self.first.1;
        }
        reg_of(text).filter(|_| self.written(text))
    }

    fn written(&self, text: &str) -> bool {
        matches!(parse_value(text), Ok(Opnd::Reg(r)) if self.writes.as_slice().contains(&r))
    }

    fn scc(&mut self, v: Option<bool>) {
        if let Some(b) = v {
            self.set(SCC, Value::constant(b as u32));
        }
    }
}

/// The most slots one instruction's rules compute.
const OUT_SLOTS: usize = 16;

fn is_vgpr_slot(s: usize) -> bool {
    (SGPRS as usize..(SGPRS + VGPRS) as usize).contains(&s)
}

/// The mnemonic without its encoding suffix, or `None` for forms whose
/// operand semantics the rules do not cover (SDWA, DPP).
pub(super) fn base_mnemonic(m: &str) -> Option<&str> {
    // `_sdwa` or `_dpp` anywhere (`_dpp8`, `_dpp16`), without building a
    // substring searcher per instruction.
    if m.split('_')
        .skip(1)
        .any(|w| w.starts_with("sdwa") || w.starts_with("dpp"))
    {
        return None;
    }
    Some(
        m.strip_suffix("_e32")
            .or_else(|| m.strip_suffix("_e64"))
            .unwrap_or(m),
    )
}

/// Whether some rule of [`compute`] may cover mnemonic `m`: every rule is
/// an integer or bit operation of the SALU or VALU (`s_*`, `v_*`, no
/// floating-point type, so no `_f` in the mnemonic). The rest - memory, control, floating point, most of
/// a GEMM kernel - is not split into operands at all (a tenth of `check`'s
/// own time was spent splitting them, issue 30). A rule this would skip
/// only loses precision (its destination becomes top), never soundness.
pub(super) fn may_have_rule(m: &str) -> bool {
    // `_f` starts every floating-point type (`_f16`, `_f32`, `_f64`), so
    // the float forms of `mfma`, `bf16` and `fp8` have it (`v_mfma_f32_*`,
    // `v_cvt_pk_bf16_f32`): no rule's mnemonic does.
    (m.starts_with("s_") || m.starts_with("v_")) && !m.as_bytes().windows(2).any(|w| w == b"_f")
}

/// Steps `st` over `instr`, whose text `facts` decodes ([`super::decoded`]).
pub(super) fn step(st: &mut State, instr: &Instr, facts: InstrFacts) {
    if instr.flow == Flow::Call {
        // The callee may write anything, EXEC included.
        st.vals.fill(Value::TOP);
        st.exec = ExecMode::Unknown;
        st.active_x = super::lanes::ALL_X;
        st.vcc_x = None;
        st.masks = 0;
        st.rel.clear();
        return;
    }
    let exec_written = facts.ops.exec_written;
    // The lanes' work-item bounds after `instr`, from the state before it
    // (the active lanes' only where EXEC is written: otherwise unused).
    let vcc_x = match &facts.ops.compare {
        Some(cmp) if facts.ops.vcc_written => super::lanes::compare_x(st, cmp),
        _ => None,
    };
    let active_x = if exec_written {
        super::lanes::exec_x(st, facts.ops.exec_x, facts.ops.compare.as_ref())
    } else {
        st.active_x
    };
    // Only an instruction that writes SGPRs sets or clears mask bits.
    let mask = facts.ops.sgpr_bits != 0 && facts.ops.mask.holds(st);
    // Only an instruction a rule covers computes anything: the others (most
    // of a kernel) skip building the results (issue 30).
    let mut computed;
    let (mut items, exec, offset): (&[(usize, Value)], _, _) = match facts.rule {
        Some(rule) => {
            let operands = instr.operands();
            computed = Out {
                writes: &instr.writes,
                first: (rule.text(operands, 0), rule.first_dst()),
                items: [(0, Value::TOP); OUT_SLOTS],
                len: 0,
                exec: None,
                offset: None,
            };
            compute(st, rule.base_mnemonic(instr), rule, operands, &mut computed);
            if st.exec != ExecMode::Entry {
                // A VGPR result under a partial EXEC joins the value
                // before (read here, before the writes are clobbered).
                for (s, v) in &mut computed.items[..computed.len] {
                    if is_vgpr_slot(*s) {
                        *v = st.vals[*s].join(*v);
                    }
                }
            }
            (
                &computed.items[..computed.len],
                computed.exec,
                computed.offset,
            )
        }
        None => (&[], None, None),
    };
    // Relative VGPR operands (indexed mode, v_movrel*) may write any VGPR
    // of the hull the index allows, else any VGPR.
    let relative = instr.indexed || facts.ops.movrel;
    for r in instr.writes.as_slice() {
        if relative && r.file == RegFile::Vgpr && super::role_indexed(st, instr, Role::Dst) {
            match super::relative_hull(st, instr, r) {
                Some(h) => clobber(st, &h),
                None => st.vals[SGPRS as usize..(SGPRS + VGPRS) as usize].fill(Value::TOP),
            }
        } else {
            clobber(st, r);
        }
    }
    if !items.is_empty() && (relative || resolved_relative(st, instr, &facts)) {
        // Nothing computed for a relative destination is kept.
        items = &[];
    }
    let mut m0_written = facts.ops.m0_written;
    for &(s, v) in items {
        st.vals[s] = if !is_vgpr_slot(s) {
            // A scalar is one value for every lane: a lane form (from
            // `v_readfirstlane_b32`) becomes its bound (docs/values.md
            // section 8).
            v.lowered()
        } else {
            v
        };
        if s == GPR_IDX {
            m0_written = false;
        }
    }
    if m0_written {
        st.vals[GPR_IDX] = st.vals[M0].and(Value::constant(0xff));
        // The mode lives in M0[15:12]; any other write of M0 leaves it
        // unknown (every operand indexed), whatever M0's value.
        st.vals[GPR_MODE] = Value::TOP;
    }
    // The SGPRs written, from the decoded bits (facts are about SGPRs
    // only): an instruction that writes none and adds no constant leaves
    // every fact as it is (most steps, with facts or not).
    if offset.is_some() || (facts.ops.sgpr_bits != 0 && !st.rel.is_empty()) {
        st.rel.step(facts.ops.sgpr_bits, offset);
    }
    if facts.ops.sgpr_bits != 0 {
        super::masks::update(st, facts.ops.sgpr_bits, mask);
    }
    if facts.ops.vcc_written {
        st.vcc_x = vcc_x;
    }
    if exec_written {
        st.active_x = active_x;
        st.exec = match exec {
            Some(m) => m,
            None => ExecMode::Unknown,
        };
        if st.exec_is_entry() {
            st.exec = ExecMode::Entry;
        }
    }
    if st.exec == ExecMode::Unknown {
        // EXEC may name lanes never active at entry: its value is not the
        // entry's (the saved copy would otherwise restore "Entry").
        st.vals[EXEC_LO] = Value::TOP;
        st.vals[EXEC_HI] = Value::TOP;
    }
}

/// Whether `instr` is a relative instruction [`super::refine`] resolved: no
/// longer `indexed`, its operand lists name the VGPRs its index reaches, but
/// its text still names the registers as written, which its rules would read
/// (`v_add_u32 v36, v40, v3` reads `v[40 + idx]`). Such an instruction keeps
/// nothing computed; its listed writes (the hull) are clobbered as for any
/// instruction. Resolution needs a known index, so only then is it looked
/// for; the instruction's own part, a VGPR range wider than one register in
/// its lists that no operand of its text names, is decided once per
/// analysis (`InstrFacts::renamed`).
fn resolved_relative(st: &State, instr: &Instr, facts: &InstrFacts) -> bool {
    if instr.indexed || st.vals[GPR_IDX].is_top() || !facts.ops.valu {
        return false;
    }
    facts.renamed(instr)
}

/// Sets every tracked register of `r` to top. Inlined: it runs for every
/// write of every step (a tenth of the step, issue 30).
#[inline(always)]
fn clobber(st: &mut State, r: &RegRange) {
    // SGPRs and VGPRs are contiguous in slots: one fill of the tracked part
    // (what `Reg::of_range` yields for them), not a lookup per register.
    let (base, tracked) = match r.file {
        RegFile::Sgpr => (0, SGPRS),
        RegFile::Vgpr => (SGPRS, VGPRS),
        RegFile::Special => {
            // SCC, EXEC, M0: as `Reg::of_range` names them.
            for n in r.first..r.first + r.count {
                let slot = match n {
                    special::M0 => M0,
                    special::EXEC_LO => EXEC_LO,
                    special::EXEC_HI => EXEC_HI,
                    special::SCC => SCC,
                    _ => continue,
                };
                st.vals[slot] = Value::TOP;
            }
            return;
        }
        RegFile::Agpr | RegFile::Ttmp => return,
    };
    let first = r.first.min(tracked);
    let end = r.first.saturating_add(r.count).min(tracked);
    st.vals[usize::from(base + first)..usize::from(base + end)].fill(Value::TOP);
}

/// The rules of docs/values.md section 2. `m` is the mnemonic without its
/// encoding suffix; `ops` are the instruction's operands (no trailing
/// modifiers), decoded from its `operands` text.
/// Which rule of [`compute`] covers an instruction: decoded once per
/// distinct instruction from its base mnemonic, operand count and first
/// operand ([`super::decoded`]), where matching the mnemonic's text on
/// every step was a tenth of the analysis (issue 30). The arms are tried in
/// this order; an instruction no arm covers has no rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Op {
    AndSaveexec64,
    AndSaveexec32,
    Exec64,
    Exec32,
    Cmpx,
    Mov,
    Readfirstlane,
    Movk,
    Mov64,
    SAddU32,
    SAddk,
    SAddc,
    VAddc,
    LshlAdd64,
    Add64,
    Mad64,
    KernargLoad,
    SSubU32,
    Add,
    Sub,
    Subrev,
    SubrevCo,
    Mul,
    Mul24,
    MulHiU24,
    MulHiI24,
    SBitwise,
    Lshlrev,
    Lshrrev,
    VAnd,
    VOr,
    VXor,
    LshlAdd,
    AddLshl,
    LshlOr,
    AndOr,
    Mad24,
    Bfe,
    Cndmask,
    Cselect,
    Cselect64,
    SCmp,
    GprIdxOn,
    GprIdxIdx,
}

/// The rule for base mnemonic `m` with `n` operands, the first `t0`.
pub(super) fn op_of(m: &str, n: usize, t0: &str) -> Option<Op> {
    Some(match (m, n) {
        ("s_and_saveexec_b64", 2) => Op::AndSaveexec64,
        ("s_and_saveexec_b32", 2) => Op::AndSaveexec32,
        ("s_and_b64" | "s_andn2_b64" | "s_and_not1_b64" | "s_or_b64" | "s_mov_b64", _)
            if t0 == "exec" =>
        {
            Op::Exec64
        }
        ("s_and_b32" | "s_andn2_b32" | "s_and_not1_b32" | "s_or_b32" | "s_mov_b32", _)
            if t0 == "exec_lo" =>
        {
            Op::Exec32
        }
        _ if m.starts_with("v_cmpx_") => Op::Cmpx,
        ("s_mov_b32" | "v_mov_b32", 2) => Op::Mov,
        ("v_readfirstlane_b32", 2) => Op::Readfirstlane,
        ("s_movk_i32", 2) => Op::Movk,
        ("s_mov_b64", 2) => Op::Mov64,
        ("s_add_u32", 3) => Op::SAddU32,
        ("s_addk_i32", 2) => Op::SAddk,
        ("s_addc_u32" | "s_add_co_ci_u32", 3) => Op::SAddc,
        ("v_addc_co_u32" | "v_add_co_ci_u32", 5) => Op::VAddc,
        ("v_lshl_add_u64", 4) => Op::LshlAdd64,
        ("v_add_nc_u64", 3) => Op::Add64,
        ("v_mad_u64_u32" | "v_mad_co_u64_u32" | "v_mad_i64_i32" | "v_mad_co_i64_i32", 5) => {
            Op::Mad64
        }
        (
            "s_load_dword" | "s_load_dwordx2" | "s_load_dwordx4" | "s_load_dwordx8"
            | "s_load_dwordx16" | "s_load_b32" | "s_load_b64" | "s_load_b128" | "s_load_b256"
            | "s_load_b512",
            3,
        ) => Op::KernargLoad,
        ("s_sub_u32", 3) => Op::SSubU32,
        ("s_add_i32" | "v_add_u32" | "v_add_nc_u32" | "v_add_co_u32", _) => Op::Add,
        ("s_sub_i32" | "v_sub_u32" | "v_sub_nc_u32" | "v_sub_co_u32", _) => Op::Sub,
        ("v_subrev_u32" | "v_subrev_nc_u32", 3) => Op::Subrev,
        ("v_subrev_co_u32", 4) => Op::SubrevCo,
        ("s_mul_i32" | "v_mul_lo_u32", 3) => Op::Mul,
        ("v_mul_u32_u24" | "v_mul_i32_i24", 3) => Op::Mul24,
        ("v_mul_hi_u32_u24", 3) => Op::MulHiU24,
        ("v_mul_hi_i32_i24", 3) => Op::MulHiI24,
        ("s_lshl_b32" | "s_lshr_b32" | "s_and_b32" | "s_or_b32" | "s_xor_b32", 3) => Op::SBitwise,
        ("v_lshlrev_b32", 3) => Op::Lshlrev,
        ("v_lshrrev_b32", 3) => Op::Lshrrev,
        ("v_and_b32", 3) => Op::VAnd,
        ("v_or_b32", 3) => Op::VOr,
        ("v_xor_b32", 3) => Op::VXor,
        ("v_lshl_add_u32", 4) => Op::LshlAdd,
        ("v_add_lshl_u32", 4) => Op::AddLshl,
        ("v_lshl_or_b32", 4) => Op::LshlOr,
        ("v_and_or_b32", 4) => Op::AndOr,
        ("v_mad_u32_u24" | "v_mad_i32_i24", 4) => Op::Mad24,
        ("v_bfe_u32", 4) => Op::Bfe,
        ("v_cndmask_b32", 4) => Op::Cndmask,
        ("s_cselect_b32", 3) => Op::Cselect,
        ("s_cselect_b64", 3) => Op::Cselect64,
        (c, 2) if c.starts_with("s_cmp_") || c.starts_with("s_cmpk_") => Op::SCmp,
        ("s_set_gpr_idx_on", 2) => Op::GprIdxOn,
        ("s_set_gpr_idx_idx", 1) => Op::GprIdxIdx,
        _ => return None,
    })
}

fn compute(st: &State, m: &str, ops: &RuleOps, operands: &str, out: &mut Out) {
    let t = |k: usize| ops.text(operands, k);
    let v = |k: usize| ops.src(k).value(st);
    let n = ops.len();
    match ops.op() {
        Op::AndSaveexec64 => {
            let (lo, hi) = ops.src64(1).get(st);
            out.dst64(t(0), (st.vals[EXEC_LO], st.vals[EXEC_HI]));
            out.set(EXEC_LO, st.vals[EXEC_LO].and(lo));
            out.set(EXEC_HI, st.vals[EXEC_HI].and(hi));
            out.exec = Some(subset(st.exec));
        }
        Op::AndSaveexec32 => {
            out.dst(t(0), st.vals[EXEC_LO]);
            out.set(EXEC_LO, st.vals[EXEC_LO].and(v(1)));
            out.exec = Some(subset(st.exec));
        }
        Op::Exec64 => {
            exec_rule(st, m, ops, t, out, true);
        }
        Op::Exec32 => {
            exec_rule(st, m, ops, t, out, false);
        }
        // A VOPC writes 0 for inactive lanes: `v_cmpx` leaves a subset of
        // EXEC (gfx11's `s_and_not1` is gfx9's `s_andn2`).
        Op::Cmpx => out.exec = Some(subset(st.exec)),
        Op::Mov => out.dst(t(0), v(1)),
        Op::Readfirstlane => {
            // The first active lane: one of the entry lanes unless EXEC may
            // have grown past them.
            let x = if st.exec == ExecMode::Unknown {
                Value::TOP
            } else {
                v(1)
            };
            out.dst(t(0), x);
        }
        Op::Movk => {
            if let Some(c) = parse_int(t(1)) {
                out.dst(t(0), Value::constant(c as u16 as i16 as i32 as u32));
            }
        }
        Op::Mov64 => out.dst64(t(0), ops.src64(1).get(st)),
        Op::SAddU32 => {
            out.dst(t(0), v(1).plus(v(2)));
            out.scc(v(1).add_carries(v(2)));
            out.offset = offset(st, ops, 0, [1, 2], false);
        }
        Op::SAddk => {
            // D = D + signext(SIMM16) (CDNA3 ISA, SOPK S_ADDK_I32); SCC is
            // the signed overflow, left to the clobber.
            if let Some(c) = parse_int(t(1)) {
                let c = Value::constant(c as u16 as i16 as i32 as u32);
                out.dst(t(0), v(0).plus(c));
                if let Src::Slot(d) = ops.src(0) {
                    out.offset = Some(Offset {
                        dst: usize::from(d),
                        src: usize::from(d),
                        c: c.as_const().unwrap_or(0),
                        before: v(0),
                    })
                    .filter(|o| o.dst < SGPRS as usize);
                }
            }
        }
        Op::SAddc => {
            // D = S0 + S1 + SCC; SCC = the carry out (docs/values.md section 7).
            let ci = st.vals[SCC].as_bit();
            out.dst(t(0), v(1).plus(v(2)).plus(ci));
            out.scc(v(1).carry3(v(2), ci).as_const().map(|c| c != 0));
        }
        Op::VAddc => {
            // D, SDST, S0, S1, CI: D = S0 + S1 + CI[lane]. A lane's carry-in
            // is one bit of the mask: 0 when the whole mask is 0, else 0 or 1.
            let ci = lane_carry(st, t(4));
            out.dst(t(0), v(2).plus(v(3)).plus(ci));
        }
        Op::LshlAdd64 => {
            // D.u64 = (S0.u64 << S1) + S2.u64 (CDNA3 ISA), shifts 0..4 only.
            if let Some(c) = v(2).as_const().filter(|c| *c <= 4) {
                out.dst64(
                    t(0),
                    add64(shl64(ops.src64(1).get(st), c), ops.src64(3).get(st)),
                );
            }
        }
        Op::Add64 => {
            out.dst64(t(0), add64(ops.src64(1).get(st), ops.src64(2).get(st)));
        }
        Op::Mad64 => {
            // D.u64, SDST = S0 * S1 + S2.u64; the product is kept only where
            // it fits in 32 bits (its high dword 0). The signed form
            // (D.i64 = S0.i32 * S1.i32 + S2.i64) agrees with the unsigned one
            // when both factors are below 2^31 (docs/values.md section 10).
            let (a, b) = (v(2), v(3));
            let limit = if m.contains("_i64_") {
                1 << 31
            } else {
                u64::MAX
            };
            let fits = matches!((a.absolute(), b.absolute()),
                (Some((_, x)), Some((_, y))) if u64::from(x) < limit && u64::from(y) < limit
                    && u32::try_from(u64::from(x) * u64::from(y)).is_ok());
            let prod = if fits {
                (a.times(b), Value::constant(0))
            } else {
                (Value::TOP, Value::TOP)
            };
            out.dst64(t(0), add64(prod, ops.src64(4).get(st)));
        }
        Op::KernargLoad => kernarg_load(st, t, out),
        Op::SSubU32 => {
            out.dst(t(0), v(1).minus(v(2)));
            out.scc(v(1).sub_borrows(v(2)));
            out.offset = offset(st, ops, 0, [1, 2], true);
        }
        Op::Add => {
            // v_add_co_u32 D, SDST, S0, S1: the carry-out is left to the clobber.
            let (a, b) = if m == "v_add_co_u32" { (2, 3) } else { (1, 2) };
            if n == b + 1 {
                out.dst(t(0), v(a).plus(v(b)));
            }
            if m == "s_add_i32" && n == 3 {
                out.offset = offset(st, ops, 0, [1, 2], false);
            }
        }
        Op::Sub => {
            let (a, b) = if m == "v_sub_co_u32" { (2, 3) } else { (1, 2) };
            if n == b + 1 {
                out.dst(t(0), v(a).minus(v(b)));
            }
            if m == "s_sub_i32" && n == 3 {
                out.offset = offset(st, ops, 0, [1, 2], true);
            }
        }
        Op::Subrev => out.dst(t(0), v(2).minus(v(1))),
        Op::SubrevCo => out.dst(t(0), v(3).minus(v(2))),
        Op::Mul => out.dst(t(0), v(1).times(v(2))),
        // 24-bit multiplies: the operands' low 24 bits, sign-extended for
        // `_i32_i24`, zero-extended for `_u32_u24` (docs/values.md section 2).
        Op::Mul24 => {
            let signed = m == "v_mul_i32_i24";
            out.dst(t(0), v(1).ext24(signed).times(v(2).ext24(signed)));
        }
        Op::MulHiU24 => {
            out.dst(t(0), v(1).ext24(false).times_hi24(v(2).ext24(false)));
        }
        Op::MulHiI24 => {
            let (a, b) = (v(1).ext24(true), v(2).ext24(true));
            // Signed high half: exact on constants; where both operands are
            // non-negative it is the unsigned one.
            let r = match (a.as_const(), b.as_const()) {
                (Some(x), Some(y)) => {
                    Value::constant(((i64::from(x as i32) * i64::from(y as i32)) >> 32) as u32)
                }
                _ if a.non_negative() && b.non_negative() => a.times_hi24(b),
                _ => Value::TOP,
            };
            out.dst(t(0), r);
        }
        Op::SBitwise => {
            let (a, b) = (v(1), v(2));
            let r = match m {
                "s_lshl_b32" => a.lshl(b),
                "s_lshr_b32" => match (a.is_top(), ops.src(1), b.as_const()) {
                    // An unknown value's shift decided by a difference
                    // fact (section 14).
                    (true, Src::Slot(x), Some(k)) => st
                        .rel
                        .lshr(usize::from(x), k & 31, |y| st.vals[y])
                        .unwrap_or(Value::TOP),
                    _ => a.lshr(b),
                },
                "s_and_b32" => a.and(b),
                "s_or_b32" => a.or(b),
                _ => a.xor(b),
            };
            out.dst(t(0), r);
            out.scc(r.nonzero());
        }
        Op::Lshlrev => out.dst(t(0), v(2).lshl(v(1))),
        Op::Lshrrev => out.dst(t(0), v(2).lshr(v(1))),
        Op::VAnd => out.dst(t(0), v(1).and(v(2))),
        Op::VOr => out.dst(t(0), v(1).or(v(2))),
        Op::VXor => out.dst(t(0), v(1).xor(v(2))),
        Op::LshlAdd => out.dst(t(0), v(1).lshl(v(2)).plus(v(3))),
        Op::AddLshl => out.dst(t(0), v(1).plus(v(2)).lshl(v(3))),
        Op::LshlOr => out.dst(t(0), v(1).lshl(v(2)).or(v(3))),
        Op::AndOr => out.dst(t(0), v(1).and(v(2)).or(v(3))),
        Op::Mad24 => {
            let signed = m == "v_mad_i32_i24";
            out.dst(
                t(0),
                v(1).ext24(signed).times(v(2).ext24(signed)).plus(v(3)),
            );
        }
        Op::Bfe => {
            // D = (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1).
            if let Some(w) = v(3).as_const() {
                let w = w & 31;
                let mask = if w == 0 { 0 } else { u32::MAX >> (32 - w) };
                out.dst(t(0), v(1).lshr(v(2)).and(Value::constant(mask)));
            }
        }
        Op::Cndmask => out.dst(t(0), v(1).join(v(2))),
        Op::Cselect => {
            let r = match st.vals[SCC].as_const() {
                Some(1) => v(1),
                Some(_) => v(2),
                None => v(1).join(v(2)),
            };
            out.dst(t(0), r);
        }
        Op::Cselect64 => {
            let (a, b) = (ops.src64(1).get(st), ops.src64(2).get(st));
            let r = match st.vals[SCC].as_const() {
                Some(1) => a,
                Some(_) => b,
                None => (a.0.join(b.0), a.1.join(b.1)),
            };
            out.dst64(t(0), r);
        }
        Op::SCmp => {
            let k = m.starts_with("s_cmpk_");
            let rel = &m[if k { 7 } else { 6 }..];
            let a = v(0);
            let b = match (k, parse_int(t(1))) {
                // s_cmpk_*_u32 zero-extends its 16-bit immediate, _i32 sign-extends.
                (true, Some(c)) if rel.ends_with("_i32") => {
                    Value::constant(c as u16 as i16 as i32 as u32)
                }
                (true, Some(c)) => Value::constant(c as u16 as u32),
                (true, None) => Value::TOP,
                (false, _) => v(1),
            };
            out.scc(compare(rel, a, b));
        }
        Op::GprIdxOn => {
            out.set(GPR_IDX, v(0).and(Value::constant(0xff)));
            out.set(
                GPR_MODE,
                gpr_idx_mode(t(1)).map_or(Value::TOP, Value::constant),
            );
        }
        Op::GprIdxIdx => out.set(GPR_IDX, v(0).and(Value::constant(0xff))),
    }
}

/// The [`Offset`] of `D = S0 + S1` (`S0 - S1` with `sub`) when one source
/// is an SGPR and the other a constant (an add's constant may come first),
/// the destination an SGPR.
fn offset(st: &State, ops: &RuleOps, d: usize, [a, b]: [usize; 2], sub: bool) -> Option<Offset> {
    let sgpr = |k: usize| match ops.src(k) {
        Src::Slot(s) if usize::from(s) < SGPRS as usize => Some(usize::from(s)),
        _ => None,
    };
    let dst = sgpr(d)?;
    let (src, c) = match (ops.src(a), ops.src(b)) {
        (Src::Slot(_), Src::Const(c)) => (sgpr(a)?, if sub { c.wrapping_neg() } else { c }),
        (Src::Const(c), Src::Slot(_)) if !sub => (sgpr(b)?, c),
        _ => return None,
    };
    Some(Offset {
        dst,
        src,
        c,
        before: st.vals[src],
    })
}

/// A VALU lane's carry-in from the mask operand `text`: 0 when every
/// dword of the mask is 0, else `[0, 1]` (a mask's value says nothing about
/// one lane's bit).
fn lane_carry(st: &State, text: &str) -> Value {
    let zero = |v: Value| v.as_const() == Some(0);
    let all_zero = match reg_of(text) {
        Some((s, 1)) => zero(st.vals[s]),
        Some((s, 2)) => zero(st.vals[s]) && zero(st.vals[s + 1]),
        _ => parse_int(text) == Some(0),
    };
    if all_zero {
        Value::constant(0)
    } else {
        Value::BIT
    }
}

/// 64-bit sum of two (low, high) pairs modulo 2^64: the low dwords' sum and
/// its carry into the high dwords' sum (docs/values.md section 7).
fn add64((alo, ahi): (Value, Value), (blo, bhi): (Value, Value)) -> (Value, Value) {
    let carry = alo.carry3(blo, Value::constant(0));
    let hi = ahi.plus(bhi).plus(carry);
    (alo.plus(blo), hi.or_any_offset_of(ahi, bhi))
}

/// A (low, high) pair shifted left by `c` (0..=31), modulo 2^64: the low
/// dword is `low << c` (its low 32 bits); the high dword is known only when
/// nothing crosses into it (`c = 0`, or a high dword of 0 and a low dword
/// whose bound keeps its shifted bits below bit 32).
fn shl64((lo, hi): (Value, Value), c: u32) -> (Value, Value) {
    if c == 0 {
        return (lo, hi);
    }
    let shifted = lo.lshl(Value::constant(c));
    let stays = hi.as_const() == Some(0)
        && lo
            .absolute()
            .is_some_and(|(_, h)| u32::try_from(u64::from(h) << c).is_ok());
    if stays {
        (shifted, Value::constant(0))
    } else {
        (shifted, Value::TOP)
    }
}

/// `s_load_*  SDST, SBASE, OFFSET` from exactly the kernarg segment pointer
/// (both dwords the entry's) at a constant dword-aligned byte offset: each
/// destination dword `k` is the named input `Kernarg(OFFSET + 4k)`. The
/// claim is the value once the load has landed; a read before its wait is a
/// register race the models report (docs/values.md section 6).
fn kernarg_load<'a>(st: &State, t: impl Fn(usize) -> &'a str, out: &mut Out) {
    let base = src64(st, t(1));
    if base
        != (
            Value::input(Input::KernargPtrLo),
            Value::input(Input::KernargPtrHi),
        )
    {
        return;
    }
    // gfx10+ print a zero offset as the `null` SGPR (`s_load_dwordx4 s[0:3],
    // s[6:7], null`): SOFFSET reads as 0 (RDNA2 ISA, SGPR_NULL).
    let off = if t(2) == "null" {
        Some(0)
    } else {
        parse_int(t(2))
    };
    let Some(off) = off.and_then(|o| u32::try_from(o).ok()) else {
        return;
    };
    if !off.is_multiple_of(4) {
        return;
    }
    let Some((first, n)) = reg_of(t(0)).filter(|_| out.written(t(0))) else {
        return;
    };
    if first >= SGPRS as usize {
        return;
    }
    for k in 0..n as u32 {
        if let Some(o) = off.checked_add(4 * k) {
            out.set(first + k as usize, Value::input(Input::Kernarg(o)));
        }
    }
}

/// The mode operand of `s_set_gpr_idx_on`: `gpr_idx(SRC0,DST)` as LLVM
/// prints it (`gpr_idx()` for none), or the 4-bit immediate.
fn gpr_idx_mode(text: &str) -> Option<u32> {
    if let Some(list) = text
        .strip_prefix("gpr_idx(")
        .and_then(|t| t.strip_suffix(')'))
    {
        let mut mode = 0;
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            mode |= match name {
                "SRC0" => Role::Src(0),
                "SRC1" => Role::Src(1),
                "SRC2" => Role::Src(2),
                "DST" => Role::Dst,
                _ => return None,
            }
            .mode_bit();
        }
        return Some(mode);
    }
    parse_int(text)
        .and_then(|v| u32::try_from(v).ok())
        .filter(|v| *v < 16)
}

/// EXEC after an `and` with the old EXEC: a subset of it.
fn subset(mode: ExecMode) -> ExecMode {
    mode.max(ExecMode::Subset)
}

/// Writes of EXEC by `s_and`/`s_andn2` (a subset of the old EXEC), `s_or`
/// with the saved entry EXEC (the entry EXEC again, when the old one was a
/// subset of it) and `s_mov` of the saved entry EXEC.
fn exec_rule<'a>(
    st: &State,
    m: &str,
    ops: &RuleOps,
    t: impl Fn(usize) -> &'a str,
    out: &mut Out,
    wide: bool,
) {
    let n = ops.len();
    let srcs = |k: usize| {
        if wide {
            ops.src64(k).get(st)
        } else {
            (ops.src(k).value(st), st.vals[EXEC_HI])
        }
    };
    let entry = (
        Value::input(Input::EntryExecLo),
        Value::input(Input::EntryExecHi),
    );
    let and_like = m.starts_with("s_and");
    let from_exec = n == 3 && (t(1) == t(0) || t(2) == t(0));
    if and_like && from_exec {
        out.exec = Some(subset(st.exec));
        // The value itself is left to the clobber (top).
        return;
    }
    let saved = match (m.starts_with("s_or"), m.starts_with("s_mov"), n) {
        (true, _, 3) if st.exec != ExecMode::Unknown => {
            let other = if t(1) == t(0) { 2 } else { 1 };
            (t(1) == t(0) || t(2) == t(0)).then(|| srcs(other))
        }
        (_, true, 2) => Some(srcs(1)),
        _ => None,
    };
    if saved == Some(entry) {
        out.set(EXEC_LO, entry.0);
        out.set(EXEC_HI, entry.1);
        out.exec = Some(ExecMode::Entry);
    } else if !wide && st.wave32 && saved.is_some_and(|s| s.0 == entry.0) {
        // Wave32: EXEC_LO is the whole mask (State::wave32).
        out.set(EXEC_LO, entry.0);
        out.exec = Some(ExecMode::Entry);
    } else if !and_like && (from_exec || m.starts_with("s_mov")) && n >= 2 {
        // An or of EXEC (within the entry's) with a mask, or a move of a
        // mask: within the entry EXEC still (masks.rs).
        let other = if n == 3 && t(1) == t(0) { 2 } else { 1 };
        let within = m.starts_with("s_mov") || st.exec != ExecMode::Unknown;
        if within && super::masks::is_mask(st, t(other)) {
            out.exec = Some(ExecMode::Subset);
        }
    }
}

/// SCC of `s_cmp_<rel>` on `a`, `b`, where the values decide it.
fn compare(rel: &str, a: Value, b: Value) -> Option<bool> {
    let (op, ty) = rel.split_once('_')?;
    let signed = ty == "i32";
    if ty != "u32" && !signed {
        return None;
    }
    if matches!(op, "eq" | "lg") {
        let e = a.equals(&b)?;
        return Some(if op == "eq" { e } else { !e });
    }
    if signed && !(a.non_negative() && b.non_negative()) {
        return None;
    }
    match op {
        "lt" => a.less_than(&b),
        "ge" => a.less_than(&b).map(|x| !x),
        "gt" => b.less_than(&a),
        "le" => b.less_than(&a).map(|x| !x),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compares_decide_only_what_the_values_decide() {
        let c = Value::constant;
        assert_eq!(compare("eq_u32", c(0), c(0)), Some(true));
        assert_eq!(compare("lg_u32", c(0), c(1)), Some(true));
        let small = Value::strided(0, 3, 1).unwrap();
        assert_eq!(compare("lt_u32", small, c(4)), Some(true));
        assert_eq!(compare("lt_u32", small, c(2)), None);
        assert_eq!(compare("lt_i32", Value::TOP, c(2)), None);
        assert_eq!(compare("ge_i32", small, c(0)), Some(true));
        assert_eq!(compare("eq_u64", c(0), c(0)), None);
    }
}
