//! The value analysis (docs/values.md): per program point, an abstract value
//! for every SGPR, VGPR, M0, VCC, EXEC and SCC of a kernel, from a forward
//! dataflow over its control-flow graph with a sound join and a widening.
//!
//! # Public API (stable: the concrete interpreter oracle checks it)
//!
//! * [`ValueAnalysis::run`] analyses a kernel over its [`Cfg`].
//! * [`ValueAnalysis::value_at`]`(kernel, i, reg)` is the abstract [`Value`] of
//!   [`Reg`] `reg` *before* instruction `i` (an index into `Kernel::instrs`)
//!   executes, or `None` when no path reaches `i`. [`ValueAnalysis::state_before`]
//!   gives the whole [`State`] there (for checking every register at once).
//! * [`Value::contains`]`(concrete, &inputs)` says whether a concrete 32-bit
//!   value is one the analysis admits; a value over a named kernel [`Input`]
//!   (the LDS aperture, the entry EXEC) is judged with the run's [`Inputs`]
//!   ([`NoInputs`] admits every value over an input).
//! * The claim checked: on every concrete run, at every reached instruction,
//!   every SGPR/M0/VCC/EXEC/SCC value, and every VGPR's value in every lane
//!   that was active at the kernel's entry, is contained (docs/values.md
//!   section 3). VGPR lanes never active at entry are not claimed.
//! * [`ValueAnalysis::known_at`] answers "is this register's value known" (a
//!   constant) for other consumers (LDS addresses).
//!
//! Cost: one dense state (fixed size, no allocation) is stepped through each
//! block per pass; block-entry states are stored sparsely (only the registers
//! that are not top), so memory is proportional to what is known.

mod decoded;
mod domain;
mod feasible;
mod lanes;
mod masks;
mod peel;
mod refine;
mod relation;
mod space;
mod split;
mod transfer;

use crate::cfg::Cfg;
use crate::instr::{Instr, Kernel};
use crate::reg::{special, RegFile, RegRange};

pub use domain::{Base, Input, Inputs, NoInputs, Value, WORK_ITEMS_X};
pub use feasible::Edges;
pub use peel::peel_loops;
pub use refine::{branch_decided, refine, refine_under, Refinement};
pub use space::{flat_space, FlatSpace};

/// A register the analysis tracks (32 bits each; 64-bit registers are two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    /// `s0`..`s127`; `vcc_lo`/`vcc_hi` are s106/s107.
    Sgpr(u16),
    /// `v0`..`v511`.
    Vgpr(u16),
    M0,
    ExecLo,
    ExecHi,
    Scc,
}

impl Reg {
    pub const VCC_LO: Reg = Reg::Sgpr(crate::reg::VCC_LO);
    pub const VCC_HI: Reg = Reg::Sgpr(crate::reg::VCC_LO + 1);

    /// The register's slot in a [`State`], if the analysis tracks it.
    fn slot(self) -> Option<usize> {
        match self {
            Reg::Sgpr(n) if n < SGPRS => Some(n as usize),
            Reg::Vgpr(n) if n < VGPRS => Some((SGPRS + n) as usize),
            Reg::M0 => Some(M0),
            Reg::ExecLo => Some(EXEC_LO),
            Reg::ExecHi => Some(EXEC_HI),
            Reg::Scc => Some(SCC),
            _ => None,
        }
    }

    /// The 32-bit registers of `r` (decoded operand ranges), if tracked.
    fn of_range(r: &RegRange) -> impl Iterator<Item = Option<usize>> + '_ {
        (0..r.count).map(move |k| {
            let n = r.first + k;
            match r.file {
                RegFile::Sgpr => Reg::Sgpr(n).slot(),
                RegFile::Vgpr => Reg::Vgpr(n).slot(),
                RegFile::Special => match n {
                    special::M0 => Some(M0),
                    special::EXEC_LO => Some(EXEC_LO),
                    special::EXEC_HI => Some(EXEC_HI),
                    special::SCC => Some(SCC),
                    _ => None,
                },
                RegFile::Agpr | RegFile::Ttmp => None,
            }
        })
    }
}

