//! Generated instructions as real assembly: each builder returns the decoded
//! [`Instr`] (register effects, memory kind, wait fields) together with the
//! text LLVM 22 prints for it on the profile's architecture, so a generated
//! program is a listing `wavebed check` and `llvm-mc` accept.
//!
//! Mnemonics: gfx9 (gfx908 ... gfx950) and gfx10 (gfx103x) print
//! `global_load_dword`, `ds_read_b32`, `s_load_dword`; gfx11 (gfx110x, gfx115x)
//! prints `global_load_b32`, `ds_load_b32`, `s_load_b32`; from gfx10 the VALU
//! add is `v_add_nc_u32` and the single-counter `s_waitcnt_vmcnt null, N`
//! forms exist (docs/counters.md sections 2, 8 and 10; checked with
//! `llvm-mc -show-encoding`).

use std::sync::{Arc, LazyLock};

use wavebed_model::instr::{Instr, Shape, Unit, Wait, WaitForm};
use wavebed_model::profile::{Arch, Counter, MemKind, Profile, WaitGen, NUM_COUNTERS};
use wavebed_model::reg::{special, RegFile, RegList, RegRange, VCC_LO};

/// A memory operation the generators emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemOp {
    /// `global_load_dword` / `global_load_b32` (or the x2 / b64 form).
    GlobalLoad {
        wide: bool,
    },
    /// `global_load_short_d16` / `global_load_d16_b16`: writes half the destination,
    /// merging the kept half when the data returns (no read at issue).
    GlobalLoadD16,
    /// `buffer_load_dword` / `buffer_load_b32 ... offen`.
    BufferLoad,
    /// `buffer_load_dword ... offen lds` (gfx9 only): no destination register.
    BufferLoadLds,
    GlobalStore,
    BufferStore,
    /// `ds_read_b32` / `ds_load_b32` (or the b64 form).
    LdsRead {
        wide: bool,
    },
    LdsWrite,
    /// `s_load_dword` / `s_load_b32` (or the x2 / b64 form).
    ScalarLoad {
        wide: bool,
    },
    FlatLoad,
    FlatStore,
    /// gfx1250 `global_load_async_to_lds_b32 vLDS, v[A:A+1], off`: asynccnt
    /// only, no destination register (the LDS address is a source).
    AsyncLoad,
    /// gfx908 and gfx10-gfx12 `exp mrt0 vD, off, off, off` (`pos0` when `pos`; gfx12
    /// `export`): no destination; it reads vD and EXEC until expcnt retires
    /// it (docs/counters.md section 14).
    Export {
        pos: bool,
    },
}

impl MemOp {
    pub fn kind(self) -> MemKind {
        match self {
            MemOp::GlobalLoad { .. } | MemOp::GlobalLoadD16 | MemOp::BufferLoad => {
                MemKind::VmemLoad
            }
            MemOp::BufferLoadLds => MemKind::VmemLds,
            MemOp::GlobalStore | MemOp::BufferStore => MemKind::VmemStore,
            MemOp::LdsRead { .. } => MemKind::LdsRead,
            MemOp::LdsWrite => MemKind::LdsWrite,
            MemOp::ScalarLoad { wide: false } => MemKind::Smem,
            MemOp::ScalarLoad { wide: true } => MemKind::SmemWide,
            MemOp::FlatLoad => MemKind::FlatLoad,
            MemOp::FlatStore => MemKind::FlatStore,
            MemOp::AsyncLoad => MemKind::AsyncLoad,
            MemOp::Export { pos: false } => MemKind::Export,
            MemOp::Export { pos: true } => MemKind::ExportPos,
        }
    }

    /// Whether the operation's data register is a destination (else a source).
    pub fn loads(self) -> bool {
        !matches!(
            self,
            MemOp::GlobalStore | MemOp::BufferStore | MemOp::LdsWrite | MemOp::FlatStore
        ) && self != MemOp::BufferLoadLds
            && self != MemOp::AsyncLoad
            && !matches!(self, MemOp::Export { .. })
    }