const SGPRS: u16 = 128;
const VGPRS: u16 = 512;
const M0: usize = (SGPRS + VGPRS) as usize;
const EXEC_LO: usize = M0 + 1;
const EXEC_HI: usize = M0 + 2;
const SCC: usize = M0 + 3;
/// The `s_set_gpr_idx` index (M0[7:0]), kept apart from M0 (docs/values.md
/// section 2): `s_set_gpr_idx_on` sets it while M0's upper bits hold the mode.
const GPR_IDX: usize = M0 + 4;
/// The `s_set_gpr_idx_on` mode (M0[15:12]: which operands are indexed), kept
/// apart like the index; top after any other write of M0.
const GPR_MODE: usize = M0 + 5;
const SLOTS: usize = GPR_MODE + 1;

/// What EXEC is, relative to the lanes active at the kernel's entry: VGPR
/// values are claimed for those lanes only, so a VALU write replaces a value
/// only while exactly they are active (docs/values.md section 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ExecMode {
    /// EXEC is the entry EXEC.
    Entry,
    /// EXEC is a subset of the entry EXEC.
    Subset,
    /// EXEC may hold lanes the entry did not.
    Unknown,
}

/// What a kernel's entry v0 holds (docs/values.md section 8): nothing the
/// analysis knows (a device function, or an input that does not say), the
/// lane's work-item id in x (separate id VGPRs), or the packed ids (x in
/// bits 9:0; AMDGPUUsage, "Initial Kernel Execution State").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EntryIds {
    #[default]
    Unknown,
    X,
    Packed,
}

/// The abstract values of every tracked register at one program point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    vals: Box<[Value; SLOTS]>,
    exec: ExecMode,
    /// Bound on the work-item id x of every lane EXEC holds (docs/values.md
    /// section 8).
    active_x: (u32, u32),
    /// Bound on x of the lanes whose VCC bit is set, when known.
    vcc_x: Option<(u32, u32)>,
    /// Bit `s`: SGPR `s` holds a lane mask within the entry EXEC (masks.rs).
    masks: u128,
    /// The kernel runs in wave32 mode: EXEC_LO is the whole execution mask
    /// (AMDGPUUsage, DWARF register `EXEC_MASK_32`), so EXEC_HI's value
    /// does not decide whether EXEC is the entry's.
    wave32: bool,
    /// Difference facts between SGPR pairs (docs/values.md section 14).
    rel: relation::Relations,
}

impl State {
    /// Every register unknown, EXEC the entry's (a kernel's or function's entry).
    pub fn entry() -> State {
        let mut vals = Box::new([Value::TOP; SLOTS]);
        vals[EXEC_LO] = Value::input(Input::EntryExecLo);
        vals[EXEC_HI] = Value::input(Input::EntryExecHi);
        State {
            vals,
            exec: ExecMode::Entry,
            active_x: lanes::ALL_X,
            vcc_x: None,
            masks: 0,
            wave32: false,
            rel: relation::Relations::default(),
        }
    }

    /// [`State::entry`] of kernel `kernel`, with v0 as `ids` says: the
    /// kernarg segment pointer's SGPR pair, where the descriptor enables it,
    /// holds the named inputs `KernargPtrLo/Hi` (AMDGPUUsage, "Initial
    /// Kernel Execution State"; section 6), v0 the work-item ids (section 8).
    pub fn kernel_entry(kernel: &Kernel, ids: EntryIds) -> State {
        let mut st = State::entry();
        st.wave32 = kernel.info.wavefront_size == Some(32);
        if let Some(k) = kernel.info.sgprs.and_then(|l| l.kernarg_segment_ptr) {
            let k = usize::from(k);
            if k + 1 < SGPRS as usize {
                st.vals[k] = Value::input(Input::KernargPtrLo);
                st.vals[k + 1] = Value::input(Input::KernargPtrHi);
            }
        }
        st.vals[SGPRS as usize] = match ids {
            EntryIds::Unknown => Value::TOP,
            EntryIds::X => Value::work_item_x(1, Value::constant(0)),
            EntryIds::Packed => Value::PACKED_IDS,
        };
        st
    }

    /// The value of `reg` (top for registers the analysis does not track).
    pub fn get(&self, reg: Reg) -> Value {
        reg.slot().map_or(Value::TOP, |s| self.vals[s])
    }

    /// The `s_set_gpr_idx` index (M0[7:0]).
    pub fn gpr_index(&self) -> Value {
        self.vals[GPR_IDX]
    }

    /// The `s_set_gpr_idx_on` mode bits (M0[15:12]; [`Role`] names them).
    pub fn gpr_mode(&self) -> Value {
        self.vals[GPR_MODE]
    }

    pub fn exec_mode(&self) -> ExecMode {
        self.exec
    }

    /// A bound `(lo, hi)` on the work-item id x of every lane EXEC holds
    /// (`(0, 1023)`: none known; docs/values.md section 8).
    pub fn active_x(&self) -> (u32, u32) {
        self.active_x
    }

    fn load(&mut self, head: &Head, vals: &[(u16, Value)]) {
        self.vals.fill(Value::TOP);
        for &(s, v) in vals {
            self.vals[s as usize] = v;
        }
        for (k, (s, v)) in ENTRY_EXEC.into_iter().enumerate() {
            if head.entry_exec & (1 << k) != 0 {
                self.vals[s] = v;
            }
        }
        self.exec = head.exec;
        self.active_x = head.active_x;
        self.vcc_x = head.vcc_x;
        self.masks = head.masks;
        self.wave32 = head.wave32;
        self.rel = head.rel.as_deref().copied().unwrap_or_default();
    }

    /// Whether EXEC holds the entry EXEC's value (its low half alone in
    /// wave32 mode).
    fn exec_is_entry(&self) -> bool {
        self.vals[EXEC_LO] == Value::input(Input::EntryExecLo)
            && (self.wave32 || self.vals[EXEC_HI] == Value::input(Input::EntryExecHi))
    }
}

/// The block-entry states of a fixpoint: per block its state's parts that
/// are not top. Kept compact, since the all-paths analysis holds one per
/// block of a listing of millions of instructions (issue 30, memory): the
/// known slots of every block in one arena instead of a vector each, the
/// difference facts (most often none) boxed.
#[derive(Clone, Debug)]
struct Entries {
    /// Per block: its entry state's head (`None`: unreached).
    heads: Vec<Option<Head>>,
    /// Per block, at its head's `start`: its slots that are not top,
    /// sorted by slot. A join only drops slots (a slot absent is top, and
    /// top joins to top), so a block's slots stay where its first state
    /// put them; the ones it dropped are not reused.
    vals: Vec<(u16, Value)>,
}

/// A block-entry state but for its known slots ([`Entries::vals`]).
#[derive(Clone, Debug)]
struct Head {
    start: usize,
    len: u32,
    /// Bit `k`: slot `ENTRY_EXEC[k].0` holds `ENTRY_EXEC[k].1`, which
    /// `vals` then does not list. Almost every block's EXEC is the entry
    /// EXEC, two thirds of a generated listing's known slots (issue 30,
    /// memory).
    entry_exec: u8,
    exec: ExecMode,
    active_x: (u32, u32),
    vcc_x: Option<(u32, u32)>,
    masks: u128,
    wave32: bool,
    /// `None` when there are no facts.
    rel: Option<Box<relation::Relations>>,
}

/// The entry EXEC's halves: the values a block's [`Head::entry_exec`] holds
/// without listing them.
const ENTRY_EXEC: [(usize, Value); 2] = [
    (EXEC_LO, Value::input(Input::EntryExecLo)),
    (EXEC_HI, Value::input(Input::EntryExecHi)),
];

impl Entries {
    fn new(blocks: usize) -> Entries {
        Entries {
            heads: vec![None; blocks],
            vals: Vec::new(),
        }
    }

    /// Block `b`'s entry state, if reached: its head and known slots.
    fn get(&self, b: usize) -> Option<(&Head, &[(u16, Value)])> {
        let head = self.heads.get(b)?.as_ref()?;
        Some((head, &self.vals[head.start..][..head.len as usize]))
    }

    fn reached(&self, b: usize) -> bool {
        self.heads.get(b).is_some_and(|h| h.is_some())
    }

    /// Sets the entry state of `b`, unreached until now, to `state`.
    fn insert(&mut self, b: usize, state: &State) {
        let start = self.vals.len();
        let mut entry_exec = 0;
        for (k, (s, v)) in ENTRY_EXEC.into_iter().enumerate() {
            if state.vals[s] == v {
                entry_exec |= 1 << k;
            }
        }
        for (s, &v) in state.vals.iter().enumerate() {
            let implicit = |k: usize| s == ENTRY_EXEC[k].0 && entry_exec & (1 << k) != 0;
            if !v.is_top() && !implicit(0) && !implicit(1) {
                self.vals.push((s as u16, v));
            }
        }
        self.heads[b] = Some(Head {
            start,
            len: (self.vals.len() - start) as u32,
            entry_exec,
            exec: state.exec,
            active_x: state.active_x,
            vcc_x: state.vcc_x,
            masks: state.masks,
            wave32: state.wave32,
            rel: boxed_facts(state.rel),
        });
    }