    /// Whether the data operand is a register pair.
    pub fn wide(self) -> bool {
        matches!(
            self,
            MemOp::GlobalLoad { wide: true }
                | MemOp::LdsRead { wide: true }
                | MemOp::ScalarLoad { wide: true }
        )
    }

    /// Whether the data register is an SGPR.
    pub fn scalar(self) -> bool {
        matches!(self, MemOp::ScalarLoad { .. })
    }
}

/// A VALU or SALU operation reading and writing the generators' few registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AluOp {
    /// `v_add_u32_e32 vD, vA, vB` (gfx11: `v_add_nc_u32_e32`).
    VAdd,
    /// `v_mov_b32_e32 vD, vA`.
    VMov,
    /// `v_fmac_f32_e32 vD, vA, vB`: the destination is read too.
    VFmac,
    /// `v_add_f64 v[D:D+1], v[A:A+1], v[B:B+1]`.
    VAddF64,
    /// `s_add_u32 sD, sA, sB`.
    SAdd,
    /// `v_readfirstlane_b32 sD, vA`.
    ReadFirstLane,
    /// `v_cmpx_eq_u32_e32 vA, vB` (gfx10+; gfx9: `vcc, vA, vB`, writing VCC
    /// too): writes EXEC, which every vector
    /// memory instruction still translating reads (gfx1250's xcnt).
    VCmpx,
}

fn v(first: u16, count: u16) -> RegRange {
    RegRange::new(RegFile::Vgpr, first, count)
}

fn s(first: u16, count: u16) -> RegRange {
    RegRange::new(RegFile::Sgpr, first, count)
}

fn list(ranges: &[RegRange]) -> RegList {
    let mut l = RegList::default();
    for &r in ranges {
        let pushed = l.push(r);
        debug_assert!(pushed, "generated instructions have few operands");
    }
    l
}

/// Whether the builders render an instruction's text. Rendering (`format!`
/// of every operand) costs as much as comparing a model with the oracle, and a
/// fuzz execution only needs the text of a failing case - which it generates
/// again with [`Text::Render`] from the same input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    Render,
    /// Leaves `text` empty (and `mnemonic_len` 0): the instruction has its
    /// effects, memory kind and wait fields, but no listing.
    Skip,
}

impl Text {
    pub(crate) fn render(self, text: impl FnOnce() -> String) -> Arc<str> {
        // One shared empty text: a skipped render allocates nothing.
        static EMPTY: LazyLock<Arc<str>> = LazyLock::new(|| Arc::from(""));
        match self {
            Text::Render => text().into(),
            Text::Skip => Arc::clone(&EMPTY),
        }
    }
}

/// Builds an [`Instr`] from its text and effects.
fn instr(text: Arc<str>, unit: Unit, reads: RegList, writes: RegList) -> Instr {
    Instr::new(
        Shape {
            reads,
            writes,
            ..Shape::plain(text, unit)
        },
        0,
        None,
        None,
    )
}

/// The SGPR quad buffer instructions take as their resource descriptor.
const RSRC: RegRange = RegRange::new(RegFile::Sgpr, 8, 4);