    /// Joins `state` into the entry state of `b` (an unreached block takes
    /// `state`); returns whether it changed. With `widen`, a register whose value changes goes to
    /// top - or, with `classes`, to its whole congruence class modulo a
    /// power of two ([`Value::widened`]) - and EXEC to unknown, so every
    /// register changes at most `WIDEN_AFTER + 33` times; a difference
    /// fact's moving bound goes to its extreme (docs/values.md section 14).
    fn join(&mut self, b: usize, state: &State, widen: bool, classes: bool) -> bool {
        let Some(head) = self.heads[b].as_mut() else {
            self.insert(b, state);
            return true;
        };
        let vals = &mut self.vals[head.start..][..head.len as usize];
        // The places the block owns: its listed slots'.
        let mut room = vals.len();
        let mut changed = false;
        let join = |v: Value, x: Value, changed: &mut bool| {
            if x == v {
                return v;
            }
            let j = v.join(x);
            if j == v {
                return v;
            }
            *changed = true;
            match (widen, classes) {
                (false, _) => j,
                (true, true) => j.widened(),
                (true, false) => Value::TOP,
            }
        };
        // One pass, in place: a slot whose value the state repeats is
        // unchanged (`join` is idempotent), which is most of them once a
        // loop settles; a changed one is kept unless it became top. The
        // join visits every known slot of every edge into a block (issue 30).
        let mut kept = 0;
        for k in 0..vals.len() {
            let (s, v) = vals[k];
            let v = join(v, state.vals[s as usize], &mut changed);
            if !v.is_top() {
                vals[kept] = (s, v);
                kept += 1;
            }
        }
        head.len = kept as u32;
        for (k, (s, e)) in ENTRY_EXEC.into_iter().enumerate() {
            if head.entry_exec & (1 << k) == 0 {
                continue;
            }
            let v = join(e, state.vals[s], &mut changed);
            if v == e {
                continue;
            }
            head.entry_exec &= !(1 << k);
            if v.is_top() {
                continue;
            }
            // The slot joins the listed ones: in a place the pass above
            // freed, else after them - moved to the arena's end unless
            // they end it (rare: EXEC joined to neither the entry's nor top).
            let at = head.start + head.len as usize;
            if at < head.start + room {
                self.vals[at] = (s as u16, v);
            } else {
                if at != self.vals.len() {
                    let moved = self.vals.len();
                    self.vals.extend_from_within(head.start..at);
                    head.start = moved;
                }
                self.vals.push((s as u16, v));
                room = head.len as usize + 1;
            }
            head.len += 1;
        }
        let exec = head.exec.max(state.exec);
        if exec != head.exec {
            changed = true;
            head.exec = if widen { ExecMode::Unknown } else { exec };
        }
        // The lane bounds join as hulls (widened to no bound).
        let hull = |a: (u32, u32), b: (u32, u32)| (a.0.min(b.0), a.1.max(b.1));
        let active = hull(head.active_x, state.active_x);
        if active != head.active_x {
            changed = true;
            head.active_x = if widen { lanes::ALL_X } else { active };
        }
        let vcc = match (head.vcc_x, state.vcc_x) {
            (Some(a), Some(b)) => Some(hull(a, b)),
            _ => None,
        };
        if vcc != head.vcc_x {
            changed = true;
            head.vcc_x = if widen { None } else { vcc };
        }
        // A mask on every path is one at the join (bits only fall: finite).
        let masks = head.masks & state.masks;
        if masks != head.masks {
            changed = true;
            head.masks = masks;
        }
        let old = head.rel.as_deref().copied().unwrap_or_default();
        let mut rel = old;
        changed |= rel.join(&state.rel, widen);
        if rel != old {
            head.rel = boxed_facts(rel);
        }
        changed
    }
}

/// `rel` boxed, or `None` when it holds no facts ([`Head::rel`]).
fn boxed_facts(rel: relation::Relations) -> Option<Box<relation::Relations>> {
    (!rel.is_empty()).then(|| Box::new(rel))
}

/// Changes of a loop head's entry state before its values are widened to top.
const WIDEN_AFTER: u32 = 3;