/// The registers memory operation `op` reads and writes: `dreg` is its data
/// register(s), `addr` the first address register.
fn mem_effects(op: MemOp, dreg: RegRange, addr: u16) -> (RegList, RegList) {
    let none = RegList::default();
    match op {
        MemOp::GlobalLoad { .. } | MemOp::GlobalLoadD16 | MemOp::FlatLoad => {
            (list(&[v(addr, 2)]), list(&[dreg]))
        }
        MemOp::BufferLoad => (list(&[v(addr, 1), RSRC]), list(&[dreg])),
        MemOp::BufferLoadLds => (list(&[v(addr, 1), RSRC]), none),
        MemOp::GlobalStore | MemOp::FlatStore => (list(&[v(addr, 2), dreg]), none),
        MemOp::BufferStore => (list(&[dreg, v(addr, 1), RSRC]), none),
        MemOp::LdsRead { .. } => (list(&[v(addr, 1)]), list(&[dreg])),
        MemOp::LdsWrite => (list(&[v(addr, 1), dreg]), none),
        MemOp::ScalarLoad { .. } => (list(&[s(addr, 2)]), list(&[dreg])),
        MemOp::AsyncLoad => (list(&[dreg, v(addr, 2)]), none),
        MemOp::Export { .. } => (list(&[dreg]), none),
    }
}

/// The operand text of memory operation `op`, as LLVM prints it.
fn mem_operands(op: MemOp, dreg: RegRange, addr: u16, gfx12: bool) -> String {
    match op {
        MemOp::GlobalLoad { .. } | MemOp::GlobalLoadD16 => format!("{dreg}, {}, off", v(addr, 2)),
        MemOp::BufferLoad | MemOp::BufferStore if gfx12 => {
            // gfx12 names a zero soffset `null` (llvm-mc-22 rejects `0`).
            format!("{dreg}, {}, {RSRC}, null offen", v(addr, 1))
        }
        MemOp::BufferLoad | MemOp::BufferStore => {
            format!("{dreg}, {}, {RSRC}, 0 offen", v(addr, 1))
        }
        MemOp::BufferLoadLds => format!("{}, {RSRC}, 0 offen lds", v(addr, 1)),
        MemOp::GlobalStore => format!("{}, {dreg}, off", v(addr, 2)),
        MemOp::LdsRead { .. } => format!("{dreg}, {}", v(addr, 1)),
        MemOp::LdsWrite => format!("{}, {dreg}", v(addr, 1)),
        MemOp::ScalarLoad { .. } => format!("{dreg}, {}, 0x0", s(addr, 2)),
        MemOp::FlatLoad => format!("{dreg}, {}", v(addr, 2)),
        MemOp::AsyncLoad => format!("{dreg}, {}, off", v(addr, 2)),
        MemOp::FlatStore => format!("{}, {dreg}", v(addr, 2)),
        MemOp::Export { pos } => {
            let target = if pos { "pos0" } else { "mrt0" };
            format!("{target} {dreg}, off, off, off")
        }
    }
}

/// Instruction builders for one profile's architecture.
pub struct Asm<'p> {
    pub profile: &'p Profile,
}