/// Per block, whether an edge enters it from itself or a later block: the
/// only blocks the fixpoint widens. Every cycle of the graph has such an
/// edge (block indices cannot rise forever), so the fixpoint still ends;
/// a block entered only from earlier ones - a tail split into copies
/// entered from many loop exits (docs/values.md section 14) - joins
/// exactly, however many of its edges change it, instead of losing loop
/// invariants such as the wave's id to a widening meant for loops.
fn loop_heads(cfg: &Cfg) -> Vec<bool> {
    let mut head = vec![false; cfg.blocks.len()];
    for p in 0..cfg.blocks.len() as u32 {
        for &s in cfg.succs(p) {
            if s <= p {
                head[s as usize] = true;
            }
        }
    }
    head
}

/// The widest index span a relative operand is resolved over: past it the
/// operand stays "any VGPR" (docs/values.md section 4).
pub const MAX_INDEX_SPAN: u32 = 64;

/// VGPRs a relative operand can reach: v0..v255 (the index is M0[7:0] or M0).
const RELATIVE_LIMIT: u32 = 256;

/// A 32-bit source operand's value in `st`, as the transfer functions read
/// it (a literal, or a tracked register written plainly; top otherwise).
pub fn operand_value(st: &State, text: &str) -> Value {
    transfer::src(st, text)
}

/// The mnemonic without its `_e32`/`_e64` suffix, or `None` for SDWA and
/// DPP forms, whose operands the rules do not read.
pub fn base_mnemonic(m: &str) -> Option<&str> {
    transfer::base_mnemonic(m)
}

/// The VGPRs a relative VGPR operand `r` of `instr` may name in state `st`:
/// `r` itself through `r` shifted by the largest index (an operand the mode
/// does not index reads as written), or `None` when the index is unknown,
/// spans more than [`MAX_INDEX_SPAN`], or reaches past v255. Indexed mode
/// (`Instr::indexed`) indexes by M0[7:0] (Vega ISA, `S_SET_GPR_IDX_ON`);
/// `v_movrel*` by M0 ("VGPR[D] = VGPR[S0 + M0]").
pub fn relative_hull(st: &State, instr: &Instr, r: &RegRange) -> Option<RegRange> {
    let movrel = instr.mnemonic().starts_with("v_movrel");
    let index = match (instr.indexed, movrel) {
        (true, false) => st.gpr_index(),
        (false, true) => st.get(Reg::M0),
        _ => return None,
    };
    let (lo, hi) = index.absolute()?;
    if hi - lo > MAX_INDEX_SPAN || r.file != RegFile::Vgpr {
        return None;
    }
    let end = u64::from(r.first) + u64::from(r.count) + u64::from(hi);
    (end <= u64::from(RELATIVE_LIMIT))
        .then(|| RegRange::new(RegFile::Vgpr, r.first, (end - u64::from(r.first)) as u16))
}

/// The part an operand plays in a VALU instruction, as the `s_set_gpr_idx_on`
/// mode names it: LLVM `SIDefines.h` `VGPRIndexMode` (SRC0 = 1, SRC1 = 2,
/// SRC2 = 4, DST = 8), Vega ISA "S_SET_GPR_IDX_ON" (M0[15:12] = the mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Source operand 0, 1 or 2.
    Src(u8),
    /// The vector destination.
    Dst,
}

impl Role {
    /// The mode bit that indexes this role.
    pub fn mode_bit(self) -> u32 {
        match self {
            Role::Src(k) => 1 << k.min(2),
            Role::Dst => 8,
        }
    }
}

/// Whether `instr`'s VGPR operand in `role` is relative to the index in
/// state `st`: always for `v_movrel*` (M0-relative) and in indexed mode
/// unless the mode is known and leaves the role out.
pub fn role_indexed(st: &State, instr: &Instr, role: Role) -> bool {
    if instr.mnemonic().starts_with("v_movrel") {
        return true;
    }
    if !instr.indexed {
        return false;
    }
    match st.gpr_mode().as_const() {
        Some(mode) => mode & role.mode_bit() != 0,
        None => true,
    }
}