impl Asm<'_> {
    /// gfx11's memory mnemonics (`global_load_b32`); gfx10 still spells gfx9's.
    fn gfx11_names(&self) -> bool {
        self.profile.wait_gen >= WaitGen::Gfx11
    }

    fn gfx12(&self) -> bool {
        self.profile.wait_gen == WaitGen::Gfx12
    }

    /// A memory instruction. `data` is the first data register (VGPR, or SGPR
    /// for scalar loads), `addr` the first address register: a VGPR pair for
    /// global and flat, one VGPR for LDS and buffer, an SGPR pair for SMEM.
    pub fn mem(&self, op: MemOp, data: u16, addr: u16) -> Instr {
        self.mem_with(Text::Render, op, data, addr)
    }

    /// [`Asm::mem`], rendering its text or not.
    pub fn mem_with(&self, text: Text, op: MemOp, data: u16, addr: u16) -> Instr {
        let width = if op.wide() { 2 } else { 1 };
        let dreg = if op.scalar() {
            s(data, width)
        } else {
            v(data, width)
        };
        let (reads, writes) = mem_effects(op, dreg, addr);
        let mnemonic = self.mem_mnemonic(op);
        let gfx12 = self.gfx12();
        let text = text.render(|| format!("{mnemonic} {}", mem_operands(op, dreg, addr, gfx12)));
        let mut i = instr(text, Unit::Mem, reads, writes);
        i.mem = Some(op.kind());
        i
    }

    /// The mnemonic of `op` on this architecture.
    fn mem_mnemonic(&self, op: MemOp) -> &'static str {
        let g11 = self.gfx11_names();
        let pick = |gfx9: &'static str, gfx11: &'static str| if g11 { gfx11 } else { gfx9 };
        match op {
            MemOp::GlobalLoad { wide } => match (g11, wide) {
                (false, false) => "global_load_dword",
                (false, true) => "global_load_dwordx2",
                (true, false) => "global_load_b32",
                (true, true) => "global_load_b64",
            },
            MemOp::GlobalLoadD16 => pick("global_load_short_d16", "global_load_d16_b16"),
            MemOp::BufferLoad => pick("buffer_load_dword", "buffer_load_b32"),
            MemOp::BufferLoadLds => "buffer_load_dword",
            MemOp::GlobalStore => pick("global_store_dword", "global_store_b32"),
            MemOp::BufferStore => pick("buffer_store_dword", "buffer_store_b32"),
            MemOp::LdsRead { wide } => match (g11, wide) {
                (false, false) => "ds_read_b32",
                (false, true) => "ds_read_b64",
                (true, false) => "ds_load_b32",
                (true, true) => "ds_load_b64",
            },
            MemOp::LdsWrite => pick("ds_write_b32", "ds_store_b32"),
            MemOp::ScalarLoad { wide } => match (g11, wide) {
                (false, false) => "s_load_dword",
                (false, true) => "s_load_dwordx2",
                (true, false) => "s_load_b32",
                (true, true) => "s_load_b64",
            },
            MemOp::FlatLoad => pick("flat_load_dword", "flat_load_b32"),
            MemOp::FlatStore => pick("flat_store_dword", "flat_store_b32"),
            MemOp::AsyncLoad => "global_load_async_to_lds_b32",
            MemOp::Export { .. } if self.gfx12() => "export",
            MemOp::Export { .. } => "exp",
        }
    }

    /// A VALU or SALU instruction with destination `d` and sources `a`, `b`.
    pub fn alu(&self, op: AluOp, d: u16, a: u16, b: u16) -> Instr {
        self.alu_with(Text::Render, op, d, a, b)
    }

    /// [`Asm::alu`], rendering its text or not.
    pub fn alu_with(&self, text: Text, op: AluOp, d: u16, a: u16, b: u16) -> Instr {
        match op {
            AluOp::VAdd => {
                let m = if self.profile.wait_gen >= WaitGen::Gfx10 {
                    "v_add_nc_u32_e32"
                } else {
                    "v_add_u32_e32"
                };
                let (d, a, b) = (v(d, 1), v(a, 1), v(b, 1));
                let text = text.render(|| format!("{m} {d}, {a}, {b}"));
                instr(text, Unit::Valu, list(&[a, b]), list(&[d]))
            }
            AluOp::VMov => {
                let (d, a) = (v(d, 1), v(a, 1));
                let text = text.render(|| format!("v_mov_b32_e32 {d}, {a}"));
                instr(text, Unit::Valu, list(&[a]), list(&[d]))
            }
            AluOp::VFmac => {
                let (d, a, b) = (v(d, 1), v(a, 1), v(b, 1));
                let text = text.render(|| format!("v_fmac_f32_e32 {d}, {a}, {b}"));
                instr(text, Unit::Valu, list(&[a, b, d]), list(&[d]))
            }
            AluOp::VAddF64 => {
                let (d, a, b) = (v(d & !1, 2), v(a & !1, 2), v(b & !1, 2));
                let text = text.render(|| format!("v_add_f64 {d}, {a}, {b}"));
                instr(text, Unit::Valu, list(&[a, b]), list(&[d]))
            }
            AluOp::SAdd => {
                let (d, a, b) = (s(d, 1), s(a, 1), s(b, 1));
                // gfx12 renamed the carry-out add (LLVM prints `s_add_co_u32`).
                let m = if self.gfx12() {
                    "s_add_co_u32"
                } else {
                    "s_add_u32"
                };
                let text = text.render(|| format!("{m} {d}, {a}, {b}"));
                instr(text, Unit::Salu, list(&[a, b]), list(&[d]))
            }
            AluOp::ReadFirstLane => {
                let (d, a) = (s(d, 1), v(a, 1));
                let text = text.render(|| format!("v_readfirstlane_b32 {d}, {a}"));
                instr(text, Unit::Valu, list(&[a]), list(&[d]))
            }
            AluOp::VCmpx => {
                let (a, b) = (v(a, 1), v(b, 1));
                let exec = RegRange::new(RegFile::Special, special::EXEC_LO, 2);
                if self.profile.wait_gen < WaitGen::Gfx10 {
                    // gfx9's VOPC writes VCC too, and names it (llvm-mc-22
                    // refuses `v_cmpx_eq_u32_e32 v0, v1` for gfx908).
                    let vcc = RegRange::new(RegFile::Sgpr, VCC_LO, 2);
                    let text = text.render(|| format!("v_cmpx_eq_u32_e32 vcc, {a}, {b}"));
                    return instr(text, Unit::Valu, list(&[a, b]), list(&[vcc, exec]));
                }
                let text = text.render(|| format!("v_cmpx_eq_u32_e32 {a}, {b}"));
                instr(text, Unit::Valu, list(&[a, b]), list(&[exec]))
            }
        }
    }

    fn wait_instr(
        &self,
        text: Arc<str>,
        form: WaitForm,
        imm: u16,
        fields: [u16; NUM_COUNTERS],
    ) -> Instr {
        let none = RegList::default();
        let mut i = instr(text, Unit::Wait, none.clone(), none);
        i.wait = Some(Wait { form, imm, fields });
        i
    }

    /// The combined-wait counters this profile encodes, in LLVM's print order.
    fn combined_counters(&self) -> impl Iterator<Item = Counter> + '_ {
        [Counter::Vm, Counter::Exp, Counter::Lgkm]
            .into_iter()
            .filter(|c| self.profile.layout[c.index()].is_some())
    }

    /// `s_waitcnt` with the given fields (`None` omits a field: all ones). With
    /// `raw`, the immediate is printed as hex instead of named fields. A wait
    /// with every field omitted prints every field at all ones, as the seed does.
    pub fn waitcnt(
        &self,
        vm: Option<u16>,
        lgkm: Option<u16>,
        exp: Option<u16>,
        raw: bool,
    ) -> Instr {
        self.waitcnt_with(Text::Render, [vm, lgkm, exp], raw)
    }

    /// [`Asm::waitcnt`] with its fields as `[vm, lgkm, exp]`, rendering its
    /// text or not.
    #[allow(
        clippy::expect_used,
        reason = "an invariant: filtered on layout; filtered"
    )]
    pub fn waitcnt_with(&self, text: Text, wanted: [Option<u16>; 3], raw: bool) -> Instr {
        let mut imm = self.profile.no_wait_imm().unwrap_or(0xFFFF);
        for c in self.combined_counters() {
            let layout = self.profile.layout[c.index()].expect("filtered on layout");
            if let Some(n) = wanted_field(wanted, c) {
                imm = layout.insert(imm, n.min(layout.max()));
            }
        }
        let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
        for c in self.combined_counters() {
            fields[c.index()] = self.profile.layout[c.index()]
                .expect("filtered")
                .extract(imm);
        }
        let text = text.render(|| {
            if raw {
                format!("s_waitcnt 0x{imm:x}")
            } else {
                format!("s_waitcnt {}", self.named_fields(wanted).join(" "))
            }
        });
        self.wait_instr(text, WaitForm::Combined, imm, fields)
    }

    /// The `vmcnt(N)`-style fields of a combined wait, in print order; every
    /// field at all ones when none is wanted.
    #[allow(clippy::expect_used, reason = "an invariant: filtered on layout")]
    fn named_fields(&self, wanted: [Option<u16>; 3]) -> Vec<String> {
        let mut named = Vec::new();
        for c in self.combined_counters() {
            let layout = self.profile.layout[c.index()].expect("filtered on layout");
            if let Some(n) = wanted_field(wanted, c) {
                named.push(format!(
                    "{}({})",
                    self.profile.counter_name(c),
                    n.min(layout.max())
                ));
            }
        }
        if named.is_empty() {
            for c in self.combined_counters() {
                let max = self.profile.layout[c.index()]
                    .expect("filtered on layout")
                    .max();
                named.push(format!("{}({max})", self.profile.counter_name(c)));
            }
        }
        named
    }

    /// gfx10/gfx11 `s_waitcnt_vmcnt null, N` (and `_lgkmcnt`, `_expcnt`,
    /// `_vscnt`): waits on `counter` only.
    pub fn waitcnt_single(&self, counter: Counter, n: u16) -> Instr {
        self.waitcnt_single_with(Text::Render, counter, n)
    }

    /// [`Asm::waitcnt_single`], rendering its text or not.
    pub fn waitcnt_single_with(&self, text: Text, counter: Counter, n: u16) -> Instr {
        debug_assert!(
            matches!(self.profile.wait_gen, WaitGen::Gfx10 | WaitGen::Gfx11),
            "single-counter waits exist on gfx10/gfx11 only"
        );
        let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
        fields[counter.index()] = n;
        let name = self.profile.counter_name(counter);
        let text = text.render(|| format!("s_waitcnt_{name} null, 0x{n:x}"));
        self.wait_instr(text, WaitForm::Single(counter), n, fields)
    }
}