/// The VGPR ranges of `instr`'s source operands SRC0..SRC2 (`None` where a
/// source is not a VGPR range), by position: the destinations come first
/// (the first operand when it is written, then any written scalar operands:
/// carry-outs such as `vcc` in `v_add_co_u32 v1, vcc, v2, v3`), then the
/// sources in order. A written VGPR after the first operand is a source
/// (`v_swap_b32 v1, v2`). `None` when the operands cannot be read.
pub fn source_ranges(instr: &Instr) -> Option<[Option<RegRange>; 3]> {
    use crate::isa::operand::{parse_value, Operands, Value as Opnd};
    let ops = Operands::split(instr.operands()).ok()?;
    let mut out = [None; 3];
    let mut k = 0usize;
    let mut in_sources = false;
    for (pos, o) in ops.as_slice().iter().enumerate() {
        let r = match parse_value(o.text) {
            Ok(Opnd::Reg(r)) => Some(r),
            _ => None,
        };
        let written = r.is_some_and(|r| instr.writes.as_slice().contains(&r));
        let scalar = r.is_some_and(|r| !matches!(r.file, RegFile::Vgpr | RegFile::Agpr));
        if !in_sources && written && (pos == 0 || scalar) {
            continue;
        }
        in_sources = true;
        if k < 3 {
            out[k] = r.filter(|r| r.file == RegFile::Vgpr);
        }
        k += 1;
    }
    Some(out)
}

/// Whether the VGPR range `r` that `instr` reads is relative to the index:
/// it is when a source the mode indexes names it, and, when no source
/// [`source_ranges`] finds names it (an implicit read such as `v_mac`'s
/// accumulator, which may follow the DST or the SRC2 bit), when any role is
/// indexed.
pub fn read_indexed(
    st: &State,
    instr: &Instr,
    sources: Option<&[Option<RegRange>; 3]>,
    r: &RegRange,
) -> bool {
    let any = [Role::Src(0), Role::Src(1), Role::Src(2), Role::Dst]
        .into_iter()
        .any(|role| role_indexed(st, instr, role));
    if !any {
        return false;
    }
    let Some(sources) = sources else {
        return true;
    };
    let mut named = false;
    for (k, s) in sources.iter().enumerate() {
        if s.as_ref() == Some(r) {
            named = true;
            if role_indexed(st, instr, Role::Src(k as u8)) {
                return true;
            }
        }
    }
    !named
}

/// The analysis of one kernel: its block-entry states.
#[derive(Clone, Debug)]
pub struct ValueAnalysis {
    /// Per block: its entry state, if reached.
    entries: Entries,
    /// Per block: the instruction range, as the CFG had it.
    blocks: Vec<(u32, u32)>,
    block_of: Vec<u32>,
    /// Per block ending in a conditional branch and reached: its edges.
    edges: Vec<Option<Edges>>,
    /// The bound on the work-item id x the analysis ran under (section 11):
    /// every replay runs under it too.
    max_x: u32,
    /// The kernel's instructions decoded once, for the fixpoint and every
    /// replay (`decoded`).
    decoded: decoded::Decoded,
}

impl ValueAnalysis {
    /// Analyses `kernel` (graph `cfg`) from [`State::entry`]: a worklist in
    /// block order, each block's entry the join of its predecessors' exits,
    /// widened to top where it keeps changing.
    pub fn run(kernel: &Kernel, cfg: &Cfg) -> ValueAnalysis {
        ValueAnalysis::run_from(kernel, cfg, EntryIds::Unknown)
    }

    /// [`ValueAnalysis::run`] from [`State::kernel_entry`]`(kernel, ids)`: v0's
    /// work-item ids known at a kernel's entry (docs/values.md section 8).
    ///
    /// Its widening goes to top, without section 14's congruence classes:
    /// the LDS footprints, its one consumer, read its values and their
    /// outputs stay those of issue 30 (docs/values.md section 14).
    pub fn run_from(kernel: &Kernel, cfg: &Cfg, ids: EntryIds) -> ValueAnalysis {
        let decoded = decoded::Decoded::of(kernel);
        ValueAnalysis::run_widening(kernel, cfg, ids, WORK_ITEMS_X - 1, false, decoded)
    }

    /// [`ValueAnalysis::run_from`] with what `kernel`'s own code object says
    /// about its entry: v0's ids as its descriptor lays them, and every
    /// work-item id x at most [`KernelInfo::max_workitem_id`]`(0)` (its
    /// metadata's required or maximum flat workgroup size; docs/values.md
    /// section 11).
    ///
    /// [`KernelInfo::max_workitem_id`]: crate::kernel_info::KernelInfo::max_workitem_id
    pub fn run_kernel(kernel: &Kernel, cfg: &Cfg) -> ValueAnalysis {
        ValueAnalysis::run_kernel_decoded(kernel, cfg, decoded::Decoded::of(kernel))
    }