impl Asm<'_> {
    /// gfx12 `s_wait_<counter> N` (`s_wait_loadcnt`, `s_wait_dscnt`,
    /// `s_wait_kmcnt`, `s_wait_xcnt`...): waits on `counter` only.
    pub fn wait_split_with(&self, text: Text, counter: Counter, n: u16) -> Instr {
        debug_assert!(self.gfx12(), "split waits exist on gfx12 only");
        let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
        fields[counter.index()] = n;
        let name = self.profile.counter_name(counter);
        let text = text.render(|| format!("s_wait_{name} 0x{n:x}"));
        self.wait_instr(text, WaitForm::Split(counter), n, fields)
    }

    /// gfx12 `s_wait_loadcnt_dscnt` (`first` = `Counter::Vm`) or
    /// `s_wait_storecnt_dscnt` (`Counter::Vs`): the load or store count in
    /// bits [13:8] of the immediate, dscnt in [5:0] (docs/counters.md section 9).
    pub fn wait_split_pair_with(&self, text: Text, first: Counter, n: u16, ds: u16) -> Instr {
        debug_assert!(self.gfx12(), "split waits exist on gfx12 only");
        let (n, ds) = (n.min(63), ds.min(63));
        let imm = (n << 8) | ds;
        let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
        fields[first.index()] = n;
        fields[Counter::Lgkm.index()] = ds;
        let name = self.profile.counter_name(first);
        let text = text.render(|| format!("s_wait_{name}_dscnt 0x{imm:x}"));
        self.wait_instr(text, WaitForm::SplitPair(first, Counter::Lgkm), imm, fields)
    }
}