    /// [`ValueAnalysis::run_from`] for a dispatch whose every work-item id
    /// x is at most `max_x` (clamped to `WORK_ITEMS_X - 1`): the caller
    /// vouches for the bound, the analysis's claims hold only under it.
    pub fn run_bounded(kernel: &Kernel, cfg: &Cfg, ids: EntryIds, max_x: u32) -> ValueAnalysis {
        let decoded = decoded::Decoded::of(kernel);
        ValueAnalysis::run_widening(kernel, cfg, ids, max_x, true, decoded)
    }

    /// [`ValueAnalysis::run_bounded`] of the kernel this analysis analysed
    /// (`kernel`, graph `cfg`), from another entry or bound: its
    /// instructions are not decoded again.
    pub fn rerun_bounded(
        &self,
        kernel: &Kernel,
        cfg: &Cfg,
        ids: EntryIds,
        max_x: u32,
    ) -> ValueAnalysis {
        debug_assert_eq!(self.block_of.len(), kernel.instrs.len());
        ValueAnalysis::run_widening(kernel, cfg, ids, max_x, true, self.decoded.clone())
    }

    /// [`ValueAnalysis::run_kernel`] of a kernel whose instructions
    /// `decoded` already decodes ([`decoded::Decoded::derived`]).
    fn run_kernel_decoded(kernel: &Kernel, cfg: &Cfg, decoded: decoded::Decoded) -> ValueAnalysis {
        let ids = crate::lds::Workgroup::of(&kernel.info).ids;
        let max_x = kernel.info.max_workitem_id(0);
        ValueAnalysis::run_widening(kernel, cfg, ids, max_x, true, decoded)
    }

    /// [`ValueAnalysis::run_kernel`] of `kernel`, a copy of the kernel this
    /// analysis analysed whose instruction `j` is that kernel's instruction
    /// `sources[j]` with at most its jump target and flow changed (a peel or
    /// split trial): its instructions are not decoded again.
    pub(super) fn run_rewritten(
        &self,
        kernel: &Kernel,
        cfg: &Cfg,
        sources: &[u32],
    ) -> ValueAnalysis {
        debug_assert_eq!(sources.len(), kernel.instrs.len());
        ValueAnalysis::run_kernel_decoded(kernel, cfg, self.decoded.derived(sources))
    }

    /// [`ValueAnalysis::run_bounded`], widening a power-of-two progression
    /// to its congruence class (`classes`) or to top.
    fn run_widening(
        kernel: &Kernel,
        cfg: &Cfg,
        ids: EntryIds,
        max_x: u32,
        classes: bool,
        decoded: decoded::Decoded,
    ) -> ValueAnalysis {
        let max_x = max_x.min(WORK_ITEMS_X - 1);
        let _bound = domain::MaxX::set(max_x);
        let n = cfg.blocks.len();
        let mut entries = Entries::new(n);
        let mut changes = vec![0u32; n];
        let loop_head = loop_heads(cfg);
        let mut queued = vec![false; n];
        let mut work = std::collections::BTreeSet::new();
        let mut state = State::kernel_entry(kernel, ids);
        let mut edges: Vec<Option<Edges>> = vec![None; n];
        if n > 0 {
            entries.insert(0, &state);
            work.insert(0u32);
            queued[0] = true;
        }
        while let Some(b) = work.pop_first() {
            queued[b as usize] = false;
            let Some((head, vals)) = entries.get(b as usize) else {
                continue;
            };
            state.load(head, vals);
            let blk = cfg.blocks[b as usize];
            for i in blk.start..blk.end {
                transfer::step(&mut state, &kernel.instrs[i as usize], decoded.get(i));
            }
            // Only feasible edges carry the state, narrowed by the branch's
            // condition (section 6). The block's last pass is from its final
            // entry state, so `edges[b]` is the fixpoint's fact.
            let succs = cfg.succs(b);
            let cond = feasible::edges(&kernel.instrs, blk.start, blk.end, &state);
            edges[b as usize] = cond.map(|[t, f]| Edges {
                taken: t.is_some(),
                fall: f.is_some(),
            });
            for (k, &s) in succs.iter().enumerate() {
                let edge = match cond {
                    Some(e) if succs.len() == 2 => e[k],
                    _ => Some(feasible::Narrowed::NONE),
                };
                let Some(narrowed) = edge else { continue };
                let saved = narrowed
                    .val
                    .map(|(slot, v)| (slot, std::mem::replace(&mut state.vals[slot], v)));
                let saved_rel = narrowed.rel.map(|r| std::mem::replace(&mut state.rel, r));
                let si = s as usize;
                let widen = loop_head[si] && changes[si] >= WIDEN_AFTER;
                let reached = entries.reached(si);
                let changed = entries.join(si, &state, widen, classes);
                changes[si] += u32::from(changed && reached);
                if changed && !queued[si] {
                    queued[si] = true;
                    work.insert(s);
                }
                if let Some((slot, old)) = saved {
                    state.vals[slot] = old;
                }
                if let Some(old) = saved_rel {
                    state.rel = old;
                }
            }
        }
        // The arena grew by doubling; the analysis outlives the fixpoint
        // (a rewriting pass keeps it while it tries the next).
        entries.vals.shrink_to_fit();
        let mut block_of = vec![0u32; kernel.instrs.len()];
        for (b, blk) in cfg.blocks.iter().enumerate() {
            for i in blk.start..blk.end {
                block_of[i as usize] = b as u32;
            }
        }
        ValueAnalysis {
            entries,
            blocks: cfg.blocks.iter().map(|b| (b.start, b.end)).collect(),
            block_of,
            edges,
            max_x,
            decoded,
        }
    }