impl Asm<'_> {
    /// gfx1250's `s_set_vgpr_msb` with every field (src0, src1, src2, vdst)
    /// set to `bank`: each VGPR operand after it reaches its encoded number
    /// plus 256 * `bank` (docs/paths.md section 13). No register effects.
    pub fn set_vgpr_msb_with(&self, text: Text, bank: u16) -> Instr {
        let fields = bank * 0x55;
        let text = text.render(|| format!("s_set_vgpr_msb 0x{fields:x}"));
        instr(text, Unit::Control, RegList::default(), RegList::default())
    }
}

/// `instr` as it executes under an `s_set_vgpr_msb` state whose fields are
/// all `bank`: every VGPR it reads or writes is 256 * `bank` higher, and its
/// text names each reached register after the encoded one as clang prints
/// it (`v1 /*v257*/`), so the listing reads back to the same registers.
pub fn in_vgpr_bank(mut instr: Instr, bank: u16) -> Instr {
    if bank == 0 {
        return instr;
    }
    let shift = |list: &RegList| {
        let mut out = RegList::default();
        for r in list.as_slice() {
            let mut r = *r;
            if r.file == RegFile::Vgpr {
                r.first += 256 * bank;
            }
            out.push(r);
        }
        out
    };
    instr.reads = shift(&instr.reads);
    instr.writes = shift(&instr.writes);
    if !instr.text.is_empty() {
        let at = instr.mnemonic_len as usize;
        let (mnemonic, ops) = instr.text.split_at(at);
        instr.text = format!("{mnemonic}{}", bank_comments(ops, 256 * bank)).into();
    }
    instr
}