    /// The edges of the conditional branch `i` some execution can take
    /// (section 6), or `None` when `i` is no reached conditional branch.
    pub fn edges(&self, i: u32) -> Option<Edges> {
        let b = *self.block_of.get(i as usize)? as usize;
        (self.blocks.get(b)?.1 == i + 1)
            .then(|| self.edges.get(b).copied().flatten())
            .flatten()
    }

    /// The state before instruction `i` of `kernel` (the kernel analysed,
    /// unchanged since: its blocks and decoded operands are the analysis's),
    /// or `None` when no path reaches it.
    pub fn state_before(&self, kernel: &Kernel, i: u32) -> Option<State> {
        let b = *self.block_of.get(i as usize)? as usize;
        let (head, vals) = self.entries.get(b)?;
        let _bound = domain::MaxX::set(self.max_x);
        let mut st = State::entry();
        st.load(head, vals);
        for k in self.blocks[b].0..i {
            transfer::step(&mut st, &kernel.instrs[k as usize], self.decoded.get(k));
        }
        Some(st)
    }

    /// The abstract value of `reg` before instruction `i`, or `None` when no
    /// path reaches `i`.
    pub fn value_at(&self, kernel: &Kernel, i: u32, reg: Reg) -> Option<Value> {
        self.state_before(kernel, i).map(|s| s.get(reg))
    }

    /// `reg`'s value before `i` when it is one known constant.
    pub fn known_at(&self, kernel: &Kernel, i: u32, reg: Reg) -> Option<u32> {
        self.value_at(kernel, i, reg)?.as_const()
    }

    /// Whether block `b` is reached by some path the analysis admits.
    pub fn reached(&self, b: u32) -> bool {
        self.entries.reached(b as usize)
    }

    /// Calls `f(i, state)` with the state before every reached instruction,
    /// block by block (one replay per block: linear in the kernel).
    pub fn for_each_point(&self, kernel: &Kernel, f: impl FnMut(u32, &State)) {
        self.for_each_point_in(kernel, |_| true, f);
    }

    /// [`ValueAnalysis::for_each_point`] for the blocks `keep` selects only
    /// (the others are not replayed).
    pub fn for_each_point_in(
        &self,
        kernel: &Kernel,
        keep: impl Fn(u32) -> bool,
        mut f: impl FnMut(u32, &State),
    ) {
        let _bound = domain::MaxX::set(self.max_x);
        let mut st = State::entry();
        for b in 0..self.entries.heads.len() {
            let Some((head, vals)) = self.entries.get(b).filter(|_| keep(b as u32)) else {
                continue;
            };
            st.load(head, vals);
            let (start, end) = self.blocks[b];
            for i in start..end {
                f(i, &st);
                transfer::step(&mut st, &kernel.instrs[i as usize], self.decoded.get(i));
            }
        }
    }
}

/// The first kernel of a gfx942 listing: the rewriting passes' unit tests.
#[cfg(test)]
pub(crate) fn test_kernel(src: &str) -> Kernel {
    let p = crate::isa::parse_text(src, "k", Some(crate::profile::Arch::Gfx942))
        .unwrap_or_else(|e| panic!("{e}"));
    p.kernels
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("no kernel"))
}