/// `ops` with a `/*vN*/` comment after each VGPR operand (`v3`, `v[4:5]`)
/// naming it `offset` higher.
fn bank_comments(ops: &str, offset: u16) -> String {
    let b = ops.as_bytes();
    let mut out = String::with_capacity(ops.len() + 16);
    let mut i = 0;
    while i < b.len() {
        let starts =
            b[i] == b'v' && (i == 0 || !b[i - 1].is_ascii_alphanumeric() && b[i - 1] != b'_');
        let digits = |from: usize| {
            let n = b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
            (n > 0).then(|| (ops[from..from + n].parse::<u16>().unwrap_or(0), from + n))
        };
        if starts {
            if let Some((n, end)) = digits(i + 1) {
                if end == b.len() || !b[end].is_ascii_alphanumeric() {
                    out.push_str(&ops[i..end]);
                    out.push_str(&format!(" /*v{}*/", n + offset));
                    i = end;
                    continue;
                }
            }
            if b.get(i + 1) == Some(&b'[') {
                if let Some((lo, colon)) = digits(i + 2) {
                    if b.get(colon) == Some(&b':') {
                        if let Some((hi, close)) = digits(colon + 1) {
                            if b.get(close) == Some(&b']') {
                                out.push_str(&ops[i..=close]);
                                out.push_str(&format!(" /*v[{}:{}]*/", lo + offset, hi + offset));
                                i = close + 1;
                                continue;
                            }
                        }
                    }
                }
            }
        }
        let c = ops[i..].chars().next().unwrap_or(' ');
        out.push(c);
        i += c.len_utf8();
    }
    out
}

/// The field `[vm, lgkm, exp]` asks for on counter `c` (none on others).
fn wanted_field(wanted: [Option<u16>; 3], c: Counter) -> Option<u16> {
    match c {
        Counter::Vm => wanted[0],
        Counter::Lgkm => wanted[1],
        Counter::Exp => wanted[2],
        _ => None,
    }
}

/// Prints `instrs` as a listing for `arch`: a `;` comment header, the
/// `.amdgcn_target` directive (so `wavebed check` needs no `--arch`), one
/// instruction a line, and a final `s_endpgm`.
pub fn listing(arch: Arch, header: &[String], instrs: &[Instr]) -> String {
    let mut out = String::new();
    for h in header {
        out.push_str("; ");
        out.push_str(h);
        out.push('\n');
    }
    out.push_str(&format!("\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n"));
    for i in instrs {
        out.push('\t');
        out.push_str(&i.text);
        out.push('\n');
    }
    out.push_str("\ts_endpgm\n");
    out
}
